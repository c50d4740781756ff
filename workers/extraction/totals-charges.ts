// Document-level allowances and charges printed as rows of the totals block under the line table
// ('Discount  -100.00', 'Remise globale  -12,00', 'Frais de port  10,00', 'Shipping  5.00'): a
// label that is only an allowance or charge word, maybe with its percentage ('Discount (10%)'),
// and one amount. Read when neither the line table, an allowances table nor discount rows held
// any. The VAT rate is the document's only one, else the rate whose base differs from its lines'
// sum by exactly the amount (or by all of them together); none is guessed otherwise.
import {
  consistentCandidates,
  linesSum,
  splitOverRates,
  type ChargeCandidate,
  type PrintedTotals,
} from './charge-consistency';
import { chargeLabel } from './charge-words';
import { ALLOWANCE_WORDS, CHARGE_REASONS, norm } from './labels';
import { unionBox, type Line, type Segment } from './layout';
import { isCurrencyCell, looksLikeDecimalAmount, parseAmount, parsePercent, round2 } from './parsers';
import { amountBelow } from './totals-rows';
import type { ExtractedCharge, ExtractedLine, ExtractedTaxTotal, Provenance } from './types';

/** An allowance word alone, or qualified as the whole document's ('Remise globale', 'Gesamtrabatt'). */
const ALLOWANCE_LABELS = [...ALLOWANCE_WORDS, 'remise globale', 'remise commerciale', 'gesamtrabatt'];
const MORE_CHARGES = [
  'shipping & handling',
  'shipping and handling',
  'handling',
  'frais de livraison',
  'carriage',
  'postage',
  'postage & packing',
  'postage and packing',
  'delivery',
  'frais d’envoi',
  "frais d'envoi",
  'frais de transport',
];
/**
 * What may follow the word: its percentage ('(10%)', '10 %', '(10% off)', '@ 5%', 'de 27,33 %',
 * 'von 3 %', 'of 5%'), a colon.
 */
const LABEL = /^(.*?)\s*(?:(?:\s(?:de|von|of)\s+)?\(?@?\s*-?\s*\d{1,2}(?:[.,]\d{1,2})?\s*%(?:\s*off)?\)?)?\s*:?$/u;

function kindOf(label: string): 'allowance' | 'charge' | null {
  const m = LABEL.exec(label.trim());
  const words = norm(m?.[1] ?? '');
  if (ALLOWANCE_LABELS.includes(words) || isCredit(label)) return 'allowance';
  if (CHARGE_REASONS.includes(words) || MORE_CHARGES.includes(words)) return 'charge';
  return null;
}

/**
 * 'Credit ($50.00)' in an English totals block (Stripe, QuickBooks): an allowance where the VAT is
 * charged on the lines' sum less it; printed after the total it is an amount already paid instead.
 */
function isCredit(label: string): boolean {
  return norm(label.trim().replace(/:$/, '')) === 'credit';
}

function baseLessBy(
  taxes: readonly ExtractedTaxTotal[],
  invoiceLines: readonly ExtractedLine[],
  amount: number,
): boolean {
  const sum = round2(invoiceLines.reduce((s, l) => s + (l.line_extension_amount ?? 0), 0));
  const base = taxes.every((t) => t.taxable_amount !== null)
    ? round2(taxes.reduce((s, t) => s + Math.abs(t.taxable_amount ?? 0), 0))
    : null;
  return taxes.length > 0 && base !== null && Math.abs(round2(sum - amount) - base) < 0.005;
}

/** Words that open a charge named by its reason ('Zuschlag: Standard Shipping Fee'). */
const CHARGE_WORDS = ['zuschlag', 'aufschlag', 'charge', 'surcharge', 'majoration', 'supplément', 'frais'];

/**
 * An allowance or charge word, maybe its VAT in brackets, a colon and the reason ('Nachlass: Loyalty
 * Program Discount', 'Allowance (Tax: 19.00%): Discount', 'Zuschlag: Standard Shipping Fee'): the
 * reason is what the row names, the bracket's percentage its VAT rate.
 */
const NAMED = /^(\p{L}+)\s*(?:\(([^)]*)\))?\s*:\s*(\p{L}.*)$/u;

