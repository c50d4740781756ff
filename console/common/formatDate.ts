// Dates are shown as 'MMM d, y HH:mm' in UTC (spec section 9), month names in the UI language.
export function formatDate(value: unknown, locale = 'en'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) return '';
  const month = new Intl.DateTimeFormat(locale === 'sv' ? 'sv-SE' : 'en-US', { month: 'short', timeZone: 'UTC' })
    .format(date)
    .replace('.', '');
  const pad = (n: number) => String(n).padStart(2, '0');
  const name = month.charAt(0).toUpperCase() + month.slice(1);
  return `${name} ${date.getUTCDate()}, ${date.getUTCFullYear()} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}
