// Repairs of one-character OCR slips inside the words of one tesseract line, on the scanned route
// only (a text layer never passes here). Each repair is one a reading cannot otherwise explain and
// that a rule or checksum proves: a date whose marks were lost ('20 09 2026'), an amount whose
// decimal mark was lost before its currency ('8984 58 DKK'), a percent sign read as '96' after a
// rate ('Vero 14 96:'), a rate that lost its decimal comma ('255%', no VAT rate is over 100 %), an
// 'I' read as '1' or 'l' in a country prefix ('F143606889', 'Fl41 2749 …') and letters read for
// digits in an IBAN ('DKO03 2090 …'), each kept only when the identifier's check digits then hold;
// a table rule read as a bracket or bar glued to an amount ('34,73]'); the number sign 'N°' read
// as 'N*' or 'N"' ('FACTURE N*:', 'IN" TVA').
import { isValidIban } from '../../domain/identifiers';
import { isValidFinnishBusinessId } from '../../domain/identifiers/nordic';
import type { OcrWordIn } from './ocr-words';

const CURRENCY_WORD = /^(?:DKK|SEK|NOK|EUR|USD|GBP|CHF|kr\.?|€|\$|£)$/i;

function joined(words: readonly OcrWordIn[], text: string): OcrWordIn {
  return {
    text,
    confidence: Math.min(...words.map((w) => w.confidence)),
    bbox: {
      x0: Math.min(...words.map((w) => w.bbox.x0)),
      y0: Math.min(...words.map((w) => w.bbox.y0)),
      x1: Math.max(...words.map((w) => w.bbox.x1)),
      y1: Math.max(...words.map((w) => w.bbox.y1)),
    },
  };
}

/** Two words apart by no more than a narrow space: a lost mark, not a column gap. */
function close(a: OcrWordIn, b: OcrWordIn): boolean {
  const h = Math.max(a.bbox.y1 - a.bbox.y0, b.bbox.y1 - b.bbox.y0);
  return b.bbox.x0 - a.bbox.x1 < 0.8 * h;
}

function validDayMonth(d: number, m: number): boolean {
  return d >= 1 && d <= 31 && m >= 1 && m <= 12;
}

/** 'dd mm yyyy' as three words (every mark lost) → 'dd.mm.yyyy', when it is a valid day and month. */
function dateFromGroups(words: readonly OcrWordIn[], i: number): OcrWordIn | null {
  const [a, b, c] = [words[i], words[i + 1], words[i + 2]];
  if (!a || !b || !c) return null;
  if (!/^\d{1,2}$/.test(a.text) || !/^\d{2}$/.test(b.text) || !close(a, b) || !close(b, c)) return null;
  const y = /^((?:19|20)\d{2})([.,:;]?)$/.exec(c.text);
  if (!y || !validDayMonth(Number(a.text), Number(b.text))) return null;
  return joined([a, b, c], `${a.text}.${b.text}.${y[1]}${y[2]}`);
}

/** '8984 58' before a currency word: an amount whose decimal mark was read as a space. */
function amountBeforeCurrency(words: readonly OcrWordIn[], i: number): OcrWordIn | null {
  const [a, b, c] = [words[i], words[i + 1], words[i + 2]];
  if (!a || !b || !c || !CURRENCY_WORD.test(c.text)) return null;
  if (!/^\d{2}$/.test(b.text) || !close(a, b)) return null;
  // Thousands groups by a point take a decimal comma, by a comma a decimal point.
  if (/^\d{1,3}(?:\.\d{3})+$/.test(a.text)) return joined([a, b], `${a.text},${b.text}`);
  if (/^\d{1,3}(?:,\d{3})+$/.test(a.text) || /^\d+$/.test(a.text)) return joined([a, b], `${a.text}.${b.text}`);
  return null;
}

/** '96' right after a rate ('14 96:'): tesseract's commonest reading of a small '%'. */
function percentAfterRate(words: readonly OcrWordIn[], i: number): OcrWordIn | null {
  const [a, b] = [words[i], words[i + 1]];
  if (!a || !b || !/^\d{1,2}(?:[.,]\d{1,2})?$/.test(a.text)) return null;
  const m = /^96([:;.]?)$/.exec(b.text);
  return m ? { ...b, text: `%${m[1]}` } : null;
}

/** '255%': no VAT rate is over 100 %, so the comma before its last digit was lost (25,5 %). */
export function rateWithLostComma(text: string): string | null {
  const m = /^(\d{2})(\d)(%.*)$/.exec(text);
  if (!m || Number(m[1]) > 30 || Number(`${m[1]}${m[2]}`) <= 100) return null;
  return `${m[1]},${m[2]}${m[3]}`;
}

