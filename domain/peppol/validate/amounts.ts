// Fast exact amount arithmetic for the rule checks. Amount texts with at most two decimals are
// summed as integer cents (exact and ~20× cheaper than BigInt decimals); anything else falls back
// to the exact decimal math of domain/money, so results never depend on the fast path.

import { compare, sum } from '../../money';

const TWO_DECIMALS = /^[+-]?\d{1,13}(\.\d{0,2})?$/;

function cents(v: string | number): number | undefined {
  if (typeof v === 'number') {
    const c = Math.round(v * 100);
    return Number.isFinite(v) && Math.abs(v * 100 - c) < 1e-6 ? c : undefined;
  }
  const t = v.trim();
  return TWO_DECIMALS.test(t) ? Math.round(Number(t) * 100) : undefined;
}

/** Exact sum rounded to 2 decimals (half away from zero); non-numbers count 0 as in domain/money. */
export function sumAmounts(values: readonly (string | number)[]): number {
  let total = 0;
  for (const v of values) {
    const c = cents(v);
    if (c === undefined) return sum(values as (string | number)[], 2);
    total += c;
  }
  return total / 100;
}

/** Exactly equal amounts. */
export function sameAmount(a: string | number, b: string | number): boolean {
  const x = cents(a);
  const y = cents(b);
  return x !== undefined && y !== undefined ? x === y : compare(a, b) === 0;
}
