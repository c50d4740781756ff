// The per-VAT-category rules of EN 16931 (BR-S-*, BR-Z-*, BR-E-*, BR-AE-*, BR-IC-* for category K,
// BR-G-*, BR-O-*, BR-AF-* for L/IGIC and BR-AG-* for M/IPSI), generated from one declarative table: each category's name, rate rule, party
// identifier rule and exemption rule. The numbering is the standard's: -01 breakdown present,
// -02/-03/-04 party identifiers for lines/allowances/charges, -05/-06/-07 rates, -08 taxable amount,
// -09 tax amount, -10 exemption reason; O adds -11…-14, K adds IC-11/IC-12.

import { compare, percentOf, subtract } from '../../money';
import { sameAmount, sumAmounts } from './amounts';
import type { XmlElement } from '../xml/tree';
import {
  at,
  buyerVat,
  child,
  children,
  has,
  isTrue,
  numAt,
  sellerTaxRegistration,
  sellerVat,
  taxRepVat,
  text,
  unless,
  vatCategory,
  type Rule,
  type RuleContext,
} from './context';

type IdRule = 'vat-taxreg-rep' | 'vat-rep' | 'ae' | 'ic' | 'none';

interface CategorySpec {
  code: string;
  family: string;
  name: string;
  rate: 'positive' | 'zero' | 'absent' | 'non-negative';
  ids: IdRule;
  exemption: 'forbidden' | 'required';
  /** S, L and M break down per rate (at least one breakdown); the others have exactly one. */
  perRate: boolean;
}

export const VAT_CATEGORY_TABLE: readonly CategorySpec[] = [
  {
    code: 'S',
    family: 'BR-S',
    name: 'Standard rated',
    rate: 'positive',
    ids: 'vat-taxreg-rep',
    exemption: 'forbidden',
    perRate: true,
  },
  {
    code: 'Z',
    family: 'BR-Z',
    name: 'Zero rated',
    rate: 'zero',
    ids: 'vat-taxreg-rep',
    exemption: 'forbidden',
    perRate: false,
  },
  {
    code: 'E',
    family: 'BR-E',
    name: 'Exempt from VAT',
    rate: 'zero',
    ids: 'vat-taxreg-rep',
    exemption: 'required',
    perRate: false,
  },
  {
    code: 'AE',
    family: 'BR-AE',
    name: 'Reverse charge',
    rate: 'zero',
    ids: 'ae',
    exemption: 'required',
    perRate: false,
  },
  {
    code: 'K',
    family: 'BR-IC',
    name: 'Intra-community supply',
    rate: 'zero',
    ids: 'ic',
    exemption: 'required',
    perRate: false,
  },
  {
    code: 'G',
    family: 'BR-G',
    name: 'Export outside the EU',
    rate: 'zero',
    ids: 'vat-rep',
    exemption: 'required',
    perRate: false,
  },
  {
    code: 'O',
    family: 'BR-O',
    name: 'Not subject to VAT',
    rate: 'absent',
    ids: 'none',
    exemption: 'required',
    perRate: false,
  },
  {
    code: 'L',
    family: 'BR-AF',
    name: 'IGIC',
    rate: 'non-negative',
    ids: 'vat-taxreg-rep',
    exemption: 'forbidden',
    perRate: true,
  },
  {
    code: 'M',
    family: 'BR-AG',
    name: 'IPSI',
    rate: 'non-negative',
    ids: 'vat-taxreg-rep',
    exemption: 'forbidden',
    perRate: true,
  },
];

/** Categories whose tax is rate × base (the others carry zero tax). */
const TAXED: ReadonlySet<string> = new Set(['S', 'L', 'M']);

const lineCat = (l: XmlElement) => child(child(l, 'cac:Item'), 'cac:ClassifiedTaxCategory');
const chargeCat = (a: XmlElement) => children(a, 'cac:TaxCategory').find((t) => vatCategory(t) !== undefined);
const subCat = (s: XmlElement) => child(s, 'cac:TaxCategory');

interface ByCategory {
  lines: Map<string, XmlElement[]>;
  charges: Map<string, XmlElement[]>;
  allowances: Map<string, XmlElement[]>;
  subtotals: Map<string, XmlElement[]>;
  allSubtotals: Map<string, XmlElement[]>;
}

