// Value parsers: amounts in Swedish and international notation, dates in the forms invoices use,
// currencies and VAT percentages. Each returns null when the text is not such a value, so the
// field extractors can try the next candidate.

import { CURRENCIES, type Currency } from '../../domain/constants';
import { round } from '../../domain/money';

export type CurrencyCode = Currency;
const CURRENCY_SYMBOLS: Record<string, CurrencyCode> = { '€': 'EUR', $: 'USD', '£': 'GBP', kr: 'SEK', ':-': 'SEK' };
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The currency codes the platform knows, as a regular-expression alternation ('SEK|EUR|…'). */
export const CURRENCY_CODES_SOURCE = CURRENCIES.join('|');
const CURRENCY_CODE = new RegExp(`\\b(${CURRENCY_CODES_SOURCE})\\b`, 'i');
/** A currency word beside an amount, with a trailing dot ('kr.'). */
const CURRENCY_WORD = new RegExp(`\\b(${CURRENCY_CODES_SOURCE}|kr)\\b\\.?`, 'gi');
/**
 * A regular-expression source matching one currency as printed beside an amount: a code the
 * platform knows ('EUR') or a symbol ('€', 'kr'); for patterns built elsewhere (bare-total.ts).
 */
export const CURRENCY_TOKEN_SOURCE = [...CURRENCIES, ...Object.keys(CURRENCY_SYMBOLS)].map(escapeRegExp).join('|');
const CURRENCY_CELL = new RegExp(`^(?:${CURRENCY_TOKEN_SOURCE})$`, 'i');
/** A cell holding a currency code or sign and nothing else ('EUR', '€'). */
export function isCurrencyCell(text: string): boolean {
  return CURRENCY_CELL.test(text.trim());
}
/** A currency printed after an amount ('1 234,50 SEK', '160 €', '450 kr.'). */
const TRAILING_CURRENCY = new RegExp(`\\s*(?:${CURRENCY_CODES_SOURCE}|kr\\.?|[€$£])$`, 'i');

/** The text without a currency printed after its amount. */
export function withoutTrailingCurrency(t: string): string {
  return t.replace(TRAILING_CURRENCY, '');
}

/** Normalises unicode minus signs and non-breaking/thin spaces. */
export function cleanText(s: string): string {
  return s
    .replace(/[\u2212\u2013\u2014]/g, '-')
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .trim();
}

/**
 * Parses an amount: '1 234,50', '1.234,50', '1,234.50', '1234.50', '-1 234,50', '1 234,50-',
 * '(1 234,50)', with or without a currency code or symbol around it. Integers are accepted ('250').
 */
