// Documents written by other tools (hand-written after the public examples' structure) parse
// into the form shape correctly, and every kind of bad input ends in a typed error or a finding.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildUbl } from '../build/build-ubl';
import { validateUbl } from '../validate';
import { parseInvoiceXml, PeppolParseError } from '.';

const fixture = (f: string) => readFileSync(join(__dirname, '..', 'fixtures', f), 'utf8');

describe('hand-written documents of other tools', () => {
  it('BIS base example shape (EUR, IBAN, exempt line, allowance/charge, prepaid)', () => {
    const { invoice, supplier, customer, attachments } = parseInvoiceXml(fixture('bis-base-example.xml'));
    expect(validateUbl(fixture('bis-base-example.xml'))).toEqual([]);
    expect(invoice).toMatchObject({
      invoice_id: 'GB-2026-117',
      document_type: '380',
      issue_date: '2026-11-13',
      due_date: '2026-12-01',
      document_currency_code: 'EUR',
      buyer_reference: '0150abc',
      accounting_cost: '4025:123:4343',
      customer_id: 'CUST-4711',
      note: 'Please quote the invoice number on payment',
      payment_terms: 'Payment within 10 days, 2% discount',
      payment_id: 'Snippet1',
      legal_monetary_total: { payable_rounding_amount: 0, line_extension_amount: 5900, payable_amount: 6125 },
    });
    expect(invoice.invoice_lines).toHaveLength(4);
    expect(invoice.invoice_lines[1]).toMatchObject({
      invoiced_quantity: -3,
      line_extension_amount: -1500,
      unit_code: 'DAY',
      price: { amount: 500 },
    });
    expect(invoice.invoice_lines[2]?.allowance_charge).toEqual({ charge: false, amount: 400 });
    expect(invoice.invoice_lines[3]?.item).toMatchObject({ name: 'item name 4 (exempt)', tax_percent: 0 });
    expect(invoice.tax_totals).toEqual([
      { tax_percent: 25, taxable_amount: 4900, tax_amount: 1225 },
      {
        tax_percent: 0,
        taxable_amount: 1000,
        tax_amount: 0,
        tax_category: 'E',
        tax_exemption_reason: 'Reason for tax exempt',
      },
    ]);
    expect(invoice.allowance_charges).toEqual([
      { charge: true, reason: 'Cleaning', amount: 200, tax_category: 25 },
      { charge: false, reason: 'Discount', amount: 200, tax_category: 25 },
    ]);
    expect(supplier).toMatchObject({
      name: 'SupplierOfficialName Ltd',
      peppol_id: '0088:5790000436101',
      tax_number: 'GB1232434',
      address: { country: 'GB', city: 'London' },
    });
    expect(customer).toMatchObject({
      name: 'Buyer Official Name AB',
      peppol_id: '0007:5566778899',
      org_id: '5566778899',
      tax_number: 'SE556677889901',
    });
    // A domestic account number without IBAN shape stays on the supplier.
    expect(invoice.payment_means).toBeUndefined();
    expect(supplier.payment_means).toEqual([{ name: 'Default', bankAccount: 'IBAN32423940' }]);
    expect(attachments).toEqual([]);
  });

  it('Swedish invoice with bankgiro, OCR, F-skatt and öresavrundning', () => {
    const { invoice, supplier } = parseInvoiceXml(fixture('swedish-bankgiro-ocr.xml'));
    expect(validateUbl(fixture('swedish-bankgiro-ocr.xml'))).toEqual([]);
    expect(invoice).toMatchObject({
      invoice_id: '10452',
      payment_id: '1234567897',
      payment_means: { bankgiro: '5051057' },
      order_reference: { id: '4500012345' },
      buyer_reference: 'Anna Andersson',
      legal_monetary_total: { payable_rounding_amount: 0.02, payable_amount: 1022, line_extension_amount: 860.25 },
    });
    expect(invoice.invoice_lines[1]).toMatchObject({
      invoiced_quantity: 4.5,
      unit_code: 'KGM',
      price: { amount: 91.1667 },
      item: {
        name: 'Kaffebönor, mörkrost',
        tax_percent: 12,
        buyers_item_identification: 'DIGG-778',
        sellers_item_identification: 'KAF-1',
      },
    });
    expect(supplier).toMatchObject({
      name: 'Kafferosteriet i Göteborg AB',
      org_id: '5560360793',
      f_skatt: true,
      phone: '+46 31 123 456',
      general_email: 'ekonomi@kafferosteriet.se',
    });
  });

  it('credit note with preceding invoice, due date in PaymentMeans and a percent line allowance', () => {
    const { invoice, supplier, customer } = parseInvoiceXml(fixture('credit-note.xml'));
    expect(validateUbl(fixture('credit-note.xml'))).toEqual([]);
    expect(invoice).toMatchObject({
      document_type: '381',
      invoice_id: 'CN-9001',
      due_date: '2026-12-15',
      document_currency_code: 'NOK',
      payment_means: { iban: 'NO9386011117947', bic: 'DNBANOKK' },
    });
    expect(invoice.invoice_lines[0]?.allowance_charge).toEqual({ charge: false, amount: 200, percentage: 10 });
    expect(supplier.peppol_id).toBe('0192:974760673');
    expect(customer.peppol_id).toBe('0088:7300010000001');
  });

  it('CII (Factur-X / ZUGFeRD XML) with reverse charge', () => {
    const { invoice, supplier, customer } = parseInvoiceXml(fixture('cii-invoice.xml'));
    expect(invoice).toMatchObject({
      invoice_id: 'RE-2026-0042',
      document_type: '380',
      issue_date: '2026-11-05',
      due_date: '2026-11-19',
      document_currency_code: 'EUR',
      buyer_reference: 'SE-ORDER-9',
      payment_means: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
      invoice_lines: [
        {
          item: { name: 'Montage Dienstleistung', tax_percent: 0, sellers_item_identification: 'M-100' },
          price: { amount: 120 },
          invoiced_quantity: 10,
          line_extension_amount: 1200,
          unit_code: 'HUR',
        },
      ],
      allowance_charges: [{ charge: true, reason: 'Frakt', amount: 50, tax_category: 0 }],
      legal_monetary_total: { payable_rounding_amount: 0, line_extension_amount: 1200, payable_amount: 1250 },
    });
    // AE follows from the parties (German seller, Swedish buyer with VAT), so no explicit category is needed.
    expect(invoice.tax_totals).toEqual([{ tax_percent: 0, taxable_amount: 1250, tax_amount: 0 }]);
    expect(supplier).toMatchObject({
      name: 'Montagebau GmbH',
      tax_number: 'DE123456789',
      peppol_id: '9930:DE123456789',
      address: { country: 'DE' },
    });
    expect(customer).toMatchObject({ org_id: '5599001129', tax_number: 'SE559900112901' });
  });
});

