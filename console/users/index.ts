// Users: all users (admin) and the company users list with its create page.
import GroupIcon from '@mui/icons-material/Group';
import { UserList } from './UserList';
import { CompanyUserList } from './CompanyUserList';
import { CompanyUserCreate } from './CompanyUserCreate';

export default {
  list: UserList,
  companyList: CompanyUserList,
  create: CompanyUserCreate,
  icon: GroupIcon,
  recordRepresentation: 'email',
};
