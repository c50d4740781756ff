// German national rules of Peppol BIS 3.0 (DE-R-001…031, the XRechnung checks Peppol adopted).
// They apply when seller and buyer both have a German postal address (BT-40 and BT-55 = DE), as in
// the official rules; a Nordic platform meets them when it receives invoices between German parties.
// Several are existence checks on non-blank text; the Skonto payment-terms syntax (DE-R-018), the
// contact checks (DE-R-027/028) and the IBAN checks (DE-R-019/020) follow the official definitions.

import type { XmlElement } from '../xml/tree';
import { child, children, exists, text, unless, type Rule, type RuleContext } from './context';

const german = (c: RuleContext) => c.sellerCountry?.toUpperCase() === 'DE' && c.buyerCountry?.toUpperCase() === 'DE';
/** The element has a child with non-blank text. */
const filled = (el: XmlElement | undefined, qname: string) => text(child(el, qname)) !== undefined;

/** Elements at `path` (seller/buyer/delivery address, contact) that lack a non-blank `field`, for German parties. */
function missing(c: RuleContext, parents: (XmlElement | undefined)[], field: string): XmlElement[] {
  return german(c) ? parents.filter((p): p is XmlElement => p !== undefined && !filled(p, field)) : [];
}

const sellerAddress = (c: RuleContext) => [child(c.seller, 'cac:PostalAddress')];
const buyerAddress = (c: RuleContext) => [child(c.buyer, 'cac:PostalAddress')];
const deliveryAddresses = (c: RuleContext) =>
  children(c.root, 'cac:Delivery').flatMap((d) => children(child(d, 'cac:DeliveryLocation'), 'cac:Address'));
const sellerContacts = (c: RuleContext) => (german(c) ? children(c.seller, 'cac:Contact') : []);

/** Payment means of German invoices whose code is one of `codes` (compared as numbers, as the official rule does). */
const meansWith = (c: RuleContext, codes: number[]) =>
  german(c)
    ? children(c.root, 'cac:PaymentMeans').filter((p) => codes.includes(Number(text(p, 'cbc:PaymentMeansCode') ?? NaN)))
    : [];

/** Skonto lines in BT-20: '#SKONTO#TAGE=n#PROZENT=n.nn#' with an optional '#BASISBETRAG=n.nn' before the last '#'. */
const SKONTO = /#(SKONTO)#TAGE=([0-9]+#PROZENT=[0-9]+\.[0-9]{2})(#BASISBETRAG=-?[0-9]+\.[0-9]{2})?#$/;

