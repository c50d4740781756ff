// Tests: Luhn check digits with computed, not guessed, examples.
import { luhnCheckDigit, luhnValid } from './luhn';

describe('luhn', () => {
  it.each(['5560360793', '2021006883', '8112189876', '1212121212', '79927398713'])('accepts %s', (v) => {
    expect(luhnValid(v)).toBe(true);
  });
  it.each(['5560360794', '2021006884', '79927398710', '', '12a4', '55603 60793'])('rejects %p', (v) => {
    expect(luhnValid(v)).toBe(false);
  });
  it('computes check digits', () => {
    expect(luhnCheckDigit('556036079')).toBe(3);
    expect(luhnCheckDigit('202100688')).toBe(3);
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(luhnCheckDigit('44321')).toBe(8);
    expect(luhnCheckDigit('0')).toBe(0);
  });
  it('a computed check digit always validates', () => {
    for (const base of ['1', '12', '123456', '98765432109876543210', '400']) {
      expect(luhnValid(`${base}${luhnCheckDigit(base)}`)).toBe(true);
      expect(luhnValid(`${base}${(luhnCheckDigit(base) + 1) % 10}`)).toBe(false);
    }
  });
  it('throws on non-digits', () => {
    expect(() => luhnCheckDigit('12-3')).toThrow();
  });
});
