// One breaking test per national rule of Norway, Denmark, Iceland, the Netherlands and Italy (NO-R, DK-R,
// IS-R, NL-R, IT-R) on a clean domestic invoice of that country built by build.

import { buildUbl } from '../build/build-ubl';
import { nationalInput } from '../fixtures/bases';
import { add, get, remove, setAttr, setText } from '../fixtures/tree-edit';
import { readTree } from '../parse';
import { NS } from '../xml/namespaces';
import type { XmlElement } from '../xml/tree';
import { IT_RULES } from './rules-it';
import { NL_RULES } from './rules-nl';
import { NORDIC_RULES } from './rules-nordic';
import { validateTree } from '.';

type Country = 'NO' | 'DK' | 'IS' | 'NL' | 'IT';
const COUNTRIES: Country[] = ['NO', 'DK', 'IS', 'NL', 'IT'];
const XML = Object.fromEntries(COUNTRIES.map((c) => [c, buildUbl(nationalInput(c))])) as Record<Country, string>;
const S = 'cac:AccountingSupplierParty/cac:Party';
const B = 'cac:AccountingCustomerParty/cac:Party';
const PM = 'cac:PaymentMeans';
const pm = (r: XmlElement, code: string, paymentId?: string, accountId?: string) => {
  setText(r, `${PM}/cbc:PaymentMeansCode`, code);
  if (paymentId !== undefined) add(get(r, PM), 'cbc:PaymentID', paymentId);
  if (accountId !== undefined) setText(r, `${PM}/cac:PayeeFinancialAccount/cbc:ID`, accountId);
};
const eindagi = (r: XmlElement, id: string) => {
  const d = add(r, 'cac:AdditionalDocumentReference');
  add(d, 'cbc:ID', id);
  add(d, 'cbc:DocumentDescription', 'EINDAGI');
};

