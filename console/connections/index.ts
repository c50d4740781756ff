// Connection systems resource (admin): PDF and Peppol.
import CableIcon from '@mui/icons-material/Cable';
import { ConnectionList } from './ConnectionList';
import { ConnectionCreate, ConnectionEdit } from './ConnectionEdit';

export default { list: ConnectionList, edit: ConnectionEdit, create: ConnectionCreate, icon: CableIcon, recordRepresentation: 'name' };
