// Tests: Line formulas and rules, charges, tax totals and payable amount.
import type { InvoiceLine } from '../invoice-form';
import {
  computeLineAmount,
  defaultLineName,
  lineAllowanceChargeAmount,
  newInvoiceLine,
  normalizeLine,
  validateInvoiceLines,
} from './invoice-lines';
import { applyTotals, clampRounding, computeTaxTotals, computeTotals } from './invoice-totals';
import { emitChargeRows, newChargeRow, validateChargeRows } from './charges';

const line = (over: Partial<InvoiceLine> = {}): InvoiceLine => ({
  item: { name: 'Konsulttimmar', tax_percent: 25 },
  price: { amount: 100 },
  invoiced_quantity: 2,
  line_extension_amount: 200,
  allowance_charge: null,
  ...over,
});

describe('line formulas', () => {
  it('amount = quantity × price − discount + charge', () => {
    expect(computeLineAmount(line())).toBe(200);
    expect(computeLineAmount(line({ allowance_charge: { charge: false, percentage: 10 } }))).toBe(180);
    expect(computeLineAmount(line({ allowance_charge: { charge: true, percentage: 10 } }))).toBe(220);
    expect(computeLineAmount(line({ allowance_charge: { charge: false, amount: 15.5 } }))).toBe(184.5);
    expect(computeLineAmount(line({ allowance_charge: { charge: true, amount: 0.25 } }))).toBe(200.25);
    expect(computeLineAmount(line({ invoiced_quantity: 3, price: { amount: 19.9999 } }))).toBe(60);
    expect(computeLineAmount(line({ invoiced_quantity: 1.5, price: { amount: 0.3333 } }))).toBe(0.5);
  });
  it('discount = quantity × price × percent / 100 (rounded to 2)', () => {
    expect(lineAllowanceChargeAmount(3, 33.3333, { charge: false, percentage: 12.5 })).toBe(12.5);
    expect(lineAllowanceChargeAmount(1, 0.05, { charge: false, percentage: 10 })).toBe(0.01);
    expect(lineAllowanceChargeAmount(1, 100, { charge: false, percentage: null, amount: 7 })).toBe(7);
    expect(lineAllowanceChargeAmount(1, 100, null)).toBe(0);
  });
  it('rounds quantity 2, price 4, amount 2, tax integer and restores the name', () => {
    const n = normalizeLine(
      line({
        item: { name: '  ', tax_percent: 12.4 },
        price: { amount: 1.23456 },
        invoiced_quantity: 1.005,
        line_extension_amount: 10.555,
      }),
    );
    expect(n.item.name).toBe('Net amount 12% VAT');
    expect(n.item.tax_percent).toBe(12);
    expect(n.price.amount).toBe(1.2346);
    expect(n.invoiced_quantity).toBe(1.01);
    expect(n.line_extension_amount).toBe(10.56);
  });
  it('default name and new line', () => {
    expect(defaultLineName(25)).toBe('Net amount 25% VAT');
    expect(defaultLineName(6, 'sv')).toBe('Nettobelopp 6 % moms');
    expect(newInvoiceLine()).toEqual({
      item: { name: 'Net amount 25% VAT', tax_percent: 25 },
      price: { amount: 0 },
      invoiced_quantity: 1,
      line_extension_amount: 0,
      allowance_charge: null,
    });
  });
});

describe('line rules', () => {
  it('passes a good line', () => {
    expect(validateInvoiceLines([line()])).toEqual({ errors: {}, warnings: {} });
  });
  it('requires name, tax_percent, price, quantity, amount', () => {
    const { errors } = validateInvoiceLines([{ item: {} }], { adminMode: true });
    for (const p of [
      '0.item.name',
      '0.item.tax_percent',
      '0.price.amount',
      '0.invoiced_quantity',
      '0.line_extension_amount',
    ]) {
      expect(errors[p]).toEqual({ code: 'required', messageKey: 'validation.required' });
    }
  });
  it('flags non-numbers and bad VAT', () => {
    const { errors } = validateInvoiceLines([
      line({ price: { amount: 'abc' as unknown as number }, item: { name: 'x', tax_percent: 12.5 } }),
    ]);
    expect(errors['0.price.amount']).toEqual({ code: 'number', messageKey: 'validation.notANumber' });
    expect(errors['0.item.tax_percent']).toEqual({ code: 'ValidationError', messageKey: 'validation.taxPercent' });
  });
  it("'Percent or amount should be filled in'", () => {
    const { errors } = validateInvoiceLines([
      line({ allowance_charge: { charge: false, percentage: null, amount: null } }),
    ]);
    expect(errors['0.allowance_charge']).toEqual({ code: 'emptyCharge', messageKey: 'validation.percentOrAmount' });
    expect(
      validateInvoiceLines([line({ allowance_charge: { charge: false, percentage: 10 }, line_extension_amount: 180 })])
        .errors,
    ).toEqual({});
  });
  it("'At least one Amount field must be filled' outside admin mode", () => {
    const zero = line({ price: { amount: 0 }, line_extension_amount: 0 });
    expect(validateInvoiceLines([zero]).errors['']).toEqual({
      code: 'emptyAmount',
      messageKey: 'validation.atLeastOneAmount',
    });
    expect(validateInvoiceLines([]).errors['']).toBeDefined();
    expect(validateInvoiceLines([zero], { adminMode: true }).errors).toEqual({});
    expect(validateInvoiceLines([zero, line()]).errors).toEqual({});
  });
  it("warns 'The amount should equal X.'", () => {
    const { errors, warnings } = validateInvoiceLines([line({ line_extension_amount: 199 })]);
    expect(errors).toEqual({});
    expect(warnings['0.line_extension_amount']).toEqual({
      code: 'ValidationError',
      messageKey: 'validation.amountShouldEqual',
      params: { amount: '200.00' },
    });
  });
});

