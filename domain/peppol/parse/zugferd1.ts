// ZUGFeRD 1.0 (`CrossIndustryDocument`, 2014): its tree is renamed into the CII D16B shape the
// EN 16931 reader (cii.ts) walks, so one mapping serves both, for parse (Get from IE) and for the
// hybrid extraction route alike. The renames are the ones the ZUGFeRD 2.0 migration table lists for the elements the form
// reads; an element with no rename keeps its local name under the D16B namespaces.
import { NS } from '../xml/namespaces';
import type { XmlElement } from '../xml/tree';

const ZF1_ROOT_NS = 'urn:ferd:CrossIndustryDocument:invoice:1p0';

/** Header-level and line-level renames (the same ZUGFeRD 1.0 name maps to two D16B names). */
const HEADER: Readonly<Record<string, string>> = {
  HeaderExchangedDocument: 'ExchangedDocument',
  SpecifiedSupplyChainTradeTransaction: 'SupplyChainTradeTransaction',
  ApplicableSupplyChainTradeAgreement: 'ApplicableHeaderTradeAgreement',
  ApplicableSupplyChainTradeDelivery: 'ApplicableHeaderTradeDelivery',
  ApplicableSupplyChainTradeSettlement: 'ApplicableHeaderTradeSettlement',
  SpecifiedTradeSettlementMonetarySummation: 'SpecifiedTradeSettlementHeaderMonetarySummation',
  ApplicablePercent: 'RateApplicablePercent',
};
const LINE: Readonly<Record<string, string>> = {
  SpecifiedSupplyChainTradeAgreement: 'SpecifiedLineTradeAgreement',
  SpecifiedSupplyChainTradeDelivery: 'SpecifiedLineTradeDelivery',
  SpecifiedSupplyChainTradeSettlement: 'SpecifiedLineTradeSettlement',
  SpecifiedTradeSettlementMonetarySummation: 'SpecifiedTradeSettlementLineMonetarySummation',
  ApplicablePercent: 'RateApplicablePercent',
};

export function isZugferd1(root: XmlElement): boolean {
  return root.local === 'CrossIndustryDocument' && root.ns === ZF1_ROOT_NS;
}

function prefixFor(ns: string, isRoot: boolean): { ns: string; prefix: string } {
  if (isRoot || ns === ZF1_ROOT_NS) return { ns: NS.rsm, prefix: 'rsm' };
  if (/UnqualifiedDataType/.test(ns)) return { ns: NS.udt, prefix: 'udt' };
  if (/QualifiedDataType/.test(ns)) return { ns: NS.qdt, prefix: 'qdt' };
  return { ns: NS.ram, prefix: 'ram' };
}

function rename(el: XmlElement, parent: XmlElement | null, inLine: boolean): XmlElement {
  const isRoot = parent === null;
  const local = isRoot ? 'CrossIndustryInvoice' : ((inLine ? LINE : HEADER)[el.local] ?? el.local);
  const { ns, prefix } = prefixFor(el.ns, isRoot);
  const out: XmlElement = {
    qname: `${prefix}:${local}`,
    ns,
    local,
    attrs: el.attrs,
    children: [],
    text: el.text,
    parent,
  };
  const line = inLine || el.local === 'IncludedSupplyChainTradeLineItem';
  out.children = el.children.map((c) => rename(c, out, line));
  if (
    local === 'SpecifiedTradeSettlementHeaderMonetarySummation' &&
    !out.children.some((c) => c.local === 'DuePayableAmount')
  ) {
    // BASIC documents of 1.0 may omit the amount due: it is the grand total less what was prepaid.
    const amount = (name: string): number =>
      Number(out.children.find((c) => c.local === name)?.text.trim() ?? '0') || 0;
    const due = Math.round((amount('GrandTotalAmount') - amount('TotalPrepaidAmount')) * 100) / 100;
    out.children.push({
      qname: 'ram:DuePayableAmount',
      ns: NS.ram,
      local: 'DuePayableAmount',
      attrs: {},
      children: [],
      text: String(due),
      parent: out,
    });
  }
  return out;
}

/** The ZUGFeRD 1.0 tree as a CII D16B CrossIndustryInvoice tree. */
export function zugferd1AsCii(root: XmlElement): XmlElement {
  return rename(root, null, false);
}
