// What every rule check gets: the parsed tree plus the lookups most rules need, computed once per
// document (an index of elements by qualified name, the lines, charges, VAT breakdown, parties).

import { num } from '../format';
import type { FindingFlag } from '../types';
import { all, at, child, children, text, walk, type XmlElement } from '../xml/tree';

export interface RuleContext {
  root: XmlElement;
  credit: boolean;
  /** All elements by qualified name, document order. */
  index: Map<string, XmlElement[]>;
  /** Every element, document order (one walk serves the rules that look at all elements). */
  elements: XmlElement[];
  lines: XmlElement[];
  /** Document-level cac:AllowanceCharge. */
  docCharges: XmlElement[];
  /** cac:TaxSubtotal of the TaxTotal that has subtotals (the first one). */
  subtotals: XmlElement[];
  /** cac:TaxSubtotal of every TaxTotal (a document with two breakdowns is itself an error). */
  allSubtotals: XmlElement[];
  currency?: string;
  taxCurrency?: string;
  seller?: XmlElement;
  buyer?: XmlElement;
  /** Postal address countries (BT-40, BT-55). */
  sellerCountry?: string;
  buyerCountry?: string;
  /** Countries as the Peppol rules derive them: VAT prefix first, then tax representative, then address. */
  peppolSellerCountry: string;
  peppolBuyerCountry: string;
  totals?: XmlElement;
}

/** A rule: the elements it flags (empty when the document passes). */
export interface Rule {
  id: string;
  flag: FindingFlag;
  message: string;
  check: (ctx: RuleContext) => XmlElement[];
}

function vatPrefix(party: XmlElement | undefined): string | undefined {
  const s = children(party, 'cac:PartyTaxScheme').find((t) => text(t, 'cac:TaxScheme/cbc:ID') === 'VAT');
  const id = text(s, 'cbc:CompanyID');
  return id && id.length >= 2 ? id.slice(0, 2).toUpperCase() : undefined;
}

export function buildContext(root: XmlElement): RuleContext {
  const index = new Map<string, XmlElement[]>();
  const elements: XmlElement[] = [];
  walk(root, (e) => {
    elements.push(e);
    let list = index.get(e.qname);
    if (!list) {
      list = [];
      index.set(e.qname, list);
    }
    list.push(e);
  });
  const credit = root.local === 'CreditNote';
  const seller = at(root, 'cac:AccountingSupplierParty/cac:Party');
  const buyer = at(root, 'cac:AccountingCustomerParty/cac:Party');
  const taxTotal = children(root, 'cac:TaxTotal').find((t) => child(t, 'cac:TaxSubtotal'));
  return {
    root,
    credit,
    index,
    elements,
    lines: [...children(root, 'cac:InvoiceLine'), ...children(root, 'cac:CreditNoteLine')],
    docCharges: children(root, 'cac:AllowanceCharge'),
    subtotals: children(taxTotal, 'cac:TaxSubtotal'),
    allSubtotals: all(root, 'cac:TaxTotal/cac:TaxSubtotal'),
    currency: text(root, 'cbc:DocumentCurrencyCode'),
    taxCurrency: text(root, 'cbc:TaxCurrencyCode'),
    seller,
    buyer,
    sellerCountry: text(seller, 'cac:PostalAddress/cac:Country/cbc:IdentificationCode'),
    buyerCountry: text(buyer, 'cac:PostalAddress/cac:Country/cbc:IdentificationCode'),
    peppolSellerCountry:
      vatPrefix(seller) ??
      vatPrefix(child(root, 'cac:TaxRepresentativeParty')) ??
      text(seller, 'cac:PostalAddress/cac:Country/cbc:IdentificationCode')?.toUpperCase() ??
      'XX',
    peppolBuyerCountry:
      vatPrefix(buyer) ?? text(buyer, 'cac:PostalAddress/cac:Country/cbc:IdentificationCode')?.toUpperCase() ?? 'XX',
    totals: child(root, 'cac:LegalMonetaryTotal'),
  };
}

// ---- helpers shared by the rule families ----

export function els(ctx: RuleContext, qname: string): XmlElement[] {
  return ctx.index.get(qname) ?? [];
}

/** Numeric value at a path; NaN when missing or not a number. */
export function numAt(el: XmlElement | undefined, path?: string): number {
  return num(text(el, path));
}

export function has(el: XmlElement | undefined, path: string): boolean {
  return text(el, path) !== undefined;
}

/** The element exists, even when empty (the official rules test existence; R008 reports emptiness). */
export function exists(el: XmlElement | undefined, path: string): boolean {
  return at(el, path) !== undefined;
}

/** The NN of a Peppol billing ProfileID (urn:fdc:peppol.eu:2017:poacc:billing:NN:1.0), else 'Unknown'. */
export function profileNumber(root: XmlElement): string {
  const m = /^urn:fdc:peppol\.eu:2017:poacc:billing:(\d\d):1\.0$/.exec(text(root, 'cbc:ProfileID') ?? '');
  return m ? (m[1] as string) : 'Unknown';
}

export function isTrue(el: XmlElement | undefined): boolean {
  return text(el, 'cbc:ChargeIndicator') === 'true';
}

/** The VAT category code of a cac:TaxCategory / cac:ClassifiedTaxCategory under el. */
export function vatCategory(cat: XmlElement | undefined): string | undefined {
  if (!cat) return undefined;
  const scheme = text(cat, 'cac:TaxScheme/cbc:ID');
  if (scheme !== undefined && scheme.toUpperCase() !== 'VAT') return undefined;
  return text(cat, 'cbc:ID');
}

export function lineCategoryEl(line: XmlElement): XmlElement | undefined {
  return at(line, 'cac:Item/cac:ClassifiedTaxCategory');
}

export function sellerVat(ctx: RuleContext): string | undefined {
  const s = children(ctx.seller, 'cac:PartyTaxScheme').find(
    (t) => (text(t, 'cac:TaxScheme/cbc:ID') ?? '').toUpperCase() === 'VAT',
  );
  return text(s, 'cbc:CompanyID');
}

export function sellerTaxRegistration(ctx: RuleContext): string | undefined {
  const s = children(ctx.seller, 'cac:PartyTaxScheme').find(
    (t) => (text(t, 'cac:TaxScheme/cbc:ID') ?? '').toUpperCase() !== 'VAT',
  );
  return text(s, 'cbc:CompanyID');
}

export function buyerVat(ctx: RuleContext): string | undefined {
  const s = children(ctx.buyer, 'cac:PartyTaxScheme').find(
    (t) => (text(t, 'cac:TaxScheme/cbc:ID') ?? '').toUpperCase() === 'VAT',
  );
  return text(s, 'cbc:CompanyID');
}

export function taxRepVat(ctx: RuleContext): string | undefined {
  const rep = child(ctx.root, 'cac:TaxRepresentativeParty');
  const s = children(rep, 'cac:PartyTaxScheme').find(
    (t) => (text(t, 'cac:TaxScheme/cbc:ID') ?? '').toUpperCase() === 'VAT',
  );
  return text(s, 'cbc:CompanyID');
}

/** Root-level element list helper for 'exists' style rules: [root] when the test fails. */
export function unless(ctx: RuleContext, ok: boolean, el?: XmlElement): XmlElement[] {
  return ok ? [] : [el ?? ctx.root];
}

export { all, at, child, children, text, walk };
