// Pairs the rows the engine read with the truth's rows before they are compared. Comparing list
// rows by their index alone counts one missed or one extra row (a heading taken for a line, a
// line lost at a page break) as wrong on every row after it: ten lines with the first one missed
// scored as ten wrong rows, which says nothing of how the other nine were read. Rows are paired in
// page order instead (an alignment that keeps both orders and pairs the rows that agree on the
// most fields); a read row paired with no truth row still counts as invented, a truth row paired
// with none as missed, and rows between two pairs that agree on nothing are paired by position,
// as before.

const LISTS = ['invoice_lines', 'tax_totals', 'allowance_charges'] as const;
const ROW = /^(invoice_lines|tax_totals|allowance_charges)\[(\d+)\](.*)$/;

type Rows = Array<Map<string, unknown>>;

function rowsOf(leaves: ReadonlyMap<string, unknown>, list: string): Rows {
  const rows: Rows = [];
  for (const [k, v] of leaves) {
    const m = ROW.exec(k);
    if (!m || m[1] !== list) continue;
    const i = Number(m[2]);
    while (rows.length <= i) rows.push(new Map());
    (rows[i] as Map<string, unknown>).set(m[3] as string, v);
  }
  return rows;
}

/** How many of the truth row's known fields the read row gives alike. */
function agreement(t: ReadonlyMap<string, unknown>, g: ReadonlyMap<string, unknown>, equal: Same): number {
  let n = 0;
  for (const [k, v] of t) if (v !== null && g.has(k) && equal(v, g.get(k))) n += 1;
  return n;
}

type Same = (expected: unknown, got: unknown) => boolean;

/**
 * For each truth row, the read row paired with it (or -1), by an order-keeping alignment that
 * maximises the fields the pairs agree on; among equal alignments, pairing wins over leaving both
 * rows unpaired (so rows that agree on nothing pair by position, as an index comparison would).
 */
export function pairRows(truth: Rows, got: Rows, equal: Same): number[] {
  const n = truth.length;
  const m = got.length;
  // best[i][j]: the best alignment of truth rows from i and read rows from j; a pair adds its
  // agreement plus a small bonus that breaks ties towards pairing.
  const best: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  const gain = (i: number, j: number): number =>
    agreement(truth[i] as Map<string, unknown>, got[j] as Map<string, unknown>, equal) + 1e-3;
  for (let i = n - 1; i >= 0; i -= 1)
    for (let j = m - 1; j >= 0; j -= 1)
      (best[i] as number[])[j] = Math.max(
        gain(i, j) + (best[i + 1] as number[])[j + 1]!,
        (best[i + 1] as number[])[j]!,
        (best[i] as number[])[j + 1]!,
      );
  const paired = new Array<number>(n).fill(-1);
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    const here = (best[i] as number[])[j]!;
    if (Math.abs(here - (gain(i, j) + (best[i + 1] as number[])[j + 1]!)) < 1e-9) {
      paired[i] = j;
      i += 1;
      j += 1;
    } else if (Math.abs(here - (best[i + 1] as number[])[j]!) < 1e-9) i += 1;
    else j += 1;
  }
  return paired;
}

/**
 * The read leaves with each list's rows renumbered to the truth row they pair with; rows paired
 * with none follow after the truth's last row, so they are still counted as invented.
 */
export function alignedLeaves(
  truth: ReadonlyMap<string, unknown>,
  got: ReadonlyMap<string, unknown>,
  equal: Same,
): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of got) if (!ROW.test(k)) out.set(k, v);
  for (const list of LISTS) {
    const t = rowsOf(truth, list);
    const g = rowsOf(got, list);
    const paired = pairRows(t, g, equal);
    const index = new Map<number, number>();
    paired.forEach((j, i) => {
      if (j >= 0) index.set(j, i);
    });
    let extra = t.length;
    g.forEach((row, j) => {
      const at = index.get(j) ?? extra++;
      for (const [rest, v] of row) out.set(`${list}[${at}]${rest}`, v);
    });
  }
  return out;
}
