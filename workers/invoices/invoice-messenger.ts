// The inbox's way to the invoice workflows (peppol-transport/inbox.ts InvoiceMessenger): each
// dispatch becomes a signal-with-start of `invoice-<id>`, so an open run gets it and a closed one
// is reopened; a received invoice's run records it (the dispatch carries the new invoice).
import type { InvoiceMessenger } from '../peppol-transport/inbox';
import { signalInvoice, type InvoiceWorkflowTarget } from '../../infra/invoice-workflow-client';
import { signals } from '../../workflows/invoice/contract';

export function createInvoiceMessenger(target: InvoiceWorkflowTarget): InvoiceMessenger {
  return {
    async tell(dispatch) {
      switch (dispatch.kind) {
        case 'mlr':
          return signalInvoice(target, dispatch.invoiceId, signals.messageLevelResponse, [dispatch.signal]);
        case 'invoice-response':
          return signalInvoice(target, dispatch.invoiceId, signals.invoiceResponse, [dispatch.signal]);
        case 'incoming-invoice':
          return signalInvoice(
            target,
            dispatch.invoiceId,
            signals.received,
            [{ messageId: dispatch.messageId }],
            dispatch.create,
          );
        case 'duplicate-received':
          return signalInvoice(target, dispatch.invoiceId, signals.duplicateReceived, [
            { messageId: dispatch.messageId, fileName: dispatch.fileName },
          ]);
      }
    },
  };
}
