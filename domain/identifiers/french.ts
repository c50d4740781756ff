// French company identifiers: the SIREN (9 digits) and the SIRET (SIREN + 5-digit establishment
// number, 14 digits), both Luhn-checked, printed after their label ('SIRET 777 888 991 00018',
// 'SIREN / SIRET : 123 456 789 00014', 'FR:SIRET : 10000000900017'), or the SIREN in the trade
// register mention ('RCS Lyon 443 061 841').
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
 * The registration at the trade register, which every French company's invoice must print: 'RCS
 * Lyon 443 061 841', 'R.C.S. Paris B 443 061 841', '443 061 841 RCS Lyon'. Its number is the SIREN.
 */
const RCS_BEFORE =
  /\bR\.?\s?C\.?\s?S\.?\s+(?:de\s+)?\p{Lu}[\p{L}'’-]*(?:[\s-]\p{Lu}[\p{L}'’-]*){0,3}\s+(?:[AB]\s+)?(\d{3}\s?\d{3}\s?\d{3})(?![\d])/gu;
const RCS_AFTER = /(?<![\d])(\d{3}\s?\d{3}\s?\d{3})\s+R\.?\s?C\.?\s?S\.?(?![\p{L}])/gu;

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
  if (!siren)
    for (const m of [...text.matchAll(RCS_BEFORE), ...text.matchAll(RCS_AFTER)]) {
      const digits = (m[1] as string).replace(/\s+/g, '');
      if (isValidSiren(digits)) siren ??= digits;
      else if (opts.printed) unchecked ??= digits;
    }
  return siren ?? unchecked;
}
