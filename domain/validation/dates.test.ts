// Tests: Date parsing, the invoice year window and the generic date rule.
import { createDateRules, dateRuleIssue, invoiceDateIssue, invoiceYearIssue, parseIsoDate } from './dates';

const now = new Date('2026-11-21T05:00:00Z');

describe('parseIsoDate', () => {
  it('parses real dates only', () => {
    expect(parseIsoDate('2026-02-28')).toEqual({ year: 2026, month: 2, day: 28 });
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2026-11-21T10:00:00Z')).toEqual({ year: 2026, month: 11, day: 21 });
    for (const bad of ['2026-02-29', '2026-13-01', '2026-00-10', '26-01-01', '2026/01/01', '', null, 20260101]) {
      expect(parseIsoDate(bad)).toBeNull();
    }
  });
});

describe('invoice year window [current − 1, current + 3)', () => {
  it.each([
    [2024, { code: 'oldYear', messageKey: 'validation.yearGreater', params: { year: 2024 } }],
    [2025, null],
    [2026, null],
    [2028, null],
    [2029, { code: 'futureYear', messageKey: 'validation.yearLess', params: { year: 2029 } }],
  ])('year %d', (year, expected) => {
    expect(invoiceYearIssue(year, now)).toEqual(expected);
  });
  it('checks the date format first and ignores empty values', () => {
    expect(invoiceDateIssue('2026-02-30', now)).toEqual({ code: 'format', messageKey: 'validation.dateFormat' });
    expect(invoiceDateIssue('', now)).toBeNull();
    expect(invoiceDateIssue(undefined, now)).toBeNull();
    expect(invoiceDateIssue('2025-01-01', now)).toBeNull();
    expect(invoiceDateIssue('2024-12-31', now)?.code).toBe('oldYear');
  });
  it('follows `now`', () => {
    expect(invoiceYearIssue(2024, new Date('2025-06-01T00:00:00Z'))).toBeNull();
  });
});

describe('generic date rule', () => {
  it('requires day, month and year', () => {
    expect(dateRuleIssue({ year: 2026, month: 5 }, { now })?.code).toBe('format');
    expect(dateRuleIssue({ year: 2026, month: 2, day: 30 }, { now })?.code).toBe('format');
    expect(dateRuleIssue(null, { now })?.code).toBe('format');
    expect(dateRuleIssue({ year: 2026, month: 5, day: 1 }, { now })).toBeNull();
  });
  it('dateAfterToday when asked', () => {
    expect(dateRuleIssue('2026-11-22', { now, notAfterToday: true })).toEqual({
      code: 'dateAfterToday',
      messageKey: 'validation.dateAfterToday',
    });
    expect(dateRuleIssue('2026-11-21', { now, notAfterToday: true })).toBeNull();
    expect(dateRuleIssue('2026-11-22', { now })).toBeNull();
  });
  it('oldYear before last year, futureYear more than 3 years ahead', () => {
    expect(dateRuleIssue('2024-12-31', { now })?.code).toBe('oldYear');
    expect(dateRuleIssue('2025-01-01', { now })).toBeNull();
    expect(dateRuleIssue('2029-12-31', { now })).toBeNull();
    expect(dateRuleIssue('2030-01-01', { now })).toEqual({
      code: 'futureYear',
      messageKey: 'validation.yearLess',
      params: { year: 2030 },
    });
  });
  it('factory binds now', () => {
    const rules = createDateRules(now);
    expect(rules.invoiceDate('2029-01-01')?.code).toBe('futureYear');
    expect(rules.date('2026-12-01', true)?.code).toBe('dateAfterToday');
  });
});
