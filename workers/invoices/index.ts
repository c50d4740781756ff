// The invoice persistence module of the worker side: the one place that writes invoices and their
// audit trail. The invoice workflow's activities call it; engines (extraction, identification,
// Peppol transport) do not write invoice statuses.
export { recordInvoiceEvent, SYSTEM_ACTOR, type InvoiceEvent } from './invoice-events';
export { loadInvoiceState } from './invoice-state';
export { recordNewInvoice } from './new-invoice';
export {
  transitionInvoice,
  InvoiceNotFoundError,
  StaleTransitionError,
  type InvoicePatch,
  type TransitionInput,
  type TransitionResult,
} from './transition';
export { formColumns, dateOrNull, currencyOrNull, amountOrNull } from './form-columns';
