// Invoice lines: the amount and discount formulas, rounding of quantities (2), prices (4), amounts
// (2) and VAT (integer), the default line name, and the line rules with their messages.

import { DECIMALS, DEFAULT_TAX_RATE } from '../constants';
import type { InvoiceLine, LineAllowanceCharge } from '../invoice-form';
import type { Lang } from '../i18n/lang';
import { renderMessage } from '../i18n/messages';
import {
  addDecimal,
  isBlank,
  multiplyDecimal,
  negateDecimal,
  parseDecimal,
  round,
  roundDecimal,
  decimalToNumber,
  toFixedString,
  type Decimal,
  type DecimalInput,
} from '../money';
import { fieldIssue, IssueCollector, required, type FieldErrors } from './issues';
import { isEmptyValue, textIssue } from './rules';

const ZERO: Decimal = { units: BigInt(0), scale: 0 };
const dec = (v: DecimalInput): Decimal => parseDecimal(v) ?? ZERO;

/** 'Net amount 25% VAT' (the default line name, restored when the name is left empty). */
export function defaultLineName(taxPercent: number | null | undefined, lang: Lang = 'en'): string {
  const percent = Number.isFinite(taxPercent) ? Math.round(taxPercent as number) : DEFAULT_TAX_RATE;
  return renderMessage('line.defaultName', { percent }, lang);
}

/** A line's allowance/charge amount: quantity × price × percent / 100 when a percent is set, else the amount. */
export function lineAllowanceChargeAmount(
  quantity: DecimalInput,
  price: DecimalInput,
  ac: LineAllowanceCharge | null | undefined,
): number {
  if (!ac) return 0;
  if (!isBlank(ac.percentage) && decimalToNumber(dec(ac.percentage)) !== 0) {
    const base = multiplyDecimal(dec(quantity), dec(price));
    const p = dec(ac.percentage);
    return decimalToNumber(
      roundDecimal(multiplyDecimal(base, { units: p.units, scale: p.scale + 2 }), DECIMALS.amount),
    );
  }
  return round(ac.amount, DECIMALS.amount);
}

/** amount = quantity × price − discount + charge, rounded to 2 decimals. */
export function computeLineAmount(line: Pick<InvoiceLine, 'invoiced_quantity' | 'price' | 'allowance_charge'>): number {
  const base = multiplyDecimal(dec(line.invoiced_quantity), dec(line.price?.amount));
  const ac = line.allowance_charge;
  let total = base;
  if (ac) {
    const a = dec(lineAllowanceChargeAmount(line.invoiced_quantity, line.price?.amount, ac));
    total = addDecimal(base, ac.charge ? a : negateDecimal(a));
  }
  return decimalToNumber(roundDecimal(total, DECIMALS.amount));
}

/** Rounds a line's numbers to their decimals and restores an empty name. */
export function normalizeLine(line: InvoiceLine, lang: Lang = 'en'): InvoiceLine {
  const tax = round(line.item?.tax_percent, DECIMALS.tax);
  const ac = line.allowance_charge;
  return {
    ...line,
    item: {
      ...line.item,
      name: isEmptyValue(line.item?.name) ? defaultLineName(tax, lang) : String(line.item.name).trim(),
      tax_percent: tax,
    },
    price: { amount: round(line.price?.amount, DECIMALS.price) },
    invoiced_quantity: round(line.invoiced_quantity, DECIMALS.quantity),
    line_extension_amount: round(line.line_extension_amount, DECIMALS.amount),
    allowance_charge: ac
      ? {
          charge: ac.charge === true,
          percentage: isBlank(ac.percentage) ? null : round(ac.percentage, DECIMALS.amount),
          amount: isBlank(ac.amount) ? null : round(ac.amount, DECIMALS.amount),
        }
      : ac,
  };
}

