// Structural checks of our own (ids ESYN-S-*), for what the official XSD schema step would catch
// before the Schematron runs: the root element and its namespace, a credit note posing as an
// invoice (or the reverse), elements in unknown namespaces, amounts and quantities that are not
// numbers, the cardinality of header elements that UBL allows only once, and the schema's element
// order and allowed children (ubl-schema-order.ts) for the root and the aggregates Peppol uses.

import { CREDIT_NOTE_TYPE_CODES } from '../codelists';
import { num } from '../format';
import { NS } from '../xml/namespaces';
import type { XmlElement } from '../xml/tree';
import { child, children, els, type Rule, type RuleContext } from './context';
import { schemaChildOrder } from './ubl-schema-order';

const NUMERIC = [
  'cbc:Amount',
  'cbc:BaseAmount',
  'cbc:PriceAmount',
  'cbc:TaxAmount',
  'cbc:TaxableAmount',
  'cbc:LineExtensionAmount',
  'cbc:TaxExclusiveAmount',
  'cbc:TaxInclusiveAmount',
  'cbc:AllowanceTotalAmount',
  'cbc:ChargeTotalAmount',
  'cbc:PrepaidAmount',
  'cbc:PayableRoundingAmount',
  'cbc:PayableAmount',
  'cbc:InvoicedQuantity',
  'cbc:CreditedQuantity',
  'cbc:BaseQuantity',
  'cbc:Percent',
  'cbc:MultiplierFactorNumeric',
];

const ONCE = [
  'cbc:CustomizationID',
  'cbc:ProfileID',
  'cbc:ID',
  'cbc:IssueDate',
  'cbc:DueDate',
  'cbc:InvoiceTypeCode',
  'cbc:CreditNoteTypeCode',
  'cbc:DocumentCurrencyCode',
  'cbc:TaxCurrencyCode',
  'cbc:BuyerReference',
  'cbc:AccountingCost',
  'cac:OrderReference',
  'cac:AccountingSupplierParty',
  'cac:AccountingCustomerParty',
  'cac:PayeeParty',
  'cac:TaxRepresentativeParty',
  'cac:Delivery',
  'cac:PaymentTerms',
  'cac:LegalMonetaryTotal',
];

const KNOWN_NS = new Set<string>([NS.cac, NS.cbc, NS.ext, NS.invoice, NS.creditNote]);

const UBL_CHILD_NS = new Set<string>([NS.cac, NS.cbc, NS.ext]);

/** Children of schema-known elements that are out of order ('order') or not allowed there ('unknown'). */
function schemaViolations(c: RuleContext, kind: 'order' | 'unknown'): XmlElement[] {
  const out: XmlElement[] = [];
  for (const el of c.elements) {
    const order = schemaChildOrder(el, el === c.root);
    if (!order) continue;
    let last = -1;
    for (const k of el.children) {
      if (!UBL_CHILD_NS.has(k.ns)) continue; // other namespaces: ESYN-S-004
      const at = order.get(k.qname);
      if (at === undefined) {
        if (kind === 'unknown') out.push(k);
      } else if (at < last) {
        if (kind === 'order') out.push(k);
      } else {
        last = at;
      }
    }
  }
  return out;
}

export function isUblRoot(root: XmlElement): boolean {
  return (
    (root.ns === NS.invoice && root.local === 'Invoice') || (root.ns === NS.creditNote && root.local === 'CreditNote')
  );
}

export const ROOT_RULE: Rule = {
  id: 'ESYN-S-001',
  flag: 'fatal',
  message: `The root element must be a UBL 2.1 Invoice (${NS.invoice}) or CreditNote (${NS.creditNote}).`,
  check: (c) => (isUblRoot(c.root) ? [] : [c.root]),
};

export const STRUCTURE_RULES: Rule[] = [
  {
    id: 'ESYN-S-002',
    flag: 'fatal',
    message: 'A credit note type code on an Invoice root: a credit note must be sent as a UBL CreditNote.',
    check: (c) =>
      c.credit ? [] : children(c.root, 'cbc:InvoiceTypeCode').filter((e) => CREDIT_NOTE_TYPE_CODES.has(e.text.trim())),
  },
  {
    id: 'ESYN-S-003',
    flag: 'fatal',
    message: 'An invoice type code on a CreditNote root: an invoice must be sent as a UBL Invoice.',
    check: (c) =>
      c.credit
        ? children(c.root, 'cbc:CreditNoteTypeCode').filter((e) => !CREDIT_NOTE_TYPE_CODES.has(e.text.trim()))
        : [],
  },
  {
    id: 'ESYN-S-004',
    flag: 'fatal',
    message:
      'Element in an unknown namespace: UBL documents use only the Invoice/CreditNote, cac, cbc and ext namespaces.',
    check: (c: RuleContext) => {
      // Report the outermost foreign element only; anything inside a UBL extension is allowed.
      const foreign = new Set<XmlElement>();
      const out: XmlElement[] = [];
      for (const e of c.elements) {
        const p = e.parent;
        if (KNOWN_NS.has(e.ns) || (p && p.ns === NS.ext)) continue;
        if (!(p && foreign.has(p))) out.push(e);
        foreign.add(e);
      }
      return out;
    },
  },
  {
    id: 'ESYN-S-005',
    flag: 'fatal',
    message: 'Amounts, quantities, rates and percentages must be decimal numbers.',
    check: (c) => NUMERIC.flatMap((q) => els(c, q)).filter((e) => Number.isNaN(num(e.text))),
  },
  {
    id: 'ESYN-S-006',
    flag: 'fatal',
    message: 'This header element may occur at most once.',
    check: (c) => ONCE.flatMap((q) => children(c.root, q).slice(1)),
  },
  {
    id: 'ESYN-S-008',
    flag: 'fatal',
    message: 'Element out of the UBL 2.1 schema order: it must come before the sibling that precedes it.',
    check: (c) => schemaViolations(c, 'order'),
  },
  {
    id: 'ESYN-S-009',
    flag: 'fatal',
    message: 'Element not allowed here by the UBL 2.1 schema.',
    check: (c) => schemaViolations(c, 'unknown'),
  },
  {
    id: 'ESYN-S-007',
    flag: 'fatal',
    message: 'Each invoice line needs an item (cac:Item) and a price (cac:Price).',
    check: (c) => c.lines.filter((l) => !child(l, 'cac:Item') || !child(l, 'cac:Price')),
  },
];
