// One breaking test per German and Greek national rule (DE-R, GR-R, GR-S) on a clean domestic
// invoice of that country built by build, plus the cases where the official rules must stay quiet.

import { buildUbl } from '../build/build-ubl';
import { nationalInput } from '../fixtures/bases';
import { add, get, remove, setAttr, setText } from '../fixtures/tree-edit';
import { readTree } from '../parse';
import type { PeppolDocumentInput } from '../types';
import type { XmlElement } from '../xml/tree';
import { DE_RULES } from './rules-de';
import { GR_RULES, isValidGreekTin } from './rules-gr';
import { validateTree } from '.';

const S = 'cac:AccountingSupplierParty/cac:Party';
const B = 'cac:AccountingCustomerParty/cac:Party';
const PM = 'cac:PaymentMeans';
const ATTACHMENT = { filename: 'anhang.pdf', mime_code: 'application/pdf', content: 'JVBERi0xLjQK' };

/** Inserts a new child at `index` of parent (element order matters to the schema check). */
function insertAt(parent: XmlElement, index: number, path: string, value = ''): XmlElement {
  const el = add(parent, path, value);
  let top = el;
  while (top.parent !== parent) top = top.parent as XmlElement;
  parent.children = [...parent.children.filter((c) => c !== top)];
  parent.children.splice(index, 0, top);
  return el;
}

/** A deep copy of el inserted right after it. */
function duplicate(el: XmlElement): XmlElement {
  const copy = (e: XmlElement, parent: XmlElement | null): XmlElement => {
    const c: XmlElement = { ...e, attrs: { ...e.attrs }, parent, children: [] };
    c.children = e.children.map((k) => copy(k, c));
    return c;
  };
  const p = el.parent as XmlElement;
  const dup = copy(el, p);
  p.children.splice(p.children.indexOf(el) + 1, 0, dup);
  return dup;
}

function germanTree(): XmlElement {
  const input: PeppolDocumentInput = { ...nationalInput('DE'), attachments: [ATTACHMENT] };
  const root = readTree(buildUbl(input));
  // BT-41: the form has no contact point name; an importing seller's document carries one.
  insertAt(get(root, `${S}/cac:Contact`), 0, 'cbc:Name', 'Buchhaltung');
  return root;
}

function greekTree(): XmlElement {
  const input: PeppolDocumentInput = {
    ...nationalInput('GR'),
    attachments: [{ ...ATTACHMENT, id: '400001234567890', description: '##M.AR.K##', filename: 'mark.pdf' }],
  };
  const root = readTree(buildUbl(input));
  const mark = get(root, 'cac:AdditionalDocumentReference');
  const url = insertAt(root, root.children.indexOf(mark) + 1, 'cac:AdditionalDocumentReference');
  add(url, 'cbc:ID', 'URL');
  add(url, 'cbc:DocumentDescription', '##INVOICE|URL##');
  add(url, 'cac:Attachment/cac:ExternalReference/cbc:URI', 'https://www1.aade.gr/tameiakes/myweb/q1.php?SIG=ABC');
  return root;
}

const paymentCode = (r: XmlElement, code: string) => setText(r, `${PM}/cbc:PaymentMeansCode`, code);
const mandate = (r: XmlElement, payer?: string) => {
  const m = add(get(r, PM), 'cac:PaymentMandate');
  add(m, 'cbc:ID', 'MANDATE-1');
  if (payer) add(m, 'cac:PayerFinancialAccount/cbc:ID', payer);
};
const paymentTerms = (r: XmlElement, note: string) => {
  const pm = get(r, PM);
  insertAt(r, r.children.indexOf(pm) + 1, 'cac:PaymentTerms/cbc:Note', note);
};
const setId = (r: XmlElement, id: string) => setText(r, 'cbc:ID', id);
const refs = (r: XmlElement, description: string) =>
  r.children.filter(
    (c) => c.qname === 'cac:AdditionalDocumentReference' && get(c, 'cbc:DocumentDescription').text === description,
  );

