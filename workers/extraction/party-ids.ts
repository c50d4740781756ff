// A party's identifiers as printed: Swedish org numbers, EU and Nordic VAT numbers (with their
// print spacing taken out), the Nordic ids of domain/identifiers, and the org number a Nordic VAT
// number carries.
import { isValidNorwegianOrgNumber, isValidOrgNumber, nordicIds, normalizeOrgNumber } from '../../domain/identifiers';

export const ORG_RE = /\b(\d{6}-\d{4})\b/g;
/** VAT numbers of the EU and Nordic countries (EN 16931 BT-31/BT-48 forms). */
export const VAT_RE =
  /\b(SE\d{10}01|NO\d{9}MVA|DE\d{9}|DK\d{8}|FI\d{8}|GB\d{9}(?:\d{3})?|FR[0-9A-Z]{2}\d{9}|ATU\d{8}|BE[01]\d{9}|NL\d{9}B\d{2}|IT\d{11}|ES[0-9A-Z]\d{7}[0-9A-Z]|PL\d{10}|LU\d{8}|PT\d{9}|IE\d{7}[A-Z]{1,2}|CZ\d{8,10}|EE\d{9}|LT\d{9,12}|LV\d{11})\b/g;

/** 'FR 34 999 888 779', 'DE 123 456 789' → the VAT number without its print spacing. */
export function compactVat(text: string): string {
  // A digit follows the country prefix: a label's capitals ('Numero TVA FR51…') are no prefix.
  return text.replace(/\b([A-Z]{2}U?)(?=[ .]?\d)((?:[ .]?[0-9A-Z]){8,14})\b/g, (m) => m.replace(/[ .]/g, ''));
}

/** The org and VAT numbers printed in a block's rows: Swedish org numbers, VAT numbers, Nordic ids. */
export function blockIds(texts: readonly string[]): { org_id: string | null; tax_number: string | null } {
  const out: { org_id: string | null; tax_number: string | null } = { org_id: null, tax_number: null };
  for (const text of texts) {
    for (const o of text.matchAll(ORG_RE))
      if (!out.org_id && isValidOrgNumber(o[1] as string)) out.org_id = normalizeOrgNumber(o[1] as string);
    for (const v of compactVat(text).matchAll(VAT_RE)) if (!out.tax_number) out.tax_number = v[1] as string;
    const nordic = out.org_id ? null : nordicIds(text);
    if (nordic) {
      out.org_id = nordic.org_id;
      out.tax_number ??= nordic.tax_number;
    }
    out.org_id ??= norwegianOrgAfterLabel(text);
  }
  return out;
}

/**
 * A Norwegian org number printed without 'MVA' after its label ('Org.nr. 923 609 016',
 * 'Organisasjonsnummer: 923609016'): a company not registered for VAT, or one printing its VAT
 * number elsewhere. Nine digits (a Swedish org number has ten, a CVR number eight) whose mod-11
 * check digit holds; no VAT number follows from it.
 */
const NO_ORG_LABELLED =
  /\b(?:org\.?\s?-?\s?nr\.?|org\.?\s?nummer|organisasjonsnummer|organisasjonsnr\.?|foretaksnr\.?)\s*:?\s*(?:NO\s?)?(\d{3}\s?\d{3}\s?\d{3})\b(?!\s?\d)/i;
export function norwegianOrgAfterLabel(text: string): string | null {
  const m = NO_ORG_LABELLED.exec(text);
  const d = m ? (m[1] as string).replace(/\s+/g, '') : null;
  return d && isValidNorwegianOrgNumber(d) ? d : null;
}

/**
 * The org number a Nordic VAT number carries: Swedish 'SE' + org number + '01', Norwegian 'NO' +
 * org number + 'MVA' (check digits verified).
 */
export function orgOfVat(vat: string | null): string | null {
  const se = /^SE(\d{10})01$/.exec(vat ?? '');
  if (se && isValidOrgNumber(se[1] as string)) return normalizeOrgNumber(se[1] as string);
  const no = /^NO(\d{9})MVA$/.exec(vat ?? '');
  return no ? (no[1] as string) : null;
}
