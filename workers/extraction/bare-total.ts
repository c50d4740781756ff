// The payable amount after a bare total word when no payable label names it ('Total EUR | 34,73',
// 'Total for this invoice | $4.11'): the last such row of the document outside the line table, so
// a summary at the top and the totals at the end agree on the later one.
import { BARE_TOTAL_OF, BARE_TOTAL_WORDS } from './labels';
import type { Line, Segment } from './layout';
import { CURRENCY_TOKEN_SOURCE, looksLikeDecimalAmount, parseAmount } from './parsers';

const words = (list: readonly string[]) => list.map((w) => w.replace(/ /g, '\\s+')).join('|');
const BARE_TOTAL = new RegExp(
  `^(?:${words(BARE_TOTAL_WORDS)})(?:\\s+(?:${words(BARE_TOTAL_OF)}))?(?:\\s+\\(?(?:${CURRENCY_TOKEN_SOURCE})\\)?)?\\s*:?$`,
  'i',
);

export function findBareTotal(lines: readonly Line[], skip: Set<number>): { amount: number; seg: Segment } | null {
  let found: { amount: number; seg: Segment } | null = null;
  for (const line of lines) {
    if (skip.has(line.index)) continue;
    const i = line.segments.findIndex((s) => BARE_TOTAL.test(s.text.trim()));
    const next = i >= 0 ? line.segments[i + 1] : undefined;
    if (!next || !looksLikeDecimalAmount(next.text)) continue;
    const amount = parseAmount(next.text);
    if (amount !== null) found = { amount, seg: next };
  }
  return found;
}
