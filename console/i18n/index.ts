// i18n provider: English and Swedish (polyglot). The chosen language is kept in react-admin's
// store (localStorage), so it survives reloads. Domain messages (validation texts) are merged in.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import en from './en';
import sv from './sv';
import { domainMessages } from './domainMessages';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'sv', name: 'Svenska' },
];

const catalogs: Record<string, TranslationMessages> = {
  en: { ...en, ...domainMessages('en') },
  sv: { ...sv, ...domainMessages('sv') },
};

function initialLocale(): string {
  // react-admin's localStorageStore keeps the locale under 'RaStore.locale'.
  try {
    const stored = JSON.parse(localStorage.getItem('RaStore.locale') ?? 'null') as unknown;
    if (typeof stored === 'string' && stored in catalogs) return stored;
  } catch {
    // fall through to the browser language
  }
  return navigator.language?.toLowerCase().startsWith('sv') ? 'sv' : 'en';
}

export const i18nProvider = polyglotI18nProvider((locale) => catalogs[locale] ?? catalogs.en!, initialLocale(), LOCALES, { allowMissing: true });
