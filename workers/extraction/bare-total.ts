// The payable amount after a bare total word when no payable label names it ('Total EUR | 34,73',
// 'Total for this invoice | $4.11'): the last such row of the document outside the line table, so
// a summary at the top and the totals at the end agree on the later one.
import { BARE_TOTAL_OF, BARE_TOTAL_WORDS, VAT_INCLUDED_WORDS, VAT_WORDS } from './labels';
import type { Line, Segment } from './layout';
import { CURRENCY_TOKEN_SOURCE, looksLikeDecimalAmount, parseAmount } from './parsers';

const words = (list: readonly string[]) => list.map((w) => w.replace(/ /g, '\\s+')).join('|');
/** VAT included, said after the total word ('Total inkl. moms', 'Total DKK incl. VAT', 'Total TTC'). */
const WITH_VAT = `(?:(?:${VAT_INCLUDED_WORDS.join('|')})\\.?\\s*(?:${VAT_WORDS.join('|')})\\.?|ttc)`;
const CURRENCY = `\\(?(?:${CURRENCY_TOKEN_SOURCE})\\)?`;
const BARE_TOTAL = new RegExp(
  `^(?:${words(BARE_TOTAL_WORDS)})(?:\\s+(?:${words(BARE_TOTAL_OF)}))?(?:\\s+${CURRENCY})?(?:\\s+${WITH_VAT})?(?:\\s+${CURRENCY})?\\s*:?$`,
  'i',
);

const BARE_TOTAL_IN_RUN = new RegExp(`^(?:${words(BARE_TOTAL_WORDS)})\\s*:\\s*(.+)$`, 'i');

export function findBareTotal(lines: readonly Line[], skip: Set<number>): { amount: number; seg: Segment } | null {
  let found: { amount: number; seg: Segment } | null = null;
  for (const line of lines) {
    if (skip.has(line.index)) continue;
    // The amount in the next run, or after the word in the same run ('Totalt: 4 940,87 kr').
    for (const [i, s] of line.segments.entries()) {
      const own = BARE_TOTAL_IN_RUN.exec(s.text.trim());
      const next = BARE_TOTAL.test(s.text.trim()) ? line.segments[i + 1] : undefined;
      const text = own ? (own[1] as string) : next?.text;
      if (text === undefined || !looksLikeDecimalAmount(text)) continue;
      const amount = parseAmount(text);
      if (amount !== null) found = { amount, seg: own ? s : (next as Segment) };
      break;
    }
  }
  return found;
}
