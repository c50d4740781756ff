// Tests: the invoice form's values (from the detail, to the PUT body), its rules over what the
// user types (letters in amounts, due before issue, the amount warning, eSynSend's Peppol ID) and
// the api's field errors on form paths.
import type { InvoiceDetail } from '../../../../domain/invoice-detail';
import {
  blankInvoiceForm,
  eSynPaySwitchOf,
  formContextOf,
  formErrorsOf,
  formValuesOf,
  updateBodyOf,
  validateInvoiceFormValues,
  type InvoiceFormValues,
} from './invoiceFormValues';

const NOW = new Date('2026-11-20T10:00:00Z');

function detail(over: Partial<InvoiceDetail> = {}): InvoiceDetail {
  return {
    id: 'inv-1',
    invoice_id: null,
    status: 'Invalid PDF',
    raw_result: null,
    customer_data: null,
    sender_company: {
      id: 's1',
      _id: 's1',
      name: 'Sender AB',
      tax_number: null,
      org_id: null,
      peppol_id: null,
      eSynPay: { is_enabled: true, status: 'ACTIVE', type: 'Auto sale' },
    },
    receiver_company: {
      id: 'r1',
      _id: 'r1',
      name: 'Receiver AB',
      tax_number: null,
      org_id: null,
      peppol_id: null,
      pdf_forward_timeout: null,
      send_pdf_forward_blocked: null,
      receive_pdf_forward_blocked: null,
      manual_parsing_allowed: true,
      is_eSynPay: true,
    },
    is_eSynSend: false,
    is_eSynPay: false,
    is_eSynAccess: false,
    ...over,
  } as InvoiceDetail;
}

/** A valid form as a user fills it in: numbers typed as text, Swedish decimal commas. */
function filled(over: Partial<InvoiceFormValues> = {}): InvoiceFormValues {
  const v = formValuesOf(detail());
  return {
    ...v,
    invoice_id: 'F-4711',
    issue_date: '2026-11-01',
    due_date: '2026-12-01',
    buyer_reference: 'Anna',
    invoice_lines: [
      {
        item: { name: 'Konsult', tax_percent: '25' as unknown as number },
        invoiced_quantity: '2' as unknown as number,
        price: { amount: '500,50' as unknown as number },
        line_extension_amount: '1001.00' as unknown as number,
        allowance_charge: null,
      },
    ],
    ...over,
  };
}

const errorsOf = (v: InvoiceFormValues, admin = false) => validateInvoiceFormValues(v, formContextOf(v, admin, NOW));

describe('formValuesOf', () => {
  it('opens an unparsed PDF on a blank form with one 25 % line and its parties', () => {
    const v = formValuesOf(detail());
    expect(v.invoice_lines).toEqual(blankInvoiceForm().invoice_lines);
    expect(v.invoice_lines[0]!.item).toMatchObject({ name: 'Net amount 25% VAT', tax_percent: 25 });
    expect(v.document_currency_code).toBe('SEK');
    expect(v.document_type).toBe('380');
    expect(v.sender_company).toMatchObject({ _id: 's1', name: 'Sender AB' });
    expect(v.receiver_company).toMatchObject({ _id: 'r1', is_eSynPay: true });
    expect(v.customer_manual).toBe(false);
  });
  it('starts from what extraction read when no form was saved, keeping defaults where it read nothing', () => {
    const extracted = {
      invoice_id: 'E-77',
      document_currency_code: null,
      issue_date: null,
      invoice_lines: [
        {
          item: { name: 'Konsult', tax_percent: 25 },
          price: { amount: 100 },
          invoiced_quantity: 1,
          line_extension_amount: 100,
        },
      ],
    };
    const v = formValuesOf(detail({ extracted_form: extracted }));
    // No payable of its own: the computed one applies.
    expect(v.payable_manual).toBe(false);
    expect(v.invoice_id).toBe('E-77');
    expect(v.invoice_lines).toEqual(extracted.invoice_lines);
    expect(v.document_currency_code).toBe('SEK');
    expect(v.issue_date).toBe('');
    // A saved form wins over the extraction.
    const saved = formValuesOf(
      detail({
        extracted_form: extracted,
        raw_result: { ...blankInvoiceForm(), invoice_id: 'Saved' } as unknown as Record<string, unknown>,
      }),
    );
    expect(saved.invoice_id).toBe('Saved');
  });
  it("keeps a parsed form and the invoice's own customer data (entered by hand)", () => {
    const raw = {
      ...blankInvoiceForm(),
      invoice_id: 'A1',
      issue_date: '2026-10-10',
      customer_data: { name: 'Parsed' },
    };
    const v = formValuesOf(
      detail({
        raw_result: raw as unknown as Record<string, unknown>,
        customer_data: { name: 'By hand', address: { country: 'SE' } },
      }),
    );
    expect(v.invoice_id).toBe('A1');
    expect(v.customer_data).toMatchObject({ name: 'By hand', address: { country: 'SE' } });
    expect(v.customer_manual).toBe(true);
  });
  it('ignores a raw_result that is not a form (an unreadable extraction answer)', () => {
    expect(formValuesOf(detail({ raw_result: { text: 'garbage' } })).invoice_lines).toHaveLength(1);
  });
});

