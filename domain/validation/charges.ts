// Document-level charge rows (allowance_charges): defaults ('Frakt', 0.00), the row rules, and
// dropping 0.00 rows when the form is emitted.

import { DECIMALS, DEFAULT_CHARGE_REASON, DEFAULT_TAX_RATE } from '../constants';
import type { DocumentAllowanceCharge } from '../invoice-form';
import { isBlank, round, type DecimalInput } from '../money';
import { fieldIssue, IssueCollector, required, type FieldErrors } from './issues';
import { isEmptyValue, textIssue } from './rules';

/** A new charge row: reason 'Frakt', amount 0.00, taxed at 25 %. */
export function newChargeRow(taxPercent: number = DEFAULT_TAX_RATE): DocumentAllowanceCharge {
  return { charge: true, reason: DEFAULT_CHARGE_REASON, amount: 0, tax_category: taxPercent };
}

/** Rows are validated relative to the array ('0.reason'). */
export function validateChargeRows(rows: unknown): { errors: FieldErrors } {
  const c = new IssueCollector();
  const list: unknown[] = Array.isArray(rows) ? rows : [];
  list.forEach((raw, i) => {
    const row = (raw ?? {}) as Partial<DocumentAllowanceCharge>;
    c.add(`${i}.reason`, textIssue(row.reason, { required: true, requiredKey: 'validation.chargeReason' }));
    if (isEmptyValue(row.amount)) c.add(`${i}.amount`, fieldIssue('emptyCharge', 'validation.required'));
    else if (isBlank(row.amount as DecimalInput)) c.add(`${i}.amount`, fieldIssue('number', 'validation.notANumber'));
    if (isEmptyValue(row.tax_category)) c.add(`${i}.tax_category`, required());
    else if (isBlank(row.tax_category as DecimalInput))
      c.add(`${i}.tax_category`, fieldIssue('number', 'validation.notANumber'));
  });
  return { errors: c.errors };
}

export function normalizeChargeRow(row: DocumentAllowanceCharge): DocumentAllowanceCharge {
  return {
    ...row,
    charge: row.charge !== false,
    reason: isEmptyValue(row.reason) ? DEFAULT_CHARGE_REASON : String(row.reason).trim(),
    amount: round(row.amount, DECIMALS.amount),
    tax_category: round(row.tax_category, DECIMALS.tax),
  };
}

/** Rows emitted to the server/UBL: normalised, without the 0.00 ones. */
export function emitChargeRows(rows: readonly DocumentAllowanceCharge[] | null | undefined): DocumentAllowanceCharge[] {
  return (rows ?? []).map(normalizeChargeRow).filter((r) => r.amount !== 0);
}