const DE_CASES: [string, (r: XmlElement) => void][] = [
  ['DE-R-001', (r) => remove(r, PM)],
  ['DE-R-002', (r) => remove(r, `${S}/cac:Contact`)],
  ['DE-R-003', (r) => remove(r, `${S}/cac:PostalAddress/cbc:CityName`)],
  ['DE-R-004', (r) => setText(r, `${S}/cac:PostalAddress/cbc:PostalZone`, '  ')],
  ['DE-R-005', (r) => remove(r, `${S}/cac:Contact/cbc:Name`)],
  ['DE-R-006', (r) => remove(r, `${S}/cac:Contact/cbc:Telephone`)],
  ['DE-R-007', (r) => remove(r, `${S}/cac:Contact/cbc:ElectronicMail`)],
  ['DE-R-008', (r) => remove(r, `${B}/cac:PostalAddress/cbc:CityName`)],
  ['DE-R-009', (r) => remove(r, `${B}/cac:PostalAddress/cbc:PostalZone`)],
  [
    'DE-R-010',
    (r) => {
      insertAt(
        r,
        r.children.indexOf(get(r, PM)),
        'cac:Delivery/cac:DeliveryLocation/cac:Address/cbc:PostalZone',
        '10117',
      );
    },
  ],
  [
    'DE-R-011',
    (r) => {
      insertAt(
        r,
        r.children.indexOf(get(r, PM)),
        'cac:Delivery/cac:DeliveryLocation/cac:Address/cbc:CityName',
        'Berlin',
      );
    },
  ],
  ['DE-R-014', (r) => remove(r, 'cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:Percent')],
  ['DE-R-015', (r) => remove(r, 'cbc:BuyerReference')],
  ['DE-R-016', (r) => remove(r, `${S}/cac:PartyTaxScheme`)],
  ['DE-R-017', (r) => setText(r, 'cbc:InvoiceTypeCode', '383')],
  ['DE-R-018', (r) => paymentTerms(r, '#SKONTO#TAGE=7#PROZENT=2#\n')],
  ['DE-R-019', (r) => setText(r, `${PM}/cac:PayeeFinancialAccount/cbc:ID`, 'DE89370400440532013001')],
  [
    'DE-R-020',
    (r) => {
      paymentCode(r, '59');
      remove(r, `${PM}/cac:PayeeFinancialAccount`);
      mandate(r, 'DE00123');
    },
  ],
  [
    'DE-R-022',
    (r) => {
      duplicate(get(r, 'cac:AdditionalDocumentReference'));
    },
  ],
  [
    'DE-R-023-1',
    (r) => {
      paymentCode(r, '30');
      remove(r, `${PM}/cac:PayeeFinancialAccount`);
    },
  ],
  ['DE-R-023-2', (r) => mandate(r, 'DE89370400440532013000')],
  [
    'DE-R-024-1',
    (r) => {
      paymentCode(r, '48');
      remove(r, `${PM}/cac:PayeeFinancialAccount`);
    },
  ],
  ['DE-R-024-2', (r) => paymentCode(r, '54')],
  [
    'DE-R-025-1',
    (r) => {
      paymentCode(r, '59');
      remove(r, `${PM}/cac:PayeeFinancialAccount`);
    },
  ],
  [
    'DE-R-025-2',
    (r) => {
      paymentCode(r, '59');
      mandate(r, 'DE89370400440532013000');
    },
  ],
  ['DE-R-026', (r) => setText(r, 'cbc:InvoiceTypeCode', '384')],
  ['DE-R-027', (r) => setText(r, `${S}/cac:Contact/cbc:Telephone`, 'auf Anfrage 1')],
  ['DE-R-028', (r) => setText(r, `${S}/cac:Contact/cbc:ElectronicMail`, 'rechnung@lieferant')],
  ['DE-R-030', (r) => mandate(r, 'DE89370400440532013000')],
  ['DE-R-031', (r) => mandate(r)],
];

const GR_CASES: [string, (r: XmlElement) => void][] = [
  ['GR-R-001-1', (r) => setId(r, '094014201|20/11/2026|0|1.1|A')],
  ['GR-R-001-2', (r) => setId(r, '994645329|20/11/2026|0|1.1|A|1')],
  ['GR-R-001-3', (r) => setId(r, '094014201|21/11/2026|0|1.1|A|1')],
  ['GR-R-001-4', (r) => setId(r, '094014201|20/11/2026|x|1.1|A|1')],
  ['GR-R-001-5', (r) => setId(r, '094014201|20/11/2026|0|9.9|A|1')],
  ['GR-R-001-6', (r) => setId(r, '094014201|20/11/2026|0|1.1||1')],
  ['GR-R-001-7', (r) => setId(r, '094014201|20/11/2026|0|1.1|A|')],
  ['GR-R-002', (r) => remove(r, `${S}/cac:PartyName`)],
  ['GR-R-003', (r) => setText(r, `${S}/cac:PartyTaxScheme/cbc:CompanyID`, 'EL094014202')],
  [
    'GR-R-004-1',
    (r) => {
      for (const m of refs(r, '##M.AR.K##')) r.children = r.children.filter((c) => c !== m);
    },
  ],
  [
    'GR-R-004-2',
    (r) => {
      get(refs(r, '##M.AR.K##')[0] as XmlElement, 'cbc:ID').text = 'A-123';
    },
  ],
  ['GR-R-005', (r) => remove(r, `${B}/cac:PartyName`)],
  ['GR-R-006', (r) => setText(r, `${B}/cac:PartyTaxScheme/cbc:CompanyID`, 'EL994645320')],
  [
    'GR-S-008-1',
    (r) => {
      for (const u of refs(r, '##INVOICE|URL##')) r.children = r.children.filter((c) => c !== u);
    },
  ],
  [
    'GR-R-008-2',
    (r) => {
      duplicate(refs(r, '##INVOICE|URL##')[0] as XmlElement);
    },
  ],
  [
    'GR-R-008-3',
    (r) => {
      (refs(r, '##INVOICE|URL##')[0] as XmlElement).children.pop();
    },
  ],
  ['GR-R-009', (r) => setAttr(r, `${S}/cbc:EndpointID`, 'schemeID', '0088')],
  ['GR-R-010', (r) => setText(r, `${B}/cbc:EndpointID`, '994645320')],
  ['GR-S-011', (r) => setText(r, `${S}/cac:PartyTaxScheme/cbc:CompanyID`, 'GR094014201')],
];