describe('the rules over typed values', () => {
  it('passes a filled form', () => {
    expect(errorsOf(filled()).errors).toEqual({});
  });
  it('letters pasted into amounts: Must be a number, on the line and the rounding', () => {
    const v = filled();
    v.invoice_lines[0]!.price.amount = 'abc' as unknown as number;
    v.legal_monetary_total = { ...v.legal_monetary_total, payable_rounding_amount: '1x' as unknown as number };
    const { errors } = errorsOf(v);
    expect(errors['invoice_lines.0.price.amount']).toMatchObject({
      code: 'number',
      messageKey: 'validation.notANumber',
    });
    expect(errors['legal_monetary_total.payable_rounding_amount']).toMatchObject({
      messageKey: 'validation.notANumber',
    });
  });
  it('a due date before the issue date', () => {
    expect(errorsOf(filled({ due_date: '2026-10-01' })).errors.due_date).toMatchObject({
      messageKey: 'validation.dueBeforeIssue',
    });
  });
  it('the year window names the nearest year outside it', () => {
    expect(errorsOf(filled({ issue_date: '2024-05-01', due_date: null })).errors.issue_date).toMatchObject({
      messageKey: 'validation.yearGreater',
      params: { year: 2024 },
    });
    expect(errorsOf(filled({ due_date: '2029-01-01' })).errors.due_date).toMatchObject({
      messageKey: 'validation.yearLess',
      params: { year: 2029 },
    });
  });
  it('buyer reference or order reference ID', () => {
    const { errors } = errorsOf(filled({ buyer_reference: '', order_reference: { id: ' ' } }));
    expect(errors.buyer_reference).toMatchObject({ messageKey: 'validation.referencesEmpty' });
    expect(errors['order_reference.id']).toMatchObject({ messageKey: 'validation.referencesEmpty' });
    expect(errorsOf(filled({ buyer_reference: null, order_reference: { id: 'PO-1' } })).errors).toEqual({});
  });
  it('warns (never blocks) when the amount differs: The amount should equal X.', () => {
    const v = filled();
    v.invoice_lines[0]!.line_extension_amount = '900' as unknown as number;
    const r = errorsOf(v);
    expect(r.errors).toEqual({});
    expect(r.warnings['invoice_lines.0.line_extension_amount']).toMatchObject({
      messageKey: 'validation.amountShouldEqual',
      params: { amount: '1001.00' },
    });
  });
  it('outside admin mode one amount must be non-zero; admins may save zero', () => {
    const v = filled();
    v.invoice_lines[0]!.line_extension_amount = 0;
    v.invoice_lines[0]!.price.amount = 0;
    expect(errorsOf(v).errors.invoice_lines).toMatchObject({ messageKey: 'validation.atLeastOneAmount' });
    expect(errorsOf(v, true).errors.invoice_lines).toBeUndefined();
  });
  it('eSynSend asks for the customer Peppol ID or org ID, and the Peppol ID pattern', () => {
    expect(errorsOf(filled({ is_eSynSend: true })).errors['customer_data.peppol_id']).toMatchObject({
      messageKey: 'validation.peppolOrOrgId',
    });
    const bad = errorsOf(filled({ is_eSynSend: true, customer_data: { peppol_id: 'no colon' } })).errors;
    expect(bad['customer_data.peppol_id']).toMatchObject({ messageKey: 'validation.peppolIdPattern' });
    expect(errorsOf(filled({ is_eSynSend: true, customer_data: { peppol_id: '0007:5567321707' } })).errors).toEqual({});
  });
  it('customer data entered by hand needs a name and a country', () => {
    const { errors } = errorsOf(filled({ customer_manual: true, customer_data: { phone: '08-123' } }));
    expect(errors['customer_data.name']).toBeDefined();
    expect(errors['customer_data.address.country']).toBeDefined();
    expect(errors['customer_data.phone']).toMatchObject({ messageKey: 'validation.phonePattern' });
  });
  it('a sender is required; the receiver unless eSynSend', () => {
    expect(errorsOf(filled({ sender_company: null })).errors.sender_company).toMatchObject({
      messageKey: 'validation.senderCompany',
    });
    expect(errorsOf(filled({ receiver_company: null })).errors.receiver_company).toBeDefined();
    expect(
      errorsOf(filled({ receiver_company: null, is_eSynSend: true, customer_data: { org_id: '5567321707' } })).errors
        .receiver_company,
    ).toBeUndefined();
  });
});

