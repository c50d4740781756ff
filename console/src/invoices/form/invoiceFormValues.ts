// The invoice form's values and the two conversions around them: from the api's InvoiceDetail
// (its raw_result, or a blank form for an unparsed PDF) to what the form edits, and from the form
// to the body of PUT /api/invoices/:id (normalised by domain/validation's emitInvoiceForm, exactly
// what the api stores). Also the rules' context and the api's field errors placed on form paths.
import { eSynPaySwitch, type ESynPaySwitchState } from '../../../../domain/actions';
import { DEFAULT_CURRENCY, DEFAULT_DOCUMENT_TYPE } from '../../../../domain/constants';
import type { InvoiceDetail } from '../../../../domain/invoice-detail';
import type { CustomerData, InvoiceForm } from '../../../../domain/invoice-form';
import type { Lang } from '../../../../domain/i18n/lang';
import {
  emitInvoiceForm,
  newInvoiceLine,
  payableEditedIn,
  validateInvoiceForm,
  type InvoiceFormContext,
} from '../../../../domain/validation';

/** A picked company: its id and name, and what the eSynPay switch rule reads from it. */
export interface PartyValue {
  _id: string;
  name: string;
  eSynPay?: { is_enabled?: boolean | null; status?: string | null; type?: string | null } | null;
  is_eSynPay?: boolean | null;
}

/** The form edits the invoice form with its parties as picked companies, plus one form-only flag. */
export interface InvoiceFormValues extends Omit<InvoiceForm, 'sender_company' | 'receiver_company'> {
  sender_company: PartyValue | null;
  receiver_company: PartyValue | null;
  /** The customer data is entered by hand: its own rules apply and it is saved on the invoice. */
  customer_manual: boolean;
  /** The payable total is the user's own, not net + VAT + rounding (spec 5); kept as typed on save. */
  payable_manual?: boolean;
}

/** A form with nothing parsed yet (an Invalid PDF, a new manual upload): one 25 % line. */
export function blankInvoiceForm(lang: Lang = 'en'): InvoiceForm {
  return {
    invoice_id: '',
    document_type: DEFAULT_DOCUMENT_TYPE,
    issue_date: '',
    due_date: null,
    document_currency_code: DEFAULT_CURRENCY,
    invoice_lines: [newInvoiceLine(undefined, lang)],
    allowance_charges: [],
    tax_totals: [],
    legal_monetary_total: { payable_rounding_amount: 0, line_extension_amount: 0, payable_amount: 0 },
    customer_data: {},
  };
}

function isInvoiceForm(raw: Record<string, unknown> | null): raw is Record<string, unknown> & Partial<InvoiceForm> {
  return raw !== null && Array.isArray(raw.invoice_lines);
}

/** The engine's form without the fields it left empty (null), so the form's defaults stay. */
function extractedFormOf(detail: Pick<InvoiceDetail, 'extracted_form'>): Partial<InvoiceForm> {
  const form = detail.extracted_form ?? null;
  if (!isInvoiceForm(form)) return {};
  return Object.fromEntries(
    Object.entries(form).filter(([, v]) => v !== null && v !== undefined),
  ) as Partial<InvoiceForm>;
}

/**
 * The values the form starts from for an invoice: its saved form, else what extraction read when
 * it was kept for the manual form (InvoiceDetail.extracted_form), else a blank form.
 */
