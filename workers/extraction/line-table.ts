// The line table of a document: two readers compete, the classic one (table.ts: fixed header
// words, cells by right edge) and the geometric one (columns.ts: columns from the header's
// geometry, rows by arithmetic); the reading with more evidence wins.
import { extractTableByColumns } from './columns';
import type { Line } from './layout';
import { round2 } from './parsers';
import { extractTable } from './table';
import type { ExtractedForm } from './types';

export function readLineTable(lines: readonly Line[]): ReturnType<typeof extractTable> {
  const classic = extractTable(lines);
  // Layouts the classic reader does not know: columns from the header's geometry, rows by arithmetic.
  // The geometric reader also wins where its rows agree with quantity × price more often (a gross
  // 'Total' column the classic reader took for the line amount).
  const byColumns = extractTableByColumns(lines);
  const [g, c] = [tableEvidence(byColumns.lines), tableEvidence(classic.lines)];
  // On equal evidence over the same rows, the reading that went on with the names (wrapped lines):
  // each classic name begins the geometric one.
  const moreName =
    g === c &&
    byColumns.lines.length === classic.lines.length &&
    classic.lines.every((l, i) => byColumns.lines[i]?.item.name.startsWith(l.item.name)) &&
    nameLength(byColumns.lines) > nameLength(classic.lines);
  const geometric =
    classic.lines.length === 0 || (byColumns.lines.length > 0 && (g > c || moreName)) ? byColumns : null;
  return geometric
    ? {
        ...geometric,
        tableLines: new Set([...(classic.lines.length === 0 ? classic.tableLines : []), ...geometric.tableLines]),
      }
    : classic;
}

/**
 * How much a table reading is worth: rows whose quantity × price is their amount count most, then
 * each quantity, price and VAT rate found (a reading that took the position number into the name
 * and missed the rate column loses to one that read every column).
 */
function tableEvidence(rows: readonly ExtractedForm['invoice_lines'][number][]): number {
  return (
    consistentRows(rows) * 3 +
    rows.reduce(
      (s, l) =>
        s +
        (l.item.tax_percent !== null ? 1 : 0) +
        (l.invoiced_quantity !== null ? 1 : 0) +
        (l.price.amount !== null ? 1 : 0),
      0,
    )
  );
}

const nameLength = (rows: readonly ExtractedForm['invoice_lines'][number][]): number =>
  rows.reduce((s, l) => s + l.item.name.length, 0);

/** Rows whose quantity × price is their amount. */
function consistentRows(rows: readonly ExtractedForm['invoice_lines'][number][]): number {
  return rows.filter(
    (l) =>
      l.price.amount !== null &&
      l.invoiced_quantity !== null &&
      l.line_extension_amount !== null &&
      Math.abs(round2(l.price.amount * l.invoiced_quantity) - l.line_extension_amount) <= 0.011,
  ).length;
}
