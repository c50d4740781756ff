// Tests: Invoice form rules (spec 5) one by one, normalisation and the zod schema.
import type { InvoiceForm } from '../invoice-form';
import { renderFieldErrors, fieldErrorsFromZod } from './issues';
import { emitInvoiceForm, invoiceFormSchema, normalizeInvoiceForm, validateInvoiceForm } from './invoice-form';

const now = new Date('2026-11-21T05:00:00Z');

const validForm = (): InvoiceForm => ({
  invoice_id: 'F-1001',
  payment_id: '1234567897',
  document_type: '380',
  issue_date: '2026-11-20',
  due_date: '2026-12-20',
  buyer_reference: 'Anna Andersson',
  order_reference: { id: null },
  document_currency_code: 'SEK',
  invoice_lines: [
    {
      item: { name: 'Konsult', tax_percent: 25 },
      price: { amount: 1000 },
      invoiced_quantity: 1,
      line_extension_amount: 1000,
    },
  ],
  allowance_charges: [],
  tax_totals: [],
  legal_monetary_total: { payable_rounding_amount: 0, line_extension_amount: 1000, payable_amount: 1250 },
  sender_company: { _id: 's1', name: 'Avsändare AB' },
  receiver_company: { _id: 'r1', name: 'Mottagare AB' },
  customer_data: null,
});

const errorsOf = (form: unknown, ctx: Partial<Parameters<typeof validateInvoiceForm>[1]> = {}) =>
  validateInvoiceForm(form, { now, ...ctx }).errors;

