// Number formatting for UBL (BR-DEC: amounts exactly 2 decimals, prices up to 4, quantities as
// given) and counting decimals on the way in. Exact arithmetic comes from domain/money.

import { parseDecimal, toFixedString } from '../money';

/**
 * Fixed-decimals text without BigInt when the value already has at most `decimals` places (the
 * normal case: form values are rounded); otherwise the exact rounding of domain/money.
 */
function fixed(value: number, decimals: 2 | 4): string {
  const scale = decimals === 2 ? 100 : 10000;
  const scaled = value * scale;
  const units = Math.round(scaled);
  if (!Number.isFinite(value) || Math.abs(value) >= 1e11 || Math.abs(scaled - units) > 1e-6)
    return toFixedString(value, decimals);
  const neg = units < 0;
  const digits = String(neg ? -units : units).padStart(decimals + 1, '0');
  return `${neg ? '-' : ''}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** An amount with exactly two decimals. */
export function amount(value: number): string {
  return fixed(value, 2);
}

/**
 * A price: at least 2 decimals; up to 4 as the form keeps them, and more only when the value has
 * more (a parsed foreign document: rounding it would break PEPPOL-EN16931-R120).
 */
export function price(value: number): string {
  const d = parseDecimal(value);
  if (d && d.scale > 4) return toFixedString(value, Math.min(d.scale, 12));
  const s = fixed(value, 4);
  return s.endsWith('00') ? s.slice(0, -2) : s.endsWith('0') ? s.slice(0, -1) : s;
}

/** A quantity as given (shortest exact text, no exponent). */
export function quantity(value: number): string {
  const plain = String(value);
  if (/^-?\d+(\.\d+)?$/.test(plain)) return plain;
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
