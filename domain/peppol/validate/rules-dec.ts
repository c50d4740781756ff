// BR-DEC-*: the maximum number of decimals (two) of every amount EN 16931 defines, per element.

import { decimalsOf } from '../format';
import type { XmlElement } from '../xml/tree';
import { child, children, isTrue, type Rule, type RuleContext } from './context';

const tooMany = (el: XmlElement | undefined): el is XmlElement => el !== undefined && decimalsOf(el.text) > 2;

interface DecSpec {
  id: string;
  what: string;
  pick: (c: RuleContext) => (XmlElement | undefined)[];
}

const docAc = (c: RuleContext, charge: boolean) => c.docCharges.filter((a) => isTrue(a) === charge);
const lineAc = (c: RuleContext, charge: boolean) =>
  c.lines.flatMap((l) => children(l, 'cac:AllowanceCharge')).filter((a) => isTrue(a) === charge);
const mainTax = (c: RuleContext, cur: string | undefined) =>
  children(c.root, 'cac:TaxTotal')
    .map((t) => child(t, 'cbc:TaxAmount'))
    .filter((t) => t?.attrs.currencyID === cur);

const DEC_TABLE: readonly DecSpec[] = [
  {
    id: 'BR-DEC-01',
    what: 'document level allowance amount (BT-92)',
    pick: (c) => docAc(c, false).map((a) => child(a, 'cbc:Amount')),
  },
  {
    id: 'BR-DEC-02',
    what: 'document level allowance base amount (BT-93)',
    pick: (c) => docAc(c, false).map((a) => child(a, 'cbc:BaseAmount')),
  },
  {
    id: 'BR-DEC-05',
    what: 'document level charge amount (BT-99)',
    pick: (c) => docAc(c, true).map((a) => child(a, 'cbc:Amount')),
  },
  {
    id: 'BR-DEC-06',
    what: 'document level charge base amount (BT-100)',
    pick: (c) => docAc(c, true).map((a) => child(a, 'cbc:BaseAmount')),
  },
  {
    id: 'BR-DEC-09',
    what: 'sum of invoice line net amounts (BT-106)',
    pick: (c) => [child(c.totals, 'cbc:LineExtensionAmount')],
  },
  {
    id: 'BR-DEC-10',
    what: 'sum of allowances on document level (BT-107)',
    pick: (c) => [child(c.totals, 'cbc:AllowanceTotalAmount')],
  },
  {
    id: 'BR-DEC-11',
    what: 'sum of charges on document level (BT-108)',
    pick: (c) => [child(c.totals, 'cbc:ChargeTotalAmount')],
  },
  {
    id: 'BR-DEC-12',
    what: 'invoice total amount without VAT (BT-109)',
    pick: (c) => [child(c.totals, 'cbc:TaxExclusiveAmount')],
  },
  { id: 'BR-DEC-13', what: 'invoice total VAT amount (BT-110)', pick: (c) => mainTax(c, c.currency) },
  {
    id: 'BR-DEC-14',
    what: 'invoice total amount with VAT (BT-112)',
    pick: (c) => [child(c.totals, 'cbc:TaxInclusiveAmount')],
  },
  {
    id: 'BR-DEC-15',
    what: 'invoice total VAT amount in accounting currency (BT-111)',
    pick: (c) => (c.taxCurrency ? mainTax(c, c.taxCurrency) : []),
  },
  { id: 'BR-DEC-16', what: 'paid amount (BT-113)', pick: (c) => [child(c.totals, 'cbc:PrepaidAmount')] },
  { id: 'BR-DEC-17', what: 'rounding amount (BT-114)', pick: (c) => [child(c.totals, 'cbc:PayableRoundingAmount')] },
  { id: 'BR-DEC-18', what: 'amount due for payment (BT-115)', pick: (c) => [child(c.totals, 'cbc:PayableAmount')] },
  {
    id: 'BR-DEC-19',
    what: 'VAT category taxable amount (BT-116)',
    pick: (c) => c.subtotals.map((s) => child(s, 'cbc:TaxableAmount')),
  },
  {
    id: 'BR-DEC-20',
    what: 'VAT category tax amount (BT-117)',
    pick: (c) => c.subtotals.map((s) => child(s, 'cbc:TaxAmount')),
  },
  {
    id: 'BR-DEC-23',
    what: 'invoice line net amount (BT-131)',
    pick: (c) => c.lines.map((l) => child(l, 'cbc:LineExtensionAmount')),
  },
  {
    id: 'BR-DEC-24',
    what: 'invoice line allowance amount (BT-136)',
    pick: (c) => lineAc(c, false).map((a) => child(a, 'cbc:Amount')),
  },
  {
    id: 'BR-DEC-25',
    what: 'invoice line allowance base amount (BT-137)',
    pick: (c) => lineAc(c, false).map((a) => child(a, 'cbc:BaseAmount')),
  },
  {
    id: 'BR-DEC-27',
    what: 'invoice line charge amount (BT-141)',
    pick: (c) => lineAc(c, true).map((a) => child(a, 'cbc:Amount')),
  },
  {
    id: 'BR-DEC-28',
    what: 'invoice line charge base amount (BT-142)',
    pick: (c) => lineAc(c, true).map((a) => child(a, 'cbc:BaseAmount')),
  },
];

export const DEC_RULES: Rule[] = DEC_TABLE.map((d) => ({
  id: d.id,
  flag: 'fatal',
  message: `The ${d.what} has at most 2 decimals.`,
  check: (c: RuleContext) => d.pick(c).filter(tooMany),
}));
