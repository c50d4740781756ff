// The VAT breakdown printed across: one row of rates ('Momssats | 25 % | 12 % | 6 %', 'VAT rate
// 20% 5%') and, in the rows right under it, a row of bases and a row of taxes in the same columns
// ('Underlag | 800,00 | 200,00 | 100,00' over 'Moms | 200,00 | 24,00 | 6,00'). Each column is one
// rate of the breakdown. Taken only when base × rate = tax holds in every column, which no other
// pair of amount rows under a row of rates passes by chance.
import { norm } from './labels';
import { unionBox, type Line } from './layout';
import { parseAmount, parsePercent } from './parsers';
import type { ExtractedTaxTotal, Provenance } from './types';
import { taxHolds } from './tax-bases';
import { columnUnder } from './vat-grid';

/** A row's first cell naming the rate: the rates after it may be printed without '%'. */
const RATE_LABEL = /(sats|satz|rate|taux|aliquota|prosentti|%)\W*$/;

interface Cell {
  value: number;
  x0: number;
  x1: number;
}

/** The rates of a row of rates (two or more, each 0-30), or null. */
function ratesOf(line: Line): Cell[] | null {
  const [first, ...rest] = line.segments;
  if (!first || rest.length < 2) return null;
  const labelled = RATE_LABEL.test(norm(first.text));
  const cells: Cell[] = [];
  for (const s of rest) {
    const t = s.text.trim();
    const v = /%$/.test(t) ? parsePercent(t) : labelled && /^\d{1,2}([.,]\d{1,2})?$/.test(t) ? parseAmount(t) : null;
    if (v === null || v < 0 || v > 30) return null;
    cells.push({ value: v, x0: s.x, x1: s.x + s.w });
  }
  return cells;
}

/** The amount under each rate (`columnUnder`), or null where a rate has none. */
function amountsUnder(line: Line, rates: readonly Cell[]): number[] | null {
  const out: Array<number | null> = rates.map(() => null);
  for (const s of line.segments) {
    const v = parseAmount(s.text.trim());
    const cell = v === null ? null : columnUnder(rates, s.x, s.x + s.w);
    const at = cell ? rates.indexOf(cell) : -1;
    if (at >= 0 && out[at] === null) out[at] = v;
  }
  return out.every((v) => v !== null) ? (out as number[]) : null;
}

export function vatAcrossRows(lines: readonly Line[]): {
  taxes: ExtractedTaxTotal[];
  prov: Record<string, Provenance>;
} {
  for (const head of lines) {
    const rates = ratesOf(head);
    if (!rates || new Set(rates.map((r) => r.value)).size !== rates.length) continue;
    const below: Array<{ line: Line; amounts: number[] }> = [];
    for (let k = head.index + 1; k < Math.min(lines.length, head.index + 5); k += 1) {
      const line = lines[k] as Line;
      if (line.page !== head.page) break;
      const amounts = amountsUnder(line, rates);
      if (amounts) below.push({ line, amounts });
    }
    for (let i = 0; i < below.length; i += 1) {
      for (let j = i + 1; j < below.length; j += 1) {
        const [a, b] = [below[i], below[j]] as [(typeof below)[number], (typeof below)[number]];
        // Bases over taxes, or taxes over bases: the larger row of a nonzero rate is the base.
        const baseFirst = rates.every((r, c) => taxHolds(r.value, a.amounts[c] as number, b.amounts[c] as number));
        const taxFirst =
          !baseFirst && rates.every((r, c) => taxHolds(r.value, b.amounts[c] as number, a.amounts[c] as number));
        if (!baseFirst && !taxFirst) continue;
        const [bases, taxes] = baseFirst ? [a, b] : [b, a];
        if (bases.amounts.every((v) => v === 0)) continue;
        const box = unionBox([...head.segments, ...a.line.segments, ...b.line.segments]);
        const prov: Record<string, Provenance> = {};
        const out = rates.map((r, c) => {
          prov[`tax_totals[${c}]`] = { confidence: 0.85, page: head.page, box, source: 'VAT breakdown across' };
          return {
            tax_percent: r.value,
            taxable_amount: Math.abs(bases.amounts[c] as number),
            tax_amount: Math.abs(taxes.amounts[c] as number),
          };
        });
        return { taxes: out, prov };
      }
    }
  }
  return { taxes: [], prov: {} };
}
