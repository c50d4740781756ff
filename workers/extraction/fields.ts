// Header fields and payment means from the layout (parties: party-fields.ts): a labelled value sits in the rest
// of the label's segment, in the next segment to the right, or in the segment just below.
import {
  isValidBankgiro,
  isValidBic,
  isValidCreditorReference,
  isValidIban,
  isValidOcrReference,
  isValidPlusgiro,
  normalizeGiro,
  normalizeIban,
  structuredCommunication,
} from '../../domain/identifiers';
import { CREDIT_TITLES, LABELS, TITLE_WORDS, norm, type FieldKey } from './labels';
import { matchLabel } from './label-match';
import { unionBox, xOverlap, type Line, type Segment } from './layout';
import { CURRENCY_CODES_SOURCE, findDate, looksLikeDecimalAmount, parseCurrency } from './parsers';
import type { Provenance } from './types';

export interface Found<T> {
  value: T;
  segs: Segment[];
  conf: number;
  label: string;
}

export function prov<T>(f: Found<T> | null | undefined, source?: string): Provenance | null {
  if (!f || f.segs.length === 0) return null;
  const s0 = f.segs[0] as Segment;
  return {
    confidence: Math.round(f.conf * 100) / 100,
    page: s0.page,
    box: unionBox(f.segs.filter((s) => s.page === s0.page)),
    source: source ?? f.label,
  };
}

export const ALL_LABELS = Object.values(LABELS).flat();

export function isLabelText(text: string): boolean {
  return matchLabel(text, ALL_LABELS) !== null && matchLabel(text, ALL_LABELS)?.rest === '';
}

/** Where a value sits relative to its label: in the label's own segment, to its right, or below it. */
export type ValuePlace = 'rest' | 'right' | 'below';

export interface ValueCandidate {
  text: string;
  segs: Segment[];
  conf: number;
  place: ValuePlace;
}

/** Candidate value segments for a label segment, in order of preference. */
export function candidates(lines: readonly Line[], line: Line, seg: Segment, rest: string): ValueCandidate[] {
  const out: ValueCandidate[] = [];
  if (rest) out.push({ text: rest, segs: [seg], conf: 0.95, place: 'rest' });
  const i = line.segments.indexOf(seg);
  const right = line.segments[i + 1];
  // A value column may print its own colon (': RK21012345').
  if (right && right.x - (seg.x + seg.w) < 260)
    out.push({ text: right.text.replace(/^:\s*/, ''), segs: [right], conf: 0.95, place: 'right' });
  // A value in a larger type than its label can fall on a line of its own a point or two lower
  // ('Referenz (bitte bei Zahlung angeben)' small, '2013-471102' beside it).
  const next = lines[line.index + 1];
  const beside =
    !right && next && next.page === line.page && next.y - line.y < Math.min(line.h, next.h) * 0.5
      ? next.segments.find((b) => b.x > seg.x + seg.w && b.x - (seg.x + seg.w) < 260)
      : undefined;
  if (beside) out.push({ text: beside.text.replace(/^:\s*/, ''), segs: [beside], conf: 0.9, place: 'right' });
  for (let k = line.index + 1; k < Math.min(lines.length, line.index + 3); k += 1) {
    const below = lines[k] as Line;
    if (below.page !== line.page || below.y - line.y > line.h * 3.2) break;
    const s = below.segments.find((b) => xOverlap(b, seg) > 0.3 || Math.abs(b.x - seg.x) < 6);
    if (s) {
      out.push({ text: s.text, segs: [s], conf: 0.85, place: 'below' });
      break;
    }
  }
  return out;
}

