// Exact decimal money math for invoice lines, taxes and totals. Values are carried as scaled
// bigints (units × 10^-scale) so sums never accumulate binary floating-point error; results are
// rounded half away from zero, the way Swedish invoices and Peppol (BR-DEC) expect.

/** An exact decimal: `units × 10^-scale`. */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

export type DecimalInput = number | string | bigint | Decimal | null | undefined;

const TEN = BigInt(10);
const ZERO = BigInt(0);

function pow10(n: number): bigint {
  return TEN ** BigInt(n);
}

function isDecimal(v: unknown): v is Decimal {
  return typeof v === 'object' && v !== null && 'units' in v && 'scale' in v;
}

/**
 * Parses a number or a decimal string ('1 234,50' and '1234.50' both work) exactly. A JS number is
 * read through its shortest round-trip text, so 1.005 is 1.005 (not 1.00499…). Null when the
 * input is empty or not a number.
 */
export function parseDecimal(input: DecimalInput): Decimal | null {
  if (input === null || input === undefined) return null;
  if (isDecimal(input)) return input;
  if (typeof input === 'bigint') return { units: input, scale: 0 };
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    text = String(input);
  } else {
    text = input.replace(/[\s\u00a0]+/g, '').replace(',', '.');
  }
  const m = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!m) return null;
  const [, sign, intPart = '', fracPart = '', expPart] = m;
  if (intPart === '' && fracPart === '') return null;
  let units = BigInt(`${intPart || '0'}${fracPart}`);
  let scale = fracPart.length;
  const exp = expPart ? Number(expPart) : 0;
  if (exp > 0) {
    if (exp >= scale) {
      units *= pow10(exp - scale);
      scale = 0;
    } else {
      scale -= exp;
    }
  } else {
    scale -= exp;
  }
  return { units: sign === '-' ? -units : units, scale };
}

function toDecimal(input: DecimalInput): Decimal {
  return parseDecimal(input) ?? { units: ZERO, scale: 0 };
}

function rescaleUp(d: Decimal, scale: number): bigint {
  return d.units * pow10(scale - d.scale);
}

/** Rounds half away from zero to `decimals` places. */
export function roundDecimal(d: Decimal, decimals: number): Decimal {
  if (d.scale <= decimals) return { units: rescaleUp(d, decimals), scale: decimals };
  const divisor = pow10(d.scale - decimals);
  const negative = d.units < ZERO;
  const abs = negative ? -d.units : d.units;
  let q = abs / divisor;
  const r = abs % divisor;
  if (r * BigInt(2) >= divisor) q += BigInt(1);
  return { units: negative ? -q : q, scale: decimals };
}

export function addDecimal(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescaleUp(a, scale) + rescaleUp(b, scale), scale };
}

export function negateDecimal(a: Decimal): Decimal {
  return { units: -a.units, scale: a.scale };
}

export function multiplyDecimal(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** Text with exactly `decimals` places, e.g. formatDecimal(…, 2) → '-12.50'. */
export function formatDecimal(d: Decimal, decimals: number): string {
  const r = roundDecimal(d, decimals);
  const negative = r.units < ZERO;
  const digits = (negative ? -r.units : r.units).toString().padStart(decimals + 1, '0');
  const intPart = decimals === 0 ? digits : digits.slice(0, -decimals);
  const frac = decimals === 0 ? '' : `.${digits.slice(-decimals)}`;
  return `${negative && r.units !== ZERO ? '-' : ''}${intPart}${frac}`;
}

export function decimalToNumber(d: Decimal): number {
  return Number(formatDecimal(d, d.scale));
}

// ---- number-in, number-out helpers used by forms and totals ----

/** Rounds a value half away from zero to `decimals` places (default 2); empty input gives 0. */
export function round(value: DecimalInput, decimals = 2): number {
  return decimalToNumber(roundDecimal(toDecimal(value), decimals));
}

/** Fixed-decimals text of a value, e.g. toFixedString(0, 2) → '0.00'. */
export function toFixedString(value: DecimalInput, decimals = 2): string {
  return formatDecimal(toDecimal(value), decimals);
}

/** Exact sum of values (empty entries count as 0), rounded to `decimals`. */
export function sum(values: readonly DecimalInput[], decimals = 2): number {
  let acc: Decimal = { units: ZERO, scale: 0 };
  for (const v of values) acc = addDecimal(acc, toDecimal(v));
  return decimalToNumber(roundDecimal(acc, decimals));
}

/** a − b, exact, rounded to `decimals`. */
export function subtract(a: DecimalInput, b: DecimalInput, decimals = 2): number {
  return decimalToNumber(roundDecimal(addDecimal(toDecimal(a), negateDecimal(toDecimal(b))), decimals));
}

/** Product of the factors computed exactly, then rounded once to `decimals`. */
export function multiply(factors: readonly DecimalInput[], decimals = 2): number {
  let acc: Decimal = { units: BigInt(1), scale: 0 };
  for (const f of factors) acc = multiplyDecimal(acc, toDecimal(f));
  return decimalToNumber(roundDecimal(acc, decimals));
}

/** `base × percent / 100`, computed exactly and rounded once. */
export function percentOf(base: DecimalInput, percent: DecimalInput, decimals = 2): number {
  const p = toDecimal(percent);
  return decimalToNumber(
    roundDecimal(multiplyDecimal(toDecimal(base), { units: p.units, scale: p.scale + 2 }), decimals),
  );
}

/** Compares two values exactly: -1, 0 or 1. */
export function compare(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  const x = toDecimal(a);
  const y = toDecimal(b);
  const scale = Math.max(x.scale, y.scale);
  const diff = rescaleUp(x, scale) - rescaleUp(y, scale);
  return diff === ZERO ? 0 : diff < ZERO ? -1 : 1;
}

/** Equal after rounding both to `decimals`. */
export function equalsRounded(a: DecimalInput, b: DecimalInput, decimals = 2): boolean {
  return compare(round(a, decimals), round(b, decimals)) === 0;
}

/** True for null, undefined, '' and strings that are not numbers. */
export function isBlank(value: DecimalInput): boolean {
  return parseDecimal(value) === null;
}
