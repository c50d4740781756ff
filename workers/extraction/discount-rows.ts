// Document-level discounts printed as labelled rows under the line table, each with its VAT rate
// and amount ('Rechnungsrabatt 1: 2,00% Basisbetrag: 280,00, MwSt.-% 19,0, Rabattbetrag: -5,60'),
// a discount split over two rates continuing on the indented row below ('Basisbetrag: 130,70,
// MwSt.-% 7,0, Rabattbetrag: -0,50'). Read when neither the line table nor an allowances table
// held any.
import { unionBox, type Line } from './layout';
import { parseAmount } from './parsers';
import type { ExtractedCharge, Provenance } from './types';

/** A discount's label: a discount word, alone or ending a compound, an optional number, a colon. */
const DISCOUNT_LABEL = /^(\p{L}*(?:rabatt|nachlass|abschlag)(?:\s+\d+)?)\s*:$/iu;
/** The rate the row names ('MwSt.-% 19,0', 'USt 7 %'). */
const RATE = /(?:mwst|ust|vat|tva|moms)\.?-?\s*%?\s*(\d{1,2}(?:[.,]\d+)?)\s*%?/i;

function rowOf(line: Line): { amount: number; rate: number | null } | null {
  const last = line.segments[line.segments.length - 1];
  const amount = last && line.segments.length > 1 ? parseAmount(last.text) : null;
  if (amount === null) return null;
  const text = line.segments
    .slice(0, -1)
    .map((s) => s.text)
    .join(' ');
  const m = RATE.exec(text);
  return { amount, rate: m ? Number((m[1] as string).replace(',', '.')) : null };
}

export function findDiscountRows(
  lines: readonly Line[],
  tableLines: Set<number>,
): { charges: ExtractedCharge[]; prov: Record<string, Provenance> } {
  const charges: ExtractedCharge[] = [];
  const prov: Record<string, Provenance> = {};
  // The discount whose label opened the row above, for a continuation row.
  const open = { reason: '', x: 0, index: -2 };
  for (const line of lines) {
    if (tableLines.has(line.index)) continue;
    const first = line.segments[0];
    if (!first) continue;
    const label = DISCOUNT_LABEL.exec(first.text.trim());
    const continues = !label && open.index === line.index - 1 && first.x > open.x + 8;
    const row = label || continues ? rowOf(line) : null;
    if (!row || row.rate === null) {
      open.index = -2;
      continue;
    }
    if (label) {
      open.reason = label[1] as string;
      open.x = first.x;
    }
    open.index = line.index;
    prov[`allowance_charges[${charges.length}]`] = {
      confidence: 0.75,
      page: line.page,
      box: unionBox(line.segments),
      source: 'discount row',
    };
    charges.push({ charge: false, reason: open.reason, amount: Math.abs(row.amount), tax_category: row.rate });
  }
  return { charges, prov };
}