describe('ZUGFeRD 1.0 (CrossIndustryDocument)', () => {
  it('parses through the CII mapping, the amount due net of what was prepaid', () => {
    const { invoice, supplier, customer } = parseInvoiceXml(fixture('zugferd1-comfort.xml'));
    expect(invoice).toMatchObject({
      invoice_id: 'RE-1001',
      document_type: '380',
      issue_date: '2014-06-05',
      document_currency_code: 'EUR',
      payment_terms: '2 % Skonto bis 12.06.2014',
      due_date: '2014-07-05',
      invoice_lines: [
        {
          item: { name: 'Schrauben', tax_percent: 19 },
          price: { amount: 10 },
          invoiced_quantity: 10,
          unit_code: 'C62',
          line_extension_amount: 100,
        },
      ],
      tax_totals: [{ tax_percent: 19, taxable_amount: 100, tax_amount: 19 }],
      legal_monetary_total: { line_extension_amount: 100, prepaid_amount: 50, payable_amount: 69 },
      customer_data: { name: 'Kunde AG' },
    });
    expect(supplier).toEqual({ name: 'Lieferant GmbH', tax_number: 'DE123456789' });
    expect(customer).toEqual({ name: 'Kunde AG' });
  });
});

describe('details other tools use', () => {
  it('divides the price by its base quantity, keeps precise prices and drops zero allowances/charges', () => {
    const xml = fixture('swedish-bankgiro-ocr.xml')
      .replace(
        '<b:PriceAmount currencyID="SEK">150.00</b:PriceAmount>',
        '<b:PriceAmount currencyID="SEK">300.00</b:PriceAmount><b:BaseQuantity unitCode="H87">2</b:BaseQuantity>',
      )
      .replace(
        '<b:PriceAmount currencyID="SEK">91.1667</b:PriceAmount>',
        '<b:PriceAmount currencyID="SEK">91.166666</b:PriceAmount>',
      )
      .replace(
        '<c:Item>\n      <b:Name>Kaffebryggare',
        '<c:AllowanceCharge><b:ChargeIndicator>false</b:ChargeIndicator><b:AllowanceChargeReason>Ingen</b:AllowanceChargeReason><b:Amount currencyID="SEK">0</b:Amount></c:AllowanceCharge><c:Item>\n      <b:Name>Kaffebryggare',
      );
    const { invoice } = parseInvoiceXml(xml);
    expect(invoice.invoice_lines[0]?.price.amount).toBe(150);
    expect(invoice.invoice_lines[0]?.allowance_charge).toBeUndefined();
    expect(invoice.invoice_lines[1]?.price.amount).toBe(91.166666);
    expect(buildUbl(parseInvoiceXml(xml))).toContain('<cbc:PriceAmount currencyID="SEK">91.166666</cbc:PriceAmount>');
  });
});