export function formValuesOf(detail: InvoiceDetail, lang: Lang = 'en'): InvoiceFormValues {
  const blank = blankInvoiceForm(lang);
  const raw = isInvoiceForm(detail.raw_result) ? (detail.raw_result as Partial<InvoiceForm>) : extractedFormOf(detail);
  const form: InvoiceForm = {
    ...blank,
    ...raw,
    invoice_id: raw.invoice_id ?? detail.invoice_id ?? '',
    legal_monetary_total: { ...blank.legal_monetary_total, ...raw.legal_monetary_total },
    customer_data: { ...(raw.customer_data ?? {}), ...((detail.customer_data as CustomerData | null) ?? {}) },
  };
  const s = detail.sender_company;
  const r = detail.receiver_company;
  return {
    ...form,
    sender_company: s ? { _id: s.id, name: s.name ?? '', eSynPay: s.eSynPay } : null,
    receiver_company: r ? { _id: r.id, name: r.name ?? '', is_eSynPay: r.is_eSynPay } : null,
    is_eSynSend: detail.is_eSynSend,
    is_eSynPay: detail.is_eSynPay,
    is_eSynAccess: detail.is_eSynAccess,
    customer_manual: detail.customer_data !== null && Object.keys(detail.customer_data).length > 0,
    // A stored payable other than the computed one was typed (or read from the PDF): it stays. A
    // form without one of its own (blank, or extraction found none) follows the rule.
    payable_manual: raw.legal_monetary_total?.payable_amount != null && payableEditedIn(form),
  };
}

/** The context the rules run in: admins are in admin mode; manual customer data has its own rules. */
export function formContextOf(
  values: Pick<InvoiceFormValues, 'customer_manual'>,
  admin: boolean,
  now: Date = new Date(),
): InvoiceFormContext {
  return { now, adminMode: admin, customerDataSavedManually: values.customer_manual === true };
}

/** The form as the rules and the api read it: parties as `{ _id, name }`, no form-only flag. */
export function invoiceFormOf(values: InvoiceFormValues): InvoiceForm {
  const { customer_manual: _manual, payable_manual: _payable, sender_company, receiver_company, ...rest } = values;
  return {
    ...rest,
    sender_company: sender_company ? { _id: sender_company._id, name: sender_company.name } : null,
    receiver_company: receiver_company ? { _id: receiver_company._id, name: receiver_company.name } : null,
  };
}

/** Every rule of the invoice form over the form's values (the resolver and the tests use it). */
export function validateInvoiceFormValues(values: unknown, ctx: InvoiceFormContext) {
  const form = invoiceFormOf(values as InvoiceFormValues);
  return { ...validateInvoiceForm(form, ctx), value: form };
}

/**
 * The body of PUT /api/invoices/:id: the normalised form as raw_result, the customer data when it
 * was entered by hand, and (admins only, spec 6) the parties and the eSynSend/eSynPay flags.
 */
export function updateBodyOf(
  values: InvoiceFormValues,
  opts: { admin: boolean; lang?: Lang },
): Record<string, unknown> {
  const form = emitInvoiceForm(invoiceFormOf(values), {
    lang: opts.lang,
    payableEditedByUser: values.payable_manual === true,
  });
  const {
    sender_company: _s,
    receiver_company: _r,
    is_eSynSend: _send,
    is_eSynPay: _pay,
    is_eSynAccess: _access,
    status: _status,
    ...raw_result
  } = form;
  return {
    raw_result,
    ...(values.customer_manual ? { customer_data: form.customer_data ?? {} } : {}),
    ...(opts.admin
      ? {
          sender_company: values.sender_company?._id ?? null,
          receiver_company: values.receiver_company?._id ?? null,
          is_eSynSend: values.is_eSynSend === true,
          is_eSynPay: values.is_eSynPay === true,
        }
      : {}),
  };
}

/** The eSynPay switch of the form (spec 4 'eSynPay switch rule') for its picked parties. */
export function eSynPaySwitchOf(
  values: Pick<InvoiceFormValues, 'sender_company' | 'receiver_company' | 'is_eSynSend'>,
): ESynPaySwitchState {
  return eSynPaySwitch({
    sender: values.sender_company,
    receiver: values.receiver_company,
    isESynSend: values.is_eSynSend,
  });
}

/** The api's field errors ('raw_result.invoice_lines.0.price.amount') on the form's paths. */
export function formErrorsOf(errors: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!errors) return undefined;
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const p = path.startsWith('raw_result.') ? path.slice('raw_result.'.length) : path;
    // An error about a whole list ('raw_result.invoice_lines') sits on its root, as the resolver puts it.
    out[p === 'invoice_lines' || p === 'allowance_charges' ? `${p}.root` : p] = message;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
