// Ground truth for the external set, written once: the embedded EN 16931 invoice mapped to the
// invoice form by the hybrid route's own mapping (hybrid.ts formFromXml: BT-1 invoice_id, BT-2
// issue_date, BT-9 due_date, BT-3 document_type, BT-5 currency, BT-27/BT-44 party names, BT-31/48
// VAT ids, BT-30/47 legal ids, BG-25 lines (BT-153 name, BT-146 price, BT-129 quantity, BT-131
// amount, BT-152 rate), BG-23 VAT breakdown, BT-106 line total, BT-114 rounding, BT-115 payable,
// BT-84/86 IBAN/BIC), or invoice2data's published expected values for the header fields it lists.
// Also decides which truth leaves the visible page shows, so the page is not asked for what only
// the XML carries.
import fs from 'node:fs';
import { openChecked } from '../../../workers/extraction/extract';
import { findEmbeddedInvoice, formFromXml } from '../../../workers/extraction/hybrid';
import { flatten } from '../../../tools/extraction-corpus/score';
import type { PageWords } from '../../../workers/extraction/types';
import { truthPath, type ManifestEntry } from './manifest';

export async function truthOf(e: ManifestEntry, bytes: Uint8Array): Promise<Map<string, unknown>> {
  if (e.truth.kind === 'invoice2data') {
    const raw = JSON.parse(fs.readFileSync(truthPath(e) as string, 'utf8')) as
      Array<Record<string, unknown>> | Record<string, unknown>;
    const x = (Array.isArray(raw) ? raw[0] : raw) ?? {};
    const out = new Map<string, unknown>();
    const put = (k: string, v: unknown): void => {
      if (v !== undefined && v !== null && v !== '') out.set(k, v);
    };
    put('invoice_id', typeof x.invoice_number === 'string' ? x.invoice_number : undefined);
    put('issue_date', typeof x.date === 'string' ? x.date.slice(0, 10) : undefined);
    put('legal_monetary_total.payable_amount', typeof x.amount === 'number' ? x.amount : undefined);
    put('document_currency_code', x.currency);
    put('supplier_data.tax_number', x.vat);
    put('payment_means.iban', typeof x.iban === 'string' ? x.iban.replace(/\s+/g, '') : undefined);
    put('payment_means.bic', x.bic);
    return out;
  }
  const doc = await openChecked(bytes);
  try {
    const embedded = await findEmbeddedInvoice(doc);
    if (!embedded) throw new Error(`${e.path}: the embedded invoice XML is gone`);
    const flat = flatten(formFromXml(embedded.doc));
    for (const [k, v] of flat) if (v === null || v === undefined || v === '') flat.delete(k);
    return flat;
  } finally {
    await doc.destroy();
  }
}

/** The lists of the form an embedded invoice can hold. */
const LISTS = ['invoice_lines', 'tax_totals', 'allowance_charges'] as const;

/**
 * The lists the truth knows, so that rows the page shows beyond them count as invented: none for
 * invoice2data (header fields only) and for a Factur-X / ZUGFeRD MINIMUM invoice (no line, no VAT
 * breakdown, no allowance in the XML, though the page prints them), all but the lines for BASIC WL
 * (its XML has no line), all but the allowances for ZUGFeRD 1.0 BASIC (totals only), all three
 * otherwise. The profile is the XML's guideline id (BT-24).
 */
export async function listsOfTruth(e: ManifestEntry, bytes: Uint8Array): Promise<ReadonlySet<string>> {
  if (e.truth.kind !== 'xml') return new Set();
  const doc = await openChecked(bytes);
  try {
    const raw = (await doc.getAttachments()) as Record<string, { filename: string; content: Uint8Array }> | null;
    const xml = Object.values(raw ?? {})
      .filter((a) => a.filename === (e.truth as { attachment: string }).attachment || /\.xml$/i.test(a.filename))
      .map((a) => Buffer.from(a.content).toString('utf8'))
      .join('\n');
    const guideline = /GuidelineSpecifiedDocumentContextParameter>\s*<[^>]*ID[^>]*>([^<]*)</.exec(xml)?.[1] ?? '';
    return listsOfProfile(guideline);
  } finally {
    await doc.destroy();
  }
}

