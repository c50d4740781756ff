import { emitInvoiceForm } from './invoice-form';
import { payableEditedIn } from './invoice-totals';
import type { InvoiceForm } from '../invoice-form';

const line = {
  item: { name: 'Konsult', tax_percent: 25 },
  price: { amount: 1250.5 },
  invoiced_quantity: 2,
  line_extension_amount: 2501,
};
const form = (payable: unknown, rounding: unknown = 0) =>
  ({
    invoice_lines: [line],
    allowance_charges: [],
    legal_monetary_total: { payable_rounding_amount: rounding, line_extension_amount: 2501, payable_amount: payable },
  }) as unknown as Pick<InvoiceForm, 'invoice_lines' | 'allowance_charges' | 'legal_monetary_total'>;

describe('a payable amount the user typed', () => {
  it('is one that differs from net + VAT + rounding', () => {
    expect(payableEditedIn(form(3126.25))).toBe(false);
    expect(payableEditedIn(form('3126,25'))).toBe(false);
    expect(payableEditedIn(form(3127.24, 0.99))).toBe(false);
    expect(payableEditedIn(form(3126))).toBe(true);
    expect(payableEditedIn(form('3 126,00'))).toBe(true);
  });

  it('is not one that is missing or not a number', () => {
    expect(payableEditedIn(form(undefined))).toBe(false);
    expect(payableEditedIn(form(null))).toBe(false);
    expect(payableEditedIn(form(''))).toBe(false);
    expect(payableEditedIn(form('12a'))).toBe(false);
  });

  it('is kept (rounded) when the form is emitted as edited, recomputed otherwise', () => {
    const f = {
      ...form('3126.004'),
      invoice_id: 'F-1',
      issue_date: '2026-11-01',
      document_type: '380',
      document_currency_code: 'SEK',
      tax_totals: [],
    } as unknown as InvoiceForm;
    expect(emitInvoiceForm(f, { payableEditedByUser: true }).legal_monetary_total.payable_amount).toBe(3126);
    expect(emitInvoiceForm(f).legal_monetary_total.payable_amount).toBe(3126.25);
  });
});
