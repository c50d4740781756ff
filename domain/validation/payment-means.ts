// Company payment means (a tabbed list): defaults ('Default', 'New'), the rules and messages of
// spec section 5, IBAN/BIC checks, and the tab selected after a removal.

import {
  DEFAULT_PAYMENT_MEANS_NAME,
  LOCAL_PAYMENT_MEANS_MAX_LENGTH,
  MAX_PAYMENT_MEANS,
  NEW_PAYMENT_MEANS_NAME,
} from '../constants';
import { isValidBic, isValidIban, normalizeIban } from '../identifiers/iban';
import { fieldIssue, IssueCollector, tooManyItemsIssue, type FieldErrors } from './issues';
import { asText, isEmptyValue, textIssue } from './rules';

export interface PaymentMeans {
  name: string;
  local: string;
  iban: string;
  bic: string;
  bankAccount: string;
}

export function newPaymentMeans(name: string = NEW_PAYMENT_MEANS_NAME): PaymentMeans {
  return { name, local: '', iban: '', bic: '', bankAccount: '' };
}

export function defaultPaymentMeans(): PaymentMeans {
  return newPaymentMeans(DEFAULT_PAYMENT_MEANS_NAME);
}

/** Trims, cuts local to 9 characters, removes spaces from IBAN and upper-cases IBAN and BIC. */
export function normalizePaymentMeans(raw: Partial<PaymentMeans> | null | undefined): PaymentMeans {
  const t = (v: unknown) => (asText(v) ?? '').trim();
  return {
    name: t(raw?.name) || DEFAULT_PAYMENT_MEANS_NAME,
    local: t(raw?.local).slice(0, LOCAL_PAYMENT_MEANS_MAX_LENGTH),
    iban: normalizeIban(t(raw?.iban)),
    bic: t(raw?.bic).replace(/\s+/g, '').toUpperCase(),
    bankAccount: t(raw?.bankAccount),
  };
}

/** Rules of one means; paths relative to it ('name', 'iban'; '' for the whole means). */
export function validatePaymentMeansItem(raw: unknown): FieldErrors {
  const c = new IssueCollector();
  const pm = (raw ?? {}) as Partial<PaymentMeans>;
  c.add('name', textIssue(pm.name, { required: true }));
  for (const f of ['iban', 'bic', 'bankAccount'] as const) c.add(f, textIssue(pm[f]));
  // local is cut to 9 characters on input, so only its type can be wrong here.
  if (!isEmptyValue(pm.local) && asText(pm.local) === null) c.add('local', fieldIssue('format', 'validation.format'));
  if (isEmptyValue(pm.local) && isEmptyValue(pm.iban) && isEmptyValue(pm.bankAccount)) {
    c.add('', fieldIssue('required', 'validation.paymentMeansOneOf'));
  }
  const hasIban = !isEmptyValue(pm.iban);
  const hasBic = !isEmptyValue(pm.bic);
  if (hasIban !== hasBic) {
    c.add(hasIban ? 'bic' : 'iban', fieldIssue('ValidationError', 'validation.bicIban'));
  }
  if (hasIban && !isValidIban(String(pm.iban))) c.add('iban', fieldIssue('format', 'validation.iban'));
  if (hasBic && !isValidBic(String(pm.bic))) c.add('bic', fieldIssue('format', 'validation.bic'));
  return c.errors;
}

/** Rules of the list; paths relative to the list ('0.name', '1'); at most MAX_PAYMENT_MEANS (path ''). */
export function validatePaymentMeansList(list: unknown): FieldErrors {
  const c = new IssueCollector();
  if (Array.isArray(list) && list.length > MAX_PAYMENT_MEANS) {
    c.add('', tooManyItemsIssue(MAX_PAYMENT_MEANS));
    return c.errors;
  }
  (Array.isArray(list) ? list : []).forEach((pm, i) => c.merge({ errors: validatePaymentMeansItem(pm) }, String(i)));
  return c.errors;
}

/**
 * The tab to select before a means is removed (it is deleted 500 ms later): the previous tab, or
 * the next one when the first is removed; null when it is the only one. Index in the list as it
 * is before the removal.
 */
export function neighbourTabIndex(count: number, removedIndex: number): number | null {
  if (count <= 1) return null;
  return removedIndex > 0 ? removedIndex - 1 : 1;
}