/** A new line: quantity 1.00, price 0.0000, amount 0.00, VAT 25 %. */
export function newInvoiceLine(taxPercent: number = DEFAULT_TAX_RATE, lang: Lang = 'en'): InvoiceLine {
  return {
    item: { name: defaultLineName(taxPercent, lang), tax_percent: taxPercent },
    price: { amount: 0 },
    invoiced_quantity: 1,
    line_extension_amount: 0,
    allowance_charge: null,
  };
}

function numberIssue(value: unknown, isRequired: boolean) {
  if (isEmptyValue(value)) return isRequired ? required() : null;
  return isBlank(value as DecimalInput) || typeof value === 'boolean' || typeof value === 'object'
    ? fieldIssue('number', 'validation.notANumber')
    : null;
}

export interface LineRuleOptions {
  /** Admin mode lifts 'At least one Amount field must be filled'. */
  adminMode?: boolean;
}

/**
 * Line rules; paths are relative to the lines array ('0.item.name'). Warnings carry
 * 'The amount should equal X.' when the entered amount differs from the formula.
 */
export function validateInvoiceLines(
  lines: unknown,
  opts: LineRuleOptions = {},
): { errors: FieldErrors; warnings: FieldErrors } {
  const c = new IssueCollector();
  const list: unknown[] = Array.isArray(lines) ? lines : [];
  list.forEach((raw, i) => {
    const line = (raw ?? {}) as Partial<InvoiceLine>;
    const item = (line.item ?? {}) as Partial<InvoiceLine['item']>;
    c.add(`${i}.item.name`, textIssue(item.name, { required: true }));
    c.add(`${i}.item.tax_percent`, numberIssue(item.tax_percent, true));
    if (!(`${i}.item.tax_percent` in c.errors)) {
      const t = Number(item.tax_percent);
      if (!Number.isInteger(t) || t < 0 || t > 100)
        c.add(`${i}.item.tax_percent`, fieldIssue('ValidationError', 'validation.taxPercent'));
    }
    c.add(`${i}.price.amount`, numberIssue(line.price?.amount, true));
    c.add(`${i}.invoiced_quantity`, numberIssue(line.invoiced_quantity, true));
    c.add(`${i}.line_extension_amount`, numberIssue(line.line_extension_amount, true));
    c.add(`${i}.item.buyers_item_identification`, textIssue(item.buyers_item_identification));
    c.add(`${i}.item.sellers_item_identification`, textIssue(item.sellers_item_identification));
    const ac = line.allowance_charge;
    if (ac) {
      if (isEmptyValue(ac.percentage) && isEmptyValue(ac.amount)) {
        c.add(`${i}.allowance_charge`, fieldIssue('emptyCharge', 'validation.percentOrAmount'));
      } else {
        c.add(`${i}.allowance_charge.percentage`, numberIssue(ac.percentage, false));
        c.add(`${i}.allowance_charge.amount`, numberIssue(ac.amount, false));
      }
    }
    const numbersOk = [
      `${i}.price.amount`,
      `${i}.invoiced_quantity`,
      `${i}.line_extension_amount`,
      `${i}.allowance_charge`,
    ].every((p) => !(p in c.errors));
    if (numbersOk) {
      const expected = computeLineAmount(line as InvoiceLine);
      if (round(line.line_extension_amount as DecimalInput, DECIMALS.amount) !== expected) {
        c.warn(
          `${i}.line_extension_amount`,
          fieldIssue('ValidationError', 'validation.amountShouldEqual', {
            amount: toFixedString(expected, DECIMALS.amount),
          }),
        );
      }
    }
  });
  if (!opts.adminMode) {
    const anyAmount = list.some((raw) => {
      const v = (raw as Partial<InvoiceLine> | null)?.line_extension_amount;
      return !isBlank(v as DecimalInput) && round(v as DecimalInput, DECIMALS.amount) !== 0;
    });
    if (!anyAmount) c.add('', fieldIssue('emptyAmount', 'validation.atLeastOneAmount'));
  }
  return { errors: c.errors, warnings: c.warnings };
}