function skontoOk(note: string): boolean {
  const normalize = (s: string) => s.replace(/\s+/g, ' ').trim();
  const lines = note.split(/\r?\n/).filter((l) => normalize(l).startsWith('#'));
  if (lines.length === 0) return true;
  if (!lines.every((l) => SKONTO.test(normalize(l)))) return false;
  // The statement ends with a line break: after the last '#…#' on its line, only blanks and then a newline.
  const tail = note.split(/#.+#/).at(-1) ?? '';
  return /^\s*\n/.test(tail);
}

const TELEPHONE = /([0-9].*){3,}/;
// The seller e-mail form of DE-R-028: local part of the RFC 5322 atom characters in dot-separated
// runs, '@', then dot-separated labels of letters, digits and inner hyphens.
const ATOM = '[a-zA-Z0-9!#$%&"*+/=?^_`{|}~-]+';
const LABEL = '[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?';
const EMAIL = new RegExp(`^${ATOM}(\\.${ATOM})*@(${LABEL}\\.)+${LABEL}$`);

/** IBAN as the official rule checks it: shape, then mod 97 with letters as 10…35 (country code upper-cased). */
function ibanOk(raw: string | undefined): boolean {
  const v = (raw ?? '').replace(/\s+/g, '');
  if (!/^[A-Z]{2}[0-9]{2}[a-zA-Z0-9]{0,30}$/.test(v)) return false;
  const rearranged = `${v.slice(4)}${v.slice(0, 2).toUpperCase()}${v.slice(2, 4)}`;
  let rest = 0;
  for (const ch of rearranged) {
    const cp = ch.charCodeAt(0);
    const digits = String(cp > 64 ? cp - 55 : cp - 48);
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

const VAT_CODES = new Set(['S', 'Z', 'E', 'AE', 'K', 'G', 'L', 'M']);
const TYPE_CODES = new Set(['326', '380', '384', '389', '381', '875', '876', '877']);

export const DE_RULES: Rule[] = [
  {
    id: 'DE-R-001',
    flag: 'fatal',
    message: 'An invoice between German parties shall contain payment instructions (BG-16).',
    check: (c) => (german(c) ? unless(c, children(c.root, 'cac:PaymentMeans').length > 0) : []),
  },
  {
    id: 'DE-R-002',
    flag: 'fatal',
    message: 'An invoice between German parties shall contain the seller contact (BG-6).',
    check: (c) =>
      german(c)
        ? children(c.root, 'cac:AccountingSupplierParty').filter((s) => !exists(s, 'cac:Party/cac:Contact'))
        : [],
  },
  {
    id: 'DE-R-003',
    flag: 'fatal',
    message: 'An invoice between German parties shall contain the seller city (BT-37).',
    check: (c) => missing(c, sellerAddress(c), 'cbc:CityName'),
  },
  {
    id: 'DE-R-004',
    flag: 'fatal',
    message: 'An invoice between German parties shall contain the seller post code (BT-38).',
    check: (c) => missing(c, sellerAddress(c), 'cbc:PostalZone'),
  },
  {
    id: 'DE-R-005',
    flag: 'fatal',
    message: 'An invoice between German parties shall contain the seller contact point (BT-41).',
    check: (c) => missing(c, sellerContacts(c), 'cbc:Name'),
  },
  {
    id: 'DE-R-006',
    flag: 'fatal',
    message: 'An invoice between German parties shall contain the seller contact telephone number (BT-42).',
    check: (c) => missing(c, sellerContacts(c), 'cbc:Telephone'),
  },
  {
    id: 'DE-R-007',
    flag: 'fatal',
    message: 'An invoice between German parties shall contain the seller contact e-mail address (BT-43).',
    check: (c) => missing(c, sellerContacts(c), 'cbc:ElectronicMail'),
  },
  {
    id: 'DE-R-008',
    flag: 'fatal',
    message: 'An invoice between German parties shall contain the buyer city (BT-52).',
    check: (c) => missing(c, buyerAddress(c), 'cbc:CityName'),
  },
  {
    id: 'DE-R-009',
    flag: 'fatal',
    message: 'An invoice between German parties shall contain the buyer post code (BT-53).',
    check: (c) => missing(c, buyerAddress(c), 'cbc:PostalZone'),
  },
  {
    id: 'DE-R-010',
    flag: 'fatal',
    message: 'A deliver-to address (BG-15) between German parties shall contain the city (BT-77).',
    check: (c) => missing(c, deliveryAddresses(c), 'cbc:CityName'),
  },
  {
    id: 'DE-R-011',
    flag: 'fatal',
    message: 'A deliver-to address (BG-15) between German parties shall contain the post code (BT-78).',
    check: (c) => missing(c, deliveryAddresses(c), 'cbc:PostalZone'),
  },
  {
    id: 'DE-R-014',
    flag: 'fatal',
    message: 'Each VAT breakdown of an invoice between German parties shall contain the VAT category rate (BT-119).',
    check: (c) => (german(c) ? c.allSubtotals.filter((s) => text(s, 'cac:TaxCategory/cbc:Percent') === undefined) : []),
  },
  {
    id: 'DE-R-015',
    flag: 'fatal',
    message: 'An invoice between German parties shall contain the buyer reference (BT-10).',
    check: (c) =>
      german(c)
        ? unless(
            c,
            children(c.root, 'cbc:BuyerReference').some((b) => b.text.trim() !== ''),
          )
        : [],
  },
  {
    id: 'DE-R-016',
    flag: 'fatal',
    message:
      'An invoice between German parties with VAT category S, Z, E, AE, K, G, L or M shall contain the seller VAT identifier (BT-31), tax registration (BT-32) or tax representative (BG-11).',
    check: (c) => {
      if (!german(c)) return [];
      // Document allowances of an invoice count only with a VAT tax scheme; credit notes count them all.
      const allowanceCodes = c.docCharges
        .filter((a) => text(a, 'cbc:ChargeIndicator') === 'false')
        .flatMap((a) =>
          children(a, 'cac:TaxCategory').filter((t) => c.credit || text(t, 'cac:TaxScheme/cbc:ID') === 'VAT'),
        );
      const chargeCodes = c.docCharges
        .filter((a) => text(a, 'cbc:ChargeIndicator') === 'true')
        .flatMap((a) => children(a, 'cac:TaxCategory'));
      const lineCodes = c.lines.flatMap((l) => children(child(l, 'cac:Item'), 'cac:ClassifiedTaxCategory'));
      const used = [...allowanceCodes, ...chargeCodes, ...lineCodes].some((t) =>
        children(t, 'cbc:ID').some((e) => VAT_CODES.has(e.text)),
      );
      const identified =
        exists(c.root, 'cac:TaxRepresentativeParty') ||
        children(c.seller, 'cac:PartyTaxScheme').some((t) =>
          children(t, 'cbc:CompanyID').some((e) => e.text.trim() !== ''),
        );
      return unless(c, !used || identified);
    },
  },
  {
    id: 'DE-R-017',
    flag: 'warning',
    message:
      'The invoice type code (BT-3) of an invoice between German parties should be 326, 380, 384, 389, 381, 875, 876 or 877.',
    check: (c) =>
      german(c)
        ? unless(
            c,
            [...children(c.root, 'cbc:InvoiceTypeCode'), ...children(c.root, 'cbc:CreditNoteTypeCode')].some((e) =>
              TYPE_CODES.has(e.text),
            ),
          )
        : [],
  },
  {
    id: 'DE-R-018',
    flag: 'fatal',
    message:
      "Cash discount (Skonto) terms in the payment terms (BT-20) shall read '#SKONTO#TAGE=n#PROZENT=n.nn#' (optionally '#BASISBETRAG=n.nn'), one per line, each line ending with a line break.",
    check: (c) =>
      german(c)
        ? children(c.root, 'cac:PaymentTerms')
            .map((t) => child(t, 'cbc:Note'))
            .filter((n): n is XmlElement => n !== undefined && !skontoOk(n.text))
        : [],
  },
  {
    id: 'DE-R-019',
    flag: 'warning',
    message:
      'With payment means code 58 (SEPA credit transfer) the payment account identifier (BT-84) should be a valid IBAN.',
    check: (c) =>
      meansWith(c, [30, 58]).filter(
        (p) => text(p, 'cbc:PaymentMeansCode') === '58' && !ibanOk(text(p, 'cac:PayeeFinancialAccount/cbc:ID')),
      ),
  },
  {
    id: 'DE-R-020',
    flag: 'warning',
    message:
      'With payment means code 59 (SEPA direct debit) the debited account identifier (BT-91) should be a valid IBAN.',
    check: (c) =>
      meansWith(c, [59]).filter((p) => !ibanOk(text(p, 'cac:PaymentMandate/cac:PayerFinancialAccount/cbc:ID'))),
  },
  {
    id: 'DE-R-022',
    flag: 'fatal',
    message: 'Attached documents (BG-24) of an invoice between German parties shall have unique file names (BT-125).',
    check: (c) => {
      if (!german(c)) return [];
      const seen = new Set<string>();
      const dup: XmlElement[] = [];
      for (const ref of children(c.root, 'cac:AdditionalDocumentReference')) {
        const names = children(child(ref, 'cac:Attachment'), 'cbc:EmbeddedDocumentBinaryObject')
          .map((o) => o.attrs.filename)
          .filter((n): n is string => n !== undefined);
        if (names.some((n) => seen.has(n))) dup.push(ref);
        for (const n of names) seen.add(n);
      }
      return dup;
    },
  },
  {
    id: 'DE-R-023-1',
    flag: 'fatal',
    message: 'With payment means code 30 or 58 (credit transfer) the credit transfer group (BG-17) shall be provided.',
    check: (c) => meansWith(c, [30, 58]).filter((p) => !exists(p, 'cac:PayeeFinancialAccount')),
  },
  {
    id: 'DE-R-023-2',
    flag: 'fatal',
    message:
      'With payment means code 30 or 58 (credit transfer) no card (BG-18) or direct debit (BG-19) information shall be provided.',
    check: (c) => meansWith(c, [30, 58]).filter((p) => exists(p, 'cac:CardAccount') || exists(p, 'cac:PaymentMandate')),
  },
  {
    id: 'DE-R-024-1',
    flag: 'fatal',
    message: 'With payment means code 48, 54 or 55 (payment card) the card information (BG-18) shall be provided.',
    check: (c) => meansWith(c, [48, 54, 55]).filter((p) => !exists(p, 'cac:CardAccount')),
  },
  {
    id: 'DE-R-024-2',
    flag: 'fatal',
    message:
      'With payment means code 48, 54 or 55 (payment card) no credit transfer (BG-17) or direct debit (BG-19) information shall be provided.',
    check: (c) =>
      meansWith(c, [48, 54, 55]).filter(
        (p) => exists(p, 'cac:PayeeFinancialAccount') || exists(p, 'cac:PaymentMandate'),
      ),
  },
  {
    id: 'DE-R-025-1',
    flag: 'fatal',
    message: 'With payment means code 59 (direct debit) the direct debit group (BG-19) shall be provided.',
    check: (c) => meansWith(c, [59]).filter((p) => !exists(p, 'cac:PaymentMandate')),
  },
  {
    id: 'DE-R-025-2',
    flag: 'fatal',
    message:
      'With payment means code 59 (direct debit) no credit transfer (BG-17) or card (BG-18) information shall be provided.',
    check: (c) =>
      meansWith(c, [59]).filter((p) => exists(p, 'cac:PayeeFinancialAccount') || exists(p, 'cac:CardAccount')),
  },
  {
    id: 'DE-R-026',
    flag: 'warning',
    message:
      'A corrected invoice (type code 384) between German parties should reference the preceding invoice (BG-3).',
    check: (c) =>
      german(c) &&
      [...children(c.root, 'cbc:InvoiceTypeCode'), ...children(c.root, 'cbc:CreditNoteTypeCode')].some(
        (e) => Number(e.text) === 384,
      )
        ? unless(c, exists(c.root, 'cac:BillingReference/cac:InvoiceDocumentReference'))
        : [],
  },
  {
    id: 'DE-R-027',
    flag: 'warning',
    message: 'The seller contact telephone number (BT-42) should contain at least three digits.',
    check: (c) =>
      sellerContacts(c).filter(
        (k) => !TELEPHONE.test((child(k, 'cbc:Telephone')?.text ?? '').replace(/\s+/g, ' ').trim()),
      ),
  },
  {
    id: 'DE-R-028',
    flag: 'warning',
    message:
      "The seller contact e-mail address (BT-43) should have exactly one '@' with at least two characters, not a blank or dot, on each side.",
    check: (c) =>
      sellerContacts(c).filter(
        (k) => !EMAIL.test((child(k, 'cbc:ElectronicMail')?.text ?? '').replace(/\s+/g, ' ').trim()),
      ),
  },
  {
    id: 'DE-R-030',
    flag: 'fatal',
    message:
      'With a direct debit (BG-19) the bank assigned creditor identifier (BT-90, a SEPA party identifier of the seller or payee) shall be provided.',
    check: (c) => {
      if (!german(c) || !children(c.root, 'cac:PaymentMeans').some((p) => exists(p, 'cac:PaymentMandate'))) return [];
      const sepa = [c.seller, child(c.root, 'cac:PayeeParty')].some((p) =>
        children(p, 'cac:PartyIdentification').some((i) =>
          children(i, 'cbc:ID').some((e) => e.attrs.schemeID === 'SEPA'),
        ),
      );
      return unless(c, sepa);
    },
  },
  {
    id: 'DE-R-031',
    flag: 'fatal',
    message: 'With a direct debit (BG-19) the debited account identifier (BT-91) shall be provided.',
    check: (c) => {
      const means = german(c) ? children(c.root, 'cac:PaymentMeans') : [];
      if (!means.some((p) => exists(p, 'cac:PaymentMandate'))) return [];
      return unless(
        c,
        means.some((p) => children(p, 'cac:PaymentMandate').some((m) => exists(m, 'cac:PayerFinancialAccount/cbc:ID'))),
      );
    },
  },
];
