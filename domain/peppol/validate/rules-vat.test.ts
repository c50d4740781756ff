// One breaking test per VAT-category rule (BR-S/Z/E/AE/IC/G/O/AF/AG-01…-14), generated from the same
// numbering scheme the rules use: each category has a clean base invoice whose lines, document
// allowance and charge all carry that category; each edit breaks one numbered condition.

import { buildUbl } from '../build/build-ubl';
import { categoryInput, richInput, type CategoryCode } from '../fixtures/bases';
import { add, docCharge, get, remove, setText, subtotals } from '../fixtures/tree-edit';
import { readTree } from '../parse';
import type { XmlElement } from '../xml/tree';
import { IMPLEMENTED_RULE_IDS, validateTree } from '.';

const FAMILY: Record<CategoryCode, string> = {
  S: 'BR-S',
  Z: 'BR-Z',
  E: 'BR-E',
  AE: 'BR-AE',
  K: 'BR-IC',
  G: 'BR-G',
  O: 'BR-O',
  L: 'BR-AF',
  M: 'BR-AG',
};
const CODES = Object.keys(FAMILY) as CategoryCode[];
const XML: Record<CategoryCode, string> = Object.fromEntries(
  CODES.map((c) => [c, buildUbl(c === 'S' ? richInput() : categoryInput(c))]),
) as Record<CategoryCode, string>;
const S = 'cac:AccountingSupplierParty/cac:Party';
const B = 'cac:AccountingCustomerParty/cac:Party';

const lineCat = (r: XmlElement) => get(r, 'cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory');
const vatScheme = (party: XmlElement) =>
  party.children.find(
    (c) =>
      c.qname === 'cac:PartyTaxScheme' &&
      c.children.some((k) => k.qname === 'cac:TaxScheme' && k.children[0]?.text === 'VAT'),
  );

/** Breaks the rate of a category element: S gets 0, IGIC/IPSI a negative rate, zero-rated ones 5, O any rate. */
function breakRate(code: CategoryCode, cat: XmlElement): void {
  if (code === 'O') add(cat, 'cbc:Percent', '0');
  else setText(cat, 'cbc:Percent', code === 'S' ? '0' : code === 'L' || code === 'M' ? '-1' : '5');
}

/** Breaks the party identifier condition of -02/-03/-04 for the category. */
function breakIds(code: CategoryCode, r: XmlElement): void {
  const seller = get(r, S);
  const buyer = get(r, B);
  const drop = (p: XmlElement, el: XmlElement | undefined) => {
    p.children = p.children.filter((c) => c !== el);
  };
  if (code === 'O') {
    const t = add(seller, 'cac:PartyTaxScheme');
    add(t, 'cbc:CompanyID', 'SE556036079301');
    add(t, 'cac:TaxScheme/cbc:ID', 'VAT');
  } else if (code === 'AE') {
    drop(buyer, vatScheme(buyer));
    remove(buyer, 'cac:PartyLegalEntity/cbc:CompanyID');
  } else if (code === 'K') {
    drop(buyer, vatScheme(buyer));
  } else if (code === 'G') {
    drop(seller, vatScheme(seller));
  } else {
    remove(seller, 'cac:PartyTaxScheme');
  }
}

function breakExemption(code: CategoryCode, r: XmlElement): void {
  const cat = get(subtotals(r, code)[0] as XmlElement, 'cac:TaxCategory');
  if (code === 'S' || code === 'Z' || code === 'L' || code === 'M') add(cat, 'cbc:TaxExemptionReason', 'Exempt');
  else {
    remove(cat, 'cbc:TaxExemptionReason');
    remove(cat, 'cbc:TaxExemptionReasonCode');
  }
}

type Edit = (r: XmlElement) => void;
function editsFor(code: CategoryCode): [string, Edit][] {
  const f = FAMILY[code];
  const sub = (r: XmlElement) => subtotals(r, code)[0] as XmlElement;
  const edits: [string, Edit][] = [
    [
      `${f}-01`,
      (r) => {
        for (const s of subtotals(r, code)) {
          const p = s.parent as XmlElement;
          p.children = p.children.filter((c) => c !== s);
        }
      },
    ],
    [`${f}-02`, (r) => breakIds(code, r)],
    [`${f}-03`, (r) => breakIds(code, r)],
    [`${f}-04`, (r) => breakIds(code, r)],
    [`${f}-05`, (r) => breakRate(code, lineCat(r))],
    [`${f}-06`, (r) => breakRate(code, get(docCharge(r, false), 'cac:TaxCategory'))],
    [`${f}-07`, (r) => breakRate(code, get(docCharge(r, true), 'cac:TaxCategory'))],
    [`${f}-08`, (r) => setText(sub(r), 'cbc:TaxableAmount', '999.00')],
    [`${f}-09`, (r) => setText(sub(r), 'cbc:TaxAmount', ['S', 'L', 'M'].includes(code) ? '99.00' : '1.00')],
    [`${f}-10`, (r) => breakExemption(code, r)],
  ];
  if (code === 'O') {
    edits.push(
      [
        'BR-O-11',
        (r) => {
          const s = add(get(r, 'cac:TaxTotal'), 'cac:TaxSubtotal');
          add(s, 'cbc:TaxableAmount', '0', { currencyID: 'SEK' });
          add(s, 'cbc:TaxAmount', '0', { currencyID: 'SEK' });
          const c = add(s, 'cac:TaxCategory');
          add(c, 'cbc:ID', 'Z');
          add(c, 'cbc:Percent', '0');
          add(c, 'cac:TaxScheme/cbc:ID', 'VAT');
        },
      ],
      ['BR-O-12', (r) => setText(lineCat(r), 'cbc:ID', 'Z')],
      ['BR-O-13', (r) => setText(get(docCharge(r, false), 'cac:TaxCategory'), 'cbc:ID', 'Z')],
      ['BR-O-14', (r) => setText(get(docCharge(r, true), 'cac:TaxCategory'), 'cbc:ID', 'Z')],
    );
  }
  if (code === 'K') {
    edits.push(
      ['BR-IC-11', (r) => remove(r, 'cac:Delivery/cbc:ActualDeliveryDate')],
      ['BR-IC-12', (r) => remove(r, 'cac:Delivery/cac:DeliveryLocation')],
    );
  }
  return edits;
}

const CASES = CODES.flatMap((code) => editsFor(code).map(([id, edit]) => [id, code, edit] as const));

describe('VAT category rules', () => {
  it.each(CODES)('the %s base invoice passes every rule', (code) => {
    expect(validateTree(readTree(XML[code]))).toEqual([]);
  });

  it.each(CASES)('%s (category %s)', (id, code, edit) => {
    const root = readTree(XML[code]);
    edit(root);
    expect(validateTree(root).map((f) => f.id)).toContain(id);
  });

  it('covers every implemented VAT-category rule id', () => {
    const tested = new Set(CASES.map(([id]) => id));
    const vat = IMPLEMENTED_RULE_IDS.filter((id) => /^BR-(S|Z|E|AE|IC|G|O|AF|AG)-\d\d$/.test(id));
    expect(vat.filter((id) => !tested.has(id))).toEqual([]);
    expect(vat.length).toBe(96);
  });
});
