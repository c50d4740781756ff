// The label dictionary: how Swedish, English, German, French and Nordic invoices name each field. Labels are matched on
// normalised text (lower case, no trailing colon or dots), longest first, at the start of a segment.
import { MORE_LABELS } from './labels-more';

export type FieldKey =
  | 'invoice_id'
  | 'issue_date'
  | 'due_date'
  | 'payment_terms'
  | 'payment_id'
  | 'buyer_reference'
  | 'supplier_reference'
  | 'order_reference'
  | 'accounting_cost'
  | 'customer_id'
  | 'currency'
  | 'bankgiro'
  | 'plusgiro'
  | 'iban'
  | 'bic'
  | 'org_id'
  | 'tax_number'
  | 'note'
  | 'bill_to'
  | 'sold_by'
  | 'net'
  | 'vat'
  | 'rounding'
  | 'payable'
  | 'prepaid';

const SV_EN: Record<FieldKey, string[]> = {
  invoice_id: [
    'fakturanummer',
    'fakturanr',
    'faktura nr',
    'kreditfakturanummer',
    'invoice number',
    'invoice no',
    'invoice #',
    'credit note number',
  ],
  issue_date: ['fakturadatum', 'datum', 'invoice date', 'date of issue', 'issue date'],
  due_date: ['förfallodatum', 'förfallodag', 'att betala senast', 'due date', 'payment due'],
  payment_terms: ['betalningsvillkor', 'villkor', 'payment terms', 'terms'],
  payment_id: ['ocr-nummer', 'ocr nummer', 'ocr-nr', 'ocr', 'payment reference'],
  buyer_reference: ['er referens', 'your reference', 'buyer reference'],
  supplier_reference: ['vår referens', 'our reference'],
  accounting_cost: ['kostnadsställe', 'cost centre', 'cost center', 'accounting reference'],
  order_reference: ['ordernummer', 'er ordernr', 'beställningsnummer', 'po number', 'order number', 'purchase order'],
  customer_id: ['kundnummer', 'kundnr', 'customer number', 'customer no'],
  currency: ['valuta', 'currency'],
  bankgiro: ['bankgiro', 'bg'],
  plusgiro: ['plusgiro', 'pg'],
  iban: ['iban', 'iban-nr', 'iban nr', 'iban-nummer', 'iban code'],
  bic: ['bic', 'swift', 'bic/swift'],
  org_id: ['org.nr', 'org nr', 'organisationsnummer', 'org.nummer', 'reg. no', 'reg no', 'company reg no'],
  tax_number: ['momsreg.nr', 'momsregistreringsnummer', 'vat no', 'vat number', 'vat reg no', 'momsnr'],
  note: ['meddelande', 'note', 'notering'],
  bill_to: ['faktureringsadress', 'fakturaadress', 'kund', 'köpare', 'bill to', 'invoice to', 'customer'],
  sold_by: ['leverantör', 'säljare', 'seller', 'supplier', 'vendor'],
  net: [
    'summa exkl. moms',
    'summa exkl moms',
    'exkl. moms',
    'exkl moms',
    'belopp exkl. moms',
    'totalt exkl. moms',
    'netto',
    'nettobelopp',
    'subtotal',
    'net amount',
    'total excl. vat',
  ],
  vat: ['moms', 'vat', 'mervärdesskatt'],
  rounding: [
    'öresavrundning',
    'öresutjämning',
    'avrundning',
    'rounding',
    'rounding amount',
    'rundungsbetrag',
    'arrondi',
  ],
  payable: [
    'att betala',
    'summa att betala',
    'totalt att betala',
    'amount due',
    'total due',
    'total to pay',
    'balance due',
  ],
  prepaid: [
    'redan betalt',
    'förskott',
    'förskottsbetalning',
    'erhållen förskottsbetalning',
    'prepaid',
    'prepaid amount',
    'paid amount',
    'amount paid',
    'less paid',
    'already paid',
  ],
};

export const LABELS: Record<FieldKey, string[]> = Object.fromEntries(
  Object.entries(SV_EN).map(([k, v]) => [k, [...new Set([...v, ...(MORE_LABELS[k as FieldKey] ?? [])])]]),
) as Record<FieldKey, string[]>;

