// Build: element order of the UBL 2.1 schema, endpoint schemes, the VAT category rule table,
// payment means, F-skatt, amounts, escaping, attachments, credit notes; built documents validate.

import { readTree } from '../parse';
import { SWEDISH_BUYER, SWEDISH_SUPPLIER, sampleInput } from '../fixtures/samples';
import { richInput } from '../fixtures/bases';
import { endpointId, participantOf } from '../party';
import { deriveTaxCategory } from '../tax-category';
import { buildAndValidate } from '../validate';
import { at, children, text } from '../xml/tree';
import { buildUbl } from './build-ubl';
import { decodeBase64, encodeBase64 } from '../xml/base64';

/** The UBL 2.1 Invoice sequence (the elements we may write, in schema order). */
const INVOICE_ORDER = [
  'cbc:CustomizationID',
  'cbc:ProfileID',
  'cbc:ID',
  'cbc:IssueDate',
  'cbc:DueDate',
  'cbc:InvoiceTypeCode',
  'cbc:Note',
  'cbc:DocumentCurrencyCode',
  'cbc:AccountingCost',
  'cbc:BuyerReference',
  'cac:OrderReference',
  'cac:AdditionalDocumentReference',
  'cac:AccountingSupplierParty',
  'cac:AccountingCustomerParty',
  'cac:Delivery',
  'cac:PaymentMeans',
  'cac:PaymentTerms',
  'cac:AllowanceCharge',
  'cac:TaxTotal',
  'cac:LegalMonetaryTotal',
  'cac:InvoiceLine',
];
const CREDIT_ORDER = [
  'cbc:CustomizationID',
  'cbc:ProfileID',
  'cbc:ID',
  'cbc:IssueDate',
  'cbc:CreditNoteTypeCode',
  'cbc:Note',
  'cbc:DocumentCurrencyCode',
  'cbc:AccountingCost',
  'cbc:BuyerReference',
  'cac:OrderReference',
  'cac:AdditionalDocumentReference',
  'cac:AccountingSupplierParty',
  'cac:AccountingCustomerParty',
  'cac:Delivery',
  'cac:PaymentMeans',
  'cac:PaymentTerms',
  'cac:AllowanceCharge',
  'cac:TaxTotal',
  'cac:LegalMonetaryTotal',
  'cac:CreditNoteLine',
];
const PARTY_ORDER = [
  'cbc:EndpointID',
  'cac:PartyIdentification',
  'cac:PartyName',
  'cac:PostalAddress',
  'cac:PartyTaxScheme',
  'cac:PartyLegalEntity',
  'cac:Contact',
];
const LINE_ORDER = [
  'cbc:ID',
  'cbc:InvoicedQuantity',
  'cbc:CreditedQuantity',
  'cbc:LineExtensionAmount',
  'cac:AllowanceCharge',
  'cac:Item',
  'cac:Price',
];
const TOTALS_ORDER = [
  'cbc:LineExtensionAmount',
  'cbc:TaxExclusiveAmount',
  'cbc:TaxInclusiveAmount',
  'cbc:AllowanceTotalAmount',
  'cbc:ChargeTotalAmount',
  'cbc:PayableRoundingAmount',
  'cbc:PayableAmount',
];

function inOrder(names: string[], order: string[]): boolean {
  const idx = names.map((n) => order.indexOf(n));
  return idx.every((v, i) => v >= 0 && (i === 0 || v >= (idx[i - 1] as number)));
}

describe('UBL element order', () => {
  it('invoice, parties, lines and totals follow the schema sequence', () => {
    const root = readTree(
      buildUbl({ ...richInput(), invoice: { ...richInput().invoice, note: 'n', accounting_cost: 'ac' } }),
    );
    expect(
      inOrder(
        root.children.map((c) => c.qname),
        INVOICE_ORDER,
      ),
    ).toBe(true);
    for (const p of ['cac:AccountingSupplierParty/cac:Party', 'cac:AccountingCustomerParty/cac:Party']) {
      expect(
        inOrder(
          (at(root, p)?.children ?? []).map((c) => c.qname),
          PARTY_ORDER,
        ),
      ).toBe(true);
    }
    for (const l of children(root, 'cac:InvoiceLine'))
      expect(
        inOrder(
          l.children.map((c) => c.qname),
          LINE_ORDER,
        ),
      ).toBe(true);
    expect(
      inOrder(
        (at(root, 'cac:LegalMonetaryTotal')?.children ?? []).map((c) => c.qname),
        TOTALS_ORDER,
      ),
    ).toBe(true);
  });

  it('credit note uses CreditNote, CreditNoteTypeCode, CreditedQuantity and PaymentDueDate', () => {
    const root = readTree(buildUbl(sampleInput(2, { credit: true })));
    expect(root.local).toBe('CreditNote');
    expect(
      inOrder(
        root.children.map((c) => c.qname),
        CREDIT_ORDER,
      ),
    ).toBe(true);
    expect(text(root, 'cbc:CreditNoteTypeCode')).toBe('381');
    expect(text(root, 'cbc:DueDate')).toBeUndefined();
    expect(text(root, 'cac:PaymentMeans/cbc:PaymentDueDate')).toBe('2026-12-20');
    expect(text(root, 'cac:CreditNoteLine/cbc:CreditedQuantity')).toBe('1');
  });
});

