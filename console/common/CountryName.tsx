// The country-name display filter: an ISO 3166 alpha-2 code shown as the country's name in the UI
// language (the browser's region names), the code itself when unknown.
import { useLocaleState } from 'react-admin';

const cache = new Map<string, Intl.DisplayNames>();

export function countryName(code: string, locale: string): string {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return code;
  let names = cache.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale === 'sv' ? 'sv-SE' : 'en'], { type: 'region', fallback: 'code' });
    cache.set(locale, names);
  }
  return names.of(upper) ?? code;
}

export function CountryName({ code }: { code: string }) {
  const [locale] = useLocaleState();
  return <>{countryName(code, locale)}</>;
}
