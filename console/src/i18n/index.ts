// i18n provider: English and Swedish (polyglot). The chosen language is kept in react-admin's
// store (localStorage), so it survives reloads. Domain messages (validation texts) are merged in.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import en from './en';
import sv from './sv';
import { domainMessages } from './domainMessages';
import { currentLocale } from './locale';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'sv', name: 'Svenska' },
];

const catalogs: Record<string, TranslationMessages> = {
  en: { ...en, ...domainMessages('en') },
  sv: { ...sv, ...domainMessages('sv') },
};

export const i18nProvider = polyglotI18nProvider(
  (locale) => catalogs[locale] ?? catalogs.en!,
  currentLocale(),
  LOCALES,
  { allowMissing: true },
);