describe('content', () => {
  const root = readTree(buildUbl(richInput()));

  it('writes the Peppol identifiers', () => {
    expect(text(root, 'cbc:CustomizationID')).toBe(
      'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
    );
    expect(text(root, 'cbc:ProfileID')).toBe('urn:fdc:peppol.eu:2017:poacc:billing:01:1.0');
  });

  it('states F-skatt for the Swedish seller in a non-VAT tax scheme', () => {
    const schemes = children(at(root, 'cac:AccountingSupplierParty/cac:Party'), 'cac:PartyTaxScheme');
    expect(schemes.map((s) => [text(s, 'cbc:CompanyID'), text(s, 'cac:TaxScheme/cbc:ID')])).toEqual([
      ['SE556036079301', 'VAT'],
      ['Godkänd för F-skatt', 'TAX'],
    ]);
    const noF = readTree(buildUbl({ ...richInput(), supplier: { ...SWEDISH_SUPPLIER, f_skatt: false } }));
    expect(children(at(noF, 'cac:AccountingSupplierParty/cac:Party'), 'cac:PartyTaxScheme')).toHaveLength(1);
  });

  it('writes bankgiro as code 30 with SE:BANKGIRO and the OCR as PaymentID', () => {
    expect(text(root, 'cac:PaymentMeans/cbc:PaymentMeansCode')).toBe('30');
    expect(text(root, 'cac:PaymentMeans/cbc:PaymentID')).toBe('1234567897');
    expect(text(root, 'cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID')).toBe('5051057');
    expect(text(root, 'cac:PaymentMeans/cac:PayeeFinancialAccount/cac:FinancialInstitutionBranch/cbc:ID')).toBe(
      'SE:BANKGIRO',
    );
  });

  it('writes plusgiro, IBAN (58 for EUR, 30 otherwise) and falls back to the supplier payment means', () => {
    const base = sampleInput(1);
    const pm = (invoice: typeof base.invoice, supplier = SWEDISH_SUPPLIER) =>
      children(readTree(buildUbl({ ...base, invoice, supplier })), 'cac:PaymentMeans').map((p) => [
        text(p, 'cbc:PaymentMeansCode'),
        text(p, 'cac:PayeeFinancialAccount/cbc:ID'),
        text(p, 'cac:PayeeFinancialAccount/cac:FinancialInstitutionBranch/cbc:ID'),
      ]);
    expect(pm({ ...base.invoice, payment_means: { plusgiro: '443 21-6' } })).toEqual([['30', '443216', 'SE:PLUSGIRO']]);
    expect(
      pm({
        ...base.invoice,
        document_currency_code: 'EUR',
        payment_means: { iban: 'se45 5000 0000 0583 9825 7466', bic: 'ESSESESS' },
      }),
    ).toEqual([['58', 'SE4550000000058398257466', 'ESSESESS']]);
    expect(pm({ ...base.invoice, payment_means: { iban: 'SE4550000000058398257466' } })).toEqual([
      ['30', 'SE4550000000058398257466', undefined],
    ]);
    expect(pm({ ...base.invoice, payment_means: null })).toEqual([['30', '5051057', 'SE:BANKGIRO']]);
    // A stored 'local' number that is no valid bankgiro but a valid plusgiro is taken as plusgiro.
    expect(
      pm(
        { ...base.invoice, payment_means: null },
        { ...SWEDISH_SUPPLIER, payment_means: [{ name: 'Default', local: '12345-5' }] },
      ),
    ).toEqual([['30', '123455', 'SE:PLUSGIRO']]);
    expect(
      pm(
        { ...base.invoice, payment_means: null },
        { ...SWEDISH_SUPPLIER, payment_means: [{ name: 'Default', bankAccount: '8327-9 123 456 789' }] },
      ),
    ).toEqual([['30', '83279123456789', undefined]]);
  });

  it('keeps an OCR reference without any account in payment means code 1', () => {
    const input = sampleInput(1);
    const root = readTree(
      buildUbl({
        ...input,
        invoice: { ...input.invoice, payment_means: null },
        supplier: { ...SWEDISH_SUPPLIER, payment_means: [] },
      }),
    );
    expect(
      children(root, 'cac:PaymentMeans').map((p) => [
        text(p, 'cbc:PaymentMeansCode'),
        text(p, 'cbc:PaymentID'),
        at(p, 'cac:PayeeFinancialAccount'),
      ]),
    ).toEqual([['1', '1234567897', undefined]]);
  });

  it('formats amounts with 2 decimals, prices up to 4, quantities as given, and escapes text', () => {
    const input = sampleInput(1);
    input.invoice.invoice_lines[0] = {
      item: { name: 'A & B <c> "d" \'e\'', tax_percent: 25 },
      price: { amount: 12.3456 },
      invoiced_quantity: 1.5,
      line_extension_amount: 18.52,
    };
    const xml = buildUbl(input);
    expect(xml).toContain('<cbc:PriceAmount currencyID="SEK">12.3456</cbc:PriceAmount>');
    expect(xml).toContain('<cbc:InvoicedQuantity unitCode="EA">1.5</cbc:InvoicedQuantity>');
    expect(xml).toContain('<cbc:LineExtensionAmount currencyID="SEK">18.52</cbc:LineExtensionAmount>');
    expect(xml).toContain('<cbc:Name>A &amp; B &lt;c&gt; &quot;d&quot; &apos;e&apos;</cbc:Name>');
    expect(readTree(xml).children.length).toBeGreaterThan(5);
  });

  it('embeds attachments as base64 with mime code and file name', () => {
    const obj = at(root, 'cac:AdditionalDocumentReference/cac:Attachment/cbc:EmbeddedDocumentBinaryObject');
    expect(obj?.attrs).toEqual({ mimeCode: 'application/pdf', filename: 'faktura.pdf' });
    expect(new TextDecoder().decode(decodeBase64(obj?.text ?? '')).startsWith('%PDF-1.4')).toBe(true);
  });

  it('writes no empty elements', () => {
    const input = sampleInput(1);
    input.invoice = { ...input.invoice, note: '  ', accounting_cost: null, due_date: null, payment_terms: '' };
    expect(buildUbl(input)).not.toMatch(/<(cbc:\w+)[^>]*><\/\1>|<(cbc:\w+)[^>]*\/>/);
  });
});