describe('validateInvoiceForm', () => {
  it('accepts a valid form', () => {
    expect(validateInvoiceForm(validForm(), { now })).toEqual({ ok: true, errors: {}, warnings: {} });
  });
  it("sender_company: 'Select a sender company from the list'", () => {
    expect(errorsOf({ ...validForm(), sender_company: null }).sender_company).toEqual({
      code: 'required',
      messageKey: 'validation.senderCompany',
    });
    expect(errorsOf({ ...validForm(), sender_company: { _id: '', name: 'x' } }).sender_company).toBeDefined();
  });
  it('receiver_company required unless eSynAccess or eSynSend', () => {
    const f = { ...validForm(), receiver_company: null };
    expect(errorsOf(f).receiver_company?.code).toBe('required');
    expect(errorsOf({ ...f, is_eSynAccess: true }).receiver_company).toBeUndefined();
    expect(
      errorsOf({ ...f, is_eSynSend: true, customer_data: { peppol_id: '0007:5560360793' } }).receiver_company,
    ).toBeUndefined();
  });
  it('invoice_id required, max 256', () => {
    expect(errorsOf({ ...validForm(), invoice_id: '' }).invoice_id?.code).toBe('required');
    expect(errorsOf({ ...validForm(), invoice_id: 'x'.repeat(256) }).invoice_id).toBeUndefined();
    expect(errorsOf({ ...validForm(), invoice_id: 'x'.repeat(257) }).invoice_id).toEqual({
      code: 'ValidationError',
      messageKey: 'validation.maxLength',
      params: { max: 256 },
    });
  });
  it('currency and document type required', () => {
    expect(errorsOf({ ...validForm(), document_currency_code: '' }).document_currency_code?.code).toBe('required');
    expect(errorsOf({ ...validForm(), document_currency_code: 'kronor' }).document_currency_code?.code).toBe('format');
    expect(errorsOf({ ...validForm(), document_type: undefined }).document_type?.code).toBe('required');
    expect(errorsOf({ ...validForm(), document_type: '999' }).document_type?.messageKey).toBe(
      'validation.invalidOption',
    );
    expect(errorsOf({ ...validForm(), document_type: '381' }).document_type).toBeUndefined();
  });
  it('text fields and note max 256', () => {
    for (const f of ['note', 'payment_terms', 'supplier_reference', 'customer_id', 'accounting_cost', 'payment_id']) {
      expect(errorsOf({ ...validForm(), [f]: 'x'.repeat(257) })[f]?.messageKey).toBe('validation.maxLength');
    }
  });
  it('issue_date required with the year window', () => {
    expect(errorsOf({ ...validForm(), issue_date: '' }).issue_date?.code).toBe('required');
    expect(errorsOf({ ...validForm(), issue_date: '2024-12-31', due_date: null }).issue_date).toEqual({
      code: 'oldYear',
      messageKey: 'validation.yearGreater',
      params: { year: 2024 },
    });
    expect(errorsOf({ ...validForm(), issue_date: '2029-01-01', due_date: null }).issue_date).toEqual({
      code: 'futureYear',
      messageKey: 'validation.yearLess',
      params: { year: 2029 },
    });
    expect(errorsOf({ ...validForm(), issue_date: '2025-01-01' }).issue_date).toBeUndefined();
    expect(errorsOf({ ...validForm(), issue_date: '20-11-2026' }).issue_date?.code).toBe('format');
  });
  it('due_date optional, same bounds, not before the issue date', () => {
    expect(errorsOf({ ...validForm(), due_date: null }).due_date).toBeUndefined();
    expect(errorsOf({ ...validForm(), due_date: '2029-01-01' }).due_date?.code).toBe('futureYear');
    expect(errorsOf({ ...validForm(), due_date: '2026-11-19' }).due_date).toEqual({
      code: 'ValidationError',
      messageKey: 'validation.dueBeforeIssue',
    });
    expect(errorsOf({ ...validForm(), due_date: '2026-11-20' }).due_date).toBeUndefined();
  });
  it('buyer reference and order reference cannot both be empty', () => {
    const f = { ...validForm(), buyer_reference: '', order_reference: { id: '' } };
    const e = errorsOf(f);
    expect(e.buyer_reference).toEqual({ code: 'required', messageKey: 'validation.referencesEmpty' });
    expect(e['order_reference.id']).toEqual(e.buyer_reference);
    expect(errorsOf({ ...f, order_reference: { id: 'PO-1' } }).buyer_reference).toBeUndefined();
  });
  it('eSynSend needs a Peppol ID or an org ID (or manual customer data)', () => {
    const f = { ...validForm(), is_eSynSend: true, customer_data: { name: 'Kund AB' } };
    expect(errorsOf(f)['customer_data.peppol_id']).toEqual({
      code: 'required',
      messageKey: 'validation.peppolOrOrgId',
    });
    expect(errorsOf({ ...f, customer_data: { org_id: '5560360793' } })['customer_data.peppol_id']).toBeUndefined();
    expect(
      errorsOf({ ...f, customer_data: { peppol_id: '0007:5560360793' } })['customer_data.peppol_id'],
    ).toBeUndefined();
    expect(errorsOf({ ...f, customer_data: { peppol_id: '5560360793' } })['customer_data.peppol_id']).toEqual({
      code: 'format',
      messageKey: 'validation.peppolIdPattern',
    });
    const manual = { ...f, customer_data: { name: 'Kund AB', address: { country: 'SE' } } };
    expect(errorsOf(manual, { customerDataSavedManually: true })['customer_data.peppol_id']).toBeUndefined();
  });
  it('manual customer data: name and country required, phone pattern, max 256', () => {
    const ctx = { customerDataSavedManually: true };
    const e = errorsOf({ ...validForm(), customer_data: { phone: '08-123' } }, ctx);
    expect(e['customer_data.name']?.code).toBe('required');
    expect(e['customer_data.address.country']?.code).toBe('required');
    expect(e['customer_data.phone']).toEqual({ code: 'format', messageKey: 'validation.phonePattern' });
    expect(
      errorsOf({ ...validForm(), customer_data: { name: 'K', address: { country: 'XX' } } }, ctx)[
        'customer_data.address.country'
      ]?.messageKey,
    ).toBe('validation.country');
    expect(
      errorsOf(
        {
          ...validForm(),
          customer_data: { name: 'K', phone: '+4681234', address: { country: 'NO', city: 'x'.repeat(257) } },
        },
        ctx,
      ),
    ).toEqual({
      'customer_data.address.city': {
        code: 'ValidationError',
        messageKey: 'validation.maxLength',
        params: { max: 256 },
      },
    });
  });
  it('line and charge errors carry full paths; admin mode lifts the amount rule', () => {
    const f = {
      ...validForm(),
      invoice_lines: [
        { item: { name: 'x', tax_percent: 25 }, price: { amount: 0 }, invoiced_quantity: 1, line_extension_amount: 0 },
      ],
      allowance_charges: [{ charge: true, reason: '', amount: 5, tax_category: 25 }],
    };
    const e = errorsOf(f);
    expect(e.invoice_lines).toEqual({ code: 'emptyAmount', messageKey: 'validation.atLeastOneAmount' });
    expect(e['allowance_charges.0.reason']?.code).toBe('required');
    expect(errorsOf(f, { adminMode: true }).invoice_lines).toBeUndefined();
    const w = validateInvoiceForm(
      { ...validForm(), invoice_lines: [{ ...validForm().invoice_lines[0]!, line_extension_amount: 999 }] },
      { now },
    ).warnings;
    expect(w['invoice_lines.0.line_extension_amount']?.params).toEqual({ amount: '1000.00' });
  });
  it('warns (soft control) on bad OCR, bankgiro, plusgiro, IBAN and BIC', () => {
    const r = validateInvoiceForm(
      {
        ...validForm(),
        payment_id: '1234567898',
        payment_means: {
          bankgiro: '5050-1056',
          plusgiro: '4 43 21-6',
          iban: 'SE45 5000 0000 0583 9825 7467',
          bic: 'XX',
        },
      },
      { now },
    );
    expect(r.ok).toBe(true);
    expect(r.warnings).toEqual({
      payment_id: { code: 'format', messageKey: 'validation.ocr' },
      'payment_means.bankgiro': { code: 'format', messageKey: 'validation.bankgiro' },
      'payment_means.plusgiro': { code: 'format', messageKey: 'validation.plusgiro' },
      'payment_means.iban': { code: 'format', messageKey: 'validation.iban' },
      'payment_means.bic': { code: 'format', messageKey: 'validation.bic' },
    });
    const good = validateInvoiceForm(
      {
        ...validForm(),
        payment_means: {
          bankgiro: '5050-1055',
          plusgiro: '4 43 21-8',
          iban: 'SE45 5000 0000 0583 9825 7466',
          bic: 'ESSESESS',
        },
      },
      { now },
    );
    expect(good.warnings).toEqual({});
  });
  it('rounding must be a number', () => {
    const f = validForm();
    expect(
      errorsOf({ ...f, legal_monetary_total: { ...f.legal_monetary_total, payable_rounding_amount: 'abc' } })[
        'legal_monetary_total.payable_rounding_amount'
      ]?.code,
    ).toBe('number');
  });
  it('survives garbage input', () => {
    expect(validateInvoiceForm(null, { now }).ok).toBe(false);
    expect(validateInvoiceForm('x', { now }).errors.sender_company).toBeDefined();
  });
  it('renders errors for the api in both languages', () => {
    const r = renderFieldErrors(errorsOf({ ...validForm(), issue_date: '2024-05-01', due_date: null }), 'en');
    expect(r.issue_date).toEqual({ code: 'oldYear', message: 'Year must be greater than 2024' });
    const sv = renderFieldErrors(errorsOf({ ...validForm(), sender_company: null }), 'sv');
    expect(sv.sender_company?.message).toBe('Välj ett avsändarföretag i listan');
  });
});

