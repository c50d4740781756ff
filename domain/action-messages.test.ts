import { ACTION_MESSAGES, actionSuccessKey } from './action-messages';
import { INVOICE_ACTIONS } from './actions';
import { MESSAGES, renderMessage } from './i18n/messages';

describe('ACTION_MESSAGES', () => {
  it('names a label and a toast in both languages for every action', () => {
    expect(Object.keys(ACTION_MESSAGES).sort()).toEqual([...INVOICE_ACTIONS].sort());
    for (const m of Object.values(ACTION_MESSAGES)) {
      for (const key of [m.labelKey, m.successKey, ...(m.prompt.kind === 'confirm' ? [m.prompt.messageKey] : [])]) {
        expect(MESSAGES[key].en).not.toBe('');
        expect(MESSAGES[key].sv).not.toBe(MESSAGES[key].en);
      }
    }
  });

  it("asks the spec's confirmations before cancel and sell, and one before the final approve", () => {
    expect(
      renderMessage(
        ACTION_MESSAGES.cancel.prompt.kind === 'confirm' ? ACTION_MESSAGES.cancel.prompt.messageKey : 'error.generic',
        undefined,
        'en',
      ),
    ).toBe('Are you sure that you want to cancel this invoice? If you cancel this invoice, receiver will not get it');
    expect(ACTION_MESSAGES.sell.prompt).toEqual({ kind: 'confirm', messageKey: 'confirm.sell' });
    expect(ACTION_MESSAGES.approve.prompt).toEqual({ kind: 'confirm', messageKey: 'confirm.approve' });
    expect(ACTION_MESSAGES.reject.prompt).toEqual({ kind: 'reason' });
    expect(ACTION_MESSAGES.resend.prompt).toEqual({ kind: 'resend' });
  });

  it('says the resend started with the manual form only for a resend with changes', () => {
    expect(actionSuccessKey('resend', { withChange: true })).toBe('success.resendStarted');
    expect(actionSuccessKey('resend', { withChange: false })).toBe('success.sentToParsing');
    expect(actionSuccessKey('cancel')).toBe('success.canceled');
    expect(actionSuccessKey('sell')).toBe('success.paidSoon');
  });
});
