// Payment terms, due dates and payment references printed as sentences rather than under a label
// ('Zahlbar innerhalb 30 Tagen netto bis 04.04.2013', 'Bitte überweisen Sie bis zum 24.07.2014',
// 'Facture à régler le : 30 novembre 2017', 'Payment due within 30 days …', 'Please pay … within 30
// days …', 'Please wire the amount … using the following reference:
// 000000000').
import type { Found } from './fields';
import type { Line, Segment } from './layout';
import { LABELS } from './labels';
import { matchLabel } from './label-match';
import { findDate } from './parsers';
import { structuredCommunication } from '../../domain/identifiers';
import { parseFikLine } from './fields';

const TERMS_SENTENCE =
  /^(zahlbar|bei zahlung|bis zum \d+|skontovereinbarung|payable within|payable by|payment within|payment is due|payment due (?:with)?in \d+|please pay\b[^.]{0,40}\bwithin \d+|betalas inom|betalning inom|paiement à|paiement sous|à régler|a régler|payable à|betales innen|betales senest|maksetaan)\b|^(\d{1,3} (dagar|dager|dage|days|tage|jours|päivää|pv)( netto| net)?|(netto|net) \d{1,3} (dagar|dager|dage|days|tage|jours|päivää|pv))$/i;

/** Footer words the field labels lack: registration, management and bank account captions. */
const FOOTER_WORDS =
  /^(?:steuernummer|steuer-nr\.?|st\.-nr\.?|amtsgericht|registergericht|geschäftsführer(?:in)?|bankverbindung|company (?:no\.?|number|reg(?:istration)?)|registered (?:in|office)|sort code|account (?:no\.?|number))(?![\p{L}])/iu;
const FOOTER_LABELS = (['iban', 'bic', 'bankgiro', 'plusgiro', 'org_id', 'tax_number'] as const).flatMap(
  (k) => LABELS[k],
);
/** An IBAN anywhere in the line ('Sparkasse KölnBonn IBAN DE89 3704 0044 …'). */
const IBAN_IN_LINE = /(?<![A-Z0-9])[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,}/;

/**
 * A footer line of registration or bank details ('Steuernummer 215/5012/3456 · IBAN …', 'Company
 * No. 01234567', 'VAT Reg. No. GB …', 'Sort Code 12-34-56'): it never continues the terms above it.
 */
function namesRegistrationOrBank(text: string): boolean {
  const t = text.trim();
  return FOOTER_WORDS.test(t) || matchLabel(t, FOOTER_LABELS, { fuzzy: false }) !== null || IBAN_IN_LINE.test(t);
}

/** A sentence's text without a stray mark before it ('.Bei Zahlung innerhalb 14 Tagen …'). */
const withoutLead = (text: string): string => text.trim().replace(/^[.,;:·•*–-]+\s*/, '');

/**
 * Payment terms printed as a sentence without a label ('Zahlbar innerhalb 30 Tagen netto …'):
 * the sentence and the lines that continue it (same left edge, the line before not ending a sentence).
 */
export function findTermsSentence(lines: readonly Line[]): Found<string> | null {
  for (const line of lines) {
    const seg = line.segments[0];
    if (!seg || !TERMS_SENTENCE.test(withoutLead(seg.text))) continue;
    const segs = [seg];
    for (let k = line.index + 1; k < Math.min(lines.length, line.index + 4); k += 1) {
      const l = lines[k] as Line;
      const prev = segs[segs.length - 1] as Segment;
      const next = l.segments[0];
      if (
        !next ||
        l.page !== line.page ||
        Math.abs(next.x - seg.x) > 3 ||
        l.y - (prev.y + prev.h) > prev.h * 1.2 ||
        /[.!]$/.test(prev.text.trim()) ||
        // A line opening a sentence of its own is the next term ('Bis zum 16.09.2026 ohne Abzug').
        TERMS_SENTENCE.test(next.text.trim()) ||
        // A line opening with its own label is another note ('Additional conditions: Note 1').
        /^\p{L}[\p{L} -]{0,30}:\s/u.test(next.text.trim()) ||
        namesRegistrationOrBank(next.text)
      )
        break;
      segs.push(next);
    }
    const value = segs.map((s, i) => (i === 0 ? withoutLead(s.text) : s.text.trim())).join(' ');
    return { value, segs, conf: 0.7, label: 'terms sentence' };
  }
  return null;
}
const DUE_IN_SENTENCE =
  /(?<!\p{L})(?:zahlbar|überweisen|zahlen|payable|pay|paid|remit|régler|reglement|règlement|betalas|betales|due)(?!\p{L}).*?(?<!\p{L})(?:bis zum|bis|by|until|due on|on or before|before|avant le|le|senast|innen)\s*:?\s*(.+)$/iu;
/** A direct debit announced for a day ('Der Betrag … wird am 20.03.2014 von Ihrem Konto … abgebucht'). */
const DEBIT_ON = /(?<!\p{L})(?:wird|werden|will be debited|sera prélevé)\s+(?:am|on|le)\s+(.+)$/iu;
const DEBIT_WORD =
  /(?<!\p{L})(?:von ihrem konto|abgebucht|eingezogen|lastschrift|debited|from your account|prélevé|prélèvement)(?!\p{L})/iu;