describe('normalize and emit', () => {
  it('removes spaces, clamps rounding, recomputes totals and drops 0.00 charges', () => {
    const f: InvoiceForm = {
      ...validForm(),
      customer_data: { org_id: '556036 0793', tax_number: 'SE 5560 3607 9301', peppol_id: '0007: 5560360793' },
      allowance_charges: [
        { charge: true, reason: 'Frakt', amount: 0, tax_category: 25 },
        { charge: true, reason: 'Frakt', amount: 100, tax_category: 25 },
      ],
      legal_monetary_total: { payable_rounding_amount: 3, line_extension_amount: 0, payable_amount: 0 },
    };
    const n = normalizeInvoiceForm(f);
    expect(n.customer_data).toMatchObject({
      org_id: '5560360793',
      tax_number: 'SE556036079301',
      peppol_id: '0007:5560360793',
    });
    expect(n.allowance_charges).toHaveLength(2);
    expect(n.tax_totals).toEqual([{ tax_percent: 25, taxable_amount: 1100, tax_amount: 275 }]);
    expect(n.legal_monetary_total).toEqual({
      payable_rounding_amount: 0.99,
      line_extension_amount: 1000,
      payable_amount: 1375.99,
    });
    const e = emitInvoiceForm(f);
    expect(e.allowance_charges).toEqual([{ charge: true, reason: 'Frakt', amount: 100, tax_category: 25 }]);
  });
  it('keeps a user-edited payable amount', () => {
    const f = {
      ...validForm(),
      legal_monetary_total: { payable_rounding_amount: 0, line_extension_amount: 1000, payable_amount: 1249 },
    };
    expect(normalizeInvoiceForm(f, { payableEditedByUser: true }).legal_monetary_total.payable_amount).toBe(1249);
    expect(normalizeInvoiceForm(f).legal_monetary_total.payable_amount).toBe(1250);
  });
});

describe('invoiceFormSchema (zod)', () => {
  it('parses a valid body into the emitted form', () => {
    const r = invoiceFormSchema({ now }).safeParse(validForm());
    expect(r.success).toBe(true);
    if (r.success) expect(r.data.legal_monetary_total.payable_amount).toBe(1250);
  });
  it('reports keyed issues with paths', () => {
    const r = invoiceFormSchema({ now }).safeParse({
      ...validForm(),
      sender_company: null,
      invoice_lines: [
        { item: { name: '', tax_percent: 25 }, price: { amount: 1 }, invoiced_quantity: 1, line_extension_amount: 1 },
      ],
    });
    expect(r.success).toBe(false);
    if (!r.success) {
      const e = fieldErrorsFromZod(r.error);
      expect(e.sender_company).toEqual({ code: 'required', messageKey: 'validation.senderCompany' });
      expect(e['invoice_lines.0.item.name']?.code).toBe('required');
      expect(r.error.issues.find((i) => i.path.join('.') === 'invoice_lines.0.item.name')?.path).toEqual([
        'invoice_lines',
        0,
        'item',
        'name',
      ]);
    }
  });
});
