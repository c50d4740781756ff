// The totals block under a line table: net, VAT per rate, rounding, payable and prepaid rows by
// their labels, with the amount beside a label, after a lone rate cell or under a label
// (table.ts reads the lines above it).
import { amountEndingRun, prepaidLabelText, withoutPaymentReference } from './prepaid-rows';
import { LABELS, TOTAL_WORDS, VAT_WORDS } from './labels';
import { matchLabel } from './label-match';
import { unionBox, type Line, type Segment } from './layout';
import {
  CURRENCY_CODES_SOURCE,
  CURRENCY_TOKEN_SOURCE,
  isCurrencyCell,
  looksLikeDecimalAmount,
  parseAmount,
  parsePercent,
} from './parsers';
import { markLostReading } from './solver';
import { fixPct } from './table';
import { baseInBrackets, taxAfterBase } from './tax-bases';
import type { ExtractedTaxTotal, Provenance } from './types';

export interface TotalsResult {
  net: number | null;
  payable: number | null;
  rounding: number | null;
  /** An amount already paid (BT-113) that the payable amount leaves out. */
  prepaid?: number | null;
  /** Every prepaid row's amount, in page order (prepaid-rows.ts `prepaidOfRows`). */
  prepaidRows?: number[];
  /** A VAT total printed without its rate ('Moms  2 074,38', or under 'Moms' in a grid), and where. */
  vatWithoutRate?: { amount: number; seg: Segment } | null;
  /** On a scan, the last payable label's amount read without its decimal mark ('2445331 €'), as
   * 24453,31: the totals solver takes it only when net + VAT gives it. */
  payableMarkLost?: { amount: number; seg: Segment } | null;
  taxes: ExtractedTaxTotal[];
  prov: Record<string, Provenance>;
}

const VAT_WORDS_AFTER_RATE = new RegExp(
  `^(\\d{1,2}(?:[.,]\\d{1,2})?\\s?%)\\s+(${VAT_WORDS.join('|')})\\.?\\s*:?\\s*([-\\d.,\\s]*(?:${CURRENCY_TOKEN_SOURCE})?)$`,
  'i',
);

/**
 * 'moms 25%' for '25% moms' (Danish, Norwegian, English rows that put the rate first), the rate
 * and VAT word alone or before the amount; else null ('19% UST(S)' in an allowance row is no VAT row).
 */
function rateFirstVat(text: string): string | null {
  const m = VAT_WORDS_AFTER_RATE.exec(text.trim());
  return m ? `${m[2]} ${m[1]}${m[3] ? ` ${m[3]}` : ''}` : null;
}

/** Whether no segment before `seg` on its line holds a digit (the row's label comes first). */
function firstNumberOfLine(line: Line, seg: Segment): boolean {
  return line.segments.slice(0, line.segments.indexOf(seg)).every((s) => !/\d/.test(s.text));
}

/** A cell holding a rate and nothing else ('25%', '25,5 %'). */
const LONE_RATE = /^\d{1,2}(?:[.,]\d{1,2})?\s?%$/;

/** The cell right after `seg` when it is a rate alone. */
function lonePercentAfter(line: Line, seg: Segment): Segment | null {
  const next = line.segments[line.segments.indexOf(seg) + 1];
  return next && LONE_RATE.test(next.text.trim()) ? next : null;
}

/** The cell right before `seg` when it is a rate alone and the line's first number ('25 % | Moms'). */
function lonePercentBefore(line: Line, seg: Segment): Segment | null {
  const prev = line.segments[line.segments.indexOf(seg) - 1];
  return prev && firstNumberOfLine(line, prev) && LONE_RATE.test(prev.text.trim()) ? prev : null;
}

const TOTAL_BEFORE_RATED_VAT = new RegExp(
  `^(?:summa|sum|totalt|total|yhteensä)\\s+(?=(?:${VAT_WORDS.join('|')})\\b[^%]*\\d\\s?%)`,
  'i',
);

function amountAfter(line: Line, seg: Segment): Segment | null {
  const i = line.segments.indexOf(seg);
  for (const s of line.segments.slice(i + 1)) {
    if (looksLikeDecimalAmount(s.text)) return s;
    // A currency column between label and amount ('Summe netto | EUR | 1.110,00') is passed over.
    if (/\p{L}{3}/u.test(s.text) && !isCurrencyCell(s.text)) return null;
  }
  return null;
}

