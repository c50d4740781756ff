// Tests: Exact decimal math: rounding half away from zero, sums without float drift.
import {
  compare,
  equalsRounded,
  formatDecimal,
  isBlank,
  multiply,
  parseDecimal,
  percentOf,
  round,
  subtract,
  sum,
  toFixedString,
} from './money';

describe('parseDecimal', () => {
  it('parses numbers and strings exactly', () => {
    expect(parseDecimal('12.345')).toEqual({ units: BigInt(12345), scale: 3 });
    expect(parseDecimal('1 234,50')).toEqual({ units: BigInt(123450), scale: 2 });
    expect(parseDecimal(-0.1)).toEqual({ units: BigInt(-1), scale: 1 });
    expect(parseDecimal(1e-7)).toEqual({ units: BigInt(1), scale: 7 });
    expect(parseDecimal(1.5e21)).toEqual({ units: BigInt('1500000000000000000000'), scale: 0 });
  });
  it('returns null for blanks and garbage', () => {
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('abc')).toBeNull();
    expect(parseDecimal(null)).toBeNull();
    expect(parseDecimal(Number.NaN)).toBeNull();
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank('0')).toBe(false);
  });
});

describe('round half away from zero', () => {
  it.each([
    [1.005, 2, 1.01],
    [-1.005, 2, -1.01],
    [2.675, 2, 2.68],
    [0.125, 2, 0.13],
    [0.124, 2, 0.12],
    [-0.5, 0, -1],
    [0.5, 0, 1],
    [1.23456, 4, 1.2346],
    ['7.995', 2, 8],
    [null, 2, 0],
  ])('round(%p, %p) = %p', (v, d, out) => {
    expect(round(v, d)).toBe(out);
  });
  it('formats fixed decimals', () => {
    expect(toFixedString(0, 2)).toBe('0.00');
    expect(toFixedString(-0.004, 2)).toBe('0.00');
    expect(toFixedString(1234.5, 4)).toBe('1234.5000');
    expect(toFixedString('-12.5', 2)).toBe('-12.50');
    expect(formatDecimal({ units: BigInt(5), scale: 0 }, 0)).toBe('5');
  });
});

describe('sums and products', () => {
  it('does not accumulate float error', () => {
    expect(sum(Array.from({ length: 10 }, () => 0.1))).toBe(1);
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sum([0.1, 0.2])).toBe(0.3);
    expect(sum([1.005, 1.005], 2)).toBe(2.01);
    expect(sum([], 2)).toBe(0);
    expect(sum(['', null, 3], 2)).toBe(3);
  });
  it('subtracts exactly', () => {
    expect(subtract(0.3, 0.1)).toBe(0.2);
    expect(subtract(1, 1.005)).toBe(-0.01);
  });
  it('multiplies then rounds once', () => {
    expect(multiply([3, 19.99])).toBe(59.97);
    expect(multiply([1.15, 100])).toBe(115);
    expect(multiply([0.333, 0.5], 4)).toBe(0.1665);
    expect(multiply([2.5, 0.0333], 2)).toBe(0.08);
  });
  it('takes percentages', () => {
    expect(percentOf(100, 25)).toBe(25);
    expect(percentOf(19.99, 12)).toBe(2.4);
    expect(percentOf(10.1, 6)).toBe(0.61);
    expect(percentOf(0.5, 25)).toBe(0.13);
    expect(percentOf(-0.5, 25)).toBe(-0.13);
  });
  it('compares exactly', () => {
    expect(compare(0.1, '0.10')).toBe(0);
    expect(compare(0.1, 0.11)).toBe(-1);
    expect(compare('2', 1.999)).toBe(1);
    expect(equalsRounded(1.004, 1.0)).toBe(true);
    expect(equalsRounded(1.005, 1.0)).toBe(false);
  });
});
