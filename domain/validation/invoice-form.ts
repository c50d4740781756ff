// The invoice form rules (spec section 5 'Invoice form' and 'Invoice lines'): validateInvoiceForm
// returns errors and warnings by field path; normalizeInvoiceForm/emitInvoiceForm produce what is
// stored; invoiceFormSchema wraps it all as a zod schema for the api.

import { CURRENCIES, DOCUMENT_TYPES } from '../constants';
import { isCountryCode } from '../countries';
import type { CompanyRef, CustomerData, InvoiceForm } from '../invoice-form';
import type { Lang } from '../i18n/lang';
import { applyTotals, clampRounding } from './invoice-totals';
import { emitChargeRows, normalizeChargeRow, validateChargeRows } from './charges';
import { compareDateParts, invoiceDateIssue, parseIsoDate } from './dates';
import { fieldIssue, IssueCollector, required, schemaFromValidator, type ValidationResult } from './issues';
import { normalizeLine, validateInvoiceLines } from './invoice-lines';
import { asText, isEmptyValue, peppolIdIssue, phoneIssue, removeSpaces, textIssue } from './rules';
import { isBlank, type DecimalInput } from '../money';
import { isValidBic, isValidIban } from '../identifiers/iban';
import { isValidBankgiro, isValidOcrReference, isValidPlusgiro } from '../identifiers/swedish';

export interface InvoiceFormContext {
  /** Current time (workflow time in workflows) for the year window. */
  now: Date;
  /** Admin mode: no 'At least one Amount field must be filled'. */
  adminMode?: boolean;
  /** The customer data was entered by hand ('saved manually'): its own rules apply. */
  customerDataSavedManually?: boolean;
}

export function hasCompanyRef(ref: unknown): boolean {
  if (typeof ref === 'string') return ref.trim() !== '';
  return typeof ref === 'object' && ref !== null && !isEmptyValue((ref as Partial<CompanyRef>)._id);
}

/** Text fields limited to 256 characters. */
const TEXT_FIELDS = [
  'payment_id',
  'payment_terms',
  'buyer_reference',
  'supplier_reference',
  'customer_id',
  'accounting_cost',
  'note',
] as const;

function validateCustomer(c: IssueCollector, form: Partial<InvoiceForm>, ctx: InvoiceFormContext): void {
  const cd = (form.customer_data ?? {}) as CustomerData;
  const manual = ctx.customerDataSavedManually === true;
  if (form.is_eSynSend === true) {
    if (!manual && isEmptyValue(cd.peppol_id) && isEmptyValue(cd.org_id)) {
      c.add('customer_data.peppol_id', fieldIssue('required', 'validation.peppolOrOrgId'));
      c.add('customer_data.org_id', fieldIssue('required', 'validation.peppolOrOrgId'));
    }
    c.add('customer_data.peppol_id', peppolIdIssue(cd.peppol_id));
  }
  if (manual) {
    c.add('customer_data.name', textIssue(cd.name, { required: true }));
    const country = cd.address?.country;
    if (isEmptyValue(country)) c.add('customer_data.address.country', required());
    else if (!isCountryCode(String(country)))
      c.add('customer_data.address.country', fieldIssue('format', 'validation.country'));
    c.add('customer_data.phone', phoneIssue(cd.phone));
  }
  c.add('customer_data.name', textIssue(cd.name));
  c.add('customer_data.org_id', textIssue(cd.org_id));
  c.add('customer_data.tax_number', textIssue(cd.tax_number));
  c.add('customer_data.peppol_id', textIssue(cd.peppol_id));
  c.add('customer_data.phone', textIssue(cd.phone));
  c.add('customer_data.address.street', textIssue(cd.address?.street));
  c.add('customer_data.address.zip', textIssue(cd.address?.zip));
  c.add('customer_data.address.city', textIssue(cd.address?.city));
}

/**
 * Swedish payment references are checked softly: a wrong OCR check digit or giro number is a
 * warning, not an error, because the payee's bank agreement decides (soft control) and foreign
 * invoices use other references in the same fields.
 */
function warnPaymentReferences(c: IssueCollector, form: Partial<InvoiceForm>): void {
  const ocr = asText(form.payment_id);
  if (ocr && ocr.trim() !== '' && !isValidOcrReference(ocr))
    c.warn('payment_id', fieldIssue('format', 'validation.ocr'));
  const pm = form.payment_means ?? {};
  const bg = asText(pm.bankgiro);
  if (bg && bg.trim() !== '' && !isValidBankgiro(bg))
    c.warn('payment_means.bankgiro', fieldIssue('format', 'validation.bankgiro'));
  const pg = asText(pm.plusgiro);
  if (pg && pg.trim() !== '' && !isValidPlusgiro(pg))
    c.warn('payment_means.plusgiro', fieldIssue('format', 'validation.plusgiro'));
  const iban = asText(pm.iban);
  if (iban && iban.trim() !== '' && !isValidIban(iban))
    c.warn('payment_means.iban', fieldIssue('format', 'validation.iban'));
  const bic = asText(pm.bic);
  if (bic && bic.trim() !== '' && !isValidBic(bic)) c.warn('payment_means.bic', fieldIssue('format', 'validation.bic'));
}