/** The amount after a label on a scan, in its run or the next, read without its decimal mark. */
function markLostAfter(line: Line, seg: Segment, rest: string): { amount: number; seg: Segment } | null {
  const inRun = markLostReading(rest.trim());
  if (inRun !== null) return { amount: inRun, seg };
  const next = line.segments[line.segments.indexOf(seg) + 1];
  const after = next && next.conf < 1 ? markLostReading(next.text) : null;
  return after !== null && next ? { amount: after, seg: next } : null;
}

/**
 * The amount printed under a label in a grid of totals ('Netto | Moms 25 % | Att betala SEK' over
 * '-5 327,00 | -1 331,75 | -6 658,50'): on the next line, starting under the label's cell, when the
 * label's own line holds no amount and that line is the only row of amounts under it.
 */
export function amountBelow(lines: readonly Line[], line: Line, seg: Segment): Segment | null {
  if (line.segments.some((s) => looksLikeDecimalAmount(s.text))) return null;
  const next = lines[line.index + 1];
  if (!next || next.page !== line.page || next.y - line.y > Math.max(line.h, next.h) * 2.2) return null;
  if (next.segments.some((s) => wordsAfterTotal(s.text))) return null;
  const i = line.segments.indexOf(seg);
  const right = line.segments[i + 1]?.x ?? Infinity;
  // Under the label's cell: starting there, or overlapping the label (amounts set right in their cell).
  const under = (l: Line | undefined): Segment | undefined =>
    l?.segments.find(
      (s) =>
        ((s.x >= seg.x - 12 && s.x < right - 4) || (s.x < seg.x + seg.w && s.x + s.w > seg.x)) &&
        looksLikeDecimalAmount(s.text),
    );
  // More rows of amounts under the labels make a table by rate (vat-grid.ts), not one row of totals.
  const after = lines[line.index + 2];
  if (after && after.page === line.page && under(after)) return null;
  return under(next) ?? null;
}

const TOTAL_QUALIFIERS = new RegExp(
  `(?<![\\p{L}])(${CURRENCY_CODES_SOURCE}|kr|inkl|incl|exkl|excl|moms|vat|mwst|ust|ttc|ht|brutto|netto|${TOTAL_WORDS.join('|')})(?![\\p{L}])\\.?`,
  'giu',
);

/**
 * Words after a totals label that make it another row ('Gesamtbetrag der Zuschläge', 'Total due by
 * …'); a currency, a bracketed note ('(inkl. moms)'), tax words or another totals word
 * ('Maksettava yhteensä EUR', 'Å betale totalt') keep it a total.
 */
export function wordsAfterTotal(rest: string): boolean {
  const t = rest.replace(/\([^)]*\)/g, ' ').replace(TOTAL_QUALIFIERS, ' ');
  return /\p{L}{3}/u.test(t);
}