/** '34,73]' or '|160,00': a table rule beside an amount read as a bracket or bar glued to it. */
export function amountWithoutRule(text: string): string | null {
  const m = /^[[|]?(-?\d[\d.,']*[.,]\d{2})[\]|[]?$/.exec(text);
  return m && m[1] !== text ? (m[1] as string) : null;
}

/** 'F143606889' → 'FI43606889' when the Finnish business id then checks. */
/**
 * 'N°' (numéro, as French and Italian labels print it: 'Facture N°', 'N° TVA') read by OCR with the
 * degree sign as an asterisk or a quote, sometimes with a bar before it ('N*:', 'N"', 'IN"'): no word
 * of an invoice is spelled so, and the labels know only 'N°'.
 */
export function numberSignRepaired(text: string): string | null {
  const m = /^[Il|]?N[*"”“]([:.]?)$/.exec(text);
  return m ? `N°${m[1] as string}` : null;
}

export function vatPrefixRepaired(text: string): string | null {
  const m = /^F[1lI|](\d{8})$/.exec(text);
  if (!m || text.startsWith('FI')) return null;
  const d = m[1] as string;
  return isValidFinnishBusinessId(d) ? `FI${d}` : null;
}

const AS_DIGIT: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  l: '1',
  I: '1',
  '|': '1',
  i: '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
  G: '6',
};
const AS_LETTER: Record<string, string> = { '1': 'I', l: 'I', '|': 'I', '0': 'O', '5': 'S', '8': 'B' };

/** Letters read for digits and digits for letters, by position: country letters, then check digits. */
function ibanCandidates(head: string): string[] {
  const cc = [...head.slice(0, 2)].map((c) => (AS_LETTER[c] ?? c).toUpperCase()).join('');
  const rest = head.slice(2);
  const digitsFixed = [...rest].map((c, k) => (k < 2 ? (AS_DIGIT[c] ?? c) : c)).join('');
  const out = [`${cc}${digitsFixed}`];
  // One character read twice or a stray mark ('DKO03'): each single deletion in the first word.
  for (let k = 0; k < rest.length; k += 1) {
    const r = rest.slice(0, k) + rest.slice(k + 1);
    out.push(`${cc}${[...r].map((c, j) => (j < 2 ? (AS_DIGIT[c] ?? c) : c)).join('')}`);
  }
  return out;
}

/**
 * An IBAN printed in groups whose first group was misread: the first word (country and check
 * digits, maybe more) is tried with confusable characters exchanged and with one character
 * dropped; the words after it are taken as printed, with letters read for digits exchanged when
 * that is what makes the whole validate. Answers the repaired first word, or null.
 */
function ibanRepaired(words: readonly OcrWordIn[], i: number): string | null {
  const first = words[i];
  if (!first || !/^[A-Z][A-Z0-9l|][0-9A-Za-z|]{2,3}$/.test(first.text)) return null;
  if (/^[A-Z]{2}\d{2}/.test(first.text)) {
    // Country and check digits read right: nothing to repair in this word.
    return null;
  }
  const groups: string[] = [];
  for (let k = i + 1; k < words.length && groups.length < 8; k += 1) {
    const t = (words[k] as OcrWordIn).text;
    if (!/^[0-9A-Z]{1,4}$/.test(t)) break;
    groups.push(t);
  }
  if (groups.length < 2) return null;
  for (let n = groups.length; n >= 2; n -= 1) {
    const tail = groups.slice(0, n).join('');
    for (const head of ibanCandidates(first.text)) {
      if (isValidIban(head + tail)) return head;
    }
  }
  return null;
}

/** The words of one OCR line with the slips above repaired; the input is not changed. */
export function repairOcrLine(words: readonly OcrWordIn[]): OcrWordIn[] {
  const out: OcrWordIn[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i] as OcrWordIn;
    const date = dateFromGroups(words, i);
    if (date) {
      out.push(date);
      i += 2;
      continue;
    }
    const amount = amountBeforeCurrency(words, i);
    if (amount) {
      out.push(amount);
      i += 1;
      continue;
    }
    const percent = percentAfterRate(words, i);
    if (percent) {
      out.push(w, percent);
      i += 1;
      continue;
    }
    const text =
      rateWithLostComma(w.text) ??
      vatPrefixRepaired(w.text) ??
      numberSignRepaired(w.text) ??
      amountWithoutRule(w.text) ??
      ibanRepaired(words, i) ??
      w.text;
    out.push(text === w.text ? w : { ...w, text });
  }
  return out;
}
