// The console's current locale outside React (the HTTP client sends it as Accept-Language so the
// api answers in the same language): react-admin's localStorageStore keeps it under
// 'RaStore.locale'; before a choice, the browser's language decides.
export const SUPPORTED_LOCALES = ['en', 'sv'] as const;
export type ConsoleLocale = (typeof SUPPORTED_LOCALES)[number];

export function currentLocale(): ConsoleLocale {
  try {
    const stored = JSON.parse(localStorage.getItem('RaStore.locale') ?? 'null') as unknown;
    if (stored === 'en' || stored === 'sv') return stored;
  } catch {
    // no storage or a bad value: fall through to the browser language
  }
  return typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('sv') ? 'sv' : 'en';
}