function namedRow(label: string): { kind: 'allowance' | 'charge'; reason: string; rate: number | null } | null {
  const m = NAMED.exec(label.trim());
  if (!m) return null;
  const word = norm(m[1] as string);
  const kind = ALLOWANCE_LABELS.includes(word) ? 'allowance' : CHARGE_WORDS.includes(word) ? 'charge' : null;
  if (!kind) return null;
  return { kind, reason: (m[3] as string).trim(), rate: parsePercent(m[2] ?? '') };
}

function rateOf(
  signed: number,
  taxes: readonly ExtractedTaxTotal[],
  invoiceLines: readonly ExtractedLine[],
): number | null {
  if (taxes.length === 1) return (taxes[0] as ExtractedTaxTotal).tax_percent;
  const fits = taxes.filter((t) => {
    if (t.taxable_amount === null) return false;
    const sum = invoiceLines
      .filter((l) => l.item.tax_percent === t.tax_percent)
      .reduce((s, l) => s + (l.line_extension_amount ?? 0), 0);
    return Math.abs(round2(Math.abs(t.taxable_amount) - sum - signed)) < 0.005;
  });
  return fits.length === 1 ? (fits[0] as ExtractedTaxTotal).tax_percent : null;
}

/**
 * A rate in its cell between a row's label and its amount ('Mindermengenzuschlag | 19 % | 7,50'),
 * maybe with the amount it is of ('Rabatt | 5 % von 620,00 € | -31,00 €').
 */
