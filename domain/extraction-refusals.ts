// Why the extraction engine refuses a PDF: the reasons an 'Invalid PDF' outcome carries (kept with
// the invoice's 'parsed' event) and their texts in English and Swedish (domain/i18n/extraction-messages.ts).
import { renderMessage, type MessageParams } from './i18n/messages';
import type { Lang } from './i18n/lang';

export const EXTRACTION_REFUSALS = [
  'not-pdf',
  'too-large',
  'encrypted',
  'unreadable',
  'no-pages',
  'too-many-pages',
  'no-text',
  'content-too-large',
  'too-many-operators',
  'timeout',
  'out-of-memory',
  'crashed',
] as const;
export type ExtractionRefusal = (typeof EXTRACTION_REFUSALS)[number];

export function isExtractionRefusal(value: unknown): value is ExtractionRefusal {
  return typeof value === 'string' && (EXTRACTION_REFUSALS as readonly string[]).includes(value);
}

/** The refusal's text in `lang`, with its {{placeholders}} filled. */
export function extractionRefusalText(
  reason: ExtractionRefusal,
  params: MessageParams | undefined,
  lang: Lang,
): string {
  return renderMessage(`extraction.refusal.${reason}`, params, lang);
}
