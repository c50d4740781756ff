// Which tesseract trained data reads a scanned document best. Every scan is first read with the
// Swedish and English data; a document written in German reads noticeably worse with them
// (umlauts come back as other letters: 'Künstlerische' as 'Kinstlerische'), so when the words of
// page 1 say the document is German it is read again with German data (plus English, for the
// English labels many such invoices carry). Danish and Norwegian pages lose 'ø' and 'æ' the same
// way ('Beløb' read 'Beleb', 'Tømrer' 'Temrer') and Finnish ones their words, so they are read
// again with Danish data (which read the Norwegian dev scans better than the Norwegian data) or
// Finnish data. French is told apart too, so that a French page is not taken for German, but
// keeps the default data: the French data read accents better but no more fields on the dev
// scans (docs/extraction.md, S5, S12).
import type { Word } from './types';

/** The tesseract language sets: the default one and those a document may be switched to. */
export const DEFAULT_OCR_LANGUAGES = 'swe+eng';

/**
 * Words that mark a language on an invoice: function words and invoice words, each found in one
 * of the languages only (so 'total', 'date', 'datum' and 'nr' are left out). Lower case; letters
 * with diacritics are kept in both spellings a swe+eng reading gives ('für', 'fur').
 */
const MARKERS: Record<string, readonly string[]> = {
  swe: [
    'och',
    'att',
    'för',
    'från',
    'faktura',
    'fakturanummer',
    'fakturadatum',
    'förfallodatum',
    'moms',
    'belopp',
    'summa',
    'betala',
    'kundnummer',
    'momsreg',
    'bankgiro',
    'plusgiro',
    'säte',
    'ordernummer',
    'vår',
    'er',
    'ert',
    'exkl',
    'inkl',
  ],
  eng: [
    'the',
    'and',
    'of',
    'to',
    'for',
    'invoice',
    'amount',
    'due',
    'payment',
    'tax',
    'please',
    'customer',
    'quantity',
    'description',
    'price',
    'bill',
    'number',
    'this',
  ],
  deu: [
    'und',
    'der',
    'die',
    'das',
    'den',
    'dem',
    'mit',
    'für',
    'fur',
    'ist',
    'bitte',
    'rechnung',
    'rechnungsnummer',
    'rechnungsdatum',
    'betrag',
    'summe',
    'gesamtbetrag',
    'mwst',
    'ust',
    'zahlbar',
    'zahlung',
    'menge',
    'preis',
    'einzelpreis',
    'kunde',
    'kundennummer',
    'lieferung',
    'leistung',
    'netto',
    'brutto',
    'steuer',
    'straße',
    'strasse',
    'gmbh',
    'bezeichnung',
    'artikel',
    'zeitraum',
    'bankverbindung',
    'überweisen',
    'auf',
    'bei',
    'wir',
    'ihre',
    'ihr',
    'vom',
  ],
  // Danish and Norwegian Bokmål share their spelling and most invoice words; the Danish data
  // reads both (docs/extraction.md, S12), so one list marks either.
  dan: [
    'og',
    'ikke',
    'til',
    'fra',
    'beskrivelse',
    'fakturadato',
    'beløb',
    'belob',
    'beleb',
    'beløp',
    'belop',
    'belep',
    'forfaldsdato',
    'forfallsdato',
    'fakturanr',
    'kontonummer',
    'cvr',
    'mva',
    'antall',
    'dage',
    'dager',
    'kid',
    'fik',
    'alt',
    'enhedspris',
    'stykkpris',
    'merverdiavgift',
    'udestående',
    'udestaende',
    'gjenstående',
    'gjenstaende',
    'betalingsbetingelser',
    'betalingsfrist',
    'stk',
    'sum',
    'aps',
    'asa',
    'danmark',
    'norge',
  ],
  fin: [
    'ja',
    'lasku',
    'laskun',
    'laskunumero',
    'eräpäivä',
    'erapaiva',
    'viite',
    'viitenumero',
    'alv',
    'yhteensä',
    'yhteensa',
    'maksuehto',
    'maksuehdot',
    'päivämäärä',
    'paivamaara',
    'päiväys',
    'paivays',
    'hinta',
    'määrä',
    'maara',
    'tuote',
    'kuvaus',
    'asiakas',
    'veroton',
    'vero',
    'tilinumero',
    'maksettava',
    'y-tunnus',
    'päivää',
    'paivaa',
    'oy',
    'oyj',
    'suomi',
  ],
  fra: [
    'le',
    'la',
    'les',
    'de',
    'des',
    'du',
    'et',
    'au',
    'aux',
    'pour',
    'par',
    'sur',
    'facture',
    'montant',
    'tva',
    'prix',
    'quantité',
    'quantite',
    'désignation',
    'designation',
    'client',
    'paiement',
    'règlement',
    'reglement',
    'échéance',
    'echeance',
    'rue',
    'sas',
    'sarl',
    'unitaire',
    'ht',
    'ttc',
    'remise',
    'payer',
    'votre',
    'notre',
  ],
};

/** The data to read a document in each language with, when not the default. */
const READ_WITH: Record<string, string> = { deu: 'deu+eng', dan: 'dan+eng', fin: 'fin+eng' };

/** Marker words a document needs before its language is trusted (a few stray words are not enough). */
const MIN_MARKERS = 6;

function normalised(text: string): string {
  return text.toLowerCase().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
}

/** How many of the words are markers of each language. */
export function languageCounts(words: readonly Pick<Word, 'text'>[]): Record<string, number> {
  const sets = Object.entries(MARKERS).map(([lang, list]) => [lang, new Set(list)] as const);
  const counts: Record<string, number> = Object.fromEntries(sets.map(([lang]) => [lang, 0]));
  for (const w of words) {
    const t = normalised(w.text);
    if (!t) continue;
    for (const [lang, set] of sets) if (set.has(t)) counts[lang] = (counts[lang] ?? 0) + 1;
  }
  return counts;
}

/**
 * The tesseract languages to read a document with, told from the words of its first page as read
 * with the default languages: German data (plus English) when German markers are at least
 * MIN_MARKERS and outnumber each other language's, Danish data for a Danish or Norwegian page and
 * Finnish data for a Finnish one alike; otherwise null (keep the default).
 */
export function ocrLanguagesFor(words: readonly Pick<Word, 'text'>[]): string | null {
  const counts = languageCounts(words);
  const ranked = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] < MIN_MARKERS || (second && second[1] >= best[1])) return null;
  return READ_WITH[best[0]] ?? null;
}