// Grouping by category once per document instead of once per rule (76 rules read it).
const CACHE = new WeakMap<RuleContext, ByCategory>();

function group(list: XmlElement[], catOf: (e: XmlElement) => XmlElement | undefined): Map<string, XmlElement[]> {
  const m = new Map<string, XmlElement[]>();
  for (const e of list) {
    const code = vatCategory(catOf(e));
    if (code === undefined) continue;
    const arr = m.get(code);
    if (arr) arr.push(e);
    else m.set(code, [e]);
  }
  return m;
}

function cats(c: RuleContext): ByCategory {
  let v = CACHE.get(c);
  if (!v) {
    v = {
      lines: group(c.lines, lineCat),
      charges: group(
        c.docCharges.filter((a) => isTrue(a)),
        chargeCat,
      ),
      allowances: group(
        c.docCharges.filter((a) => !isTrue(a)),
        chargeCat,
      ),
      subtotals: group(c.subtotals, subCat),
      allSubtotals: group(c.allSubtotals, subCat),
    };
    CACHE.set(c, v);
  }
  return v;
}

function idsOk(c: RuleContext, rule: IdRule): boolean {
  const sv = sellerVat(c) ?? taxRepVat(c);
  switch (rule) {
    case 'vat-taxreg-rep':
      return sv !== undefined || sellerTaxRegistration(c) !== undefined;
    case 'vat-rep':
      return sv !== undefined;
    case 'ae':
      return (
        (sv !== undefined || sellerTaxRegistration(c) !== undefined) &&
        (buyerVat(c) !== undefined || has(c.buyer, 'cac:PartyLegalEntity/cbc:CompanyID'))
      );
    case 'ic':
      return sv !== undefined && buyerVat(c) !== undefined;
    case 'none':
      return sellerVat(c) === undefined && taxRepVat(c) === undefined && buyerVat(c) === undefined;
  }
}

function rateOk(cat: XmlElement | undefined, rate: CategorySpec['rate']): boolean {
  const p = numAt(cat, 'cbc:Percent');
  if (rate === 'absent') return !has(cat, 'cbc:Percent');
  if (rate === 'zero') return p === 0;
  if (rate === 'non-negative') return p >= 0;
  return p > 0;
}

/** Taxable base of a category (and rate) from lines, document charges and allowances. */
function base(c: RuleContext, code: string, rate: number | undefined): number {
  const match = (cat: XmlElement | undefined) =>
    vatCategory(cat) === code && (rate === undefined || compare(numAt(cat, 'cbc:Percent') || 0, rate) === 0);
  const parts: (string | number)[] = [];
  for (const l of c.lines) if (match(lineCat(l))) parts.push(text(l, 'cbc:LineExtensionAmount') ?? '0');
  for (const a of c.docCharges) {
    if (!match(chargeCat(a))) continue;
    const v = text(a, 'cbc:Amount') ?? '0';
    parts.push(isTrue(a) ? v : subtract(0, v, 2));
  }
  return sumAmounts(parts);
}