describe('endpoint identifiers', () => {
  it.each([
    ['peppol_id with 0007', { peppol_id: '0007: 5560360793' }, { scheme: '0007', value: '5560360793' }],
    ['peppol_id with 0088', { peppol_id: '0088:7300010000001' }, { scheme: '0088', value: '7300010000001' }],
    ['legacy 9955 VAT becomes 0007', { peppol_id: '9955:SE556036079301' }, { scheme: '0007', value: '5560360793' }],
    ['0192 Norwegian id', { peppol_id: '0192:974760673' }, { scheme: '0192', value: '974760673' }],
    [
      'GLN when no peppol_id',
      { gln: '7300010000001', org_id: '5560360793' },
      { scheme: '0088', value: '7300010000001' },
    ],
    [
      'Swedish org number',
      { org_id: '556036-0793', address: { country: 'SE' } },
      { scheme: '0007', value: '5560360793' },
    ],
    [
      'Norwegian org number',
      { org_id: '974 760 673', address: { country: 'NO' } },
      { scheme: '0192', value: '974760673' },
    ],
    ['Danish CVR', { org_id: '12345678', address: { country: 'DK' } }, { scheme: '0184', value: '12345678' }],
    ['invalid Norwegian number gets no scheme', { org_id: '987654321', address: { country: 'NO' } }, undefined],
  ])('%s', (_n, party, expected) => {
    expect(endpointId(party)).toEqual(expected);
    // The participant id envelopes and the access point use is the same endpoint, written 'scheme:value'.
    expect(participantOf(party)).toBe(expected ? `${expected.scheme}:${expected.value}` : undefined);
  });
  it('has none without identifiers', () => {
    expect(endpointId({ name: 'X' })).toBeUndefined();
    expect(participantOf({ name: 'X' })).toBeUndefined();
    expect(participantOf(null)).toBeUndefined();
  });
});

