// One breaking test per UBL-SR / UBL-DT rule: the count rules are generated from their table
// (the counted path is added once more than allowed), the others are written out.

import { buildUbl } from '../build/build-ubl';
import { creditNoteInput, richInput } from '../fixtures/bases';
import { add, docCharge, get, setText } from '../fixtures/tree-edit';
import { readTree } from '../parse';
import type { XmlElement } from '../xml/tree';
import { MAX_OCCURS, UBL_RULES, type Scope } from './rules-ubl';
import { validateTree } from '.';

const RICH = buildUbl(richInput());
const CREDIT = buildUbl(creditNoteInput());
const line1 = (r: XmlElement) => get(r, 'cac:InvoiceLine');

/** The element a scope's count starts from, created in the base document when missing. */
function scopeElement(r: XmlElement, scope: Scope): XmlElement {
  switch (scope) {
    case 'document':
      return r;
    case 'line':
      return line1(r);
    case 'allowance':
      return docCharge(r, false);
    case 'charge':
      return docCharge(r, true);
    default:
      return (
        r.children.find((c) => c.qname === scope) ??
        (scope === 'cac:TaxSubtotal' ? get(r, 'cac:TaxTotal/cac:TaxSubtotal') : add(r, scope))
      );
  }
}

type Edit = (r: XmlElement) => void;
const OTHER: [string, Edit, ('credit' | undefined)?][] = [
  [
    'UBL-SR-04',
    (r) => {
      for (const id of ['A', 'B']) {
        const d = add(r, 'cac:AdditionalDocumentReference');
        add(d, 'cbc:ID', id);
        add(d, 'cbc:DocumentTypeCode', '130');
      }
    },
  ],
  [
    'UBL-SR-07',
    (r) => {
      add(r, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:IssueDate', '2026-01-01');
    },
  ],
  [
    'UBL-SR-12',
    (r) => {
      const t = add(get(r, 'cac:AccountingSupplierParty/cac:Party'), 'cac:PartyTaxScheme');
      add(t, 'cbc:CompanyID', 'SE556036079301');
      add(t, 'cac:TaxScheme/cbc:ID', 'VAT');
    },
  ],
  [
    'UBL-SR-13',
    (r) => {
      const t = add(get(r, 'cac:AccountingSupplierParty/cac:Party'), 'cac:PartyTaxScheme');
      add(t, 'cbc:CompanyID', 'Godkänd för F-skatt');
      add(t, 'cac:TaxScheme/cbc:ID', 'TAX');
    },
  ],
  [
    'UBL-SR-18',
    (r) => {
      const t = add(get(r, 'cac:AccountingCustomerParty/cac:Party'), 'cac:PartyTaxScheme');
      add(t, 'cbc:CompanyID', 'SE202100688301');
      add(t, 'cac:TaxScheme/cbc:ID', 'VAT');
    },
  ],
  [
    'UBL-SR-19',
    (r) => {
      add(r, 'cac:PayeeParty/cac:PartyName/cbc:Name', 'Leverantören AB');
    },
  ],
  [
    'UBL-SR-20',
    (r) => {
      const p = add(r, 'cac:PayeeParty');
      add(p, 'cac:PartyIdentification/cbc:ID', '1');
      add(p, 'cac:PartyIdentification/cbc:ID', '2');
      add(p, 'cac:PartyName/cbc:Name', 'Factoring AB');
    },
  ],
  [
    'UBL-SR-21',
    (r) => {
      const p = add(r, 'cac:PayeeParty');
      add(p, 'cac:PartyName/cbc:Name', 'Factoring AB');
      add(p, 'cac:PartyLegalEntity/cbc:CompanyID', '1');
      add(p, 'cac:PartyLegalEntity/cbc:CompanyID', '2');
    },
  ],
  [
    'UBL-SR-29',
    (r) => {
      add(get(r, 'cac:AccountingSupplierParty/cac:Party'), 'cac:PartyIdentification/cbc:ID', 'SE00ZZZ1', {
        schemeID: 'SEPA',
      });
      add(get(r, 'cac:AccountingCustomerParty/cac:Party'), 'cac:PartyIdentification/cbc:ID', 'SE00ZZZ2', {
        schemeID: 'SEPA',
      });
    },
  ],
  [
    'UBL-SR-43',
    (r) => {
      const d = add(r, 'cac:AdditionalDocumentReference');
      add(d, 'cbc:ID', 'X', { schemeID: 'AAA' });
      add(d, 'cbc:DocumentTypeCode', '916');
    },
  ],
  [
    'UBL-SR-44',
    (r) => {
      const p = add(r, 'cac:PaymentMeans');
      add(p, 'cbc:PaymentMeansCode', '30');
      add(p, 'cbc:PaymentID', '9999999999');
    },
  ],
  [
    'UBL-SR-46',
    (r) => {
      for (let i = 0; i < 2; i += 1)
        add(add(r, 'cac:PaymentMeans'), 'cbc:PaymentMeansCode', '30', { name: 'Credit transfer' });
    },
  ],
  [
    'UBL-SR-47',
    (r) => {
      add(add(r, 'cac:PaymentMeans'), 'cbc:PaymentMeansCode', '58');
    },
  ],
  [
    'UBL-SR-48',
    (r) => {
      const c = add(get(line1(r), 'cac:Item'), 'cac:ClassifiedTaxCategory');
      add(c, 'cbc:ID', 'S');
      add(c, 'cbc:Percent', '25');
      add(c, 'cac:TaxScheme/cbc:ID', 'VAT');
    },
  ],
  [
    'UBL-SR-51',
    (r) => {
      const a = get(r, 'cac:AccountingSupplierParty/cac:Party/cac:PostalAddress');
      add(a, 'cac:AddressLine/cbc:Line', 'a');
      add(a, 'cac:AddressLine/cbc:Line', 'b');
    },
  ],
  [
    'UBL-SR-53',
    (r) => {
      add(get(r, 'cac:AccountingCustomerParty/cac:Party'), 'cac:PartyTaxScheme/cbc:CompanyID', 'X');
    },
  ],
  ['UBL-DT-01', (r) => setText(r, 'cac:LegalMonetaryTotal/cbc:PayableAmount', '367.001')],
  [
    'UBL-DT-06',
    (r) => {
      delete get(r, 'cac:AdditionalDocumentReference/cac:Attachment/cbc:EmbeddedDocumentBinaryObject').attrs.mimeCode;
    },
  ],
  [
    'UBL-DT-07',
    (r) => {
      delete get(r, 'cac:AdditionalDocumentReference/cac:Attachment/cbc:EmbeddedDocumentBinaryObject').attrs.filename;
    },
  ],
];

const COUNT_CASES: [string, Edit][] = MAX_OCCURS.map(([id, , scope, path, max]) => [
  id,
  (r: XmlElement) => {
    const from = scopeElement(r, scope);
    for (let i = 0; i <= max; i += 1) add(from, path, 'x');
  },
]);

describe('UBL syntax rules', () => {
  it.each([...COUNT_CASES, ...OTHER].map(([id, edit, base]) => [id, edit, base] as const))('%s', (id, edit, base) => {
    const root = readTree(base === 'credit' ? CREDIT : RICH);
    edit(root);
    expect(validateTree(root).map((f) => f.id)).toContain(id);
  });

  it('has a breaking test for each UBL rule, and the bases pass them all', () => {
    const tested = new Set([...COUNT_CASES, ...OTHER].map(([id]) => id));
    expect(UBL_RULES.map((r) => r.id).filter((id) => !tested.has(id))).toEqual([]);
    expect(validateTree(readTree(RICH))).toEqual([]);
    expect(validateTree(readTree(CREDIT))).toEqual([]);
  });
});
