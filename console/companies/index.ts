// Companies resource: admin list/create/detail, partner lists for senders and receivers, the own
// company's settings.
import BusinessIcon from '@mui/icons-material/Business';
import { CompanyList } from './CompanyList';
import { CompanyCreate, CompanyEdit, CompanySettingsEdit } from './CompanyEdit';
import { CompanyShow } from './CompanyShow';

export default {
  list: CompanyList,
  edit: CompanyEdit,
  create: CompanyCreate,
  show: CompanyShow,
  settings: CompanySettingsEdit,
  icon: BusinessIcon,
  recordRepresentation: 'name',
};
