// EN 16931 conditions and calculations BR-CO-* (totals arithmetic, mutual exclusions, presence
// conditions), with exact decimal arithmetic from domain/money.

import { percentOf, subtract } from '../../money';
import { sameAmount, sumAmounts } from './amounts';
import { VAT_PREFIXES } from '../codelists';
import { text } from '../xml/tree';
import { child, children, els, has, isTrue, numAt, unless, vatCategory, type Rule, type RuleContext } from './context';

const t = (el: Parameters<typeof text>[0], path: string): string => text(el, path) ?? '0';
const eq = sameAmount;
const charges = (c: RuleContext, charge: boolean) => c.docCharges.filter((a) => isTrue(a) === charge);
const mainTaxAmount = (c: RuleContext) =>
  children(c.root, 'cac:TaxTotal')
    .map((x) => child(x, 'cbc:TaxAmount'))
    .filter((x) => x !== undefined && (!c.currency || x.attrs.currencyID === c.currency));

function totalsCheck(
  c: RuleContext,
  ok: (m: NonNullable<RuleContext['totals']>) => boolean,
): ReturnType<Rule['check']> {
  const m = c.totals;
  return m && !ok(m) ? [m] : [];
}

export const CO_RULES: Rule[] = [
  {
    id: 'BR-CO-03',
    flag: 'fatal',
    message: 'The VAT point date (BT-7) and the VAT point date code (BT-8) are mutually exclusive.',
    check: (c) => unless(c, !(has(c.root, 'cbc:TaxPointDate') && has(c.root, 'cac:InvoicePeriod/cbc:DescriptionCode'))),
  },
  {
    id: 'BR-CO-04',
    flag: 'fatal',
    message: 'Each invoice line (BG-25) shall be categorized with an invoiced item VAT category code (BT-151).',
    check: (c) =>
      c.lines.filter((l) => vatCategory(child(child(l, 'cac:Item'), 'cac:ClassifiedTaxCategory')) === undefined),
  },
  {
    id: 'BR-CO-09',
    flag: 'fatal',
    message:
      'VAT identifiers (BT-31, BT-48, BT-63) shall start with an ISO 3166-1 alpha-2 country prefix (EL for Greece).',
    check: (c) =>
      els(c, 'cac:PartyTaxScheme')
        .filter((s) => (text(s, 'cac:TaxScheme/cbc:ID') ?? '').toUpperCase() === 'VAT')
        .filter((s) => !VAT_PREFIXES.has((text(s, 'cbc:CompanyID') ?? '').slice(0, 2))),
  },
  {
    id: 'BR-CO-10',
    flag: 'fatal',
    message: 'Sum of invoice line net amounts (BT-106) shall equal the sum of the line net amounts (BT-131).',
    check: (c) =>
      totalsCheck(c, (m) =>
        eq(t(m, 'cbc:LineExtensionAmount'), sumAmounts(c.lines.map((l) => t(l, 'cbc:LineExtensionAmount')))),
      ),
  },
  {
    id: 'BR-CO-11',
    flag: 'fatal',
    message:
      'Sum of allowances on document level (BT-107) shall equal the sum of the document level allowance amounts (BT-92).',
    check: (c) =>
      totalsCheck(c, (m) => {
        const list = charges(c, false);
        if (!has(m, 'cbc:AllowanceTotalAmount')) return list.length === 0;
        return eq(t(m, 'cbc:AllowanceTotalAmount'), sumAmounts(list.map((a) => t(a, 'cbc:Amount'))));
      }),
  },
  {
    id: 'BR-CO-12',
    flag: 'fatal',
    message:
      'Sum of charges on document level (BT-108) shall equal the sum of the document level charge amounts (BT-99).',
    check: (c) =>
      totalsCheck(c, (m) => {
        const list = charges(c, true);
        if (!has(m, 'cbc:ChargeTotalAmount')) return list.length === 0;
        return eq(t(m, 'cbc:ChargeTotalAmount'), sumAmounts(list.map((a) => t(a, 'cbc:Amount'))));
      }),
  },
  {
    id: 'BR-CO-13',
    flag: 'fatal',
    message:
      'Invoice total without VAT (BT-109) shall equal line net sum (BT-106) − allowances (BT-107) + charges (BT-108).',
    check: (c) =>
      totalsCheck(c, (m) =>
        eq(
          t(m, 'cbc:TaxExclusiveAmount'),
          sumAmounts([
            t(m, 'cbc:LineExtensionAmount'),
            t(m, 'cbc:ChargeTotalAmount'),
            subtract(0, t(m, 'cbc:AllowanceTotalAmount'), 2),
          ]),
        ),
      ),
  },
  {
    id: 'BR-CO-14',
    flag: 'fatal',
    message: 'Invoice total VAT amount (BT-110) shall equal the sum of the VAT category tax amounts (BT-117).',
    check: (c) =>
      children(c.root, 'cac:TaxTotal')
        .filter((x) => child(x, 'cac:TaxSubtotal'))
        .filter(
          (x) =>
            !eq(t(x, 'cbc:TaxAmount'), sumAmounts(children(x, 'cac:TaxSubtotal').map((s) => t(s, 'cbc:TaxAmount')))),
        ),
  },
  {
    id: 'BR-CO-15',
    flag: 'fatal',
    message: 'Invoice total with VAT (BT-112) shall equal total without VAT (BT-109) + total VAT (BT-110).',
    check: (c) =>
      totalsCheck(c, (m) => {
        const tax = mainTaxAmount(c);
        if (tax.length !== 1) return false;
        return eq(
          t(m, 'cbc:TaxInclusiveAmount'),
          sumAmounts([t(m, 'cbc:TaxExclusiveAmount'), tax[0]?.text.trim() ?? '0']),
        );
      }),
  },
  {
    id: 'BR-CO-16',
    flag: 'fatal',
    message:
      'Amount due (BT-115) shall equal total with VAT (BT-112) − paid amount (BT-113) + rounding amount (BT-114).',
    check: (c) =>
      totalsCheck(c, (m) =>
        eq(
          t(m, 'cbc:PayableAmount'),
          sumAmounts([
            t(m, 'cbc:TaxInclusiveAmount'),
            subtract(0, t(m, 'cbc:PrepaidAmount'), 2),
            t(m, 'cbc:PayableRoundingAmount'),
          ]),
        ),
      ),
  },
  {
    id: 'BR-CO-17',
    flag: 'fatal',
    message:
      'VAT category tax amount (BT-117) shall equal taxable amount (BT-116) × rate (BT-119) / 100, rounded to two decimals.',
    check: (c) =>
      c.subtotals.filter((s) => {
        const cat = child(s, 'cac:TaxCategory');
        const rate = numAt(cat, 'cbc:Percent');
        const tax = numAt(s, 'cbc:TaxAmount');
        if (Number.isNaN(rate) || rate === 0) return Math.round(Number.isNaN(tax) ? 0 : tax) !== 0;
        const expected = percentOf(Math.abs(numAt(s, 'cbc:TaxableAmount')), rate, 2);
        return !(Math.abs(tax) - 1 < expected && Math.abs(tax) + 1 > expected);
      }),
  },
  {
    id: 'BR-CO-18',
    flag: 'fatal',
    message: 'An invoice shall have at least one VAT breakdown (BG-23).',
    check: (c) => unless(c, c.subtotals.length > 0),
  },
  {
    id: 'BR-CO-19',
    flag: 'fatal',
    message: 'An invoicing period (BG-14) shall have a start date (BT-73) or an end date (BT-74), or both.',
    check: (c) =>
      children(c.root, 'cac:InvoicePeriod').filter(
        (p) => !has(p, 'cbc:StartDate') && !has(p, 'cbc:EndDate') && !has(p, 'cbc:DescriptionCode'),
      ),
  },
  {
    id: 'BR-CO-20',
    flag: 'fatal',
    message: 'An invoice line period (BG-26) shall have a start date (BT-134) or an end date (BT-135), or both.',
    check: (c) =>
      c.lines
        .flatMap((l) => children(l, 'cac:InvoicePeriod'))
        .filter((p) => !has(p, 'cbc:StartDate') && !has(p, 'cbc:EndDate')),
  },
  {
    id: 'BR-CO-21',
    flag: 'fatal',
    message: 'Each document level allowance (BG-20) shall contain a reason (BT-97) or a reason code (BT-98), or both.',
    check: (c) =>
      charges(c, false).filter((a) => !has(a, 'cbc:AllowanceChargeReason') && !has(a, 'cbc:AllowanceChargeReasonCode')),
  },
  {
    id: 'BR-CO-22',
    flag: 'fatal',
    message: 'Each document level charge (BG-21) shall contain a reason (BT-104) or a reason code (BT-105), or both.',
    check: (c) =>
      charges(c, true).filter((a) => !has(a, 'cbc:AllowanceChargeReason') && !has(a, 'cbc:AllowanceChargeReasonCode')),
  },
  {
    id: 'BR-CO-23',
    flag: 'fatal',
    message: 'Each invoice line allowance (BG-27) shall contain a reason (BT-139) or a reason code (BT-140), or both.',
    check: (c) =>
      c.lines
        .flatMap((l) => children(l, 'cac:AllowanceCharge'))
        .filter((a) => !isTrue(a) && !has(a, 'cbc:AllowanceChargeReason') && !has(a, 'cbc:AllowanceChargeReasonCode')),
  },
  {
    id: 'BR-CO-24',
    flag: 'fatal',
    message: 'Each invoice line charge (BG-28) shall contain a reason (BT-144) or a reason code (BT-145), or both.',
    check: (c) =>
      c.lines
        .flatMap((l) => children(l, 'cac:AllowanceCharge'))
        .filter((a) => isTrue(a) && !has(a, 'cbc:AllowanceChargeReason') && !has(a, 'cbc:AllowanceChargeReasonCode')),
  },
  {
    id: 'BR-CO-25',
    flag: 'fatal',
    message:
      'When the amount due (BT-115) is positive, the payment due date (BT-9) or the payment terms (BT-20) shall be present.',
    check: (c) =>
      totalsCheck(c, (m) => {
        // Invoices only, as in the official rule: a credit note's positive amount is owed to the buyer.
        if (c.credit || !(numAt(m, 'cbc:PayableAmount') > 0)) return true;
        return (
          els(c, 'cbc:DueDate').length > 0 ||
          els(c, 'cbc:PaymentDueDate').length > 0 ||
          has(c.root, 'cac:PaymentTerms/cbc:Note')
        );
      }),
  },
  {
    id: 'BR-CO-26',
    flag: 'fatal',
    message:
      'The seller identifier (BT-29), legal registration identifier (BT-30) and/or VAT identifier (BT-31) shall be present.',
    check: (c) =>
      unless(
        c,
        has(c.seller, 'cac:PartyIdentification/cbc:ID') ||
          has(c.seller, 'cac:PartyLegalEntity/cbc:CompanyID') ||
          children(c.seller, 'cac:PartyTaxScheme').some(
            (s) => (text(s, 'cac:TaxScheme/cbc:ID') ?? '').toUpperCase() === 'VAT' && has(s, 'cbc:CompanyID'),
          ),
        c.seller,
      ),
  },
];
