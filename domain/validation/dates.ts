// Date rules: strict 'YYYY-MM-DD' parsing, the invoice year window [current year − 1, current year
// + 3) and the generic date rule (format, dateAfterToday, oldYear, futureYear). `now` is always a
// parameter so Temporal workflows stay deterministic.

import { YEARS_AHEAD, YEARS_BACK } from '../constants';
import { fieldIssue, type FieldIssue } from './issues';

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isValidDateParts(p: Partial<DateParts> | null | undefined): p is DateParts {
  if (!p) return false;
  const { year, month, day } = p;
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  const y = year as number;
  const m = month as number;
  const d = day as number;
  return y >= 1 && y <= 9999 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/** Parses 'YYYY-MM-DD' (an ISO date-time is cut to its date); null when not a real date. */
export function parseIsoDate(value: unknown): DateParts | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/.exec(value.trim());
  if (!m) return null;
  const parts = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return isValidDateParts(parts) ? parts : null;
}

export function formatIsoDate(p: DateParts): string {
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Today's date in UTC (the spec shows dates in UTC). */
export function todayParts(now: Date): DateParts {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
}

export function compareDateParts(a: DateParts, b: DateParts): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Invoice year window: at least last year and less than the current year + 3. The messages name
 * the nearest year outside the window ('greater than 2024' when 2025 is the first allowed).
 */
export function invoiceYearIssue(year: number, now: Date): FieldIssue | null {
  const current = now.getUTCFullYear();
  if (year < current - YEARS_BACK)
    return fieldIssue('oldYear', 'validation.yearGreater', { year: current - YEARS_BACK - 1 });
  if (year >= current + YEARS_AHEAD)
    return fieldIssue('futureYear', 'validation.yearLess', { year: current + YEARS_AHEAD });
  return null;
}

/** An invoice date field: format and year window; empty is left to the required check. */
export function invoiceDateIssue(value: unknown, now: Date): FieldIssue | null {
  if (value === null || value === undefined || value === '') return null;
  const p = parseIsoDate(value);
  if (!p) return fieldIssue('format', 'validation.dateFormat');
  return invoiceYearIssue(p.year, now);
}

export interface DateRuleOptions {
  now: Date;
  /** Reject dates after today (dateAfterToday). */
  notAfterToday?: boolean;
}

/**
 * The generic date rule of the date inputs: day, month and year all required (else format); a
 * date after today is dateAfterToday (when asked); a year before last year is oldYear; a year more
 * than 3 years ahead is futureYear.
 */
export function dateRuleIssue(
  value: Partial<DateParts> | string | null | undefined,
  opts: DateRuleOptions,
): FieldIssue | null {
  const p = typeof value === 'string' ? parseIsoDate(value) : value;
  if (!isValidDateParts(p)) return fieldIssue('format', 'validation.dateFormat');
  const today = todayParts(opts.now);
  if (opts.notAfterToday && compareDateParts(p, today) > 0)
    return fieldIssue('dateAfterToday', 'validation.dateAfterToday');
  if (p.year < today.year - YEARS_BACK)
    return fieldIssue('oldYear', 'validation.yearGreater', { year: today.year - YEARS_BACK - 1 });
  if (p.year > today.year + YEARS_AHEAD)
    return fieldIssue('futureYear', 'validation.yearLess', { year: today.year + YEARS_AHEAD + 1 });
  return null;
}

/** A factory binding `now`, for callers that validate many dates (workflows pass workflow time). */
export function createDateRules(now: Date) {
  return {
    invoiceDate: (value: unknown) => invoiceDateIssue(value, now),
    date: (value: Partial<DateParts> | string | null | undefined, notAfterToday = false) =>
      dateRuleIssue(value, { now, notAfterToday }),
  };
}
