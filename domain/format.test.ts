// Tests: display formatting of dates (UTC, 'MMM d, y HH:mm') and amounts per language.
import { formatAmount, formatDisplayDate } from './format';

describe('formatDisplayDate', () => {
  it("uses 'MMM d, y HH:mm' in UTC", () => {
    expect(formatDisplayDate('2026-11-21T05:07:00Z')).toBe('Nov 21, 2026 05:07');
    expect(formatDisplayDate(new Date('2026-01-02T23:59:59+02:00'))).toBe('Jan 2, 2026 21:59');
    expect(formatDisplayDate('2026-03-09T10:00:00Z', 'sv')).toBe('9 mars 2026 10:00');
  });
  it('is empty for missing or invalid dates', () => {
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate('not a date')).toBe('');
  });
});

describe('formatAmount', () => {
  it('groups thousands per language', () => {
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatAmount(1234.5, 'sv')).toBe('1\u00a0234,50');
    expect(formatAmount(-1234567.891, 'en', 2, 'SEK')).toBe('-1,234,567.89 SEK');
    expect(formatAmount(0.5, 'sv', 4)).toBe('0,5000');
    expect(formatAmount(null)).toBe('0.00');
    expect(formatAmount(999, 'en', 0)).toBe('999');
  });
});