export const CREDIT_TITLES = [
  'kreditfaktura',
  'credit note',
  'kreditnota',
  'credit invoice',
  'gutschrift',
  'avoir',
  "facture d'avoir",
  'kreditnota',
  'hyvityslasku',
  'kreditnote',
];
/** A document's title word alone ('FAKTURA', 'Tax Invoice', 'Gutschrift'): never a name, never a label. */
export const TITLE_WORDS = [
  'faktura',
  'invoice',
  'tax invoice',
  'sales invoice',
  'rechnung',
  'handelsrechnung',
  'rechnungskorrektur',
  'facture',
  'facture n°',
  // A fee note: the invoice of lawyers, accountants and other professions.
  "note d'honoraires",
  'note d’honoraires',
  'honorarrechnung',
  'honorarnote',
  'lasku',
  'faktura nr',
  ...CREDIT_TITLES,
];
/**
 * A total printed without saying it is the amount to pay ('Total EUR', 'Summe', 'Total for this
 * invoice'): read as the payable amount only when no payable label gave one (bare-total.ts).
 */
export const BARE_TOTAL_WORDS = ['total', 'totalt', 'summa', 'summe', 'gesamt', 'montant total', 'i alt'];
/**
 * Total words in the label languages: a bare total row's label (bare-total.ts), a word that may
 * follow a payable label ('Maksettava yhteensä'), a row that ends a line table alone.
 */
export const TOTAL_WORDS = [...BARE_TOTAL_WORDS, 'totalbeløp', 'totalbelopp', 'yhteensä', 'loppusumma', 'insgesamt'];
/** What may follow a bare total word before its currency ('Total for this invoice'). */
export const BARE_TOTAL_OF = ['for this invoice', 'of this invoice', 'de la facture', 'der rechnung'];
/** The short words for VAT in the label languages, as totals rows and header cells print them. */
export const VAT_WORDS = ['moms', 'mva', 'vat', 'mwst', 'ust', 'alv', 'tva', 'tax'];
/** Words saying an amount includes VAT ('Total inkl. moms', 'Total incl. VAT'). */
export const VAT_INCLUDED_WORDS = ['inkl', 'incl', 'including', 'inklusive'];
/** Words saying an amount leaves VAT out or adds it after ('Sum eks. mva', 'Summa exkl. moms', 'zzgl.'). */
export const VAT_EXCLUDED_WORDS = [
  'eks',
  'ekskl',
  'excl',
  'exkl',
  'ex',
  'zzgl',
  'ohne',
  'utan',
  'uten',
  'uden',
  'hors',
  'without',
];

/** Words that make a document-level row an allowance (a discount), in the label languages. */
export const ALLOWANCE_WORDS = [
  'abschlag',
  'nachlass',
  'rabatt',
  'rabais',
  'remise',
  // A discount for early payment, granted on the invoice.
  'escompte',
  'discount',
  'allowance',
  'avdrag',
];
export const CHARGE_REASONS = [
  'frakt',
  'fraktavgift',
  'expeditionsavgift',
  'fakturaavgift',
  'freight',
  'shipping',
  'delivery charge',
  'versand',
  'versandkosten',
  'fracht',
  'frachtkosten',
  'transportkosten',
  'frais de port',
  'participation aux frais de port',
  'frais de dossier',
  "frais d'emballage",
  'emballage',
  'frais de gestion',
  'port',
  'porto',
  'fragt',
  'forsendelse',
  'levering',
  'leveringsgebyr',
  'rahti',
  'toimituskulut',
  'shipping & handling',
];
export const TABLE_HEADERS = {
  desc: [
    'beskrivning',
    'artikel',
    'benämning',
    'specifikation',
    'description',
    'item',
    'bezeichnung',
    'beschreibung',
    'artikelbezeichnung',
    'leistung',
    'produkt',
    'désignation',
    'libellé',
    'produit',
    'article',
    'product',
    'service',
  ],
  qty: ['antal', 'qty', 'quantity', 'st', 'menge', 'anzahl', 'quantité', 'qté', 'units', 'hours'],
  price: [
    'à-pris',
    'a-pris',
    'à pris',
    'pris',
    'unit price',
    'price',
    'einzelpreis',
    'preis',
    'nettopreis',
    'e-preis',
    'stückpreis',
    'prix unitaire',
    'prix unitaire ht',
    'pu ht',
    'p.u. ht',
    'prix',
    'rate',
    'unit cost',
  ],
  vat: [
    'moms %',
    'moms',
    'vat %',
    'vat',
    'tax %',
    'ust',
    'ust %',
    'ust.',
    'mwst',
    'mwst %',
    'mwst.',
    'tva',
    'tva %',
    'taux tva',
    'steuersatz',
  ],
  amount: [
    'belopp',
    'summa',
    'amount',
    'total',
    'line total',
    'betrag',
    'gesamt',
    'gesamtpreis',
    'summe',
    'nettobetrag',
    'positionsbetrag',
    'montant',
    'montant ht',
    'total ht',
    'prix total',
  ],
};

