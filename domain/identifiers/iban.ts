// IBAN (ISO 13616, mod 97), BIC (ISO 9362) and the creditor reference (ISO 11649, mod 97) checks
// for company payment means and payment references.

/** IBAN lengths of the countries customers use most; others are checked for 15–34 characters. */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  SE: 24,
  NO: 15,
  DK: 18,
  FI: 18,
  IS: 26,
  DE: 22,
  GB: 22,
  FR: 27,
  NL: 18,
  BE: 16,
  ES: 24,
  IT: 27,
  CH: 21,
  AT: 20,
  PL: 28,
  IE: 22,
  EE: 20,
  LV: 21,
  LT: 20,
  PT: 25,
  LU: 20,
};

/** The IBAN length of a country, where it is listed. */
export function ibanLength(country: string): number | undefined {
  return IBAN_LENGTHS[country.toUpperCase()];
}

/** Removes spaces and upper-cases (IBANs are printed in groups of four). */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Remainder of a long decimal-digit string modulo 97, computed piecewise to stay in safe integers. */
function mod97(digits: string): number {
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) {
    rest = Number(`${rest}${digits.slice(i, i + 7)}`) % 97;
  }
  return rest;
}

export function isValidIban(value: string): boolean {
  if (typeof value !== 'string') return false;
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return mod97(digits) === 1;
}

/** BIC: 4-letter bank code, 2-letter country, 2-character location, optional 3-character branch. */
export function isValidBic(value: string): boolean {
  if (typeof value !== 'string') return false;
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.replace(/\s+/g, '').toUpperCase());
}

/**
 * The structured creditor reference (ISO 11649, 'RF18 5390 0754 7034'), as Finnish and other
 * European invoices print the payment reference: 'RF', two check digits, up to 21 letters and
 * digits; valid when the reference moved behind 'RF' and its check digits leaves 1 mod 97.
 */
export function isValidCreditorReference(value: string): boolean {
  if (typeof value !== 'string') return false;
  const ref = value.replace(/\s+/g, '').toUpperCase();
  if (!/^RF\d{2}[A-Z0-9]{1,21}$/.test(ref)) return false;
  const digits = (ref.slice(4) + ref.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return mod97(digits) === 1;
}
