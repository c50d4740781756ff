// Where a line-table row's name ends, for the geometric reader (columns.ts): a word broken at a
// narrow column's edge, a name-only line over numbers set within its height, a line in a smaller
// type describing the item, and the name's own column under 'Item | Description'.
import type { Column } from './column-header';
import { namesItem } from './item-names';
import type { Line } from './layout';
import type { Cell } from './row-numbers';

/**
 * A word broken inside a narrow column: the part above is one word reaching the names' right edge
 * (within a character), and the next part goes on in lower case ('Facklitteratu' / 'r 2').
 */
export function brokenWord(
  above: { text: string; x1: number } | null,
  right: number,
  h: number,
  next: string,
): boolean {
  return above !== null && !/\s/.test(above.text) && above.x1 >= right - 0.9 * h && /^\p{Ll}/u.test(next);
}

/**
 * The line under `line` holds numbers only, set within its height (step 79's centred cells): `line`
 * is that row's name, not a wrap of the row above ('Design time  2  $234.90' / 'Poster A2 gloss' /
 * '2  $137.78' between it and its description line).
 */
export function namesRowBelow(lines: readonly Line[], line: Line, to: number): boolean {
  const next = lines[line.index + 1];
  return (
    next !== undefined && centredUnder({ line }, next) && /\d/.test(next.text) && next.segments.every((s) => s.x >= to)
  );
}

/** The largest type among the cells' words. */
export function typeSize(cells: readonly Cell[]): number {
  return Math.max(0, ...cells.flatMap((c) => c.words.map((w) => w.h)));
}

/**
 * How much smaller than the name a wrapped line's type must be to describe the item instead. OCR
 * gives a word the height of its line's box, which follows the glyphs ('natt 12' sits 15 % lower
 * than 'Hotellrum' in the same type), so a scanned line needs a clearer difference.
 */
export function smallerType(cells: readonly Cell[]): number {
  return cells.some((c) => c.words.some((w) => w.conf < 1)) ? 0.8 : 0.85;
}

/** `line` (numbers only) is set within the height of the name-only line right above it. */
export function centredUnder(above: { line: Line } | null, line: Line): boolean {
  if (!above || above.line.index !== line.index - 1 || above.line.page !== line.page) return false;
  return line.y - above.line.y < 0.8 * Math.max(line.h, above.line.h);
}

/**
 * Under 'Item | Description' ('Product | Description', 'Activity | Description'): a name in the
 * first column is the item's name and the second column its description (BT-154, not read), so
 * the name is the first column's cell alone.
 */
export function nameColumnOnly(names: Cell[], cols: readonly Column[]): Cell[] {
  const second = cols.filter((c) => c.kind === 'desc')[1];
  if (!second) return names;
  const first = names.filter((c) => c.x0 < second.x0 - 12);
  return first.length === 1 && namesItem((first[0] as Cell).text) ? first : names;
}