function rulesFor(s: CategorySpec): Rule[] {
  const f = s.family;
  const n = `"${s.name}"`;
  const linesOf = (c: RuleContext) => cats(c).lines.get(s.code) ?? [];
  const chargesOf = (c: RuleContext, charge: boolean) =>
    (charge ? cats(c).charges : cats(c).allowances).get(s.code) ?? [];
  const subsOf = (c: RuleContext) => cats(c).subtotals.get(s.code) ?? [];
  const idMsg =
    s.ids === 'none'
      ? 'shall not contain the seller VAT identifier (BT-31), the tax representative VAT identifier (BT-63) or the buyer VAT identifier (BT-48)'
      : s.ids === 'ae'
        ? 'shall contain the seller VAT identifier (BT-31), tax registration (BT-32) or tax representative VAT identifier (BT-63), and the buyer VAT identifier (BT-48) or legal registration identifier (BT-47)'
        : s.ids === 'ic'
          ? 'shall contain the seller VAT identifier (BT-31) or tax representative VAT identifier (BT-63), and the buyer VAT identifier (BT-48)'
          : s.ids === 'vat-rep'
            ? 'shall contain the seller VAT identifier (BT-31) or the tax representative VAT identifier (BT-63)'
            : 'shall contain the seller VAT identifier (BT-31), the seller tax registration identifier (BT-32) and/or the tax representative VAT identifier (BT-63)';
  const rateMsg =
    s.rate === 'absent'
      ? 'shall not contain a VAT rate'
      : s.rate === 'zero'
        ? 'shall have a VAT rate of 0'
        : s.rate === 'non-negative'
          ? 'shall have a VAT rate of 0 or more'
          : 'shall have a VAT rate greater than zero';
  const rules: Rule[] = [
    {
      id: `${f}-01`,
      flag: 'fatal',
      message: `An invoice with a line, allowance or charge of VAT category ${n} shall have ${s.perRate ? 'at least one' : 'exactly one'} VAT breakdown (BG-23) with that category${s.perRate ? ', and none without one' : ''}.`,
      check: (c) => {
        const used = linesOf(c).length + chargesOf(c, true).length + chargesOf(c, false).length > 0;
        const count = cats(c).allSubtotals.get(s.code)?.length ?? 0;
        // Per-rate categories: breakdowns exactly when used. Others: a breakdown of the category,
        // or any use of it, requires exactly one breakdown (counted over every TaxTotal).
        return unless(c, s.perRate ? used === count > 0 : (!used && count === 0) || count === 1);
      },
    },
    {
      id: `${f}-02`,
      flag: 'fatal',
      message: `An invoice with an invoice line of VAT category ${n} ${idMsg}.`,
      check: (c) => (idsOk(c, s.ids) ? [] : linesOf(c).slice(0, 1)),
    },
    {
      id: `${f}-03`,
      flag: 'fatal',
      message: `An invoice with a document level allowance of VAT category ${n} ${idMsg}.`,
      check: (c) => (idsOk(c, s.ids) ? [] : chargesOf(c, false).slice(0, 1)),
    },
    {
      id: `${f}-04`,
      flag: 'fatal',
      message: `An invoice with a document level charge of VAT category ${n} ${idMsg}.`,
      check: (c) => (idsOk(c, s.ids) ? [] : chargesOf(c, true).slice(0, 1)),
    },
    {
      id: `${f}-05`,
      flag: 'fatal',
      message: `An invoice line of VAT category ${n} ${rateMsg} (BT-152).`,
      check: (c) =>
        linesOf(c)
          .map(lineCat)
          .filter((x): x is XmlElement => x !== undefined && !rateOk(x, s.rate)),
    },
    {
      id: `${f}-06`,
      flag: 'fatal',
      message: `A document level allowance of VAT category ${n} ${rateMsg} (BT-96).`,
      check: (c) =>
        chargesOf(c, false)
          .map(chargeCat)
          .filter((x): x is XmlElement => x !== undefined && !rateOk(x, s.rate)),
    },
    {
      id: `${f}-07`,
      flag: 'fatal',
      message: `A document level charge of VAT category ${n} ${rateMsg} (BT-103).`,
      check: (c) =>
        chargesOf(c, true)
          .map(chargeCat)
          .filter((x): x is XmlElement => x !== undefined && !rateOk(x, s.rate)),
    },
    {
      id: `${f}-08`,
      flag: 'fatal',
      message: `The taxable amount (BT-116) of the ${n} VAT breakdown shall equal the line net amounts plus charges minus allowances of that category${s.perRate ? ' and rate' : ''}.`,
      check: (c) =>
        subsOf(c)
          .filter((x) => {
            const expected = base(c, s.code, s.perRate ? numAt(subCat(x), 'cbc:Percent') || 0 : undefined);
            const given = numAt(x, 'cbc:TaxableAmount');
            // BR-S-08 (and IGIC/IPSI) allow the ±1 rounding slack of the official rule; the others are exact.
            return TAXED.has(s.code)
              ? !(Math.abs(given - expected) < 1)
              : !sameAmount(text(x, 'cbc:TaxableAmount') ?? '0', expected);
          })
          .map((x) => subCat(x) as XmlElement),
    },
    {
      id: `${f}-09`,
      flag: 'fatal',
      message: TAXED.has(s.code)
        ? `The tax amount (BT-117) of a ${n} VAT breakdown shall equal taxable amount × rate / 100, rounded to two decimals.`
        : `The tax amount (BT-117) of the ${n} VAT breakdown shall be 0.`,
      check: (c) =>
        subsOf(c)
          .filter((x) => {
            const tax = numAt(x, 'cbc:TaxAmount');
            if (!TAXED.has(s.code)) return tax !== 0;
            const expected = percentOf(Math.abs(numAt(x, 'cbc:TaxableAmount')), numAt(subCat(x), 'cbc:Percent'), 2);
            return !(Math.abs(Math.abs(tax) - expected) < 1);
          })
          .map((x) => subCat(x) as XmlElement),
    },
    {
      id: `${f}-10`,
      flag: 'fatal',
      message:
        s.exemption === 'forbidden'
          ? `A ${n} VAT breakdown shall not have an exemption reason code (BT-121) or text (BT-120).`
          : `A ${n} VAT breakdown shall have an exemption reason code (BT-121) or text (BT-120).`,
      check: (c) =>
        subsOf(c)
          .map(subCat)
          .filter((x): x is XmlElement => {
            if (!x) return false;
            const hasReason = has(x, 'cbc:TaxExemptionReason') || has(x, 'cbc:TaxExemptionReasonCode');
            return s.exemption === 'forbidden' ? hasReason : !hasReason;
          }),
    },
  ];
  if (s.code === 'O') {
    const other = (cat: XmlElement | undefined) => {
      const v = vatCategory(cat);
      return v !== undefined && v !== 'O';
    };
    rules.push(
      {
        id: 'BR-O-11',
        flag: 'fatal',
        message: 'An invoice with a "Not subject to VAT" breakdown shall not contain other VAT breakdowns.',
        check: (c) => (subsOf(c).length > 0 ? c.subtotals.filter((x) => other(subCat(x))) : []),
      },
      {
        id: 'BR-O-12',
        flag: 'fatal',
        message: 'An invoice with a "Not subject to VAT" breakdown shall not contain lines of another VAT category.',
        check: (c) => (subsOf(c).length > 0 ? c.lines.filter((l) => other(lineCat(l))) : []),
      },
      {
        id: 'BR-O-13',
        flag: 'fatal',
        message:
          'An invoice with a "Not subject to VAT" breakdown shall not contain document allowances of another VAT category.',
        check: (c) => (subsOf(c).length > 0 ? c.docCharges.filter((a) => !isTrue(a) && other(chargeCat(a))) : []),
      },
      {
        id: 'BR-O-14',
        flag: 'fatal',
        message:
          'An invoice with a "Not subject to VAT" breakdown shall not contain document charges of another VAT category.',
        check: (c) => (subsOf(c).length > 0 ? c.docCharges.filter((a) => isTrue(a) && other(chargeCat(a))) : []),
      },
    );
  }
  if (s.code === 'K') {
    rules.push(
      {
        id: 'BR-IC-11',
        flag: 'fatal',
        message:
          'An invoice with an "Intra-community supply" breakdown shall have an actual delivery date (BT-72) or an invoicing period (BG-14).',
        check: (c) =>
          subsOf(c).length > 0
            ? unless(
                c,
                has(c.root, 'cac:Delivery/cbc:ActualDeliveryDate') ||
                  has(c.root, 'cac:InvoicePeriod/cbc:StartDate') ||
                  has(c.root, 'cac:InvoicePeriod/cbc:EndDate'),
              )
            : [],
      },
      {
        id: 'BR-IC-12',
        flag: 'fatal',
        message: 'An invoice with an "Intra-community supply" breakdown shall have a deliver-to country code (BT-80).',
        check: (c) =>
          subsOf(c).length > 0
            ? unless(
                c,
                (
                  text(
                    at(c.root, 'cac:Delivery/cac:DeliveryLocation/cac:Address/cac:Country/cbc:IdentificationCode'),
                  ) ?? ''
                ).length > 1,
              )
            : [],
      },
    );
  }
  return rules;
}

export const VAT_RULES: Rule[] = VAT_CATEGORY_TABLE.flatMap(rulesFor);
