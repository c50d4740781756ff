// Rows of an amount already paid (EN 16931 BT-113) as German and English totals blocks print them:
// a deduction word before the prepaid word ('abzgl. Abschlagszahlung', 'Less deposit', './.
// Teilzahlung'), an ordinal ('1. Abschlagsrechnung'), and a reference after it ('vom 05.04.2024',
// 'Nr. 2024-100', '01/03/2024'). The prepaid words themselves are in labels-totals.ts.
import { looksLikeDecimalAmount, round2 } from './parsers';

/** 'abzgl.', 'abzüglich', './.', 'less', 'minus', maybe a colon, then maybe an ordinal ('1.'). */
const DEDUCTION = /^(?:abzgl\.?|abzüglich|\.\/\.|less|minus)\s*:?\s+(?:\d{1,2}\.\s+)?/i;
/** 'geleistete', 'erhaltene', 'bereits gezahlte' before the noun ('Abzüglich geleistete Akontozahlung'). */
const QUALIFIER = /^(?:geleistete|erhaltene|bereits\s+(?:gezahlte|geleistete|erhaltene))n?\s+/i;
/**
 * Words of a reference to the payment or the invoice it was made on, and of its being received
 * ('Anzahlung erhalten am 05.03.2024', 'Acompte versé le 15/01/2024', 'Deposit received on …').
 */
const REFERENCE_WORD =
  /^(?:vom|von|am|nr\.?|no\.?|#|from|of|on|dated|rechnung|invoice|re\.?|erhalten|geleistet|gezahlt|bezahlt|eingegangen|received|paid|le|du|reçu|reçue|versé|versée|réglé|réglée|facture|facturé|facturée)$/iu;
/** How it was paid ('Paid by card', 'Payé par virement', 'bezahlt per Überweisung'). */
const MEANS_WORD =
  /^(?:by|per|par|mit|via|card|credit|cash|cheque|check|transfer|bank|carte|virement|chèque|espèces|überweisung|karte|lastschrift|paypal)$/iu;

/**
 * The row's text as a prepaid label reads it: the deduction word and an ordinal left out, so that
 * 'abzgl. 1. Abschlagsrechnung' reads as 'Abschlagsrechnung'; text without one is returned as it is.
 */
export function prepaidLabelText(text: string): string {
  const t = text.trim();
  const rest = t.replace(DEDUCTION, '');
  return rest === t ? t : rest.replace(QUALIFIER, '');
}

/**
 * What is left after a prepaid label once a reference is taken out ('vom 05.04.2024', 'Nr.
 * 2024-100 vom 01.03.2024' give ''): words with a digit, and the reference words joining them.
 * Anything else is left for the caller to judge (other words make it another row).
 */
export function withoutPaymentReference(rest: string): string {
  return (
    rest
      .split(/\s+/)
      // A reference may be bracketed ('Acompte (facture FA-2024-001)').
      .map((w) => w.replace(/^[([]+|[)\],]+$/g, ''))
      .filter((w) => w !== '' && !/\d/.test(w) && !REFERENCE_WORD.test(w) && !MEANS_WORD.test(w))
      .join(' ')
  );
}

/** The amount closing a prepaid row's run after its reference ('vom 05.04.2024 -300,00'), or null. */
export function amountEndingRun(rest: string): string | null {
  const last = /(\S+(?:\s?(?:€|EUR|GBP|USD|£|\$))?)$/.exec(rest.trim())?.[1] ?? '';
  return last !== '' && looksLikeDecimalAmount(last) ? last : null;
}

/**
 * What was paid when the page deducts several payments ('abzgl. 1. Abschlagsrechnung …', 'abzgl.
 * 2. Abschlagsrechnung …'): their sum where net + VAT less it is the amount to pay; else the last
 * row's amount (a 'Total paid' under the payments it adds up).
 */
export function prepaidOfRows(
  rows: readonly number[],
  last: number | null,
  gross: number | null,
  payable: number | null,
): number | null {
  if (rows.length < 2 || gross === null || payable === null) return last;
  const all = round2(rows.reduce((s, v) => s + v, 0));
  return Math.abs(round2(gross - all) - Math.abs(payable)) < 0.011 ? all : last;
}