/** Every rule of the invoice form; `form` may be partial or come straight from a request body. */
export function validateInvoiceForm(input: unknown, ctx: InvoiceFormContext): Omit<ValidationResult<unknown>, 'value'> {
  const c = new IssueCollector();
  const form = (typeof input === 'object' && input !== null ? input : {}) as Partial<InvoiceForm>;

  if (!hasCompanyRef(form.sender_company)) c.add('sender_company', required('validation.senderCompany'));
  if (form.is_eSynAccess !== true && form.is_eSynSend !== true && !hasCompanyRef(form.receiver_company)) {
    c.add('receiver_company', required('validation.receiverCompany'));
  }
  c.add('invoice_id', textIssue(form.invoice_id, { required: true }));

  if (isEmptyValue(form.document_currency_code)) c.add('document_currency_code', required());
  else if (!/^[A-Z]{3}$/.test(String(form.document_currency_code)))
    c.add('document_currency_code', fieldIssue('format', 'validation.format'));
  if (isEmptyValue(form.document_type)) c.add('document_type', required());
  else if (!(DOCUMENT_TYPES as readonly string[]).includes(String(form.document_type))) {
    c.add('document_type', fieldIssue('ValidationError', 'validation.invalidOption'));
  }

  for (const f of TEXT_FIELDS) c.add(f, textIssue(form[f]));
  c.add('order_reference.id', textIssue(form.order_reference?.id));
  for (const f of ['bankgiro', 'plusgiro', 'iban', 'bic'] as const)
    c.add(`payment_means.${f}`, textIssue(form.payment_means?.[f]));

  if (isEmptyValue(form.issue_date)) c.add('issue_date', required());
  else c.add('issue_date', invoiceDateIssue(form.issue_date, ctx.now));
  c.add('due_date', invoiceDateIssue(form.due_date, ctx.now));
  const issue = parseIsoDate(form.issue_date);
  const due = parseIsoDate(form.due_date);
  if (issue && due && compareDateParts(due, issue) < 0) {
    c.add('due_date', fieldIssue('ValidationError', 'validation.dueBeforeIssue'));
  }

  if (isEmptyValue(form.buyer_reference) && isEmptyValue(form.order_reference?.id)) {
    c.add('buyer_reference', fieldIssue('required', 'validation.referencesEmpty'));
    c.add('order_reference.id', fieldIssue('required', 'validation.referencesEmpty'));
  }

  const rounding = form.legal_monetary_total?.payable_rounding_amount;
  if (!isEmptyValue(rounding) && isBlank(rounding as DecimalInput)) {
    c.add('legal_monetary_total.payable_rounding_amount', fieldIssue('number', 'validation.notANumber'));
  }
  const payable = form.legal_monetary_total?.payable_amount;
  if (!isEmptyValue(payable) && isBlank(payable as DecimalInput)) {
    c.add('legal_monetary_total.payable_amount', fieldIssue('number', 'validation.notANumber'));
  }
  const prepaid = form.legal_monetary_total?.prepaid_amount;
  if (!isEmptyValue(prepaid) && isBlank(prepaid as DecimalInput)) {
    c.add('legal_monetary_total.prepaid_amount', fieldIssue('number', 'validation.notANumber'));
  }

  warnPaymentReferences(c, form);
  validateCustomer(c, form, ctx);
  c.merge(validateInvoiceLines(form.invoice_lines, { adminMode: ctx.adminMode }), 'invoice_lines');
  c.merge(validateChargeRows(form.allowance_charges), 'allowance_charges');

  return { ok: c.ok, errors: c.errors, warnings: c.warnings };
}

export interface NormalizeOptions {
  payableEditedByUser?: boolean;
  lang?: Lang;
}

/**
 * The stored shape: customer org ID, tax number and Peppol ID without spaces; lines rounded with
 * default names; rounding clamped; tax totals and payable recomputed (unless the user edited it).
 */
export function normalizeInvoiceForm(form: InvoiceForm, opts: NormalizeOptions = {}): InvoiceForm {
  const cd = form.customer_data;
  const normalized: InvoiceForm = {
    ...form,
    invoice_id: (asText(form.invoice_id) ?? '').trim(),
    document_currency_code: (asText(form.document_currency_code) ?? '').trim().toUpperCase(),
    customer_data: cd
      ? {
          ...cd,
          org_id: removeSpaces(cd.org_id),
          tax_number: removeSpaces(cd.tax_number),
          peppol_id: removeSpaces(cd.peppol_id),
        }
      : cd,
    invoice_lines: (form.invoice_lines ?? []).map((l) => normalizeLine(l, opts.lang)),
    allowance_charges: (form.allowance_charges ?? []).map(normalizeChargeRow),
    legal_monetary_total: {
      ...form.legal_monetary_total,
      payable_rounding_amount: clampRounding(form.legal_monetary_total?.payable_rounding_amount),
    },
  };
  return applyTotals(normalized, { payableEditedByUser: opts.payableEditedByUser });
}

/** What is sent/stored: normalised and without 0.00 charge rows. */
export function emitInvoiceForm(form: InvoiceForm, opts: NormalizeOptions = {}): InvoiceForm {
  const n = normalizeInvoiceForm(form, opts);
  return { ...n, allowance_charges: emitChargeRows(n.allowance_charges) };
}

/** Validation plus normalisation as a zod schema (`invoiceFormSchema({ now }).safeParse(body)`). */
export function invoiceFormSchema(ctx: InvoiceFormContext & NormalizeOptions) {
  return schemaFromValidator<InvoiceForm>((input) => {
    const r = validateInvoiceForm(input, ctx);
    return { ...r, value: r.ok ? emitInvoiceForm(input as InvoiceForm, ctx) : (input as InvoiceForm) };
  });
}

/** The currencies the form offers (any ISO 4217 code passes validation; Peppol allows them all). */
export const FORM_CURRENCIES = CURRENCIES;