describe('updateBodyOf', () => {
  it('sends the normalised form: numbers rounded, totals computed, 0.00 charges dropped, rounding clamped', () => {
    const v = filled({
      allowance_charges: [
        { charge: true, reason: 'Frakt', amount: '100' as unknown as number, tax_category: 25 },
        { charge: true, reason: 'Frakt', amount: 0, tax_category: 25 },
      ],
      legal_monetary_total: {
        payable_rounding_amount: '1.5' as unknown as number,
        line_extension_amount: 0,
        payable_amount: 0,
      },
    });
    const body = updateBodyOf(v, { admin: false });
    const raw = body.raw_result as Record<string, unknown>;
    expect(raw.invoice_lines).toEqual([
      expect.objectContaining({ invoiced_quantity: 2, price: { amount: 500.5 }, line_extension_amount: 1001 }),
    ]);
    expect(raw.allowance_charges).toHaveLength(1);
    expect(raw.tax_totals).toEqual([{ tax_percent: 25, taxable_amount: 1101, tax_amount: 275.25 }]);
    // 1001 + 275.25 + 0.99 (clamped) + 100
    expect(raw.legal_monetary_total).toEqual({
      payable_rounding_amount: 0.99,
      line_extension_amount: 1001,
      payable_amount: 1377.24,
    });
    // Not an admin: no parties or flags; the parties are the api's business.
    expect(Object.keys(body).sort()).toEqual(['raw_result']);
    expect(raw).not.toHaveProperty('sender_company');
    expect(raw).not.toHaveProperty('customer_manual');
  });
  it('keeps a payable total the user typed, recomputes one they did not', () => {
    const typed = {
      payable_rounding_amount: 0,
      line_extension_amount: 0,
      payable_amount: '1250,00' as unknown as number,
    };
    const kept = updateBodyOf(filled({ payable_manual: true, legal_monetary_total: typed }), { admin: false })
      .raw_result as InvoiceFormValues;
    expect(kept.legal_monetary_total.payable_amount).toBe(1250);
    expect(kept).not.toHaveProperty('payable_manual');
    const computed = updateBodyOf(filled({ legal_monetary_total: typed }), { admin: false })
      .raw_result as InvoiceFormValues;
    // 1001 + 250.25
    expect(computed.legal_monetary_total.payable_amount).toBe(1251.25);
  });
  it('opens a stored form whose payable is not the computed one as typed by the user', () => {
    const raw = {
      ...blankInvoiceForm(),
      invoice_lines: [
        {
          item: { name: 'X', tax_percent: 25 },
          price: { amount: 100 },
          invoiced_quantity: 1,
          line_extension_amount: 100,
        },
      ],
    };
    const own = formValuesOf(
      detail({
        raw_result: {
          ...raw,
          legal_monetary_total: { payable_rounding_amount: 0, line_extension_amount: 100, payable_amount: 120 },
        } as unknown as Record<string, unknown>,
      }),
    );
    expect(own.payable_manual).toBe(true);
    const rule = formValuesOf(
      detail({
        raw_result: {
          ...raw,
          legal_monetary_total: { payable_rounding_amount: 0, line_extension_amount: 100, payable_amount: 125 },
        } as unknown as Record<string, unknown>,
      }),
    );
    expect(rule.payable_manual).toBe(false);
  });
  it('admins send the parties and flags; customer data entered by hand goes on the invoice too', () => {
    const body = updateBodyOf(
      filled({
        customer_manual: true,
        customer_data: { name: 'Kund AB', org_id: '556 732 1707', address: { country: 'SE' } },
      }),
      { admin: true },
    );
    expect(body).toMatchObject({
      sender_company: 's1',
      receiver_company: 'r1',
      is_eSynSend: false,
      is_eSynPay: false,
      customer_data: { name: 'Kund AB', org_id: '5567321707' },
    });
  });
});

describe('eSynPaySwitchOf', () => {
  it('allowed for a ready sender and a receiver that takes eSynPay, on for auto-sale; else off and locked', () => {
    const v = formValuesOf(detail());
    expect(eSynPaySwitchOf(v)).toEqual({ allowed: true, value: true, locked: false });
    expect(eSynPaySwitchOf({ ...v, receiver_company: { ...v.receiver_company!, is_eSynPay: false } })).toEqual({
      allowed: false,
      value: false,
      locked: true,
    });
    expect(
      eSynPaySwitchOf({ ...v, receiver_company: { ...v.receiver_company!, is_eSynPay: false }, is_eSynSend: true })
        .allowed,
    ).toBe(true);
  });
});

describe('formErrorsOf', () => {
  it("puts the api's raw_result paths on the form, list-wide ones on the list root", () => {
    expect(
      formErrorsOf({
        'raw_result.invoice_lines.0.price.amount': 'Must be a number',
        'raw_result.invoice_lines': 'At least one',
        sender_company: 'Pick one',
      }),
    ).toEqual({
      'invoice_lines.0.price.amount': 'Must be a number',
      'invoice_lines.root': 'At least one',
      sender_company: 'Pick one',
    });
    expect(formErrorsOf(undefined)).toBeUndefined();
    expect(formErrorsOf({})).toBeUndefined();
  });
});
