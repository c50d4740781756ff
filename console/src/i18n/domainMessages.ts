// The shared message catalogue of domain/i18n/messages.ts (validation texts, toasts, menu labels)
// turned into polyglot phrases: same keys, '{{param}}' / '{param}' placeholders become '%{param}'.
import type { TranslationMessages } from 'react-admin';
import { MESSAGES } from '../../../domain/i18n/messages';
import type { Lang } from '../../../domain/i18n/lang';

export function domainMessages(lang: Lang): Partial<TranslationMessages> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(MESSAGES)) {
    out[key] = text[lang].replace(
      /\{\{\s*(\w+)\s*\}\}|\{(\w+)\}/g,
      (_m, a: string | undefined, b: string | undefined) => `%{${a ?? b}}`,
    );
  }
  return out as Partial<TranslationMessages>;
}
