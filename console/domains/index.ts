// Domains resource (admin): three lists by kind.
import LanguageIcon from '@mui/icons-material/Language';
import { DomainList } from './DomainList';
import { DomainCreate, DomainEdit } from './DomainEdit';

export default { list: DomainList, edit: DomainEdit, create: DomainCreate, icon: LanguageIcon, recordRepresentation: 'name' };
