// What a learned field holds and how its value is read and compared: every learnable field path
// has a value kind, and each kind reads text with the engine's own parsers (amounts in Swedish and
// international notation, dates, OCR references, giro, org and VAT numbers) and compares values
// after the same normalisation, so '1 234,50' on paper equals 1234.5 in the corrected form.
import { normalizeGiro, normalizeOrgNumber } from '../../../domain/identifiers';
import {
  parseBankgiro,
  parseBic,
  parseDateField,
  parseIban,
  parseId,
  parseOcr,
  parsePlusgiro,
  parseText,
} from '../fields';
import { parseAmount, parseCurrency } from '../parsers';

export type ValueKind =
  'id' | 'date' | 'amount' | 'ocr' | 'bankgiro' | 'plusgiro' | 'iban' | 'bic' | 'org' | 'vat' | 'currency' | 'text';

export const VALUE_KINDS: readonly ValueKind[] = [
  'id',
  'date',
  'amount',
  'ocr',
  'bankgiro',
  'plusgiro',
  'iban',
  'bic',
  'org',
  'vat',
  'currency',
  'text',
];

export type FieldValue = string | number;

/**
 * The fields a profile can learn: the header, payment and total fields a supplier prints in a
 * place of its own. Tables (lines, VAT rows) follow their column headers and are not learned.
 */
export const LEARNABLE_FIELDS: Readonly<Record<string, ValueKind>> = {
  invoice_id: 'id',
  issue_date: 'date',
  due_date: 'date',
  payment_terms: 'text',
  payment_id: 'ocr',
  buyer_reference: 'text',
  supplier_reference: 'text',
  'order_reference.id': 'id',
  customer_id: 'id',
  note: 'text',
  document_currency_code: 'currency',
  'payment_means.bankgiro': 'bankgiro',
  'payment_means.plusgiro': 'plusgiro',
  'payment_means.iban': 'iban',
  'payment_means.bic': 'bic',
  'legal_monetary_total.payable_amount': 'amount',
  'customer_data.org_id': 'org',
  'customer_data.tax_number': 'vat',
};

const VAT_RE = /^(SE\d{10}01|NO\d{9}MVA|DE\d{9}|DK\d{8}|FI\d{8}|GB\d{9})$/;

/** Reads a value of `kind` from printed text, in the form the engine outputs; null if it is none. */
export function readValue(kind: ValueKind, text: string): FieldValue | null {
  switch (kind) {
    case 'id':
      return parseId(text);
    case 'date':
      return parseDateField(text);
    case 'amount': {
      // Amounts are stored positive (a credit note prints them negative, as the engine reads them).
      const v = parseAmount(text);
      return v === null ? null : Math.abs(v);
    }
    case 'ocr':
      return parseOcr(text);
    case 'bankgiro':
      return parseBankgiro(text);
    case 'plusgiro':
      return parsePlusgiro(text);
    case 'iban':
      return parseIban(text);
    case 'bic':
      return parseBic(text);
    case 'org':
      return /^\d{6}-?\d{4}$/.test(text.trim()) ? normalizeOrgNumber(text.trim()) : null;
    case 'vat': {
      const v = text.replace(/\s+/g, '').toUpperCase();
      return VAT_RE.test(v) ? v : null;
    }
    case 'currency':
      return text.trim().length <= 12 ? parseCurrency(text) : null;
    case 'text':
      return parseText(text);
  }
}

/** A value as compared: amounts in cents, identifiers without spaces or dashes, text folded. */
export function comparable(kind: ValueKind, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const s = String(value).trim();
  switch (kind) {
    case 'amount': {
      const n = typeof value === 'number' ? value : parseAmount(s);
      return n === null || !Number.isFinite(n) ? null : String(Math.round(Math.abs(n) * 100));
    }
    case 'bankgiro':
    case 'plusgiro':
      return normalizeGiro(s);
    case 'ocr':
      return s.replace(/\s+/g, '') || null;
    case 'org':
      return normalizeOrgNumber(s) ?? s.replace(/\D/g, '');
    case 'iban':
    case 'bic':
    case 'vat':
      return s.replace(/\s+/g, '').toUpperCase();
    case 'id':
    case 'currency':
      return s.toUpperCase();
    case 'date':
      return parseDateField(s);
    case 'text':
      return s.replace(/\s+/g, ' ').toLowerCase();
  }
}

export function sameValue(kind: ValueKind, a: unknown, b: unknown): boolean {
  const x = comparable(kind, a);
  return x !== null && x === comparable(kind, b);
}

/** Free text can be anything, so a region alone never says where it is: text fields learn labels only. */
export function regionAllowed(kind: ValueKind): boolean {
  return kind !== 'text';
}

/** Reads a dotted field path ('payment_means.bankgiro') from a form or result. */
export function getPath(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const k of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[k];
  }
  return cur;
}

/** Writes a dotted field path, creating the objects on the way. */
export function setPath(obj: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let cur = obj;
  for (const k of keys.slice(0, -1)) {
    const next = cur[k];
    if (next === null || typeof next !== 'object') cur[k] = {};
    cur = cur[k] as Record<string, unknown>;
  }
  cur[keys[keys.length - 1] as string] = value;
}