/** The first value of `key` that `parse` accepts. */
export function findField<T>(
  lines: readonly Line[],
  key: FieldKey,
  parse: (text: string) => T | null,
  opts: { exclude?: Set<number>; label?: (label: string) => boolean } = {},
): Found<T> | null {
  for (const line of lines) {
    if (opts.exclude?.has(line.index)) continue;
    for (const [k, first] of line.segments.entries()) {
      const split = numberSignAfter(line, k);
      const joined = split ? matchLabel(`${first.text} ${split.text}`, LABELS[key], { fuzzy: false }) : null;
      const seg = joined && split ? split : first;
      const text = joined && split ? `${first.text} ${split.text}` : first.text;
      const m = joined ?? matchLabel(text, LABELS[key], { scanned: seg.conf < 1 });
      if (!m || (opts.label && !opts.label(m.label))) continue;
      // The label goes on with words of another one ('Date of delivery 2020-11-10', 'Date de
      // livraison'): a longer label this field does not have.
      if (LABEL_GOES_ON.test(m.rest)) continue;
      // A fuzzy (OCR) match must not steal another field's exact label ('Your reference' ≠ 'Our reference').
      const exact = matchLabel(text, ALL_LABELS, { fuzzy: false });
      if (exact && !LABELS[key].includes(exact.label)) continue;
      for (const c of candidates(lines, line, seg, m.rest)) {
        if (isLabelText(c.text)) continue;
        const v = parse(c.text);
        if (v !== null)
          return { value: v, segs: c.segs, conf: c.conf * Math.min(1, c.segs[0]?.conf ?? 1), label: m.label };
      }
    }
  }
  return null;
}

/**
 * A preposition and a word naming another thing than the invoice right after a label ('Date of
 * delivery', 'Date de livraison', 'Datum der Bestellung'): the label is part of a longer one for
 * another field. 'Échéance de paiement', 'Date de facturation' go on with their own field's words.
 */
