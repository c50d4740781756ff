import { crossCheck } from './checks';
import type { ExtractedForm } from './types';

function form(over: Partial<ExtractedForm> = {}): ExtractedForm {
  return {
    invoice_id: '1001',
    document_type: '380',
    issue_date: '2026-11-01',
    due_date: '2026-12-01',
    payment_terms: null,
    payment_id: '1234567897',
    buyer_reference: 'Anna',
    order_reference: { id: null },
    supplier_reference: null,
    customer_id: null,
    accounting_cost: null,
    note: null,
    document_currency_code: 'SEK',
    payment_means: { bankgiro: '5050-1055', plusgiro: null, iban: null, bic: null },
    invoice_lines: [
      {
        item: { name: 'A', tax_percent: 25 },
        price: { amount: 100 },
        invoiced_quantity: 2,
        line_extension_amount: 200,
      },
    ],
    allowance_charges: [{ charge: true, reason: 'Frakt', amount: 50, tax_category: 25 }],
    tax_totals: [{ tax_percent: 25, taxable_amount: 250, tax_amount: 62.5 }],
    legal_monetary_total: { payable_rounding_amount: 0.5, line_extension_amount: 200, payable_amount: 313 },
    customer_data: { name: null, org_id: null, tax_number: null, address: null },
    supplier_data: { name: null, org_id: null, tax_number: 'SE556036079301', address: null },
    ...over,
  };
}

describe('crossCheck', () => {
  it('passes a consistent invoice', () => {
    expect(crossCheck(form(), 250, 62.5)).toEqual({ status: 'ok', findings: [] });
  });
  it('flags lines that do not sum to the net', () => {
    const r = crossCheck(form(), 260, 62.5);
    expect(r.status).toBe('Check Invoice');
    expect(r.findings.map((f) => f.code)).toContain('lines-sum');
  });
  it('flags a payable that is not net + VAT + rounding', () => {
    const r = crossCheck(
      form({ legal_monetary_total: { payable_rounding_amount: 0, line_extension_amount: 200, payable_amount: 400 } }),
      250,
      62.5,
    );
    expect(r.findings.map((f) => f.code)).toContain('payable-sum');
  });
  it('flags wrong VAT and non-Swedish rates', () => {
    const r = crossCheck(form({ tax_totals: [{ tax_percent: 20, taxable_amount: 250, tax_amount: 62.5 }] }), 250, 62.5);
    expect(r.findings.map((f) => f.code).sort()).toEqual(['vat-amount', 'vat-rate']);
  });
  it('flags a bad OCR check digit', () => {
    expect(crossCheck(form({ payment_id: '1234567890' }), 250, 62.5).findings.map((f) => f.code)).toEqual([
      'ocr-check-digit',
    ]);
  });
  it('does not hold a non-Swedish payment reference to the OCR check digit', () => {
    const foreign = form({
      payment_id: '1234567890',
      document_currency_code: 'EUR',
      payment_means: { bankgiro: null, plusgiro: null, iban: 'DE02120300000000202051', bic: null },
      supplier_data: { name: null, org_id: null, tax_number: 'DE123456789', address: null },
    });
    expect(crossCheck(foreign, 250, 62.5).findings.map((f) => f.code)).not.toContain('ocr-check-digit');
  });
  it('flags a SIRET or a French SIREN that fails its check, not a Norwegian org number', () => {
    const french = (org_id: string, country: string) =>
      form({
        supplier_data: {
          name: null,
          org_id,
          tax_number: 'SE556036079301',
          address: { street: null, zip: null, city: null, country },
        },
      });
    const codes = (org: string, country = 'FR') =>
      crossCheck(french(org, country), 250, 62.5).findings.map((x) => x.code);
    expect(codes('12345678900014')).toEqual(['siret-check-digit']);
    expect(codes('123456789')).toEqual(['siret-check-digit']);
    expect(codes('732829320')).toEqual([]);
    expect(codes('73282932000074')).toEqual([]);
    expect(codes('123456789', 'NO')).toEqual([]);
  });
  it('marks a document without invoice number or payable as Invalid PDF', () => {
    const r = crossCheck(form({ invoice_id: null }), 250, 62.5);
    expect(r.status).toBe('Invalid PDF');
  });
});
