// French company identifiers: the SIREN (9 digits) and the SIRET (SIREN + 5-digit establishment
// number, 14 digits), both Luhn-checked, printed after their label ('SIRET 777 888 991 00018',
// 'SIREN / SIRET : 123 456 789 00014', 'FR:SIRET : 10000000900017').
import { luhnValid } from './luhn';

export function isValidSiren(value: string): boolean {
  const d = value.replace(/\s+/g, '');
  return /^\d{9}$/.test(d) && luhnValid(d);
}

export function isValidSiret(value: string): boolean {
  const d = value.replace(/\s+/g, '');
  return /^\d{14}$/.test(d) && luhnValid(d);
}

const LABELLED = /\b(SIRET|SIREN)(?:\s*\/\s*SIRE[NT])?\s*(?:n°|no)?\s*:?\s*(\d[\d ]{7,18}\d)/giu;

/**
 * The SIRET in a text, else its SIREN; a SIRET is the more precise of the two. `printed`: the text
 * comes from a text layer, not OCR, so a number of the right length after its label is read even
 * when its check fails (sample documents print made-up ones; the page is what the buyer sees),
 * after any that passes.
 */
export function frenchCompanyId(text: string, opts: { printed?: boolean } = {}): string | null {
  let siren: string | null = null;
  let unchecked: string | null = null;
  for (const m of text.matchAll(LABELLED)) {
    const digits = (m[2] as string).replace(/\s+/g, '');
    if (digits.length >= 14 && isValidSiret(digits.slice(0, 14))) return digits.slice(0, 14);
    // A 14-digit number failing its check is not read as its first nine digits.
    if (!siren && digits.length === 9 && isValidSiren(digits)) siren = digits;
    if (opts.printed && (digits.length === 14 || digits.length === 9)) unchecked ??= digits;
  }
  return siren ?? unchecked;
}
