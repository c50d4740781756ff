// The supplier's block under its heading: the rows aligned with the largest name at the top of
// page 1, down to its postcode row (party-fields.ts `findSupplier` picks the heading).
import { townOverPostcode, zipCity } from './address-line';
import { ALL_LABELS } from './fields';
import { matchLabel } from './label-match';
import type { Line, Segment } from './layout';
import { isCaption } from './parties';

/**
 * The rows under the supplier's heading down to its postcode: aligned with it, a line with nothing
 * in the heading's column skipped (a title block beside it), captions ('SELLER TRADE NAME') passed
 * over, a label row or the customer's block ending it.
 */
export function headingBlock(
  lines: readonly Line[],
  best: Segment,
  bestLine: Line,
  customer: { lines: Set<number>; x: number | null },
): Segment[] {
  const out: Segment[] = [];
  let last = bestLine;
  for (let k = bestLine.index + 1; k < Math.min(lines.length, bestLine.index + 7); k += 1) {
    const l = lines[k] as Line;
    if (l.page !== bestLine.page || l.y - last.y > Math.max(last.h, l.h) * 2.6) break;
    const s = l.segments.find((x) => Math.abs(x.x - best.x) < 12);
    if (!s) continue;
    // The customer's block in the same column (a window under the letterhead) ends the supplier's.
    if (customer.lines.has(l.index) && (customer.x === null || Math.abs(s.x - customer.x) < 24)) break;
    last = l;
    if (isCaption(s.text)) continue;
    if (matchLabel(s.text, ALL_LABELS)) break;
    out.push(s);
    const town = out[out.length - 2];
    if (zipCity(s.text) && !houseNumberOverCity(lines[k + 1], s)) break;
    if (town && townOverPostcode(town.text, s.text)) break;
  }
  return out;
}

/** An American street ('1200 Market Street') reads as a postcode row unless the row under it is the city's. */
function houseNumberOverCity(next: Line | undefined, street: Segment): boolean {
  const s = next?.segments.find((x) => Math.abs(x.x - street.x) < 12);
  return s !== undefined && next !== undefined && next.y - street.y < street.h * 2.6 && zipCity(s.text) !== null;
}
