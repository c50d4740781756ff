// Luhn (mod 10, "10-modulen") check digits: the checksum behind Swedish org and personal numbers,
// OCR references, bankgiro and plusgiro numbers.

const DIGITS = /^\d+$/;

/** Luhn sum of `digits` where the right-most digit is weighted 1 (i.e. it is the check digit). */
function luhnSum(digits: string, rightMostDoubled: boolean): number {
  let sum = 0;
  let double = rightMostDoubled;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum;
}

/** True when `digits` (digits only, check digit last) passes the Luhn check. */
export function luhnValid(digits: string): boolean {
  if (!DIGITS.test(digits)) return false;
  return luhnSum(digits, false) % 10 === 0;
}

/** The Luhn check digit to append to `digitsWithoutCheck`. Throws on non-digit input. */
export function luhnCheckDigit(digitsWithoutCheck: string): number {
  if (!DIGITS.test(digitsWithoutCheck)) {
    throw new Error('luhnCheckDigit: expected digits only');
  }
  // The digit next to the (future) check digit is doubled.
  return (10 - (luhnSum(digitsWithoutCheck, true) % 10)) % 10;
}
