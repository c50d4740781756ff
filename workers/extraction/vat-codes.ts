// VAT codes in a line table: ERP tools (DATEV, Sage, EBP, SAP Business One) print a code per line
// in the VAT column ('1', '2', 'A', 'B') and explain it once under the table ('MwSt: 1 = 19 %, 2 = 7 %',
// 'Code TVA 1 : 5,5 %', 'A = 20 % VAT') or in a breakdown row opening with the code ('1 | 19 % |
// 399,00 | 75,81'). A line's rate is its code's rate there; a code no legend explains is no rate
// (the rates are then shared out by the breakdown's sums, rate-assignment.ts), never the code's
// own digit taken for a percentage.
import type { Line } from './layout';
import { parsePercent } from './parsers';

/** A code and its rate: 'A = 19 %', '1 : 5,5 %', '(2) = 7%'; the code a capital letter or a digit standing alone. */
export const VAT_CODE_PAIR = /(?<![\p{L}\d,.])\(?([A-Z]|\d)\)?\s*[=:]\s*(\d{1,2}(?:[.,]\d{1,2})?)\s*%/gu;

/** A row explaining a code ('MwSt: 1 = 19 %'): the legend under a table, no part of an item's name. */
export function explainsVatCodes(text: string): boolean {
  return new RegExp(VAT_CODE_PAIR.source, 'u').test(text);
}

/** A cell shaped like a code: a capital letter, or a digit from 1 to 4 (no VAT rate of 1-4 % is printed bare). */
const CODE_SHAPE = /^(?:[A-Z]|[1-4])$/;

/** Every code the page explains, with its rate; a code explained with two rates is left out. */
export function vatCodeLegend(lines: readonly Line[]): Map<string, number> {
  const found = new Map<string, number | null>();
  const add = (code: string, rate: number | null): void => {
    if (rate === null) return;
    const had = found.get(code);
    found.set(code, had === undefined || had === rate ? rate : null);
  };
  for (const line of lines) {
    for (const m of line.text.matchAll(VAT_CODE_PAIR)) add(m[1] as string, parsePercent(`${m[2] as string} %`));
    // A breakdown row opening with its code: '1 | 19,00 % | 399,00 | 75,81'.
    const [first, second] = line.segments;
    if (
      first &&
      second &&
      CODE_SHAPE.test(first.text.trim()) &&
      /^\d{1,2}(?:[.,]\d{1,2})?\s?%$/.test(second.text.trim())
    )
      add(first.text.trim(), parsePercent(second.text));
  }
  const out = new Map<string, number>();
  for (const [code, rate] of found) if (rate !== null) out.set(code, rate);
  return out;
}

/**
 * The rate of a VAT cell that is a code: its legend's rate, null when no legend explains it;
 * undefined when the cell is no code (a rate such as '19' or '20 %' is read as printed).
 */
export function rateOfCode(text: string, legend: ReadonlyMap<string, number>): number | null | undefined {
  const t = text.trim();
  if (legend.has(t)) return legend.get(t);
  return CODE_SHAPE.test(t) ? null : undefined;
}