const LONE_RATE =
  /^(\d{1,2}(?:[.,]\d{1,3})?\s?%)(?:\s+(?:von|of|on|de|sur|auf)\s+[-\d.,' ]*\d\s*(?:€|EUR|GBP|USD|£|\$)?)?$/u;
/** An amount followed by how it was shipped (WooCommerce: '£4.95 via Royal Mail'). */
const AMOUNT_VIA = /^(\S+(?:\s?(?:€|EUR|GBP|USD|£|\$))?)\s+via\s+\p{L}/u;

/** The row's label, a rate in a cell of its own after it, and its amount: the row's last cells. */
interface Cells {
  label: Segment;
  cellRate: number | null;
  amount: number;
  amountSeg: Segment;
}

function rowCells(line: Line): Cells | null {
  // A currency column between label and amount ('abzgl. Rabatt | EUR | -120,00') is passed over.
  const segs = line.segments.filter((s, i) => i === 0 || !isCurrencyCell(s.text));
  const amountSeg = segs[segs.length - 1];
  if (!amountSeg) return null;
  const text = AMOUNT_VIA.exec(amountSeg.text.trim())?.[1] ?? amountSeg.text;
  if (!looksLikeDecimalAmount(text)) return null;
  const amount = parseAmount(text);
  const rateSeg = segs[segs.length - 2];
  const rateCell = rateSeg && segs.length > 2 ? LONE_RATE.exec(rateSeg.text.trim()) : null;
  const cellRate = rateCell ? parsePercent(rateCell[1] as string) : null;
  const label = segs[segs.length - (cellRate === null ? 2 : 3)];
  return label && amount !== null ? { label, cellRate, amount, amountSeg } : null;
}

/**
 * A grid of totals ('Total HT | Remise 5 % | Port | Net HT | TVA 20 % | Net à payer' over a row of
 * amounts): each label of a line without amounts over the amount under it (table.ts `amountBelow`).
 */
function gridCells(lines: readonly Line[], line: Line): Cells[] {
  if (line.segments.length < 2 || line.segments.some((s) => looksLikeDecimalAmount(s.text))) return [];
  return line.segments.flatMap((label) => {
    const below = amountBelow(lines, line, label);
    const amount = below ? parseAmount(below.text) : null;
    return below && amount !== null ? [{ label, cellRate: null, amount, amountSeg: below }] : [];
  });
}

/**
 * A rate in its own cell is the row's VAT rate when the breakdown has it, unless it is the
 * discount's own percent of the lines ('Sonderrabatt | 2,00 % | 49,00-' under 2 450,00).
 */
function vatOfCell(
  rate: number | null,
  amount: number,
  taxes: readonly ExtractedTaxTotal[],
  sum: number | null,
): number | null {
  if (rate === null) return null;
  if (sum !== null && Math.abs(round2((sum * rate) / 100) - Math.abs(amount)) < 0.011) return null;
  return taxes.some((t) => t.tax_percent === rate) ? rate : null;
}

/** A row's kind, reason and printed VAT rate: a named row, a known label, or the words of charge-words.ts. */
function rowKind(
  label: string,
  underTable: boolean,
): { kind: 'allowance' | 'charge'; reason: string; rate: number | null; exact: boolean } | null {
  const named = namedRow(label);
  if (named) return { ...named, exact: true };
  if (!underTable) return null;
  const kind = kindOf(label);
  if (kind) return { kind, reason: (LABEL.exec(label.trim())?.[1] ?? label).trim(), rate: null, exact: true };
  const words = chargeLabel(label);
  return words ? { kind: words.kind, reason: words.reason, rate: words.vatRate, exact: false } : null;
}

/** The candidate a row's cells make, or null when the label names no allowance or charge. */
function candidateOf(
  cells: Cells,
  line: Line,
  underTable: boolean,
  doc: { taxes: readonly ExtractedTaxTotal[]; invoiceLines: readonly ExtractedLine[]; sum: number | null },
): ChargeCandidate | null {
  if (cells.amount === 0) return null;
  // A row named by its reason says what it is wherever it stands (a layout may print its totals
  // above a table that goes on over the next page); a bare word only under the table.
  const row = rowKind(cells.label.text, underTable);
  if (!row) return null;
  const abs = Math.abs(cells.amount);
  if (row.exact && isCredit(cells.label.text) && !baseLessBy(doc.taxes, doc.invoiceLines, abs)) return null;
  return {
    charge: {
      charge: row.kind === 'charge',
      reason: row.reason,
      amount: abs,
      tax_category: row.rate ?? vatOfCell(cells.cellRate, cells.amount, doc.taxes, doc.sum),
    },
    exact: row.exact,
    prov: { confidence: 0.7, page: line.page, box: unionBox([cells.label, cells.amountSeg]), source: 'totals row' },
  };
}

export function findTotalsCharges(
  lines: readonly Line[],
  tableLines: Set<number>,
  taxes: readonly ExtractedTaxTotal[],
  invoiceLines: readonly ExtractedLine[],
  printed: PrintedTotals = { net: null, payable: null, prepaid: null, rounding: null },
): { charges: ExtractedCharge[]; prov: Record<string, Provenance> } {
  if (tableLines.size === 0) return { charges: [], prov: {} };
  const tableEnd = Math.max(...tableLines);
  const sum = linesSum(invoiceLines);
  const candidates: ChargeCandidate[] = [];
  for (const line of lines) {
    if (tableLines.has(line.index)) continue;
    // The row's last cells: the label, maybe a rate, and the amount (a VAT grid may sit left of them);
    // or, in a grid of totals, each label over its amount.
    const one = rowCells(line);
    for (const cells of one ? [one] : line.index > tableEnd ? gridCells(lines, line) : []) {
      const found = candidateOf(cells, line, line.index > tableEnd, { taxes, invoiceLines, sum });
      if (found) candidates.push(found);
    }
  }
  const kept = consistentCandidates(candidates, taxes, invoiceLines, printed).map((c) => ({
    ...c,
    charge: {
      ...c.charge,
      tax_category: c.charge.tax_category ?? rateOf(signedOf(c.charge), taxes, invoiceLines),
    },
  }));
  // A discount and a freight charge under the same rate fit its base only together.
  const together = rateOf(
    kept.reduce((s, c) => s + signedOf(c.charge), 0),
    taxes,
    invoiceLines,
  );
  const rated = kept.map((c) => ({ ...c, charge: { ...c.charge, tax_category: c.charge.tax_category ?? together } }));
  const rows = splitOverRates(rated, taxes, invoiceLines);
  const prov: Record<string, Provenance> = {};
  rows.forEach((r, i) => (prov[`allowance_charges[${i}]`] = r.prov));
  return { charges: rows.map((r) => r.charge), prov };
}

const signedOf = (c: ExtractedCharge): number => (c.charge ? c.amount : -c.amount);