describe('VAT category rule table (docs/peppol.md)', () => {
  const se = { sellerCountry: 'SE' };
  it.each([
    ['positive rate → S', { percent: 25 }, { ...se, buyerCountry: 'SE' }, 'S'],
    [
      '0 % to an EU buyer with VAT number → AE',
      { percent: 0 },
      { ...se, buyerCountry: 'DE', buyerVat: 'DE123456789' },
      'AE',
    ],
    ['0 % to an EU buyer known only by VAT number → AE', { percent: 0 }, { ...se, buyerVat: 'FI12345678' }, 'AE'],
    ['0 % to an EU buyer without VAT number → Z', { percent: 0 }, { ...se, buyerCountry: 'DE' }, 'Z'],
    ['0 % outside the EU → G', { percent: 0 }, { ...se, buyerCountry: 'NO' }, 'G'],
    ['0 % domestic → Z', { percent: 0 }, { ...se, buyerCountry: 'SE' }, 'Z'],
    [
      '0 % domestic with exemption reason → E',
      { percent: 0, exemptionReason: 'Sjukvård' },
      { ...se, buyerCountry: 'SE' },
      'E',
    ],
    ['override wins', { percent: 0, override: 'k' }, { ...se, buyerCountry: 'NO' }, 'K'],
    ['unknown override is ignored', { percent: 25, override: 'X' }, se, 'S'],
    [
      'unknown seller country: no cross-border category',
      { percent: 0 },
      { buyerCountry: 'DE', buyerVat: 'DE123456789' },
      'Z',
    ],
  ])('%s', (_n, choice, parties, expected) => {
    expect(deriveTaxCategory(choice, parties)).toBe(expected);
  });
});

describe('built documents validate', () => {
  it.each([1, 20, 100])('%i-line invoice has no findings', (n) => {
    const r = buildAndValidate(sampleInput(n, { charge: 45 }));
    expect(r.findings).toEqual([]);
    expect(r.ok).toBe(true);
  });
  it('a credit note and the rich invoice have no findings', () => {
    expect(buildAndValidate(sampleInput(3, { credit: true })).findings).toEqual([]);
    expect(buildAndValidate(richInput()).findings).toEqual([]);
  });
  it('a form with inconsistent totals is refused: not ok, the rule in the findings, no XML', () => {
    const input = sampleInput(2);
    input.invoice.legal_monetary_total.payable_amount += 10;
    const r = buildAndValidate(input);
    expect(r.ok).toBe(false);
    expect(r.findings.map((f) => f.id)).toContain('BR-CO-16');
    expect(r).not.toHaveProperty('xml');
  });
  it('a Norwegian endpoint with a bad check digit is refused with PEPPOL-COMMON-R041, not written', () => {
    const r = buildAndValidate({ ...sampleInput(1), customer: { ...SWEDISH_BUYER, peppol_id: '0192:123456789' } });
    expect(r.ok).toBe(false);
    expect(r.findings.filter((f) => f.flag === 'fatal').map((f) => [f.id, f.location])).toEqual([
      ['PEPPOL-COMMON-R041', '/ubl:Invoice/cac:AccountingCustomerParty/cac:Party/cbc:EndpointID'],
    ]);
    expect(r).not.toHaveProperty('xml');
  });
  it('a customer without any identifier fails PEPPOL-EN16931-R010', () => {
    const r = buildAndValidate({ ...sampleInput(1), customer: { ...SWEDISH_BUYER, peppol_id: null, org_id: null } });
    expect(r.findings.map((f) => f.id)).toContain('PEPPOL-EN16931-R010');
  });
});

describe('base64', () => {
  it('round-trips bytes of every length', () => {
    for (let n = 0; n < 20; n += 1) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 37 + n) % 256);
      expect(Array.from(decodeBase64(encodeBase64(bytes)))).toEqual(Array.from(bytes));
    }
    expect(encodeBase64(new TextEncoder().encode('Man'))).toBe('TWFu');
    expect(() => decodeBase64('ab$c')).toThrow(/Invalid base64/);
  });
});
