// Tests: Value lists, aliases and contact emails.
import {
  aliasMatches,
  canAddValue,
  newContactEmail,
  normalizeValueList,
  validateAliases,
  validateContactEmails,
  validateValueList,
} from './lists';

describe('simple value list', () => {
  it('each value required, max 255', () => {
    expect(validateValueList(['a', ''])['1']?.code).toBe('required');
    expect(validateValueList(['x'.repeat(255)])).toEqual({});
    expect(validateValueList(['x'.repeat(256)])['0']).toEqual({
      code: 'ValidationError',
      messageKey: 'validation.maxLength',
      params: { max: 255 },
    });
  });
  it('email mode', () => {
    expect(validateValueList(['a@b.se', 'nope'], { email: true })).toEqual({
      '1': { code: 'format', messageKey: 'validation.email' },
    });
  });
  it("duplicates: 'There should be only unique values', case-insensitive when configured", () => {
    expect(validateValueList(['a', 'a'])['1']).toEqual({ code: 'duplicate', messageKey: 'validation.unique' });
    expect(validateValueList(['a', 'A'])).toEqual({});
    expect(validateValueList(['a', 'A'], { caseInsensitive: true })['1']?.code).toBe('duplicate');
  });
  it('add button disabled on duplicates and empty', () => {
    expect(canAddValue(['a'], 'b')).toBe(true);
    expect(canAddValue(['a'], 'a')).toBe(false);
    expect(canAddValue(['a'], 'A')).toBe(true);
    expect(canAddValue(['a'], 'A', { caseInsensitive: true })).toBe(false);
    expect(canAddValue(['a'], ' ')).toBe(false);
    expect(normalizeValueList([' a ', '', 'b'])).toEqual(['a', 'b']);
  });
});

describe('aliases', () => {
  it('are compared ignoring case', () => {
    expect(validateAliases(['Acme AB', 'ACME ab'])['1']?.code).toBe('duplicate');
    expect(aliasMatches(['Acme AB'], ' acme ab ')).toBe(true);
    expect(aliasMatches(['Acme AB'], 'Acme')).toBe(false);
  });
});

describe('contact emails', () => {
  it('email required, format, max 255; type required; unique', () => {
    expect(newContactEmail()).toEqual({ email: '', type: 'Onboarding' });
    expect(validateContactEmails([{ email: 'cfo@x.se', type: 'CFO address' }])).toEqual({});
    const e = validateContactEmails([
      { email: '', type: '' },
      { email: 'bad', type: 'Invoice' },
      { email: 'A@x.se', type: 'Nope' },
      { email: 'a@X.se', type: 'From' },
    ]);
    expect(e['0.email']?.code).toBe('required');
    expect(e['0.type']?.code).toBe('required');
    expect(e['1.email']?.messageKey).toBe('validation.email');
    expect(e['2.type']?.messageKey).toBe('validation.invalidOption');
    expect(e['3.email']).toEqual({ code: 'duplicate', messageKey: 'validation.unique' });
    expect(validateContactEmails([{ email: `${'a'.repeat(251)}@x.se`, type: 'From' }])['0.email']?.params).toEqual({
      max: 255,
    });
  });
});
