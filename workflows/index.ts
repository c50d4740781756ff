// Every workflow the worker hosts. The worker bundles this file (bundleWorkflowCode), so it must
// export workflow functions only, and import nothing non-deterministic.
export { platformHealthWorkflow } from './health.workflow';
export { peppolInboxWorkflow } from './peppol-inbox.workflow';
export { peppolInboxPollerWorkflow } from './peppol-inbox-poller.workflow';
export { invoiceResponseWorkflow } from './invoice-response.workflow';
export { invoiceWorkflow } from './invoice/invoice.workflow';
export { invoiceSaleWorkflow } from './invoice/sale';
