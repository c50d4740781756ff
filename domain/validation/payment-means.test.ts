// Tests: Payment means rules and messages.
import {
  defaultPaymentMeans,
  neighbourTabIndex,
  newPaymentMeans,
  normalizePaymentMeans,
  validatePaymentMeansItem,
  validatePaymentMeansList,
} from './payment-means';

const IBAN = 'SE45 5000 0000 0583 9825 7466';

describe('payment means', () => {
  it('defaults', () => {
    expect(defaultPaymentMeans()).toEqual({ name: 'Default', local: '', iban: '', bic: '', bankAccount: '' });
    expect(newPaymentMeans().name).toBe('New');
  });
  it('accepts local only, bank account only, or IBAN with BIC', () => {
    expect(validatePaymentMeansItem({ name: 'Default', local: '5050-1055' })).toEqual({});
    expect(validatePaymentMeansItem({ name: 'Default', bankAccount: '8327-9 123456789' })).toEqual({});
    expect(validatePaymentMeansItem({ name: 'Default', iban: IBAN, bic: 'ESSESESS' })).toEqual({});
  });
  it('name required, max 256', () => {
    expect(validatePaymentMeansItem({ local: '1' }).name?.code).toBe('required');
    expect(validatePaymentMeansItem({ name: 'x'.repeat(257), local: '1' }).name?.params).toEqual({ max: 256 });
  });
  it("'Should be one of Local, IBAN or Bank Account'", () => {
    expect(validatePaymentMeansItem({ name: 'Default', bic: 'ESSESESS' })['']).toEqual({
      code: 'required',
      messageKey: 'validation.paymentMeansOneOf',
    });
    expect(validatePaymentMeansItem({ name: 'Default' })['']?.messageKey).toBe('validation.paymentMeansOneOf');
  });
  it("'Bic and iban or both are empty, or both exist'", () => {
    expect(validatePaymentMeansItem({ name: 'D', iban: IBAN }).bic).toEqual({
      code: 'ValidationError',
      messageKey: 'validation.bicIban',
    });
    expect(validatePaymentMeansItem({ name: 'D', local: '1', bic: 'ESSESESS' }).iban).toEqual({
      code: 'ValidationError',
      messageKey: 'validation.bicIban',
    });
  });
  it('checks IBAN and BIC', () => {
    expect(
      validatePaymentMeansItem({ name: 'D', iban: 'SE45 5000 0000 0583 9825 7467', bic: 'ESSESESS' }).iban?.messageKey,
    ).toBe('validation.iban');
    expect(validatePaymentMeansItem({ name: 'D', iban: IBAN, bic: 'ESS' }).bic?.messageKey).toBe('validation.bic');
  });
  it('iban, bic, bankAccount max 256', () => {
    expect(validatePaymentMeansItem({ name: 'D', bankAccount: '1'.repeat(257) }).bankAccount?.messageKey).toBe(
      'validation.maxLength',
    );
  });
  it('normalizes: local cut to 9, IBAN without spaces', () => {
    expect(
      normalizePaymentMeans({ name: ' Bank ', local: '1234567890123', iban: IBAN.toLowerCase(), bic: 'esse sess' }),
    ).toEqual({ name: 'Bank', local: '123456789', iban: 'SE4550000000058398257466', bic: 'ESSESESS', bankAccount: '' });
    expect(normalizePaymentMeans(null).name).toBe('Default');
  });
  it('list paths', () => {
    expect(Object.keys(validatePaymentMeansList([{ name: 'A', local: '1' }, { name: 'B' }]))).toEqual(['1']);
  });
  it('tab after removal', () => {
    expect(neighbourTabIndex(3, 2)).toBe(1);
    expect(neighbourTabIndex(3, 0)).toBe(1);
    expect(neighbourTabIndex(1, 0)).toBeNull();
  });
});
