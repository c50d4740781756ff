// Peppol participant identifiers ('scheme:value', e.g. 0007:2021006883) and GLN numbers.
// Scheme 0007 is a Swedish org number, 0088 a GLN, 9955 a Swedish VAT number (EAS code list).

import { isValidOrgNumber, isValidSwedishVatNumber } from './swedish';

/** The pattern the spec gives for a Peppol ID: digits, a colon, then alphanumerics. */
export const PEPPOL_ID_PATTERN = /^\d+:[A-Za-z0-9]+$/;

const DOCTYPE_PREFIX = /^iso6523-actorid-upis::/i;

/**
 * Splits 'scheme:value' (spaces removed; the optional 'iso6523-actorid-upis::' prefix used in
 * SMP/SBDH is dropped). Null when it does not match the spec's pattern.
 */
export function parsePeppolId(value: string): { scheme: string; value: string } | null {
  if (typeof value !== 'string') return null;
  const v = value.replace(/\s+/g, '').replace(DOCTYPE_PREFIX, '');
  if (!PEPPOL_ID_PATTERN.test(v)) return null;
  const colon = v.indexOf(':');
  return { scheme: v.slice(0, colon), value: v.slice(colon + 1) };
}

/** GS1 GLN: 13 digits, mod-10 check digit with weights 3 and 1 from the right. */
export function isValidGln(value: string): boolean {
  if (typeof value !== 'string' || !/^\d{13}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) {
    const d = value.charCodeAt(i) - 48;
    // Positions counted from the right of the 12 data digits: the first from the right weighs 3.
    sum += (12 - i) % 2 === 1 ? d * 3 : d;
  }
  return (10 - (sum % 10)) % 10 === value.charCodeAt(12) - 48;
}

/**
 * A Peppol ID with a 4-digit scheme; scheme 0007 must carry a valid org number, 0088 a valid GLN
 * and 9955 (when it is a Swedish number) a valid Swedish VAT number.
 */
export function isValidPeppolId(value: string): boolean {
  const id = parsePeppolId(value);
  if (!id || !/^\d{4}$/.test(id.scheme)) return false;
  switch (id.scheme) {
    case '0007':
      return /^\d{10}$/.test(id.value) && isValidOrgNumber(id.value);
    case '0088':
      return isValidGln(id.value);
    case '9955':
      return id.value.toUpperCase().startsWith('SE') ? isValidSwedishVatNumber(id.value) : true;
    default:
      return true;
  }
}
