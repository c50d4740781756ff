// The Approve / Reject body: AP alone, RE with a reason (required, at most 500 characters).
import { renderMessage } from '../i18n/messages';
import { fieldErrorsFromZod } from './issues';
import { invoiceResponseSchema, REJECT_REASON_MAX_LENGTH } from './invoice-response';

const errorsOf = (body: unknown) => {
  const r = invoiceResponseSchema.safeParse(body);
  return r.success ? {} : fieldErrorsFromZod(r.error);
};

describe('invoiceResponseSchema', () => {
  it('takes AP without a reason and RE with one, trimmed', () => {
    expect(invoiceResponseSchema.parse({ code: 'AP' })).toEqual({ code: 'AP', reason: null });
    expect(invoiceResponseSchema.parse({ code: 'RE', reason: '  Fel belopp  ' })).toEqual({
      code: 'RE',
      reason: 'Fel belopp',
    });
  });

  it('refuses RE without a reason (or with blanks only), with the message in both languages', () => {
    for (const reason of [undefined, null, '', '   ']) {
      expect(errorsOf({ code: 'RE', reason })).toEqual({
        reason: { code: 'required', messageKey: 'validation.rejectReason' },
      });
    }
    expect(renderMessage('validation.rejectReason', undefined, 'sv')).toBe(
      'Ange en anledning till att fakturan avvisas',
    );
  });

  it('refuses a reason over the maximum length and unknown codes', () => {
    expect(errorsOf({ code: 'RE', reason: 'x'.repeat(REJECT_REASON_MAX_LENGTH + 1) }).reason).toMatchObject({
      messageKey: 'validation.maxLength',
    });
    expect(errorsOf({ code: 'RE', reason: 'x'.repeat(REJECT_REASON_MAX_LENGTH) })).toEqual({});
    expect(errorsOf({ code: 'AB' }).code).toMatchObject({ messageKey: 'validation.invalidOption' });
    expect(errorsOf({}).code).toMatchObject({ messageKey: 'validation.required' });
  });
});
