// Invoices resource: the lists for admins, senders (outgoing) and receivers (incoming), and the
// detail page beside each list.
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { InvoiceList } from './InvoiceList';
import { InvoiceDetailPage } from './detail/InvoiceDetailPage';

export default { list: InvoiceList, show: InvoiceDetailPage, icon: ReceiptLongIcon, recordRepresentation: 'invoice_id' };
