// Tests: IBAN (mod 97) and BIC with real examples.
import { isValidBic, isValidCreditorReference, isValidIban, normalizeIban } from './iban';

describe('IBAN', () => {
  it.each([
    'SE45 5000 0000 0583 9825 7466',
    'SE4550000000058398257466',
    'GB82 WEST 1234 5698 7654 32',
    'DE89370400440532013000',
    'NO9386011117947',
    'se45 5000 0000 0583 9825 7466',
  ])('accepts %p', (v) => expect(isValidIban(v)).toBe(true));
  it.each([
    'SE45 5000 0000 0583 9825 7467',
    'SE455000000005839825746',
    'GB82 WEST 1234 5698 7654 33',
    'XX',
    '1234567890123456',
  ])('rejects %p', (v) => expect(isValidIban(v)).toBe(false));
  it('normalizes', () => expect(normalizeIban('se45 5000 0000')).toBe('SE4550000000'));
});

describe('BIC', () => {
  it.each(['ESSESESS', 'HANDSESS', 'NDEASESSXXX', 'deutdeff500'])('accepts %p', (v) =>
    expect(isValidBic(v)).toBe(true),
  );
  it.each(['ESSESES', 'ESSE1ESS', 'NDEASESSXX', ''])('rejects %p', (v) => expect(isValidBic(v)).toBe(false));
});

describe('creditor reference (ISO 11649)', () => {
  it.each(['RF18 5390 0754 7034', 'RF18539007547034', 'rf712348231'])('accepts %p', (v) =>
    expect(isValidCreditorReference(v)).toBe(true),
  );
  it.each(['RF19 5390 0754 7034', 'RF18', 'RF18 5390 0754 7034 1234 5678 9012 3', 'FI18 5390'])('rejects %p', (v) =>
    expect(isValidCreditorReference(v)).toBe(false),
  );
});