const LABEL_GOES_ON =
  /^(?:of|de|du|des|der|von)\s+(?:la\s+|l'|the\s+)?(?:delivery|dispatch|shipment|order|livraison|commande|exp[ée]dition|prestation|d[ée]but|fin|lieferung|leistung|bestellung|auftrag)/iu;

/** A number sign in a cell of its own ('n° :', 'Nr.', '#'). */
const NUMBER_SIGN = /^(?:n°|nº|no\.?|nr\.?|#)\s*:?$/i;

/**
 * The number sign set in its own cell right after a word ('Facture' | 'n° :' | '20221100001'): the
 * two cells are one label, and the value is looked for from the sign's cell.
 */
function numberSignAfter(line: Line, k: number): Segment | null {
  const word = line.segments[k] as Segment;
  const sign = line.segments[k + 1];
  return sign && NUMBER_SIGN.test(sign.text.trim()) && /^\p{L}[\p{L}-]*$/u.test(word.text.trim()) ? sign : null;
}

/** 'issued at', 'issued on', 'ausgestellt am', 'émise le': the issue date follows the number. */
const ISSUED = String.raw`issued(?:\s+(?:at|on))?|ausgestellt\s+am|émise?\s+le`;
/** The words before the date on an invoice-number line ('vom', 'du', 'dated', 'issued at' …). */
const DATED = String.raw`vom|von|du|from|dated|of|den|${ISSUED}`;
/** The number word or sign before the invoice number in a title ('Nr.', 'n°', '#', 'Nummer'). */
const NUMBER_WORD = String.raw`no\.?|nr\.?|n°|nº|#|number|nummer|numéro`;

const ID_RE = /^[A-Za-z0-9][A-Za-z0-9\-/._]{0,40}$/;
const CURRENCY_MENTION = new RegExp(`\\b(${CURRENCY_CODES_SOURCE})\\b`);
/**
 * An identifier: the whole text, or its first token when words follow ('471102 vom 05.03.2018'), or
 * a bracketed note or a scan's bracketed dust from a logo beside it ('F20200027 [fx]').
 */
export const parseId = (t: string): string | null => {
  const s = t.trim();
  if (ID_RE.test(s) && /\d/.test(s)) return s;
  const m = /^(\S+)\s+[([{\p{L}]/u.exec(s);
  const first = m?.[1] ?? '';
  return ID_RE.test(first) && /\d/.test(first) ? first : null;
};
export const TITLE_ID = new RegExp(
  String.raw`^(?:invoice|rechnung|handelsrechnung|facture|faktura|lasku|gutschrift|avoir|credit note|kreditnota|rechnungskorrektur)\s*(?:\(\d{3}\))?\s*(?:${NUMBER_WORD})?\s*:?\s*([A-Za-z0-9][A-Za-z0-9\-/._]{0,40})(?:\s+(?:${DATED})\s+(.+))?$`,
  'i',
);

/** A longer title: a document word, a few words or bracketed notes, then 'Nr.' and the number ('Gutschrift (Selbst ausgestellte Rechnung) (389) Nr. 47110818'). */
const LONG_TITLE_ID = new RegExp(
  String.raw`^\S*(?:rechnung|invoice|facture|faktura|gutschrift|avoir|korrektur)\S*(?:\s+[^\d\s]\S*){0,5}?\s+(?:${NUMBER_WORD})\s*:?\s*([A-Za-z0-9][A-Za-z0-9\-/._]{0,40})(?:\s+(?:${DATED})\s+(.+))?$`,
  'i',
);

/**
 * A title word alone with the number in the next cell of its row ('Faktura | 20261044' in a header
 * box): read as one title line when that cell is an identifier of three digits or more, not a date.
 */
function titleWordThenNumber(s: Segment, row: readonly Segment[]): RegExpExecArray | null {
  if (!TITLE_WORDS.includes(norm(s.text))) return null;
  const next = row.find((x) => x.x > s.x + s.w && x.x - (s.x + s.w) < 200);
  if (!next || (next.text.match(/\d/g) ?? []).length < 3 || isWholeDate(next.text.trim())) return null;
  if (!/^[A-Za-z0-9][A-Za-z0-9\-/._]{0,40}$/.test(next.text.trim())) return null;
  return TITLE_ID.exec(`${s.text.trim()} ${next.text.trim()}`);
}
/** A text that is a date and nothing more ('2.10.2026', '2026-10-14'). */
const isWholeDate = (t: string): boolean => /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/.test(t) && findDate(t) !== null;

/**
 * The number (and date) in a title line ('INVOICE I/00000', 'Handelsrechnung (380) Nr. 47110818
 * vom 01.12.2025') when no label names them.
 */
export function findTitle(lines: readonly Line[]): { id: Found<string>; date: Found<string> | null } | null {
  for (const l of lines) {
    if (l.page !== 1) continue;
    for (const s of l.segments) {
      const m = TITLE_ID.exec(s.text.trim()) ?? LONG_TITLE_ID.exec(s.text.trim()) ?? titleWordThenNumber(s, l.segments);
      // 'Lasku 2.10.2026' is a title and a date, no number.
      if (!m || !/\d/.test(m[1] as string) || isWholeDate(m[1] as string)) continue;
      // The date after 'vom', else one printed on the title's own line ('… Nr. 00.123.456.7   11. März 2014').
      const other = l.segments
        .filter((x) => x !== s)
        .map((x) => x.text)
        .join(' ');
      const date = m[2] ? findDate(m[2]) : findDate(other);
      return {
        id: { value: m[1] as string, segs: [s], conf: 0.8, label: 'title' },
        date: date ? { value: date.value, segs: [s], conf: 0.8, label: 'title' } : null,
      };
    }
  }
  return null;
}

export function findTitleId(lines: readonly Line[]): Found<string> | null {
  return findTitle(lines)?.id ?? null;
}

/** A date the invoice-number line carries ('Rechnung Nr. 12 vom 05.03.2018', 'Facture n° 7 du 1/2/2024'). */
const DATED_WORD = new RegExp(String.raw`\b(?:${DATED}|fra)\b`, 'i');
export const parseDateAfterId = (t: string): string | null =>
  DATED_WORD.test(t) ? (findDate(t)?.value ?? null) : null;
export const parseText = (t: string): string | null => (t.trim().length > 0 && t.length <= 256 ? t.trim() : null);
/** Payment terms: a phrase ('30 dagar netto', 'Zahlbar sofort'), not a lone heading word ('Beschreibung'). */
export const parseTerms = (t: string): string | null =>
  /\d/.test(t) || t.trim().split(/\s+/).length >= 2 ? parseText(t) : null;

export const parseDateField = (t: string): string | null => findDate(t)?.value ?? null;
export const parseOcr = (t: string): string | null => {
  const d = t.replace(/\s+/g, '');
  return /^\d{2,25}$/.test(d) ? d : null;
};
/**
 * A payment reference under a label that is not the Swedish OCR one ('Verwendungszweck', 'Payment
 * reference', 'KID'): digits as printed, or an identifier such as 'RE-2014/502'.
 */
export const parsePaymentReference = (t: string): string | null =>
  parseFikLine(t) ?? structuredCommunication(t) ?? parseCreditorReference(t) ?? parseOcr(t) ?? parseId(t);
/**
 * A Danish payment code line ('+71<000000012345678+85740013<', FIK): card type 71 carries a
 * 15-digit payment id, type 75 a 16-digit one, then '+' and the creditor's 8-digit number. The id is
 * the reference the payer types; type 73 has none.
 */
export const FIK_LINE = /\+\s?(71|75)\s?<\s?(\d[\d ]{13,18}\d)\s?\+\s?\d{8}\s?</;
export const parseFikLine = (t: string): string | null => {
  const m = FIK_LINE.exec(t);
  if (!m) return null;
  const id = (m[2] as string).replace(/\s+/g, '');
  return id.length === (m[1] === '71' ? 15 : 16) ? id : null;
};
/** A creditor reference printed in groups ('RF18 5390 0754 7034'), compacted, when its check digits hold. */
export const parseCreditorReference = (t: string): string | null => {
  const m = /^RF\d{2}(?:\s?[A-Z0-9]{1,4}){1,6}/i.exec(t.trim());
  return m && isValidCreditorReference(m[0]) ? m[0].replace(/\s+/g, '').toUpperCase() : null;
};
export const isOcrLabel = (label: string): boolean => label.startsWith('ocr');
/**
 * 'Betaling' (Danish and Norwegian for 'payment'), which Invoice Ninja prints for the payment
 * reference ('Betaling: 67605895639'): a word too plain to take anything but a reference of at
 * least five digits after it (not 'Betaling: 30 dage', not an amount).
 */
export const isPlainPaymentLabel = (label: string): boolean => label === 'betaling';
export const parseLongReference = (t: string): string | null => {
  const d = parseOcr(t);
  return d !== null && d.length >= 5 ? d : null;
};
/**
 * Remittance information as printed under a label that names the payment ('Payment reference',
 * 'Zahlungsreferenz', 'Verwendungszweck', 'Référence de paiement'): free text such as 'Kundennummer:
 * 9900880077 Rechnungsnummer: 6063636771001', with a digit, at most a SEPA transfer's 140 characters.
 */
export const parseRemittance = (t: string): string | null => (/\d/.test(t) && t.trim().length <= 140 ? t.trim() : null);
export const isRemittanceLabel = (label: string): boolean => /payment|zahlung|verwendungszweck|paiement/.test(label);
export const parseBankgiro = (t: string): string | null => {
  const m = /\b(\d{3,4}-\d{4})\b/.exec(t);
  return m && isValidBankgiro(m[1] as string) ? (m[1] as string) : null;
};
export const parsePlusgiro = (t: string): string | null => {
  const m = /\b(\d{1,7}-\d)\b/.exec(t.replace(/\s+/g, ''));
  return m && isValidPlusgiro(m[1] as string) ? (m[1] as string) : null;
};
/** IBAN countries whose account part is digits only: OCR's letter look-alikes can be undone there. */
const NUMERIC_BBAN = new Set(['SE', 'NO', 'DK', 'FI', 'DE', 'PL', 'EE', 'LT', 'SI', 'HR', 'BE', 'AT']);
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  D: '0',
  Q: '0',
  I: '1',
  L: '1',
  Z: '2',
  S: '5',
  G: '6',
  B: '8',
};

export const parseIban = (t: string): string | null => {
  const v = normalizeIban(t);
  if (isValidIban(v)) return v;
  // 'SE04 S000 …' from a scan: the mod-97 check decides whether reading S as 5 was right.
  if (!NUMERIC_BBAN.has(v.slice(0, 2))) return null;
  const fixed = v.slice(0, 2) + v.slice(2).replace(/[A-Z]/g, (c) => DIGIT_LOOKALIKES[c] ?? c);
  return isValidIban(fixed) ? fixed : null;
};
export const parseBic = (t: string): string | null => {
  const v = t.replace(/\s+/g, '').toUpperCase();
  return isValidBic(v) ? v : null;
};

/** 'Kreditfaktura' / 'Credit note' as a title on the first page. */
export function isCreditTitle(lines: readonly Line[]): Found<boolean> | null {
  for (const l of lines) {
    // A row with an amount is a line or a total ('Gutschrift Vorjahr | 1 | -100,00 | -100,00'), no title.
    if (l.page !== 1 || l.segments.some((s) => looksLikeDecimalAmount(s.text))) continue;
    for (const s of l.segments) {
      // The title alone, or opening a short heading ('Gutschrift Nr. 17', 'Avoir n° 2024-3').
      const short = s.text.trim().split(/\s+/).length <= 4;
      if (
        CREDIT_TITLES.some((t) => norm(s.text) === t) ||
        (short && matchLabel(s.text, CREDIT_TITLES, { fuzzy: false }) !== null)
      ) {
        return { value: true, segs: [s], conf: 0.95, label: 'title' };
      }
    }
  }
  return null;
}

/** The currency named most often (payable label, currency row, amounts). */
export function findCurrency(lines: readonly Line[]): Found<string> | null {
  const row = findField(lines, 'currency', (t) => parseCurrency(t));
  if (row) return row;
  const payable = findField(lines, 'payable', (t) => parseCurrency(t) ?? null);
  for (const line of lines) {
    for (const seg of line.segments) {
      const m = matchLabel(seg.text, LABELS.payable, { scanned: seg.conf < 1 });
      if (m && parseCurrency(m.rest))
        return { value: parseCurrency(m.rest) as string, segs: [seg], conf: 0.9, label: m.label };
    }
  }
  if (payable) return payable;
  const counts = new Map<string, { n: number; seg: Segment }>();
  for (const line of lines)
    for (const seg of line.segments) {
      const m = CURRENCY_MENTION.exec(seg.text);
      if (m) counts.set(m[1] as string, { n: (counts.get(m[1] as string)?.n ?? 0) + 1, seg });
    }
  const best = [...counts.entries()].sort((a, b) => b[1].n - a[1].n)[0];
  return best
    ? { value: best[0], segs: [best[1].seg], conf: 0.6, label: 'currency mention' }
    : currencyOfAmounts(lines);
}

/** '£30.00', '30,00 €', '$ 80.00': a currency sign against an amount. */
const SIGNED_AMOUNT = /(?:([€£$])\s?\d|\d\s?([€£$])(?!\S*\d))/g;

/**
 * With no code or label anywhere, the sign the page's amounts carry ('Total Credit £30.00'), when
 * one sign is printed against amounts and no other is: the amounts' own currency.
 */
function currencyOfAmounts(lines: readonly Line[]): Found<string> | null {
  const signs = new Map<string, Segment>();
  for (const line of lines)
    for (const seg of line.segments)
      for (const m of seg.text.matchAll(SIGNED_AMOUNT)) signs.set((m[1] ?? m[2]) as string, seg);
  const only = signs.size === 1 ? [...signs.entries()][0] : undefined;
  const code = only ? parseCurrency(only[0]) : null;
  return only && code ? { value: code, segs: [only[1]], conf: 0.6, label: 'currency sign' } : null;
}

export { normalizeGiro, isValidOcrReference };
