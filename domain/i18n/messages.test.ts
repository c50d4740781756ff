// Tests: Message catalogue: spec texts, en and sv present and different, placeholders.
import { interpolate, toLang } from './lang';
import { MESSAGES, isMessageKey, renderMessage, serverErrorMessage, type MessageKey } from './messages';

describe('message catalogue', () => {
  const keys = Object.keys(MESSAGES) as MessageKey[];
  it.each(keys)('%s has en and sv, different, with the same placeholders', (key) => {
    const { en, sv } = MESSAGES[key];
    expect(en.trim()).not.toBe('');
    expect(sv.trim()).not.toBe('');
    expect(sv).not.toBe(en);
    const ph = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
    expect(ph(sv)).toEqual(ph(en));
  });
  it.each([
    ['validation.senderCompany', 'Select a sender company from the list'],
    ['validation.dueBeforeIssue', 'The due date cannot be less than the issue date'],
    ['validation.referencesEmpty', 'Buyer Reference and Order Reference ID can NOT be empty at the same time'],
    ['validation.peppolOrOrgId', 'Peppol ID or/and Org.ID should be fill in'],
    ['validation.percentOrAmount', 'Percent or amount should be filled in'],
    ['validation.atLeastOneAmount', 'At least one Amount field must be filled'],
    ['validation.paymentMeansOneOf', 'Should be one of Local, IBAN or Bank Account'],
    ['validation.bicIban', 'Bic and iban or both are empty, or both exist'],
    ['validation.unique', 'There should be only unique values'],
    ['upload.fileType', 'Files of this type cannot be uploaded'],
    ['error.generic', 'Something went wrong'],
    ['error.staleFile', 'The file specified is no longer valid'],
    ['error.xmlParse', 'Failed to parse XML'],
    ['error.xmlRootNotFound', 'Root Element not found'],
    ['error.xmlNotWellFormed', 'Not Well-Formed XML'],
    ['success.uploadOne', 'Your invoice was successfully uploaded!'],
    ['success.uploadMany', 'Your invoices were successfully uploaded!'],
    ['success.saved', 'Success, saved!'],
    ['success.generic', 'Success'],
    ['success.info', 'Success-Info'],
    ['success.ocr', 'OCR got success'],
    ['success.canceled', 'Canceled success'],
    ['success.sentToParsing', 'The invoice is now attempting to be processed and sent. Check status in invoice list'],
    ['success.resendStarted', 'The resend process has started. Please use the manual form to edit the invoice'],
    ['success.paidSoon', 'Your invoice will be paid within a couple of days!'],
    [
      'confirm.cancel',
      'Are you sure that you want to cancel this invoice? If you cancel this invoice, receiver will not get it',
    ],
    ['confirm.sell', 'Are you sure that you want to sell invoice?'],
  ] as const)('%s is the spec text', (key, text) => {
    expect(renderMessage(key, undefined, 'en')).toBe(text);
  });
  it('renders params in both placeholder styles', () => {
    expect(renderMessage('validation.yearGreater', { year: 2024 }, 'en')).toBe('Year must be greater than 2024');
    expect(renderMessage('validation.yearLess', { year: 2029 }, 'sv')).toBe('Året måste vara tidigare än 2029');
    expect(renderMessage('validation.amountShouldEqual', { amount: '12.50' }, 'en')).toBe(
      'The amount should equal 12.50.',
    );
    expect(renderMessage('error.userSave', { email: 'a@b.se' }, 'en')).toBe('Can not save user a@b.se');
    expect(interpolate('sent from {brand} at {timestamp}', { brand: 'X' })).toBe('sent from X at {timestamp}');
  });
  it('knows its keys and languages', () => {
    expect(isMessageKey('validation.required')).toBe(true);
    expect(isMessageKey('nope')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
    expect(toLang('se')).toBe('sv');
    expect(toLang('sv-SE')).toBe('sv');
    expect(toLang('en')).toBe('en');
    expect(toLang(undefined)).toBe('en');
  });
  it('uses the server data message, else Something went wrong', () => {
    expect(serverErrorMessage({ data: 'Invoice is locked' }, 'sv')).toBe('Invoice is locked');
    expect(serverErrorMessage({ data: '' }, 'en')).toBe('Something went wrong');
    expect(serverErrorMessage(undefined, 'sv')).toBe('Något gick fel');
    expect(serverErrorMessage('boom', 'en')).toBe('Something went wrong');
  });
});
