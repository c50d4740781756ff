// The label dictionary: how Swedish, English, German, French and Nordic invoices name each field. Labels are matched on
// normalised text (lower case, no trailing colon or dots), longest first, at the start of a segment.
import { DUTCH_HEADER_WORDS, DUTCH_LABELS } from './labels-dutch';
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
  Object.entries(SV_EN).map(([k, v]) => [
    k,
    [...new Set([...v, ...(MORE_LABELS[k as FieldKey] ?? []), ...(DUTCH_LABELS[k as FieldKey] ?? [])])],
  ]),
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
  'creditnota',
  'creditfactuur',
];
/** A document's title word alone ('FAKTURA', 'Tax Invoice', 'Gutschrift'): never a name, never a label. */
export const TITLE_WORDS = [
  'faktura',
  'factuur',
  'creditnota',
  'creditfactuur',
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
export const BARE_TOTAL_WORDS = ['total', 'totalt', 'summa', 'summe', 'gesamt', 'montant total', 'i alt', 'totaal'];
/**
 * Total words in the label languages: a bare total row's label (bare-total.ts), a word that may
 * follow a payable label ('Maksettava yhteensä'), a row that ends a line table alone.
 */
export const TOTAL_WORDS = [...BARE_TOTAL_WORDS, 'totalbeløp', 'totalbelopp', 'yhteensä', 'loppusumma', 'insgesamt'];
/** What may follow a bare total word before its currency ('Total for this invoice'). */
export const BARE_TOTAL_OF = ['for this invoice', 'of this invoice', 'de la facture', 'der rechnung'];
/** The short words for VAT in the label languages, as totals rows and header cells print them. */
export const VAT_WORDS = ['moms', 'mva', 'vat', 'mwst', 'ust', 'alv', 'tva', 'tax', 'gst', 'hst', 'btw'];
/** Words saying an amount includes VAT ('Total inkl. moms', 'Total incl. VAT'). */
export const VAT_INCLUDED_WORDS = ['inkl', 'incl', 'including', 'inklusive', 'inclusief'];
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
  'exclusief',
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
    // QuickBooks: 'Date | Activity | Description' and 'Product/Service | Description'.
    'activity',
    'product/service',
    ...DUTCH_HEADER_WORDS.desc,
  ],
  qty: [
    'antal',
    'qty',
    'quantity',
    'st',
    'menge',
    'anzahl',
    'quantité',
    'qté',
    'units',
    'hours',
    ...DUTCH_HEADER_WORDS.qty,
  ],
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
    ...DUTCH_HEADER_WORDS.price,
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
    ...DUTCH_HEADER_WORDS.vat,
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
    ...DUTCH_HEADER_WORDS.amount,
  ],
};

export function norm(s: string): string {
  return s
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[:.]+$/, '')
    .trim();
}
