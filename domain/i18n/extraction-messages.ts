// Why the extraction engine refused a PDF (the invoice becomes 'Invalid PDF'), one message per
// refusal reason of domain/extraction-refusals.ts, in English and Swedish. The engine writes the
// English text into the invoice's exception; the reason itself is kept with the 'parsed' event.

import type { Lang } from './lang';

type Text = Readonly<Record<Lang, string>>;

export const EXTRACTION_MESSAGES = {
  'extraction.refusal.not-pdf': { en: 'The file is not a PDF', sv: 'Filen är inte en PDF' },
  'extraction.refusal.too-large': {
    en: 'The file is over the {{mb}} MB limit',
    sv: 'Filen är större än gränsen på {{mb}} MB',
  },
  'extraction.refusal.encrypted': { en: 'The PDF is password protected', sv: 'PDF-filen är lösenordsskyddad' },
  'extraction.refusal.unreadable': { en: 'The PDF cannot be read', sv: 'PDF-filen går inte att läsa' },
  'extraction.refusal.no-pages': { en: 'The PDF has no pages', sv: 'PDF-filen har inga sidor' },
  'extraction.refusal.too-many-pages': {
    en: 'The PDF has more than {{max}} pages',
    sv: 'PDF-filen har fler än {{max}} sidor',
  },
  'extraction.refusal.no-text': {
    en: 'Neither a text layer nor readable text on the pages',
    sv: 'Sidorna har varken ett textlager eller läsbar text',
  },
  'extraction.refusal.content-too-large': {
    en: "The PDF's content unpacks to more than {{mb}} MB",
    sv: 'PDF-filens innehåll packas upp till mer än {{mb}} MB',
  },
  'extraction.refusal.too-many-operators': {
    en: 'A page of the PDF draws more than {{max}} operations',
    sv: 'En sida i PDF-filen ritar fler än {{max}} operationer',
  },
  'extraction.refusal.timeout': {
    en: 'Reading the PDF took longer than {{seconds}} s',
    sv: 'Att läsa PDF-filen tog längre tid än {{seconds}} s',
  },
  'extraction.refusal.out-of-memory': {
    en: 'Reading the PDF needed more than its {{mb}} MB memory budget',
    sv: 'Att läsa PDF-filen krävde mer än minnesbudgeten på {{mb}} MB',
  },
  'extraction.refusal.crashed': { en: 'The PDF reader stopped unexpectedly', sv: 'PDF-läsaren avslutades oväntat' },
} as const satisfies Record<string, Text>;
