// Invoices resource: read-only lists for admins, senders (outgoing) and receivers (incoming).
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { InvoiceList } from './InvoiceList';

export default { list: InvoiceList, icon: ReceiptLongIcon, recordRepresentation: 'invoice_id' };