export function parseAmount(input: string): number | null {
  let s = cleanText(input);
  s = s.replace(CURRENCY_WORD, '').replace(/[€$£]/g, '').replace(/:-$/, '').trim();
  // Whole euros as German and Austrian invoices print them ('1.234,-', '500,–'), and the Swiss
  // typographic apostrophe between thousands ('1’234.50').
  s = s.replace(/,[-–]$/, '').replace(/(\d)’(?=\d{3}\b)/g, "$1'");
  let negative = false;
  // '(-) 105.00': a deduction marked by a bracketed minus before the amount (Zoho's totals rows).
  if (s.startsWith('(-)')) {
    negative = true;
    s = s.slice(3).trim();
  }
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1).trim();
  }
  if (s.startsWith('-')) {
    negative = true;
    s = s.slice(1).trim();
  }
  if (s.endsWith('-')) {
    negative = true;
    s = s.slice(0, -1).trim();
  }
  if (s.startsWith('+')) s = s.slice(1).trim();
  if (!/^\d[\d .,']*$/.test(s) || /[ .,']$/.test(s)) return null;
  // No thousands group starts with a zero: '0.025' and '0,500' are decimals (a unit price).
  const small = /^0[.,](\d{3})$/.exec(s);
  if (small) return (negative ? -1 : 1) * Number(`0.${small[1] as string}`);
  let intPart: string;
  let frac = '';
  // Two decimals for amounts, four to six for unit prices and quantities ('9,9000', '100,0000'); three are a thousands group.
  const m = /^(.*?)([.,])(\d{1,2}|\d{4,6})$/.exec(s);
  if (m && !(m[2] === ',' && /,\d{3}$/.test(s)) && !(m[2] === '.' && /\.\d{3}$/.test(s))) {
    intPart = m[1] as string;
    frac = m[3] as string;
  } else if (/^\d{1,3}([., '])\d{3}(\1\d{3})*$/.test(s) && s.length > 4) {
    // '1.234' or '1,234' or '1 234': a thousands group, no decimals.
    intPart = s;
  } else {
    intPart = s;
  }
  // The integer part may only hold digits and one kind of group separator in groups of three.
  if (intPart !== '' && !/^\d+$/.test(intPart)) {
    const g = /^\d{1,3}(?:([ .,'])\d{3})(?:\1\d{3})*$/.exec(intPart);
    if (!g) return null;
    if (m && g[1] === m[2]) return null;
    intPart = intPart.replace(/[ .,']/g, '');
  }
  if (intPart === '') return null;
  const v = Number(`${intPart}.${frac || '0'}`);
  if (!Number.isFinite(v)) return null;
  return negative ? -v : v;
}

/** True for text that looks like a money amount with decimals (e.g. '1 234,50'); integers excluded. */
export function looksLikeDecimalAmount(input: string): boolean {
  const t = cleanText(input);
  return (/\d[.,]\d{2}-?\)?$/.test(withoutTrailingCurrency(t)) || wholeMoney(t)) && parseAmount(input) !== null;
}

/**
 * Whole amounts that say they are money: the Swedish '350:-' and '1 875:-', and a figure with its
 * currency after it ('1 350 kr', '450 SEK', '160 €'). A bare '1350' stays a plain number.
 */
function wholeMoney(t: string): boolean {
  const whole = /^-?\d{1,3}(?:[ .]\d{3})*$/;
  if (t.endsWith(':-')) return whole.test(t.slice(0, -2));
  const bare = withoutTrailingCurrency(t);
  return bare !== t && whole.test(bare);
}

const MONTHS: Record<string, number> = {
  jan: 1,
  januari: 1,
  january: 1,
  feb: 2,
  februari: 2,
  february: 2,
  mar: 3,
  mars: 3,
  march: 3,
  apr: 4,
  april: 4,
  maj: 5,
  may: 5,
  jun: 6,
  juni: 6,
  june: 6,
  jul: 7,
  juli: 7,
  july: 7,
  aug: 8,
  augusti: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  okt: 10,
  oct: 10,
  oktober: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
  // German, French, Norwegian/Danish month names (the external set prints '31 octobre 2017', '5. März 2018').
  januar: 1,
  jänner: 1,
  janvier: 1,
  janv: 1,
  februar: 2,
  février: 2,
  fevrier: 2,
  févr: 2,
  märz: 3,
  maerz: 3,
  mär: 3,
  avril: 4,
  avr: 4,
  mai: 5,
  juin: 6,
  juillet: 7,
  juil: 7,
  août: 8,
  aout: 8,
  septembre: 9,
  octobre: 10,
  novembre: 11,
  dezember: 12,
  décembre: 12,
  decembre: 12,
  déc: 12,
  dez: 12,
  desember: 12,
  // Norwegian and Danish forms the lists above miss ('8. des. 2026', '3. marts 2026'); Finnish
  // months in the partitive and abbreviated ('8. lokakuuta 2026', '8. lokak. 2026', as CLDR writes them).
  des: 12,
  marts: 3,
  tammikuuta: 1,
  tammik: 1,
  helmikuuta: 2,
  helmik: 2,
  maaliskuuta: 3,
  maalisk: 3,
  huhtikuuta: 4,
  huhtik: 4,
  toukokuuta: 5,
  toukok: 5,
  kesäkuuta: 6,
  kesäk: 6,
  heinäkuuta: 7,
  heinäk: 7,
  elokuuta: 8,
  elok: 8,
  syyskuuta: 9,
  syysk: 9,
  lokakuuta: 10,
  lokak: 10,
  marraskuuta: 11,
  marrask: 11,
  joulukuuta: 12,
  jouluk: 12,
};

function iso(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCMonth() !== m - 1) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function year4(y: string): number {
  const n = Number(y);
  return y.length === 2 ? 2000 + n : n;
}

let dateOrder: 'dmy' | 'mdy' = 'dmy';

const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY';
/** A city, a state and a ZIP code ('Springfield, IL 62704'). */
const AMERICAN_ADDRESS = new RegExp(`\\p{L},\\s*(?:${US_STATES})\\s+\\d{5}(?:-\\d{4})?\\b`, 'u');

/** A page with an American address and no European currency (a US invoice billing in no other). */
function americanPage(texts: readonly string[]): boolean {
  return texts.some((t) => AMERICAN_ADDRESS.test(t)) && !texts.some((t) => /€|£|\b(?:EUR|GBP|CHF|SEK)\b/.test(t));
}

/**
 * The order of a document's slashed numeric dates: month first when one of them can only be read
 * that way ('11/23/2017') or, with none deciding, when the document bills in US dollars or prints
 * an American address and no European currency; else day first. `run` parses within that order.
 */
export function withDateOrder<T>(texts: readonly string[], run: () => T): T {
  let mdy = false;
  let dmy = false;
  for (const t of texts) {
    for (const m of t.matchAll(/\b(\d{1,2})\/(\d{1,2})\/(\d{2,4})\b/g)) {
      if (Number(m[1]) > 12) dmy = true;
      else if (Number(m[2]) > 12) mdy = true;
    }
  }
  if (!mdy && !dmy) mdy = texts.some((t) => /\bUSD\b|\$\s?\d/.test(t)) || americanPage(texts);
  const before = dateOrder;
  dateOrder = mdy && !dmy ? 'mdy' : 'dmy';
  try {
    return run();
  } finally {
    dateOrder = before;
  }
}

/**
 * Parses a date to 'YYYY-MM-DD': '2026-11-21', '2026/11/21', '20261121', '21/11/2026', '21.11.2026',
 * '21-11-2026', '21.11.26', '21 nov 2026', '21 November 2026', 'Nov 21, 2026'. Day-first for
 * numeric forms (European invoices), unless the first number cannot be a day.
 */
export function parseDate(input: string): string | null {
  const s = cleanText(input).toLowerCase().replace(/\.$/, '');
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(20\d{2})(\d{2})(\d{2})$/.exec(s);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})([-/.])(\d{1,2})[-/.](\d{4}|\d{2})$/.exec(s);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[3]);
    const y = year4(m[4] as string);
    // Slashed dates of a month-first (US) document read month first when both could be a month.
    if (dateOrder === 'mdy' && m[2] === '/' && a <= 12 && b <= 31) return iso(y, a, b);
    if (a > 12 || b <= 12) return iso(y, b, a);
    return iso(y, a, b);
  }
  m = /^(\d{1,2})\.?\s*(\p{L}+)\.?,?\s+(\d{4})$/u.exec(s);
  if (m && MONTHS[m[2] as string]) return iso(Number(m[3]), MONTHS[m[2] as string] as number, Number(m[1]));
  m = /^(\p{L}+)\.?\s+(\d{1,2}),?\s+(\d{4})$/u.exec(s);
  if (m && MONTHS[m[1] as string]) return iso(Number(m[3]), MONTHS[m[1] as string] as number, Number(m[2]));
  return null;
}

/**
 * English and dashed ways of writing a month's name with the day: an ordinal day ('3rd March 2024',
 * '2nd of May, 2024', 'March 3rd, 2024', the French first of the month '1er mars 2024') and day,
 * month and year joined by dashes ('11-Mar-2024', '11-Mar-24') or spaces with a two-digit year
 * ('12 Jan 24'), as British, American and French invoices print them, written as '3 March 2024'.
 */
function withPlainMonthDates(text: string): string {
  return text
    .replace(/\b(\d{1,2})(?:st|nd|rd|th)\b(?:\s+of\b)?/gi, '$1')
    .replace(/\b1(?:er|ᵉʳ)(?=\s+\p{L})/gu, '1')
    .replace(/\b(\d{1,2})\s+(\p{L}{3,9})\.?\s+(\d{2})\b(?![\d.,:/])/gu, (all, d: string, m: string, y: string) =>
      MONTHS[m.toLowerCase()] ? `${d} ${m} ${year4(y)}` : all,
    )
    .replace(/\b(\d{1,2})-(\p{L}{3,9})\.?-(\d{4}|\d{2})\b/gu, (all, d: string, m: string, y: string) =>
      MONTHS[m.toLowerCase()] ? `${d} ${m} ${year4(y)}` : all,
    );
}

/** Finds a date inside longer text (first match), e.g. 'Datum: 21 nov 2026 (fredag)'. */
export function findDate(text: string): { value: string; raw: string } | null {
  const s = withPlainMonthDates(cleanText(text).replace(/(\d)\s+,/g, '$1,'));
  const patterns = [
    /\b\d{4}[-/.]\d{1,2}[-/.]\d{1,2}\b/,
    /\b\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}\b/,
    /\b\d{1,2}\.?\s+\p{L}{3,11}\.?,?\s+\d{4}\b/u,
    /(?<!\p{L})\p{L}{3,9}\.?\s+\d{1,2},?\s+\d{4}\b/u,
    /\b20\d{6}\b/,
  ];
  for (const p of patterns) {
    const m = p.exec(s);
    if (m) {
      const v = parseDate(m[0]);
      if (v) return { value: v, raw: m[0] };
    }
  }
  return null;
}

/** A currency code named or symbolised in the text, or null. */
export function parseCurrency(input: string): CurrencyCode | null {
  const s = cleanText(input);
  const m = CURRENCY_CODE.exec(s);
  if (m) return (m[1] as string).toUpperCase() as CurrencyCode;
  for (const [sym, code] of Object.entries(CURRENCY_SYMBOLS)) {
    if (sym === 'kr' ? /\bkr\b/i.test(s) : s.includes(sym)) return code;
  }
  return null;
}

/** A VAT percentage: '25%', '25 %', '12,00 %', '6.0%', an American sales tax '6.625%'; never the tail of a longer number. */
export function parsePercent(input: string): number | null {
  const m = /(?<!\d)(?<!\d[.,])(\d{1,2}(?:[.,]\d{1,3})?)\s*%/.exec(cleanText(input));
  if (!m) return null;
  const v = Number((m[1] as string).replace(',', '.'));
  return Number.isFinite(v) && v <= 100 ? v : null;
}

/** Rounds to cents with the shared exact rule (domain/money: 1.005 → 1.01, half away from zero). */
export function round2(v: number): number {
  return round(v, 2);
}

export const SUPPORTED_CURRENCIES: readonly CurrencyCode[] = CURRENCIES;
