// Which api resource each invoice page reads (its list and its detail page): the paths of those
// pages are in domain/paths.ts.
import type { InvoiceScope } from '../../../domain/paths';

export const INVOICE_RESOURCES: Record<InvoiceScope, string> = {
  admin: 'invoices',
  outgoing: 'invoices/outgoing',
  incoming: 'invoices/incoming',
};
