// Bookkeeping resource: read-only lists for admins and receivers.
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { BookkeepingList } from './BookkeepingList';

export default { list: BookkeepingList, icon: MenuBookIcon, recordRepresentation: 'invoice_id' };