/** A due date inside a payment sentence ('Bitte überweisen Sie bis zum 24.07.2014', 'Facture à régler le : 30 novembre 2017'). */
export function findDueInSentence(lines: readonly Line[]): Found<string> | null {
  for (const line of lines) {
    for (const seg of line.segments) {
      const m = DUE_IN_SENTENCE.exec(seg.text);
      const d = m ? findDate(m[1] as string) : null;
      if (d) return { value: d.value, segs: [seg], conf: 0.7, label: 'payment sentence' };
      // The debit day is the due date when the sentence says the amount is debited then.
      const debit = DEBIT_ON.exec(seg.text);
      const on = debit ? findDate((debit[1] as string).split(/\s+/).slice(0, 4).join(' ')) : null;
      const said = `${seg.text} ${lines[line.index + 1]?.text ?? ''}`;
      if (on && DEBIT_WORD.test(said))
        return { value: on.value, segs: [seg], conf: 0.7, label: 'direct debit sentence' };
    }
  }
  return null;
}

const PAY_VERB =
  /(?<!\p{L})(?:pay|paying|payment|wire|transfer|remit|überweisen|zahlen|bezahlen|zahlung|virement|payer|paiement|régler|règlement|betala|betale)(?!\p{L})/iu;
/** The reference a payment sentence asks for, after its colon at the end of the sentence. */
const REFERENCE_AT_END =
  /(?<!\p{L})(?:reference|ref\.?|referenz|verwendungszweck|référence|réf\.?|referens|referanse|communication)(?:\s[^:.]{0,40}?)?\s*:\s*(\S+?)[.]?$/iu;

/** A payment reference asked for inside a payment sentence ('… using the following reference: 000000000'). */
export function findReferenceInSentence(
  lines: readonly Line[],
  parse: (text: string) => string | null,
): Found<string> | null {
  for (const line of lines) {
    for (const seg of line.segments) {
      if (!PAY_VERB.test(seg.text)) continue;
      const m = REFERENCE_AT_END.exec(seg.text.trim());
      const v = m ? parse(m[1] as string) : null;
      if (v) return { value: v, segs: [seg], conf: 0.7, label: 'payment sentence' };
    }
  }
  return null;
}

/** A sentence asking the payer to quote the invoice number ('Bitte geben Sie dabei die Rechnungsnummer an'). */
const INVOICE_NUMBER =
  '(?:rechnungsnummer|rechnungs-nr\\.?|invoice (?:number|no\\.?)|numéro de (?:la )?facture|n° de facture)';
const QUOTE_INVOICE_NUMBER = [
  new RegExp(
    `(?<!\\p{L})(?:bitte geben sie|bitte .{0,30}angeben|please (?:quote|state|include|mention|use)|when paying,? (?:please )?(?:quote|use|state)|merci (?:d'indiquer|de rappeler|de mentionner)|veuillez (?:indiquer|rappeler|mentionner))(?!\\p{L})[^.]{0,60}?(?<!\\p{L})${INVOICE_NUMBER}(?!\\p{L})`,
    'iu',
  ),
  // The number first: 'Bitte die Rechnungsnummer als Verwendungszweck angeben', '… invoice number as payment reference'.
  new RegExp(
    `(?<!\\p{L})${INVOICE_NUMBER}(?!\\p{L})[^.]{0,40}?(?<!\\p{L})(?:als verwendungszweck|as (?:the |your )?(?:payment )?reference|en référence|comme référence)(?!\\p{L})`,
    'iu',
  ),
];

/**
 * The invoice number as the payment reference when a sentence asks the payer to quote it; the
 * sentence may wrap onto the next line of its paragraph.
 */
export function invoiceNumberAsked(lines: readonly Line[], invoiceId: Found<string> | null): Found<string> | null {
  if (!invoiceId) return null;
  for (const line of lines) {
    const next = lines[line.index + 1];
    const text = next && next.page === line.page ? `${line.text} ${next.text}` : line.text;
    const m = QUOTE_INVOICE_NUMBER.map((re) => re.exec(text)).find((x) => x !== null);
    // The match must begin on this line, so the next line's own sentences are read on their turn.
    if (m && m.index < line.text.length)
      return { value: invoiceId.value, segs: line.segments.slice(0, 1), conf: 0.7, label: 'quote the invoice number' };
  }
  return null;
}

/**
 * A Danish FIK code line anywhere on the page ('Betalingsoplysninger: +71<000000012345678+85740013<',
 * or alone under the totals, as Danish invoices print it for the bank's payment form): its id.
 */
export function findFikLine(lines: readonly Line[]): Found<string> | null {
  for (const line of lines)
    for (const seg of line.segments) {
      const v = parseFikLine(seg.text) ?? parseFikLine(line.text);
      if (v) return { value: v, segs: [seg], conf: 0.8, label: 'FIK code line' };
    }
  return null;
}

/**
 * A Belgian structured communication printed anywhere ('+++123/4567/89002+++', as Belgian
 * invoices and Odoo's payment sentence print it): its shape and check digits make it the payment
 * reference without a label.
 */
export function findStructuredCommunication(lines: readonly Line[]): Found<string> | null {
  for (const line of lines)
    for (const seg of line.segments) {
      const v = structuredCommunication(seg.text);
      if (v) return { value: v, segs: [seg], conf: 0.8, label: 'structured communication' };
    }
  return null;
}

/**
 * The terms set in brackets after the due date ('Date d’échéance : 07-11-2024 (à réception)',
 * 'Échéance : 30/11/2024 (30 jours fin de mois)'), as French invoicing tools print the due date
 * with the rule that gave it: the bracketed words, when what comes before them is a date alone.
 */
export function termsAfterDueDate(text: string): string | null {
  const m = /^(.*\S)\s*\(([^()]*\p{L}[^()]*)\)\s*$/u.exec(text.trim());
  if (!m) return null;
  const date = findDate(m[1] as string);
  const rest = (m[1] as string)
    .replace(date?.raw ?? '', '')
    .replace(/\d{1,2}:\d{2}(:\d{2})?/, '')
    .trim();
  return date && rest === '' ? (m[2] as string).trim() : null;
}
