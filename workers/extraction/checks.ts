// Cross-checks on an extracted invoice: the arithmetic (lines sum to the net, net plus VAT plus
// rounding is the payable amount, VAT per rate), the check digits, and the fields without which
// the document cannot become an invoice. Failures route the invoice to a human.
import {
  isValidBankgiro,
  isValidIban,
  isValidOcrReference,
  isValidPlusgiro,
  isValidSiren,
  isValidSiret,
} from '../../domain/identifiers';
import { renderMessage } from '../../domain/i18n/messages';
import { InvoiceStatus } from '../../domain/statuses';
import { isRateOf } from '../../domain/vat-rates';
import { round2 } from './parsers';
import type { CheckFinding, ExtractedForm, ExtractionChecks } from './types';

const near = (a: number, b: number, tol = 0.011): boolean => Math.abs(a - b) <= tol;

export function crossCheck(f: ExtractedForm, net: number | null, totalTax: number | null): ExtractionChecks {
  // An amount already paid (BT-113, from an embedded XML) is left out of the payable amount.
  const prepaid = f.legal_monetary_total.prepaid_amount ?? 0;
  const findings: CheckFinding[] = [];
  const err = (code: string, message: string, field?: string): void => {
    findings.push({ code, severity: 'error', message, field });
  };
  const warn = (code: string, message: string, field?: string): void => {
    findings.push({ code, severity: 'warning', message, field });
  };
  if (!f.invoice_id) err('missing-invoice-id', 'No invoice number found', 'invoice_id');
  if (!f.issue_date) err('missing-issue-date', 'No invoice date found', 'issue_date');
  if (f.legal_monetary_total.payable_amount === null)
    err('missing-payable', 'No amount to pay found', 'legal_monetary_total.payable_amount');
  if (f.invoice_lines.length === 0) warn('no-lines', 'No invoice lines found', 'invoice_lines');
  const lineSum = round2(f.invoice_lines.reduce((s, l) => s + (l.line_extension_amount ?? 0), 0));
  const charges = round2(f.allowance_charges.reduce((s, c) => s + (c.charge ? c.amount : -c.amount), 0));
  if (net !== null && f.invoice_lines.length > 0 && !near(round2(lineSum + charges), net)) {
    warn(
      'lines-sum',
      `Lines and charges sum to ${round2(lineSum + charges)}, the document says ${net}`,
      'legal_monetary_total.line_extension_amount',
    );
  }
  for (const [i, l] of f.invoice_lines.entries()) {
    if (
      l.price.amount !== null &&
      l.invoiced_quantity !== null &&
      l.line_extension_amount !== null &&
      !near(round2(l.price.amount * l.invoiced_quantity), l.line_extension_amount, 0.02)
    ) {
      warn(
        'line-amount',
        `Line ${i + 1}: quantity × price is ${round2(l.price.amount * l.invoiced_quantity)}, not ${l.line_extension_amount}`,
        `invoice_lines[${i}].line_extension_amount`,
      );
    }
  }
  for (const t of f.tax_totals) {
    if (
      t.taxable_amount !== null &&
      t.tax_amount !== null &&
      !near(round2((t.taxable_amount * t.tax_percent) / 100), t.tax_amount, 0.02)
    ) {
      warn('vat-amount', `VAT ${t.tax_percent}% of ${t.taxable_amount} is not ${t.tax_amount}`, 'tax_totals');
    }
    if (f.supplier_data.tax_number?.startsWith('SE') && !isRateOf('SE', t.tax_percent))
      warn('vat-rate', `VAT rate ${t.tax_percent}% is not a Swedish rate`, 'tax_totals');
  }
  const payable = f.legal_monetary_total.payable_amount;
  const rounding = f.legal_monetary_total.payable_rounding_amount ?? 0;
  if (
    net !== null &&
    totalTax !== null &&
    payable !== null &&
    !near(round2(net + totalTax + rounding - prepaid), payable)
  ) {
    const less = prepaid ? ` − prepaid ${prepaid}` : '';
    warn(
      'payable-sum',
      `Net ${net} + VAT ${totalTax} + rounding ${rounding}${less} is not ${payable}`,
      'legal_monetary_total.payable_amount',
    );
  }
  if (Math.abs(rounding) >= 1)
    warn('rounding-range', 'Rounding must be within ±0.99', 'legal_monetary_total.payable_rounding_amount');
  // The OCR check digit is a Swedish giro rule: a German 'Verwendungszweck' or a French reference
  // is free text and is not held to it.
  const swedishPayment =
    f.payment_means.bankgiro !== null ||
    f.payment_means.plusgiro !== null ||
    f.document_currency_code === 'SEK' ||
    (f.supplier_data.tax_number?.startsWith('SE') ?? false);
  if (f.payment_id && swedishPayment && !isValidOcrReference(f.payment_id))
    warn('ocr-check-digit', `OCR reference ${f.payment_id} fails its check digit`, 'payment_id');
  if (f.payment_means.bankgiro && !isValidBankgiro(f.payment_means.bankgiro))
    warn('bankgiro-check-digit', 'Bankgiro fails its check digit', 'payment_means.bankgiro');
  if (f.payment_means.plusgiro && !isValidPlusgiro(f.payment_means.plusgiro))
    warn('plusgiro-check-digit', 'Plusgiro fails its check digit', 'payment_means.plusgiro');
  // An IBAN is read as printed under its label even when its check digits fail: a person decides.
  if (f.payment_means.iban && !isValidIban(f.payment_means.iban))
    warn('iban-check-digit', 'IBAN fails its check digits', 'payment_means.iban');
  // A SIRET or SIREN is read as printed after its label even when its check fails (french-ids.ts),
  // like the IBAN: a person decides. A 9-digit number is held to it only on a French address
  // (a Norwegian org number has 9 digits and another check).
  for (const [party, field] of [
    [f.supplier_data, 'supplier_data.org_id'],
    [f.customer_data, 'customer_data.org_id'],
  ] as const) {
    const id = party.org_id ?? '';
    const bad =
      (/^\d{14}$/.test(id) && !isValidSiret(id)) ||
      (/^\d{9}$/.test(id) && party.address?.country === 'FR' && !isValidSiren(id));
    if (bad) warn('siret-check-digit', `The company number ${id} fails its check digit`, field);
  }
  if (f.due_date && f.issue_date && f.due_date < f.issue_date)
    warn('due-before-issue', renderMessage('validation.dueBeforeIssue', undefined, 'en'), 'due_date');
  const status = findings.some((x) => x.severity === 'error')
    ? InvoiceStatus.InvalidPdf
    : findings.length > 0
      ? InvoiceStatus.CheckInvoice
      : 'ok';
  return { status, findings };
}