const ids = (root: XmlElement) => validateTree(root).map((f) => `${f.id}:${f.flag}`);

describe('German national rules (DE-R)', () => {
  it('the German base invoice passes every rule', () => {
    expect(validateTree(germanTree())).toEqual([]);
  });

  it.each(DE_CASES)('%s', (id, edit) => {
    const root = germanTree();
    edit(root);
    const rule = DE_RULES.find((r) => r.id === id) as (typeof DE_RULES)[number];
    expect(ids(root)).toContain(`${id}:${rule.flag}`);
  });

  it('stays quiet for well-formed Skonto terms, other payment means and parties outside Germany', () => {
    const skonto = germanTree();
    paymentTerms(skonto, '#SKONTO#TAGE=14#PROZENT=2.00#\n#SKONTO#TAGE=30#PROZENT=1.00#BASISBETRAG=100.00#\n');
    expect(validateTree(skonto)).toEqual([]);
    const text = germanTree();
    paymentTerms(text, 'Zahlbar innerhalb von 30 Tagen');
    expect(validateTree(text)).toEqual([]);
    const lastLine = germanTree();
    paymentTerms(lastLine, '#SKONTO#TAGE=14#PROZENT=2.00#');
    expect(ids(lastLine)).toContain('DE-R-018:fatal');
    const foreignBuyer = germanTree();
    setText(foreignBuyer, `${B}/cac:PostalAddress/cac:Country/cbc:IdentificationCode`, 'AT');
    remove(foreignBuyer, `${S}/cac:Contact`);
    remove(foreignBuyer, 'cbc:BuyerReference');
    expect(ids(foreignBuyer).filter((id) => id.startsWith('DE-'))).toEqual([]);
  });

  it('covers every German rule', () => {
    const tested = new Set(DE_CASES.map(([id]) => id));
    expect(DE_RULES.map((r) => r.id).filter((id) => !tested.has(id))).toEqual([]);
  });
});

describe('Greek national rules (GR-R, GR-S)', () => {
  it('checks the TIN check digit', () => {
    expect(['094014201', '994645329', '800012340'].every(isValidGreekTin)).toBe(true);
    expect(['094014202', '99464532', '09401420X'].some(isValidGreekTin)).toBe(false);
  });

  it('the Greek base invoice passes every rule', () => {
    expect(validateTree(greekTree())).toEqual([]);
  });

  it.each(GR_CASES)('%s', (id, edit) => {
    const root = greekTree();
    edit(root);
    const rule = GR_RULES.find((r) => r.id === id) as (typeof GR_RULES)[number];
    expect(ids(root)).toContain(`${id}:${rule.flag}`);
  });

  it('applies to a Greek seller by VAT prefix, not to a Greek buyer of a foreign seller', () => {
    const foreignSeller = greekTree();
    setText(foreignSeller, `${S}/cac:PartyTaxScheme/cbc:CompanyID`, 'SE556677889901');
    setText(foreignSeller, `${S}/cac:PostalAddress/cac:Country/cbc:IdentificationCode`, 'SE');
    setId(foreignSeller, 'INV-1');
    expect(ids(foreignSeller).filter((id) => id.startsWith('GR-'))).toEqual([]);
  });

  it('covers every Greek rule', () => {
    const tested = new Set(GR_CASES.map(([id]) => id));
    expect(GR_RULES.map((r) => r.id).filter((id) => !tested.has(id))).toEqual([]);
  });
});
