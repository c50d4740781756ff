// Tests: Primitive field rules.
import {
  duplicateIndexes,
  emailIssue,
  isEmptyObject,
  isValidEmail,
  numberOnlyIssue,
  peppolIdIssue,
  phoneIssue,
  removeSpaces,
  textIssue,
} from './rules';

describe('primitive rules', () => {
  it('text: required and max 256', () => {
    expect(textIssue('', { required: true })).toEqual({ code: 'required', messageKey: 'validation.required' });
    expect(textIssue('  ', { required: true })?.code).toBe('required');
    expect(textIssue(null)).toBeNull();
    expect(textIssue('x'.repeat(256))).toBeNull();
    expect(textIssue('x'.repeat(257))).toEqual({
      code: 'ValidationError',
      messageKey: 'validation.maxLength',
      params: { max: 256 },
    });
    expect(textIssue({})).toEqual({ code: 'format', messageKey: 'validation.format' });
  });
  it('number-only: digits and hyphen', () => {
    expect(numberOnlyIssue('556036-0793')).toBeNull();
    expect(numberOnlyIssue('123')).toBeNull();
    expect(numberOnlyIssue('')).toBeNull();
    expect(numberOnlyIssue('12a')).toEqual({ code: 'number', messageKey: 'validation.number' });
    expect(numberOnlyIssue('12.5')?.code).toBe('number');
  });
  it('email', () => {
    expect(isValidEmail('anna@example.se')).toBe(true);
    expect(isValidEmail('a.b+c@sub.example.co.uk')).toBe(true);
    for (const bad of ['anna', 'anna@', '@x.se', 'a b@x.se', 'a@x', 'a@@x.se', 'a@x..se'])
      expect(isValidEmail(bad)).toBe(false);
    expect(emailIssue('nope', { required: true })).toEqual({ code: 'format', messageKey: 'validation.email' });
    expect(emailIssue('', { required: true })?.code).toBe('required');
    expect(emailIssue(`${'a'.repeat(251)}@x.se`, { max: 255 })?.messageKey).toBe('validation.maxLength');
  });
  it('phone starts with + then alphanumerics', () => {
    expect(phoneIssue('+46812345678')).toBeNull();
    expect(phoneIssue('+46 8 123 456 78')).toBeNull();
    expect(phoneIssue('')).toBeNull();
    expect(phoneIssue('08-123 456')).toEqual({ code: 'format', messageKey: 'validation.phonePattern' });
    expect(phoneIssue('+46-8')?.code).toBe('format');
  });
  it('Peppol ID pattern', () => {
    expect(peppolIdIssue('0007:5560360793')).toBeNull();
    expect(peppolIdIssue('0007 : 55603 60793')).toBeNull();
    expect(peppolIdIssue('5560360793')).toEqual({ code: 'format', messageKey: 'validation.peppolIdPattern' });
    expect(peppolIdIssue('0007:556036-0793')?.code).toBe('format');
  });
  it('space removal, empty objects, duplicates', () => {
    expect(removeSpaces(' SE45 5000 0000 ')).toBe('SE4550000000');
    expect(removeSpaces(null)).toBeNull();
    expect(isEmptyObject({})).toBe(true);
    expect(isEmptyObject({ a: 1 })).toBe(false);
    expect(isEmptyObject(null)).toBe(true);
    expect(duplicateIndexes(['a', 'b', 'a', 'A'])).toEqual([2]);
    expect(duplicateIndexes(['a', 'b', 'a', 'A'], true)).toEqual([2, 3]);
    expect(duplicateIndexes(['', '', 'x'])).toEqual([]);
  });
});
