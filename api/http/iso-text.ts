// Timestamps written by PostgreSQL exactly as the api's JSON has them (Date.prototype.toISOString:
// UTC, milliseconds, 'Z'), so list pages pass the text through instead of parsing each timestamp
// into a Date and formatting it again (two per row, a measurable share of a list page's CPU).

/** SQL for a timestamptz column as toISOString's text (milliseconds truncated, as pg's Date parser does). */
export const isoText = (column: string): string =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A timestamp as toISOString text: a Date formatted, isoText's output as it is, other text parsed. */
export function isoTimestamp(value: Date | string | null | undefined): string | null {
  if (!value) return null;
  if (typeof value === 'string') return ISO_UTC.test(value) ? value : new Date(value).toISOString();
  return value.toISOString();
}
