// Display formatting shared by console, tooltips and mails: dates as 'MMM d, y HH:mm' in UTC
// (spec section 9; Swedish users get the Swedish order) and amounts per language. Pure: no Intl
// time-zone data is needed because everything is shown in UTC.

import type { Lang } from './i18n/lang';
import { formatDecimal, parseDecimal, type DecimalInput } from './money';

const MONTHS: Readonly<Record<Lang, readonly string[]>> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  sv: ['jan.', 'feb.', 'mars', 'apr.', 'maj', 'juni', 'juli', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'],
};

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * 'Nov 21, 2026 05:00' (en, the spec's 'MMM d, y HH:mm') or '21 nov. 2026 05:00' (sv), in UTC.
 * Empty string for a missing or invalid date.
 */
export function formatDisplayDate(value: Date | string | number | null | undefined, lang: Lang = 'en'): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const month = MONTHS[lang][d.getUTCMonth()] as string;
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  return lang === 'sv'
    ? `${d.getUTCDate()} ${month} ${d.getUTCFullYear()} ${time}`
    : `${month} ${d.getUTCDate()}, ${d.getUTCFullYear()} ${time}`;
}

/**
 * An amount with a fixed number of decimals and grouped thousands: '1,234.50' (en) or
 * '1 234,50' (sv, with a no-break space). Optional currency code after the number.
 */
export function formatAmount(value: DecimalInput, lang: Lang = 'en', decimals = 2, currency?: string): string {
  const d = parseDecimal(value) ?? { units: BigInt(0), scale: 0 };
  const fixed = formatDecimal(d, decimals);
  const negative = fixed.startsWith('-');
  const [intPart = '0', frac] = (negative ? fixed.slice(1) : fixed).split('.');
  const sep = lang === 'sv' ? '\u00a0' : ',';
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const number = `${negative ? '-' : ''}${grouped}${frac !== undefined ? (lang === 'sv' ? ',' : '.') + frac : ''}`;
  return currency ? `${number} ${currency}` : number;
}
