// Swedish national rules of Peppol BIS 3.0 (SE-R-001 … SE-R-013): VAT number form, org number form
// and Luhn check, the F-skatt statement, the Swedish standard rates and bankgiro/plusgiro usage.
// They apply when the seller's address country is SE (as in the official Schematron).

import { normalizeOrgNumber } from '../../identifiers';
import type { XmlElement } from '../xml/tree';
import { child, children, els, text, type Rule, type RuleContext } from './context';

const swedishSeller = (c: RuleContext) => c.sellerCountry === 'SE';
const sellerVatEl = (c: RuleContext) =>
  children(c.seller, 'cac:PartyTaxScheme').find((t) => (text(t, 'cac:TaxScheme/cbc:ID') ?? '').toUpperCase() === 'VAT');
/** Rules SE-R-001/002/006 apply to Swedish sellers with a Swedish (SE-prefixed) VAT number. */
const swedishVatSeller = (c: RuleContext) =>
  swedishSeller(c) && (text(sellerVatEl(c), 'cbc:CompanyID') ?? '').startsWith('SE');
const legalIdEl = (c: RuleContext) =>
  swedishSeller(c) ? child(child(c.seller, 'cac:PartyLegalEntity'), 'cbc:CompanyID') : undefined;
const giroAccounts = (c: RuleContext, branch: string): XmlElement[] =>
  swedishSeller(c)
    ? children(c.root, 'cac:PaymentMeans')
        .filter(
          (p) =>
            text(p, 'cbc:PaymentMeansCode') === '30' &&
            text(p, 'cac:PayeeFinancialAccount/cac:FinancialInstitutionBranch/cbc:ID') === branch,
        )
        .map((p) => child(child(p, 'cac:PayeeFinancialAccount'), 'cbc:ID'))
        .filter((e): e is XmlElement => e !== undefined)
    : [];
const numeric = (v: string) => /^\s*\d+\s*$/.test(v);

export const SE_RULES: Rule[] = [
  {
    id: 'SE-R-001',
    flag: 'fatal',
    message: 'For Swedish suppliers, Swedish VAT numbers must consist of 14 characters.',
    check: (c) => {
      const e = child(sellerVatEl(c), 'cbc:CompanyID');
      return swedishVatSeller(c) && e && e.text.trim().length !== 14 ? [e] : [];
    },
  },
  {
    id: 'SE-R-002',
    flag: 'fatal',
    message: 'For Swedish suppliers, the trailing 12 characters of the VAT number must be numeric.',
    check: (c) => {
      const e = child(sellerVatEl(c), 'cbc:CompanyID');
      return swedishVatSeller(c) && e && !/^\d{12}$/.test(e.text.trim().slice(2, 14)) ? [e] : [];
    },
  },
  {
    id: 'SE-R-003',
    flag: 'fatal',
    message: 'Swedish organisation numbers should be numeric.',
    check: (c) => [legalIdEl(c)].filter((e): e is XmlElement => e !== undefined && !numeric(e.text)),
  },
  {
    id: 'SE-R-004',
    flag: 'fatal',
    message: 'Swedish organisation numbers consist of 10 characters.',
    check: (c) => [legalIdEl(c)].filter((e): e is XmlElement => e !== undefined && e.text.trim().length !== 10),
  },
  {
    id: 'SE-R-005',
    flag: 'fatal',
    message: "For Swedish suppliers, a seller tax registration identifier (non-VAT) must state 'Godkänd för F-skatt'.",
    check: (c) => {
      if (!swedishSeller(c) || !legalIdEl(c)) return [];
      return children(c.seller, 'cac:PartyTaxScheme')
        .filter((t) => (text(t, 'cac:TaxScheme/cbc:ID') ?? '').toUpperCase() !== 'VAT')
        .map((t) => child(t, 'cbc:CompanyID'))
        .filter(
          (e): e is XmlElement =>
            e !== undefined && e.text.trim().replace(/\s+/g, ' ').toUpperCase() !== 'GODKÄND FÖR F-SKATT',
        );
    },
  },
  {
    id: 'SE-R-006',
    flag: 'fatal',
    message: 'For Swedish suppliers, only the standard VAT rates 6, 12 and 25 are used.',
    check: (c) =>
      swedishVatSeller(c)
        ? [...els(c, 'cac:TaxCategory'), ...els(c, 'cac:ClassifiedTaxCategory')].filter(
            (t) => text(t, 'cbc:ID') === 'S' && ![6, 12, 25].includes(Number(text(t, 'cbc:Percent'))),
          )
        : [],
  },
  {
    id: 'SE-R-007',
    flag: 'warning',
    message: 'For Swedish suppliers using Plusgiro, the account ID must be numeric.',
    check: (c) => giroAccounts(c, 'SE:PLUSGIRO').filter((e) => !numeric(e.text)),
  },
  {
    id: 'SE-R-008',
    flag: 'warning',
    message: 'For Swedish suppliers using Bankgiro, the account ID must be numeric.',
    check: (c) => giroAccounts(c, 'SE:BANKGIRO').filter((e) => !numeric(e.text)),
  },
  {
    id: 'SE-R-009',
    flag: 'warning',
    message: 'For Swedish suppliers using Bankgiro, the account ID must have 7-8 characters.',
    check: (c) => giroAccounts(c, 'SE:BANKGIRO').filter((e) => ![7, 8].includes(e.text.trim().length)),
  },
  {
    id: 'SE-R-010',
    flag: 'warning',
    message: 'For Swedish suppliers using Plusgiro, the account ID must have 2-8 characters.',
    check: (c) => giroAccounts(c, 'SE:PLUSGIRO').filter((e) => e.text.trim().length < 2 || e.text.trim().length > 8),
  },
  {
    id: 'SE-R-011',
    flag: 'warning',
    message:
      'For Swedish suppliers, bankgiro and plusgiro are given as payment means code 30 with branch SE:BANKGIRO or SE:PLUSGIRO, not 50/56.',
    check: (c) =>
      swedishSeller(c)
        ? children(c.root, 'cac:PaymentMeans').filter((p) =>
            ['50', '56'].includes(text(p, 'cbc:PaymentMeansCode') ?? ''),
          )
        : [],
  },
  {
    id: 'SE-R-012',
    flag: 'warning',
    message:
      'For domestic transactions between Swedish trading partners, credit transfer should use payment means code 30.',
    check: (c) =>
      swedishSeller(c) && c.buyerCountry === 'SE'
        ? children(c.root, 'cac:PaymentMeans').filter((p) => text(p, 'cbc:PaymentMeansCode') === '31')
        : [],
  },
  {
    id: 'SE-R-013',
    flag: 'fatal',
    message: 'The last digit of a Swedish organisation number must be a valid Luhn check digit.',
    check: (c) =>
      [legalIdEl(c)].filter(
        (e): e is XmlElement =>
          e !== undefined && /^\d{10}$/.test(e.text.trim()) && normalizeOrgNumber(e.text.trim()) === null,
      ),
  },
];
