// The VAT breakdown printed as a grid: a header naming the rate, the base and the tax columns
// ('Basisbetrag | Steuersatz [%] | Steuerbetrag', 'Taux de TVA | Base HT | Montant de TVA',
// 'VAT | Net amount | VAT amount'), rows below with a number in each. The header makes a bare
// '0' or '19' a rate, so zero-rated rows (base × 0 = 0,00) are read too, which the arithmetic
// alone cannot tell from any other '0'. A row is taken only when base × rate = tax.
import { headerColumns } from './column-header';
import { norm } from './labels';
import { unionBox, type Line } from './layout';
import { parseAmount, parsePercent } from './parsers';
import { taxHolds } from './tax-bases';
import type { ExtractedTaxTotal, Provenance } from './types';

type Col = 'rate' | 'base' | 'tax';

function columnKind(text: string): Col | null {
  const t = norm(text).replace(/[:\s]+$/, '');
  if (
    /(steuerbetrag|tax amount|vat amount|montant (de )?(la )?tva|mwst\.?-?betrag|ust\.?-?betrag|momsbelopp|mva-beløp|moms-beløb|^vero$|veron määrä|alv-määrä)/.test(
      t,
    )
  )
    return 'tax';
  if (/(steuersatz|%|taux|^satz|rate$|^rate|^vat$|^mwst\.?$|^ust\.?$|^tva$|^moms$|momssats|^sats)/.test(t))
    return 'rate';
  if (
    /(basisbetrag|bemessungsgrundlage|^net\b|^netto|taxable|^base\b|montant h\.?t|grundlag|grunnlag|underlag|^veroton)/.test(
      t,
    )
  )
    return 'base';
  return null;
}

interface HeaderCol {
  kind: Col;
  x0: number;
  x1: number;
}

/** A net price column ('Prix HT'). */
const PRICE_NET = /^prix h\.?t\.?$/;
/** A VAT word alone ('TVA', 'MwSt'). */
const BARE_VAT = /^(tva|vat|mwst|ust|moms|mva)$/;

/** A bare amount word: the tax column of a grid whose rate and base columns are named. */
const AMOUNT_WORD = /^(montant|betrag|steuer|amount)$/;

function headerOf(line: Line): HeaderCol[] | null {
  // The grid may share its header line with the totals block on its right ('Code | Base | Taux |
  // Montant' beside 'Remise 5 %  -206,62'): its cells are the runs before the first number.
  const firstNumber = line.segments.findIndex((s) => /\d/.test(s.text.replace(/\d+\s*%/g, '')));
  const segs = firstNumber < 0 ? line.segments : line.segments.slice(0, firstNumber);
  const cols: HeaderCol[] = [];
  let table: boolean | null = null;
  const tableHeader = (): boolean => (table ??= headerColumns(line) !== null);
  for (const s of segs) {
    let kind = columnKind(s.text);
    // 'Taux TVA | Prix HT | TVA': a net price names the base, and the bare VAT word after the
    // rate's column is the tax's, on a line that is not a line table's header ('Désignation |
    // Qté | Prix HT | TVA | Montant TVA' names an item's price and rate).
    if (!kind && PRICE_NET.test(norm(s.text)) && !tableHeader()) kind = 'base';
    if (kind === 'rate' && cols.some((c) => c.kind === 'rate') && BARE_VAT.test(norm(s.text)) && !tableHeader())
      kind = 'tax';
    if (kind && !cols.some((c) => c.kind === kind)) cols.push({ kind, x0: s.x, x1: s.x + s.w });
  }
  if (cols.length === 2 && !cols.some((c) => c.kind === 'tax') && headerColumns(line) === null) {
    const right = Math.max(...cols.map((c) => c.x1));
    const tax = segs.find((s) => s.x > right && AMOUNT_WORD.test(norm(s.text).replace(/[:\s]+$/, '')));
    if (tax) cols.push({ kind: 'tax', x0: tax.x, x1: tax.x + tax.w });
  }
  return cols.length === 3 ? cols : null;
}

/** Whether the line is a VAT breakdown's header (rate, base and tax columns): a line table ends there. */
export function isVatGridHeader(line: Line): boolean {
  return headerOf(line) !== null;
}

/**
 * The column a number sits under: one it overlaps, else the one whose right edge is nearest to
 * its own within 40 pt (numbers are right-aligned); null when none is that close.
 */
export function columnUnder<T extends { x0: number; x1: number }>(
  cols: readonly T[],
  x0: number,
  x1: number,
): T | null {
  let best: T | null = null;
  let bestD = 40;
  for (const c of cols) {
    const d = x0 <= c.x1 && x1 >= c.x0 ? 0 : Math.abs(x1 - c.x1);
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best;
}

export function vatGridRows(lines: readonly Line[]): { taxes: ExtractedTaxTotal[]; prov: Record<string, Provenance> } {
  const taxes: ExtractedTaxTotal[] = [];
  const prov: Record<string, Provenance> = {};
  for (const head of lines) {
    const cols = headerOf(head);
    if (!cols) continue;
    for (let k = head.index + 1; k < Math.min(lines.length, head.index + 10); k += 1) {
      const line = lines[k] as Line;
      if (line.page !== head.page || headerOf(line)) break;
      const row: Partial<Record<Col, number>> = {};
      for (const s of line.segments) {
        const text = s.text.trim();
        const v = /%$/.test(text) ? parsePercent(text) : parseAmount(text);
        const kind = v === null ? null : (columnUnder(cols, s.x, s.x + s.w)?.kind ?? null);
        if (kind && v !== null && row[kind] === undefined) row[kind] = v;
      }
      const { rate, base, tax } = row;
      if (rate === undefined || base === undefined || tax === undefined || rate < 0 || rate > 30) continue;
      if (!taxHolds(rate, base, tax)) continue;
      if (taxes.some((t) => t.tax_percent === rate)) continue;
      prov[`tax_totals[${taxes.length}]`] = {
        confidence: 0.85,
        page: line.page,
        box: unionBox(line.segments),
        source: 'VAT grid',
      };
      taxes.push({ tax_percent: rate, taxable_amount: Math.abs(base), tax_amount: Math.abs(tax) });
    }
    if (taxes.length > 0) break;
  }
  return { taxes, prov };
}