describe('bad input: typed errors, never a crash', () => {
  const code = (xml: string): string => {
    try {
      parseInvoiceXml(xml);
      return 'parsed';
    } catch (err) {
      if (err instanceof PeppolParseError) return err.code;
      throw err;
    }
  };

  it('refuses a DOCTYPE with an external entity (XXE)', () => {
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE Invoice [<!ENTITY x SYSTEM "file:///etc/passwd">]><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">&x;</Invoice>';
    expect(code(xxe)).toBe('doctype');
    expect(validateUbl(xxe)[0]).toMatchObject({ id: 'ESYN-XML', flag: 'fatal' });
  });

  it('refuses billion laughs without expanding anything', () => {
    const lol = ['<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">'];
    for (let i = 1; i < 10; i += 1) lol.push(`<!ENTITY lol${i} "${`&lol${i === 1 ? '' : i - 1};`.repeat(10)}">`);
    lol.push(']><lolz>&lol9;</lolz>');
    // An expansion would not finish within the test's timeout; speed is bench/ubl's business.
    expect(code(lol.join(''))).toBe('doctype');
  });

  it('refuses an undeclared entity reference', () => {
    expect(code('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">&foo;</Invoice>')).toBe(
      'not-well-formed',
    );
  });

  it('refuses 100k-deep nesting', () => {
    const deep = `${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}`;
    expect(code(deep)).toBe('too-deep');
  });

  it('refuses oversize input and too many elements', () => {
    expect(code('<a/>'.padEnd(21 * 1024 * 1024, ' '))).toBe('too-large');
    expect(() => parseInvoiceXml(`<r>${'<e/>'.repeat(20)}</r>`, { maxElements: 10 })).toThrow(/more than 10 elements/);
  });

  it('reports malformed XML and empty input', () => {
    expect(code('<Invoice><cbc:ID>1</Invoice>')).toBe('not-well-formed');
    expect(code('')).toBe('no-root');
    expect(code('just text')).toBe('not-well-formed');
  });

  it('refuses a document with the wrong root namespace', () => {
    const wrong = '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-1"><ID>1</ID></Invoice>';
    expect(code(wrong)).toBe('unsupported-document');
    expect(validateUbl(wrong)).toEqual([
      expect.objectContaining({ id: 'ESYN-S-001', flag: 'fatal', location: expect.stringContaining('Invoice') }),
    ]);
  });

  it('flags a credit note posing as an invoice, and the reverse', () => {
    const inv = fixture('swedish-bankgiro-ocr.xml').replace('<b:InvoiceTypeCode>380<', '<b:InvoiceTypeCode>381<');
    expect(validateUbl(inv).map((f) => f.id)).toContain('ESYN-S-002');
    const cn = fixture('credit-note.xml').replace('<cbc:CreditNoteTypeCode>381<', '<cbc:CreditNoteTypeCode>380<');
    expect(validateUbl(cn).map((f) => f.id)).toEqual(expect.arrayContaining(['ESYN-S-003', 'PEPPOL-EN16931-P0101']));
  });

  it('flags amounts with too many decimals and unknown codes; parse still reads them', () => {
    const xml = fixture('swedish-bankgiro-ocr.xml')
      .replace('<b:PayableAmount currencyID="SEK">1022.00<', '<b:PayableAmount currencyID="SEK">1022.001<')
      .replace('<b:PaymentMeansCode>30<', '<b:PaymentMeansCode>999<')
      .replace('<b:DocumentCurrencyCode>SEK<', '<b:DocumentCurrencyCode>KRONOR<');
    const ids = validateUbl(xml).map((f) => f.id);
    expect(ids).toEqual(expect.arrayContaining(['BR-DEC-18', 'BR-CL-16', 'BR-CL-04']));
    expect(parseInvoiceXml(xml).invoice.legal_monetary_total.payable_amount).toBe(1022.001);
  });

  it('reports non-numeric amounts as findings and parses them as 0', () => {
    const xml = fixture('swedish-bankgiro-ocr.xml').replace(
      '<b:TaxableAmount currencyID="SEK">450.00<',
      '<b:TaxableAmount currencyID="SEK">fyrahundra<',
    );
    expect(validateUbl(xml).map((f) => f.id)).toContain('ESYN-S-005');
    expect(parseInvoiceXml(xml).invoice.tax_totals?.[0]?.taxable_amount).toBe(0);
  });

  it('validates a document with 300,000 empty elements, listing a bounded number of findings', () => {
    const xml = fixture('swedish-bankgiro-ocr.xml').replace(
      '<b:DocumentCurrencyCode>',
      `${'<b:Note/>'.repeat(300_000)}<b:DocumentCurrencyCode>`,
    );
    const findings = validateUbl(xml);
    const r008 = findings.filter((f) => f.id === 'PEPPOL-EN16931-R008');
    expect(r008).toHaveLength(51);
    expect(r008[50]?.message).toMatch(/299950 more occurrences not listed/);
  }, 30_000);

  it('accepts UTF-8 bytes as input', () => {
    const bytes = new TextEncoder().encode(fixture('swedish-bankgiro-ocr.xml'));
    expect(parseInvoiceXml(bytes).invoice.invoice_lines[1]?.item.name).toBe('Kaffebönor, mörkrost');
  });
});