export function norm(s: string): string {
  return s
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[:.]+$/, '')
    .trim();
}

/** Levenshtein distance, bounded: returns max + 1 as soon as it is exceeded. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const v = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length] as number;
}

/** Text with its accents dropped ('échéance' → 'echeance'); letters such as 'ø' or 'æ' stay. */
export function withoutAccents(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/** Labels without their accents, worked out once each (matchLabel runs for every segment and label). */
const FOLDED_LABELS = new Map<string, string>();
function foldedLabel(l: string): string {
  let f = FOLDED_LABELS.get(l);
  if (f === undefined) {
    f = withoutAccents(l);
    FOLDED_LABELS.set(l, f);
  }
  return f;
}

/**
 * A word OCR read without its non-ASCII letters ('Beleb' for 'Beløb', 'Erdpaiva' for 'Eräpäivä':
 * the Swedish and English trained data have no 'ø', and small print loses its diacritics): the
 * same length, and every letter that differs is one the word spells with a letter outside ASCII.
 */
export function sameButForeignLetters(read: string, word: string): boolean {
  const ascii = (c: string): boolean => c.charCodeAt(0) < 128;
  if (read.length !== word.length || [...word].every(ascii)) return false;
  for (let i = 0; i < word.length; i += 1) if (read[i] !== word[i] && ascii(word[i] as string)) return false;
  return true;
}

/**
 * If `text` starts with one of `labels` (as whole words), returns the rest after the label and an
 * optional colon. Labels of 6+ letters also match with one OCR slip ('Faktranummer', 'Attbetala',
 * 'Bili to'); on a scan (`scanned`), a label also matches read without its non-ASCII letters
 * ('Laskun paivamaara').
 */
let known: Set<string> | null = null;
/** A label as the dictionary spells it is no slip of another ('Invoice No.' is one edit from 'Invoice to'). */
function knownLabel(head: string): boolean {
  known ??= new Set(Object.values(LABELS).flat());
  return known.has(head);
}

export function matchLabel(
  text: string,
  labels: readonly string[],
  opts: { fuzzy?: boolean; scanned?: boolean } = {},
): { label: string; rest: string } | null {
  // A typographic apostrophe ('Date d’échéance') is the label's own ASCII one.
  const clean = text.replace(/[’‘ʼ]/g, "'").replace(/^["'|:;,.\-~=_©]+/, '');
  const t = clean.toLowerCase();
  // Capitals are often set without their accents ('ECHEANCE', 'DATE D'EMISSION', 'REFERENCE'):
  // the label also matches so, where dropping the accents keeps the text's length.
  const bare = withoutAccents(t);
  const folded = bare.length === t.length ? bare : null;
  const sorted = [...labels].sort((a, b) => b.length - a.length);
  for (const l of sorted) {
    if (!t.startsWith(l) && !(folded !== null && folded.startsWith(foldedLabel(l)))) continue;
    const after = clean.slice(l.length);
    if (after === '' || /^[\s:.#]/.test(after)) return { label: l, rest: after.replace(/^[\s:.#]+/, '').trim() };
  }
  if (opts.fuzzy === false) return null;
  for (const l of sorted) {
    const long = l.replace(/[^\p{L}]/gu, '').length >= 6;
    if (!long && !opts.scanned) continue;
    const words = l.split(' ').length;
    for (const n of [words, words - 1, words + 1]) {
      if (n < 1) continue;
      const parts = clean.split(/\s+/);
      const head = parts
        .slice(0, n)
        .join(' ')
        .replace(/[:.]+$/, '')
        .toLowerCase();
      const slip = long && editDistance(head, l, 1) <= 1 && Math.abs(head.length - l.length) <= 1 && !knownLabel(head);
      if (slip || (opts.scanned === true && l.length >= 4 && sameButForeignLetters(head, l))) {
        return {
          label: l,
          rest: parts
            .slice(n)
            .join(' ')
            .replace(/^[\s:.#]+/, '')
            .trim(),
        };
      }
    }
  }
  return null;
}
