// Dates in the spec's display format ('MMM d, y HH:mm', UTC) in the UI language: domain/format.
import { formatDisplayDate } from '../../../domain/format';
import { toLang } from '../../../domain/i18n/lang';

export function formatDate(value: unknown, locale = 'en'): string {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return '';
  return formatDisplayDate(value, toLang(locale));
}
