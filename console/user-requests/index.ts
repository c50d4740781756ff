// Access requests resource (admin): approve or reject.
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { UserRequestList } from './UserRequestList';

export default { list: UserRequestList, icon: HowToRegIcon, recordRepresentation: 'email' };
