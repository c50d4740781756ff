// VAT rates of lines and charges a page prints without them, on an invoice with several rates: the
// VAT breakdown says how much is taxed at each rate ('Totalt mva 25 %  467,13', 'MwSt 7 % auf
// 120,00'), and EN 16931 puts every line and charge in one of its categories. When exactly one way
// of sharing the unrated amounts among the rates gives every rate its printed base (or the base
// its printed VAT implies, within the VAT's rounding), that sharing is the rates; when none or
// several do (two equal amounts at two rates), the rates stay empty for a human.
import type { ExtractedCharge, ExtractedLine, ExtractedTaxTotal } from './types';

/** Search steps before giving up (a page of 40 lines and 3 rates stays far below it when it fits). */
const MAX_STEPS = 200_000;

interface Target {
  rate: number;
  /** Cents to reach and the allowed distance from them. */
  cents: number;
  tolerance: number;
}

/** What each rate must sum to, in cents; null when a rate's VAT and base are both missing. */
function targets(taxes: readonly ExtractedTaxTotal[]): Target[] | null {
  const out: Target[] = [];
  for (const t of taxes) {
    if (t.taxable_amount !== null) {
      out.push({ rate: t.tax_percent, cents: Math.round(Math.abs(t.taxable_amount) * 100), tolerance: 1 });
      continue;
    }
    if (t.tax_amount === null || t.tax_percent <= 0) return null;
    // The VAT is rounded to the cent: the base lies within half a cent of VAT ÷ rate, scaled up.
    const base = (Math.abs(t.tax_amount) * 100) / t.tax_percent;
    out.push({ rate: t.tax_percent, cents: Math.round(base * 100), tolerance: Math.ceil(50 / t.tax_percent) + 1 });
  }
  return out;
}

/**
 * The one rate per amount (cents, signed as they add to the base) that makes every target hold,
 * `fixed` being what rated items already add per target; null when no sharing or more than one
 * fits, or the search is too long.
 */
export function uniqueSharing(
  amounts: readonly number[],
  goal: readonly Target[],
  fixed: readonly number[],
): number[] | null {
  const order = amounts
    .map((a, i) => i)
    .sort((a, b) => Math.abs(amounts[b] as number) - Math.abs(amounts[a] as number));
  // What the items after position p can still add to one target, at most and at least.
  const up = new Array<number>(order.length + 1).fill(0);
  const down = new Array<number>(order.length + 1).fill(0);
  for (let p = order.length - 1; p >= 0; p--) {
    const a = amounts[order[p] as number] as number;
    up[p] = (up[p + 1] as number) + Math.max(0, a);
    down[p] = (down[p + 1] as number) + Math.min(0, a);
  }
  const sums = [...fixed];
  const chosen = new Array<number>(amounts.length).fill(-1);
  let found: number[] | null = null;
  let solutions = 0;
  let steps = 0;
  const reachable = (p: number): boolean =>
    goal.every((g, k) => {
      const s = sums[k] as number;
      return s + (down[p] as number) <= g.cents + g.tolerance && s + (up[p] as number) >= g.cents - g.tolerance;
    });
  const search = (p: number): void => {
    if (solutions > 1 || ++steps > MAX_STEPS) return;
    if (p === order.length) {
      solutions += 1;
      found = [...chosen];
      return;
    }
    const item = order[p] as number;
    for (let k = 0; k < goal.length; k++) {
      sums[k] = (sums[k] as number) + (amounts[item] as number);
      chosen[item] = k;
      if (reachable(p + 1)) search(p + 1);
      sums[k] = (sums[k] as number) - (amounts[item] as number);
    }
  };
  if (reachable(0)) search(0);
  return solutions === 1 && steps <= MAX_STEPS ? found : null;
}

/**
 * Lines and charges with the rates the breakdown implies (see the file's head); unchanged when the
 * invoice has fewer than two rates, nothing lacks a rate, or no single sharing fits.
 */
export function withBalancedRates(
  lines: readonly ExtractedLine[],
  charges: readonly ExtractedCharge[],
  taxes: readonly ExtractedTaxTotal[],
): { lines: ExtractedLine[]; charges: ExtractedCharge[] } {
  const unchanged = { lines: [...lines], charges: [...charges] };
  if (taxes.length < 2 || new Set(taxes.map((t) => t.tax_percent)).size !== taxes.length) return unchanged;
  if (lines.some((l) => l.line_extension_amount === null)) return unchanged;
  const openLines = lines.filter((l) => l.item.tax_percent === null);
  const openCharges = charges.filter((c) => c.tax_category === null);
  if (openLines.length + openCharges.length === 0) return unchanged;
  const goal = targets(taxes);
  if (!goal) return unchanged;
  // Amounts as they add to the base: lines as signed, charges with the lines' sign, allowances against it.
  const sign = lines.reduce((s, l) => s + (l.line_extension_amount as number), 0) < 0 ? -1 : 1;
  const lineCents = (l: ExtractedLine): number => Math.round(sign * (l.line_extension_amount as number) * 100);
  const chargeCents = (c: ExtractedCharge): number => Math.round(c.amount * 100) * (c.charge ? 1 : -1);
  const fixed = goal.map(() => 0);
  for (const l of lines) {
    if (l.item.tax_percent === null) continue;
    const k = goal.findIndex((g) => g.rate === l.item.tax_percent);
    if (k < 0) return unchanged;
    fixed[k] = (fixed[k] as number) + lineCents(l);
  }
  for (const c of charges) {
    if (c.tax_category === null) continue;
    const k = goal.findIndex((g) => g.rate === c.tax_category);
    if (k < 0) return unchanged;
    fixed[k] = (fixed[k] as number) + chargeCents(c);
  }
  const sharing = uniqueSharing([...openLines.map(lineCents), ...openCharges.map(chargeCents)], goal, fixed);
  if (!sharing) return unchanged;
  const rateOf = (i: number): number => (goal[sharing[i] as number] as Target).rate;
  return {
    lines: lines.map((l) =>
      l.item.tax_percent === null ? { ...l, item: { ...l.item, tax_percent: rateOf(openLines.indexOf(l)) } } : l,
    ),
    charges: charges.map((c) =>
      c.tax_category === null ? { ...c, tax_category: rateOf(openLines.length + openCharges.indexOf(c)) } : c,
    ),
  };
}
