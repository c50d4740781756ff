// Number formatting for UBL (BR-DEC: amounts exactly 2 decimals, prices up to 4, quantities as
// given) and counting decimals on the way in. Exact arithmetic comes from domain/money.

import { parseDecimal, toFixedString } from '../money';

/** An amount with exactly two decimals. */
export function amount(value: number): string {
  return toFixedString(value, 2);
}

/** A price: at least 2, at most 4 decimals, trailing zeros beyond 2 dropped. */
export function price(value: number): string {
  const s = toFixedString(value, 4);
  return s.replace(/(\.\d\d\d?)0+$/, '$1').replace(/(\.\d\d)0$/, '$1');
}

/** A quantity as given (shortest exact text, no exponent). */
export function quantity(value: number): string {
  const d = parseDecimal(value);
  if (!d) return '0';
  return toFixedString(value, Math.max(0, d.scale));
}

/** A percent as in the spec examples: '25' or '12.5'. */
export function percent(value: number): string {
  return quantity(value);
}

/** Number of decimals in a numeric text ('12.500' → 3), -1 when it is not a number. */
export function decimalsOf(textValue: string): number {
  const t = textValue.trim();
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(t)) return -1;
  const dot = t.indexOf('.');
  return dot < 0 ? 0 : t.length - dot - 1;
}

/** Parses a numeric text from XML; NaN when it is not a plain decimal number. */
export function num(textValue: string | undefined): number {
  if (textValue === undefined) return NaN;
  const t = textValue.trim();
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(t)) return NaN;
  return Number(t);
}
