// Operators resource (admin).
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { OperatorList } from './OperatorList';
import { OperatorCreate, OperatorEdit } from './OperatorEdit';

export default { list: OperatorList, edit: OperatorEdit, create: OperatorCreate, icon: SupportAgentIcon, recordRepresentation: 'name' };