/** The lists an invoice of this guideline id (BT-24) can hold. */
export function listsOfProfile(guideline: string): ReadonlySet<string> {
  const id = guideline.trim();
  if (/:minimum$/i.test(id)) return new Set();
  if (/:basicwl$/i.test(id)) return new Set(LISTS.filter((l) => l !== 'invoice_lines'));
  // ZUGFeRD 1.0 BASIC carries the document's allowance and charge totals but not their rows
  // (those came with COMFORT), while its pages print the rows.
  if (/:invoice:1p0:basic$/i.test(id)) return new Set(LISTS.filter((l) => l !== 'allowance_charges'));
  return new Set(LISTS);
}

const MONTHS: Record<string, string[]> = {
  en: [
    'january',
    'february',
    'march',
    'april',
    'may',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
  ],
  de: [
    'januar',
    'februar',
    'märz',
    'april',
    'mai',
    'juni',
    'juli',
    'august',
    'september',
    'oktober',
    'november',
    'dezember',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
};

export const compact = (s: string): string => s.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

function numberForms(v: number): string[] {
  const abs = Math.abs(v);
  const out: string[] = [];
  for (const dec of [2, 0, 1, 3, 4]) {
    if (dec === 0 && !Number.isInteger(abs)) continue;
    const fixed = abs.toFixed(dec);
    const [int = '', frac] = fixed.split('.');
    const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '_');
    for (const [t, d] of [
      ['', ','],
      ['', '.'],
      ['.', ','],
      [',', '.'],
      ['', ','],
      ["'", '.'],
    ] as const) {
      const i = grouped.replace(/_/g, t);
      out.push(frac === undefined ? i : `${i}${d}${frac}`);
    }
  }
  return [...new Set(out)];
}

function dateForms(iso: string): string[] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return [iso];
  const [, y = '', mo = '', d = ''] = m;
  const dn = String(Number(d));
  const mn = String(Number(mo));
  const out = [
    `${d}.${mo}.${y}`,
    `${d}/${mo}/${y}`,
    `${mo}/${d}/${y}`,
    `${y}-${mo}-${d}`,
    `${dn}.${mn}.${y}`,
    `${d}.${mo}.${y.slice(2)}`,
    `${d}-${mo}-${y}`,
    `${mn}/${dn}/${y}`,
    `${dn}/${mn}/${y}`,
    `${y}${mo}${d}`,
  ];
  for (const names of Object.values(MONTHS)) {
    const name = names[Number(mo) - 1] ?? '';
    out.push(
      `${dn}.${name}${y}`,
      `${dn}${name}${y}`,
      `${d}${name}${y}`,
      `${name}${dn},${y}`,
      `${name.slice(0, 3)}${dn},${y}`,
      `${dn}${name.slice(0, 3)}${y}`,
    );
  }
  return out;
}

/** The truth leaves the page shows (a value found in the page text in one of its usual forms). */
export function visibleLeaves(truth: Map<string, unknown>, pages: readonly PageWords[]): Set<string> {
  const words = pages.flatMap((p) => p.words.map((w) => w.text));
  const text = compact(words.join(' '));
  const tokens = new Set(words.map((w) => w.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '')));
  const out = new Set<string>();
  for (const [k, v] of truth) {
    let seen = false;
    if (k === 'document_type') seen = true;
    else if (typeof v === 'number') seen = v !== 0 && numberForms(v).some((f) => text.includes(f));
    else if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) seen = dateForms(v).some((f) => text.includes(f));
    else if (typeof v === 'string' && v.length <= 3) seen = tokens.has(v.toUpperCase());
    else if (typeof v === 'string') seen = text.includes(compact(v));
    if (seen) out.add(k);
  }
  // A charge/allowance flag counts where its amount is shown.
  for (const [k, v] of truth) if (typeof v === 'boolean' && out.has(k.replace(/\.charge$/, '.amount'))) out.add(k);
  return out;
}