const CASES: [string, Country, (r: XmlElement) => void][] = [
  ['NO-R-001', 'NO', (r) => setText(r, `${S}/cac:PartyTaxScheme/cbc:CompanyID`, 'NO974760674MVA')],
  [
    'NO-R-002',
    'NO',
    (r) => {
      const p = get(r, S);
      p.children = p.children.filter(
        (c) =>
          !(c.qname === 'cac:PartyTaxScheme' && c.text === '' && c.children.some((k) => k.children[0]?.text === 'TAX')),
      );
    },
  ],
  ['DK-R-002', 'DK', (r) => remove(r, `${S}/cac:PartyLegalEntity/cbc:CompanyID`)],
  [
    'DK-R-003',
    'DK',
    (r) => {
      add(get(r, 'cac:InvoiceLine/cac:Item'), 'cac:CommodityClassification/cbc:ItemClassificationCode', '43211503', {
        listID: 'TST',
        listVersionID: '7.0401',
      });
    },
  ],
  [
    'DK-R-004',
    'DK',
    (r) => {
      const a = add(r, 'cac:AllowanceCharge');
      add(a, 'cbc:ChargeIndicator', 'true');
      add(a, 'cbc:AllowanceChargeReasonCode', 'ZZZ');
      add(a, 'cbc:AllowanceChargeReason', 'Afgift');
    },
  ],
  ['DK-R-005', 'DK', (r) => pm(r, '30')],
  ['DK-R-006', 'DK', (r) => remove(r, `${PM}/cac:PayeeFinancialAccount/cac:FinancialInstitutionBranch`)],
  [
    'DK-R-007',
    'DK',
    (r) => {
      pm(r, '49');
      add(get(r, PM), 'cac:PaymentMandate/cbc:ID', 'M1');
    },
  ],
  ['DK-R-008', 'DK', (r) => pm(r, '50', '02#123', '1234567')],
  ['DK-R-009', 'DK', (r) => pm(r, '50', '04#123', '1234567')],
  ['DK-R-010', 'DK', (r) => pm(r, '93', '70#123', '12345678')],
  ['DK-R-011', 'DK', (r) => pm(r, '93', '71#123', '12345678')],
  [
    'DK-R-013',
    'DK',
    (r) => {
      add(get(r, B), 'cac:PartyIdentification/cbc:ID', '123');
    },
  ],
  ['DK-R-014', 'DK', (r) => setAttr(r, `${S}/cac:PartyLegalEntity/cbc:CompanyID`, 'schemeID', '0088')],
  [
    'DK-R-016',
    'DK',
    (r) => {
      Object.assign(r, { ns: NS.creditNote, local: 'CreditNote', qname: 'cn:CreditNote' });
      setText(r, 'cac:LegalMonetaryTotal/cbc:PayableAmount', '-250.00');
    },
  ],
  ['IS-R-001', 'IS', (r) => setText(r, 'cbc:InvoiceTypeCode', '383')],
  ['IS-R-002', 'IS', (r) => setAttr(r, `${S}/cac:PartyLegalEntity/cbc:CompanyID`, 'schemeID', undefined)],
  ['IS-R-003', 'IS', (r) => remove(r, `${S}/cac:PostalAddress/cbc:StreetName`)],
  ['IS-R-004', 'IS', (r) => remove(r, `${B}/cac:PartyLegalEntity/cbc:CompanyID`)],
  ['IS-R-005', 'IS', (r) => remove(r, `${B}/cac:PostalAddress/cbc:PostalZone`)],
  ['IS-R-006', 'IS', (r) => pm(r, '9', undefined, '12345')],
  ['IS-R-007', 'IS', (r) => pm(r, '42', undefined, '12345')],
  ['IS-R-008', 'IS', (r) => eindagi(r, '20261220')],
  [
    'IS-R-009',
    'IS',
    (r) => {
      remove(r, 'cbc:DueDate');
      eindagi(r, '2026-12-20');
    },
  ],
  ['IS-R-010', 'IS', (r) => eindagi(r, '2026-12-01')],
  [
    'NL-R-001',
    'NL',
    (r) => {
      Object.assign(r, { ns: NS.creditNote, local: 'CreditNote', qname: 'cn:CreditNote' });
      const code = get(r, 'cbc:InvoiceTypeCode');
      Object.assign(code, { qname: 'cbc:CreditNoteTypeCode', local: 'CreditNoteTypeCode', text: '381' });
    },
  ],
  ['NL-R-002', 'NL', (r) => remove(r, `${S}/cac:PostalAddress/cbc:CityName`)],
  ['NL-R-003', 'NL', (r) => setAttr(r, `${S}/cac:PartyLegalEntity/cbc:CompanyID`, 'schemeID', '0007')],
  ['NL-R-004', 'NL', (r) => remove(r, `${B}/cac:PostalAddress/cbc:StreetName`)],
  ['NL-R-005', 'NL', (r) => setAttr(r, `${B}/cac:PartyLegalEntity/cbc:CompanyID`, 'schemeID', undefined)],
  [
    'NL-R-006',
    'NL',
    (r) => {
      const t = add(r, 'cac:TaxRepresentativeParty');
      add(t, 'cac:PartyName/cbc:Name', 'Rep');
      add(t, 'cac:PostalAddress/cac:Country/cbc:IdentificationCode', 'NL');
    },
  ],
  ['NL-R-007', 'NL', (r) => remove(r, PM)],
  ['NL-R-008', 'NL', (r) => setText(r, `${PM}/cbc:PaymentMeansCode`, '31')],
  [
    'NL-R-009',
    'NL',
    (r) => {
      add(get(r, 'cac:InvoiceLine'), 'cac:OrderLineReference/cbc:LineID', '1');
    },
  ],
  [
    'IT-R-001',
    'IT',
    (r) => {
      const t = add(get(r, S), 'cac:PartyTaxScheme');
      add(t, 'cbc:CompanyID', 'RSSMRA');
      add(t, 'cac:TaxScheme/cbc:ID', 'TAX');
    },
  ],
  ['IT-R-002', 'IT', (r) => remove(r, `${S}/cac:PostalAddress/cbc:StreetName`)],
  ['IT-R-003', 'IT', (r) => remove(r, `${S}/cac:PostalAddress/cbc:CityName`)],
  ['IT-R-004', 'IT', (r) => remove(r, `${S}/cac:PostalAddress/cbc:PostalZone`)],
];

describe('national rules (NO, DK, IS, NL, IT)', () => {
  it.each(COUNTRIES)('the %s base invoice passes every rule', (country) => {
    expect(validateTree(readTree(XML[country]))).toEqual([]);
  });

  it.each(CASES)('%s', (id, country, edit) => {
    const root = readTree(XML[country]);
    edit(root);
    expect(validateTree(root).map((f) => f.id)).toContain(id);
  });

  it('covers every national rule', () => {
    const tested = new Set(CASES.map(([id]) => id));
    expect([...NORDIC_RULES, ...NL_RULES, ...IT_RULES].map((r) => r.id).filter((id) => !tested.has(id))).toEqual([]);
  });
});
