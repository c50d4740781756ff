// What the user reads around each invoice action (spec 8 'Confirmations' and 'Success messages',
// spec 4 'Resend dialog'): the button's label, the question asked first (a plain yes/no, or a dialog
// of its own: the resend dialog, the reject reason, the status selector) and the toast after it.
// The console shows these; the rules of when an action exists stay in domain/actions.ts.
import type { InvoiceAction } from './actions';
import type { MessageKey } from './i18n/messages';

/** How an action is asked for before it is sent. */
export type ActionPrompt =
  | { kind: 'none' }
  /** A yes/no question with this text (cancel, sell, approve). */
  | { kind: 'confirm'; messageKey: MessageKey }
  /** Resend: with changes (opens the manual form) or without; dismissing means without. */
  | { kind: 'resend' }
  /** Reject: the reason is asked (domain/validation/invoice-response). */
  | { kind: 'reason' }
  /** Set status: the new status is chosen (domain/statuses selectableStatuses). */
  | { kind: 'status' };

export interface ActionMessages {
  labelKey: MessageKey;
  prompt: ActionPrompt;
  successKey: MessageKey;
  /** Shown in red (an action that ends or refuses something). */
  destructive?: boolean;
}

const started: MessageKey = 'success.sentToParsing';

export const ACTION_MESSAGES: Readonly<Record<InvoiceAction, ActionMessages>> = {
  cancel: {
    labelKey: 'action.cancel',
    prompt: { kind: 'confirm', messageKey: 'confirm.cancel' },
    successKey: 'success.canceled',
    destructive: true,
  },
  resend: { labelKey: 'action.resendPdf', prompt: { kind: 'resend' }, successKey: started },
  resendPeppol: { labelKey: 'action.resendPeppol', prompt: { kind: 'none' }, successKey: started },
  sendToIe: { labelKey: 'action.sendToIe', prompt: { kind: 'none' }, successKey: started },
  sendToParsing: { labelKey: 'action.parseManually', prompt: { kind: 'none' }, successKey: 'success.generic' },
  resumeDuplicate: { labelKey: 'action.resumeDuplicate', prompt: { kind: 'none' }, successKey: started },
  setStatus: { labelKey: 'action.setStatus', prompt: { kind: 'status' }, successKey: 'success.saved' },
  forward: { labelKey: 'action.forward', prompt: { kind: 'none' }, successKey: 'success.generic' },
  autoForward: { labelKey: 'action.autoForward', prompt: { kind: 'none' }, successKey: 'success.generic' },
  uploadToFtp: { labelKey: 'action.uploadToFtp', prompt: { kind: 'none' }, successKey: started },
  getFromIe: { labelKey: 'action.getFromIe', prompt: { kind: 'none' }, successKey: started },
  solveBookkeeping: { labelKey: 'action.solveBookkeeping', prompt: { kind: 'none' }, successKey: 'success.generic' },
  approve: {
    labelKey: 'action.approve',
    prompt: { kind: 'confirm', messageKey: 'confirm.approve' },
    successKey: 'success.invoiceApproved',
  },
  reject: {
    labelKey: 'action.reject',
    prompt: { kind: 'reason' },
    successKey: 'success.invoiceRejected',
    destructive: true,
  },
  sell: {
    labelKey: 'action.sell',
    prompt: { kind: 'confirm', messageKey: 'confirm.sell' },
    successKey: 'success.paidSoon',
  },
};

/** The toast after a successful action: a resend with changes says to use the manual form. */
export function actionSuccessKey(action: InvoiceAction, body?: { withChange?: boolean } | null): MessageKey {
  if (action === 'resend' && body?.withChange === true) return 'success.resendStarted';
  return ACTION_MESSAGES[action].successKey;
}