describe('charges', () => {
  it('defaults to Frakt 0.00 and drops 0.00 rows when emitted', () => {
    expect(newChargeRow()).toEqual({ charge: true, reason: 'Frakt', amount: 0, tax_category: 25 });
    expect(
      emitChargeRows([newChargeRow(), { charge: true, reason: 'Frakt', amount: 49.005, tax_category: 25 }]),
    ).toEqual([{ charge: true, reason: 'Frakt', amount: 49.01, tax_category: 25 }]);
    expect(emitChargeRows(null)).toEqual([]);
  });
  it('requires reason, amount and percent, reason max 256', () => {
    const { errors } = validateChargeRows([
      { charge: true },
      { charge: true, reason: 'x'.repeat(257), amount: 'x', tax_category: 25 },
    ]);
    expect(errors['0.reason']).toEqual({ code: 'required', messageKey: 'validation.chargeReason' });
    expect(errors['0.amount']).toEqual({ code: 'emptyCharge', messageKey: 'validation.required' });
    expect(errors['0.tax_category']?.code).toBe('required');
    expect(errors['1.reason']?.params).toEqual({ max: 256 });
    expect(errors['1.amount']?.code).toBe('number');
    expect(validateChargeRows([newChargeRow()]).errors).toEqual({});
  });
});

describe('totals', () => {
  it('rounding clamp ±0.99, empty → 0', () => {
    expect(clampRounding('')).toBe(0);
    expect(clampRounding(null)).toBe(0);
    expect(clampRounding(0.4)).toBe(0.4);
    expect(clampRounding(-0.99)).toBe(-0.99);
    expect(clampRounding(1)).toBe(0.99);
    expect(clampRounding(5)).toBe(0.99);
    expect(clampRounding(-1)).toBe(-0.99);
    expect(clampRounding(0.996)).toBe(0.99);
    expect(clampRounding('-0,5')).toBe(-0.5);
  });
  it('tax per percent from lines and charges', () => {
    const lines = [
      line(),
      line({ item: { name: 'Mat', tax_percent: 12 }, line_extension_amount: 99.99 }),
      line({ line_extension_amount: 0.5 }),
    ];
    const charges = [
      { charge: true, reason: 'Frakt', amount: 49, tax_category: 25 },
      { charge: false, reason: 'Rabatt', amount: 10, tax_category: 12 },
    ];
    expect(computeTaxTotals(lines, charges)).toEqual([
      { tax_percent: 25, taxable_amount: 249.5, tax_amount: 62.38 },
      { tax_percent: 12, taxable_amount: 89.99, tax_amount: 10.8 },
    ]);
  });
  it('payable = net + tax + rounding + charges − discounts', () => {
    const form = {
      invoice_lines: [line()],
      allowance_charges: [
        { charge: true, reason: 'Frakt', amount: 50, tax_category: 25 },
        { charge: false, reason: 'Rabatt', amount: 20, tax_category: 25 },
      ],
      legal_monetary_total: { payable_rounding_amount: 0.5, line_extension_amount: 0, payable_amount: 0 },
    };
    const t = computeTotals(form);
    expect(t.line_extension_amount).toBe(200);
    expect(t.total_tax_amount).toBe(57.5);
    expect(t.payable_amount).toBe(200 + 57.5 + 0.5 + 50 - 20);
    const applied = applyTotals({ ...form, tax_totals: [] });
    expect(applied.legal_monetary_total).toEqual({
      payable_rounding_amount: 0.5,
      line_extension_amount: 200,
      payable_amount: 288,
    });
    const edited = applyTotals(
      { ...form, tax_totals: [], legal_monetary_total: { ...form.legal_monetary_total, payable_amount: 300.004 } },
      { payableEditedByUser: true },
    );
    expect(edited.legal_monetary_total.payable_amount).toBe(300);
  });
  it('a prepaid amount (BT-113) of an import is kept and subtracted from the amount due', () => {
    const form = {
      invoice_lines: [line()],
      allowance_charges: [],
      legal_monetary_total: {
        payable_rounding_amount: 0,
        line_extension_amount: 0,
        payable_amount: 0,
        prepaid_amount: 100,
      },
    };
    expect(computeTotals(form).payable_amount).toBe(200 + 50 - 100);
    expect(applyTotals({ ...form, tax_totals: [] }).legal_monetary_total).toEqual({
      payable_rounding_amount: 0,
      line_extension_amount: 200,
      payable_amount: 150,
      prepaid_amount: 100,
    });
  });
  it('keeps the UBL category of a rate from an import', () => {
    const applied = applyTotals({
      invoice_lines: [line({ item: { name: 'Export', tax_percent: 0 }, line_extension_amount: 200 })],
      allowance_charges: [],
      legal_monetary_total: { payable_rounding_amount: 0, line_extension_amount: 0, payable_amount: 0 },
      tax_totals: [
        { tax_percent: 0, taxable_amount: 1, tax_amount: 0, tax_category: 'G', tax_exemption_reason: 'Export' },
      ],
    });
    expect(applied.tax_totals).toEqual([
      { tax_percent: 0, taxable_amount: 200, tax_amount: 0, tax_category: 'G', tax_exemption_reason: 'Export' },
    ]);
  });
});
