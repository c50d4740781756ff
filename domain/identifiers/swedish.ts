// Swedish identifiers: organisationsnummer, personnummer/samordningsnummer, OCR references,
// bankgiro and plusgiro numbers and VAT (momsregistreringsnummer). All checks are pure and lenient
// about spaces and the usual hyphen so pasted values from documents validate.

import { luhnCheckDigit, luhnValid } from './luhn';

function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

/**
 * Normalises an organisation number to its 10 digits, or null when it is not valid.
 * Accepts 'NNNNNN-NNNN', 10 digits, and the 12-digit form with the century prefix 16 (legal
 * entities), 19 or 20 (sole traders use their personal number). The Luhn digit is checked over the
 * 10 digits, like Peppol's PEPPOL-COMMON-R049 (u:checkSEOrgnr).
 */
export function normalizeOrgNumber(value: string): string | null {
  if (typeof value !== 'string') return null;
  const v = stripSpaces(value);
  let ten: string;
  let m = /^(\d{6})-?(\d{4})$/.exec(v);
  if (m) {
    ten = `${m[1]}${m[2]}`;
  } else {
    m = /^(16|19|20)(\d{6})-?(\d{4})$/.exec(v);
    if (!m) return null;
    ten = `${m[2]}${m[3]}`;
  }
  return luhnValid(ten) ? ten : null;
}

export function isValidOrgNumber(value: string): boolean {
  return normalizeOrgNumber(value) !== null;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Personnummer or samordningsnummer (day + 60). Accepts YYMMDD-NNNN, YYMMDD+NNNN (100+ years old),
 * YYMMDDNNNN, YYYYMMDD-NNNN and YYYYMMDDNNNN. The date must exist and the Luhn digit must match.
 * With a two-digit year, 29 February is accepted when YY is divisible by 4 (true for 19YY and 20YY
 * alike), except '000229+…' (1900 was no leap year).
 */
export function isValidPersonalNumber(value: string): boolean {
  if (typeof value !== 'string') return false;
  const v = stripSpaces(value);
  const m = /^(\d{2})?(\d{2})(\d{2})(\d{2})([-+]?)(\d{4})$/.exec(v);
  if (!m) return false;
  const [, century, yy, mm, dd, sep, tail] = m as unknown as [
    string,
    string | undefined,
    string,
    string,
    string,
    string,
    string,
  ];
  if (century !== undefined && century !== '18' && century !== '19' && century !== '20') return false;
  const month = Number(mm);
  let day = Number(dd);
  if (day > 60) day -= 60; // samordningsnummer
  if (month < 1 || month > 12 || day < 1) return false;
  const year = century !== undefined ? Number(`${century}${yy}`) : 2000 + Number(yy);
  // '+' marks someone 100 or older: YY 00 is then 1900 (or 1800), neither a leap year.
  const leapSafeYear =
    century !== undefined ? year : Number(yy) % 4 === 0 && !(sep === '+' && yy === '00') ? 2000 : 2001;
  if (day > daysInMonth(leapSafeYear, month)) return false;
  return luhnValid(`${yy}${mm}${dd}${tail}`);
}

/**
 * OCR payment reference (Bankgirot): 2–25 digits, the last one a Luhn check digit. With
 * `requireLengthDigit` the second-to-last digit must equal the total length modulo 10 (the
 * bank agreement decides which control applies, so it is an option, not an assumption).
 */
export function isValidOcrReference(value: string, opts?: { requireLengthDigit?: boolean }): boolean {
  if (typeof value !== 'string') return false;
  const v = stripSpaces(value);
  if (!/^\d{2,25}$/.test(v)) return false;
  if (!luhnValid(v)) return false;
  if (opts?.requireLengthDigit) {
    const lengthDigit = v.charCodeAt(v.length - 2) - 48;
    if (lengthDigit !== v.length % 10) return false;
  }
  return true;
}

/** The OCR check digit for a reference base (same as the Luhn check digit). */
export function ocrCheckDigit(base: string): number {
  return luhnCheckDigit(stripSpaces(base));
}

/** Digits of a bankgiro or plusgiro number, without spaces and hyphens; null if other characters. */
export function normalizeGiro(value: string): string | null {
  if (typeof value !== 'string') return null;
  const v = value.replace(/[\s-]+/g, '');
  return /^\d+$/.test(v) ? v : null;
}

/** Bankgiro: 7 or 8 digits with a Luhn check digit, written 'NNN-NNNN' or 'NNNN-NNNN'. */
export function isValidBankgiro(value: string): boolean {
  if (typeof value !== 'string') return false;
  const v = stripSpaces(value);
  if (!/^(\d{7,8}|\d{3,4}-\d{4})$/.test(v)) return false;
  return luhnValid(v.replace('-', ''));
}

/** Plusgiro: 2–8 digits with a Luhn check digit, commonly written 'NNNNNN-N' or '4 43 21-6'. */
export function isValidPlusgiro(value: string): boolean {
  if (typeof value !== 'string') return false;
  const v = stripSpaces(value);
  if (!/^(\d{2,8}|\d{1,7}-\d)$/.test(v)) return false;
  return luhnValid(v.replace('-', ''));
}

/** Swedish VAT number: 'SE' + 10-digit org/personal number + '01', Luhn over the 10 digits. */
export function isValidSwedishVatNumber(value: string): boolean {
  if (typeof value !== 'string') return false;
  const v = stripSpaces(value).toUpperCase();
  const m = /^SE(\d{10})01$/.exec(v);
  return m !== null && luhnValid(m[1] as string);
}

/** 'SE' + org number + '01', or null when the org number is not valid. */
export function vatNumberFromOrgNumber(org: string): string | null {
  const ten = normalizeOrgNumber(org);
  return ten === null ? null : `SE${ten}01`;
}