export function extractTotals(lines: readonly Line[], skip: Set<number>): TotalsResult {
  const r: TotalsResult = { net: null, payable: null, rounding: null, taxes: [], prov: {} };
  const p = (segs: Segment[], label: string): Provenance => ({
    confidence: Math.min(...segs.map((s) => s.conf)) * 0.95,
    page: segs[0]?.page ?? null,
    box: unionBox(segs),
    source: label,
  });
  for (const line of lines) {
    if (skip.has(line.index)) continue;
    for (const seg of line.segments) {
      // A rate before the VAT word ('25% moms', '20% VAT') is read as 'moms 25%'; VAT added to the
      // net may say so first ('zzgl. Umsatzsteuer 19 %', 'zuzüglich MwSt.', 'plus VAT 20%').
      const asPrinted =
        (firstNumberOfLine(line, seg) ? rateFirstVat(seg.text) : null) ??
        seg.text.replace(/^(?:zzgl\.|zuzüglich|plus)\s+/i, '');
      // A total word before the VAT word and its rate ('Summa moms 25%') names that rate's VAT, no total.
      const vatText = asPrinted.replace(TOTAL_BEFORE_RATED_VAT, '');
      const vat = matchLabel(vatText, LABELS.vat, { scanned: seg.conf < 1 });
      const ratedTotal = vat !== null && vatText !== asPrinted;
      // The longest label wins ('Rechnungssumme ohne USt.' is the net, not 'Rechnungssumme').
      const found = (ratedTotal ? [] : (['payable', 'net', 'rounding', 'prepaid'] as const))
        .map((k) => ({
          k,
          m: matchLabel(k === 'prepaid' ? prepaidLabelText(seg.text) : seg.text, LABELS[k], { scanned: seg.conf < 1 }),
        }))
        // A prepaid row may name the payment ('abzgl. Anzahlung vom 05.04.2024').
        .filter(
          (x) => x.m !== null && !wordsAfterTotal(x.k === 'prepaid' ? withoutPaymentReference(x.m.rest) : x.m.rest),
        )
        .sort((a, b) => (b.m?.label.length ?? 0) - (a.m?.label.length ?? 0))[0];
      const payable = found?.k === 'payable' ? found.m : null;
      const net = found?.k === 'net' ? found.m : null;
      const rounding = found?.k === 'rounding' ? found.m : null;
      const prepaid = found?.k === 'prepaid' ? found.m : null;
      // The rate in a cell of its own right after a bare VAT label, or right before it ('25 % | Moms | 250,00').
      const rateSeg = vat && vat.rest === '' ? (lonePercentAfter(line, seg) ?? lonePercentBefore(line, seg)) : null;
      if (payable || net || rounding || prepaid) {
        const label = (payable ?? net ?? rounding ?? prepaid) as { rest: string };
        // The amount may follow the label in its own run ('Net total: 496.00 €').
        const inRun = looksLikeDecimalAmount(label.rest) ? label.rest : prepaid ? amountEndingRun(label.rest) : null;
        const v = inRun !== null ? seg : (amountAfter(line, seg) ?? amountBelow(lines, line, seg));
        if (!v && payable && seg.conf < 1)
          r.payableMarkLost = markLostAfter(line, seg, label.rest) ?? r.payableMarkLost;
        if (!v) continue;
        const amount = parseAmount(v === seg ? (inRun ?? '') : v.text) as number;
        if (payable) {
          r.payable = amount;
          r.prov['legal_monetary_total.payable_amount'] = p([v], payable.label);
        } else if (net && r.net === null) {
          r.net = amount;
          r.prov.net = p([v], net.label);
        } else if (rounding) {
          r.rounding = amount;
          r.prov['legal_monetary_total.payable_rounding_amount'] = p([v], rounding.label);
        } else if (prepaid && amount !== 0) {
          // Printed as a deduction ('-1 059,74') or as a plain amount; stored positive (BT-113).
          r.prepaid = Math.abs(amount);
          r.prepaidRows = [...(r.prepaidRows ?? []), r.prepaid];
          r.prov['legal_monetary_total.prepaid_amount'] = p([v], prepaid.label);
        }
      } else if (vat && rateSeg) {
        // The rate in its own cell between the label and the amount ('Moms | 25% | 250,00'), or first.
        const v = amountAfter(line, rateSeg.x > seg.x ? rateSeg : seg);
        if (!v) continue;
        r.prov[`tax_totals[${r.taxes.length}]`] = p([seg, rateSeg, v], vat.label);
        r.taxes.push({
          tax_percent: parsePercent(fixPct(rateSeg.text)) as number,
          taxable_amount: null,
          tax_amount: parseAmount(v.text),
        });
      } else if (vat && parsePercent(fixPct(vatText)) === null && !wordsAfterTotal(vat.rest)) {
        const v = looksLikeDecimalAmount(vat.rest) ? null : (amountAfter(line, seg) ?? amountBelow(lines, line, seg));
        if (v && !r.vatWithoutRate) r.vatWithoutRate = { amount: parseAmount(v.text) as number, seg: v };
      } else if (vat && parsePercent(fixPct(vatText)) !== null) {
        // The amount in its own run, under the label, or after the rate in the label's run ('Moms 25 %: 948,36 kr').
        const inRun = /%\)?\s*:?\s*(.+)$/.exec(vatText)?.[1] ?? '';
        const v =
          amountAfter(line, seg) ?? amountBelow(lines, line, seg) ?? (looksLikeDecimalAmount(inRun) ? seg : null);
        if (!v) continue;
        const rate = parsePercent(fixPct(vatText)) as number;
        // The base in brackets, or after 'on' ('VAT at 20% on 194.60', 'TVA 20 % sur 500,00'), or
        // in the cell before the tax ('Moms 25 % | 10 000,00 | 2 500,00').
        const base = /\(([^)]+)\)/.exec(vatText) ?? /%\s*(?:on|sur|auf|von)\s+(-?[\d.,' ]*\d)\s*:?$/i.exec(vatText);
        const tax = v === seg ? null : taxAfterBase(line, v, rate);
        const taxable = base ? parseAmount(baseInBrackets(base[1] as string)) : tax ? parseAmount(v.text) : null;
        r.prov[`tax_totals[${r.taxes.length}]`] = p(v === seg ? [seg] : [seg, tax ?? v], vat.label);
        r.taxes.push({
          tax_percent: rate,
          taxable_amount: taxable,
          tax_amount: parseAmount(v === seg ? inRun : (tax ?? v).text),
        });
      }
    }
  }
  return r;
}
