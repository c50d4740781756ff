// The corpus's invoice model: seeded random invoices with valid Swedish identifiers, exact totals
// (integer öre), and the ground truth in the shape the parse command prints (without provenance).
import { luhnCheckDigit } from '../../domain/identifiers/luhn';
import type { ExtractedForm, PartyData } from '../../workers/extraction/types';

export type Truth = ExtractedForm & { route: 'text' | 'ocr' | 'hybrid' };

/** Deterministic PRNG (mulberry32) so regenerating the corpus gives the same files. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(r: () => number, xs: readonly T[]): T {
  return xs[Math.floor(r() * xs.length)] as T;
}

function digits(r: () => number, n: number, first = '123456789'): string {
  let s = pick(r, first.split(''));
  while (s.length < n) s += String(Math.floor(r() * 10));
  return s;
}

export function withLuhn(base: string): string {
  return base + String(luhnCheckDigit(base));
}

export interface Company extends PartyData {
  address: { street: string; zip: string; city: string; country: string };
  bankgiro?: string;
  plusgiro?: string;
  iban?: string;
  bic?: string;
  foreign?: boolean;
}

const SWEDISH_NAMES = [
  'Norrsken Byggservice AB',
  'Kvarnbergs Trä & Tak AB',
  'Ljusdal Elteknik AB',
  'Fjällvind Konsult AB',
  'Skärgårdens Måleri AB',
  'Östra Hamnens Logistik AB',
  'Björkviks Data AB',
  'Granö Städ & Fastighet AB',
  'Vasa Kontorsmaterial AB',
  'Älvdalens Rör AB',
  'Sundsvall Verktyg AB',
  'Mälardalens Catering AB',
];
const CUSTOMER_NAMES = [
  'Stadsbyggnad i Uppsala AB',
  'Åkerlund Fastigheter AB',
  'Hedmans Bil AB',
  'Region Exempelstad',
  'Solberga Förskola AB',
  'Lindqvist & Söner HB',
  'Nordic Retail Group AB',
  'Havsörnen Hotell AB',
];
const STREETS = [
  'Storgatan 12',
  'Industrivägen 4B',
  'Hamngatan 3',
  'Kungsgatan 45',
  'Bruksvägen 7',
  'Sjövägen 21',
  'Östra Långgatan 9',
  'Verkstadsgatan 18',
  'Box 1234',
  'Åsvägen 2',
];
const CITIES: Array<[string, string]> = [
  ['111 52', 'Stockholm'],
  ['411 06', 'Göteborg'],
  ['211 20', 'Malmö'],
  ['753 20', 'Uppsala'],
  ['852 30', 'Sundsvall'],
  ['903 26', 'Umeå'],
  ['582 24', 'Linköping'],
  ['702 11', 'Örebro'],
];

/** IBAN for a Swedish bank account: 'SE' + mod-97 check digits + 20 digits. */
export function swedishIban(r: () => number): string {
  const bban = '5000' + digits(r, 16, '0123456789');
  const numeric = `${bban}2814` + '00'; // 'SE' = 28 14
  let rest = 0;
  for (const ch of numeric) rest = (rest * 10 + Number(ch)) % 97;
  const check = String(98 - rest).padStart(2, '0');
  return `SE${check}${bban}`;
}

export function swedishCompany(r: () => number, name: string): Company {
  const fixed = withLuhn(pick(r, ['556', '559', '556', '969', '802']) + digits(r, 6, '0123456789'));
  const [zip, city] = pick(r, CITIES);
  return {
    name,
    org_id: fixed,
    tax_number: `SE${fixed}01`,
    address: { street: pick(r, STREETS), zip, city, country: 'SE' },
    bankgiro: withLuhn(digits(r, 6)),
    plusgiro: withLuhn(digits(r, 5 + Math.floor(r() * 2))),
    iban: swedishIban(r),
    bic: pick(r, ['ESSESESS', 'HANDSESS', 'NDEASESS', 'SWEDSESS']),
  };
}

export function randomSupplier(r: () => number): Company {
  return swedishCompany(r, pick(r, SWEDISH_NAMES));
}

export function randomCustomer(r: () => number): Company {
  return swedishCompany(r, pick(r, CUSTOMER_NAMES));
}

export function norwegianCustomer(): Company {
  return {
    name: 'Fjordlys Maskin AS',
    org_id: '923609016',
    tax_number: 'NO923609016MVA',
    address: { street: 'Karl Johans gate 14', zip: '0154', city: 'Oslo', country: 'NO' },
    foreign: true,
  };
}

export function germanCustomer(): Company {
  return {
    name: 'Hansa Werkzeuge GmbH',
    org_id: null,
    tax_number: 'DE811569869',
    address: { street: 'Hafenstraße 8', zip: '20457', city: 'Hamburg', country: 'DE' },
    foreign: true,
  };
}

const ITEMS: Array<[string, number]> = [
  ['Konsulttimmar', 25],
  ['Installation elcentral', 25],
  ['Kabel EKK 3G1,5 (m)', 25],
  ['Målning vägg', 25],
  ['Hyra lift per dag', 25],
  ['Service värmepump', 25],
  ['Livsmedel frukost', 12],
  ['Lunchbuffé', 12],
  ['Hotellrum natt', 12],
  ['Tidningsprenumeration', 6],
  ['Facklitteratur', 6],
  ['Persontransport', 6],
  ['Licens programvara', 25],
  ['Supportavtal månad', 25],
  ['Skruv rostfri 4x40 (ask)', 25],
  ['Städning kontor', 25],
  ['Arbetskläder', 25],
  ['Kaffe och fika', 12],
  ['Konferensrum halvdag', 25],
  ['Flyttkartonger', 25],
];

export interface LineSpec {
  name: string;
  qty: number;
  price: number;
  rate: number;
}

export function randomLines(r: () => number, n: number, rates: readonly number[] = [25]): LineSpec[] {
  const out: LineSpec[] = [];
  for (let i = 0; i < n; i += 1) {
    const pool = ITEMS.filter(([, rate]) => rates.includes(rate));
    const [name, rate] = pick(r, pool.length ? pool : ITEMS);
    const qty = pick(r, [1, 1, 2, 3, 5, 10, 2.5, 7.5, 12, 0.5]);
    const price = Math.round((20 + r() * 4000) * 100) / 100;
    out.push({ name: n > 20 ? `${name} ${i + 1}` : name, qty, price, rate });
  }
  return out;
}

function cents(v: number): number {
  return Math.round(v * 100);
}

export interface InvoiceSpec {
  id: string;
  invoice_id: string;
  credit: boolean;
  issue: string;
  due: string | null;
  terms: string | null;
  currency: string;
  ocr: string | null;
  buyerRef: string | null;
  orderRef: string | null;
  ourRef: string | null;
  customerNo: string | null;
  note: string | null;
  supplier: Company;
  customer: Company;
  lines: LineSpec[];
  charges: Array<{ reason: string; amount: number; rate: number }>;
  rounding: boolean;
  pay: { bankgiro: boolean; plusgiro: boolean; iban: boolean };
}

export interface Totals {
  lineSum: number;
  chargeSum: number;
  net: number;
  perRate: Array<{ rate: number; taxable: number; tax: number }>;
  tax: number;
  gross: number;
  rounding: number;
  payable: number;
}

export function computeTotals(s: InvoiceSpec): Totals {
  const lineAmounts = s.lines.map((l) => Math.round(cents(l.qty * l.price)));
  const lineSum = lineAmounts.reduce((a, b) => a + b, 0);
  const chargeSum = s.charges.reduce((a, c) => a + cents(c.amount), 0);
  const rates = [...new Set([...s.lines.map((l) => l.rate), ...s.charges.map((c) => c.rate)])].sort((a, b) => b - a);
  const perRate = rates.map((rate) => {
    const taxable =
      s.lines.reduce((a, l, i) => a + (l.rate === rate ? (lineAmounts[i] as number) : 0), 0) +
      s.charges.reduce((a, c) => a + (c.rate === rate ? cents(c.amount) : 0), 0);
    return { rate, taxable, tax: Math.round((taxable * rate) / 100) };
  });
  const tax = perRate.reduce((a, p) => a + p.tax, 0);
  const gross = lineSum + chargeSum + tax;
  const payable = s.rounding ? Math.round(gross / 100) * 100 : gross;
  const c = (v: number): number => v / 100;
  return {
    lineSum: c(lineSum),
    chargeSum: c(chargeSum),
    net: c(lineSum + chargeSum),
    perRate: perRate.map((p) => ({ rate: p.rate, taxable: c(p.taxable), tax: c(p.tax) })),
    tax: c(tax),
    gross: c(gross),
    rounding: c(payable - gross),
    payable: c(payable),
  };
}

export function lineAmount(l: LineSpec): number {
  return Math.round(l.qty * l.price * 100) / 100;
}

export function giroText(kind: 'bankgiro' | 'plusgiro', digitsOnly: string): string {
  return kind === 'bankgiro'
    ? `${digitsOnly.slice(0, -4)}-${digitsOnly.slice(-4)}`
    : `${digitsOnly.slice(0, -1)}-${digitsOnly.slice(-1)}`;
}

function party(c: Company): PartyData {
  return { name: c.name, org_id: c.org_id, tax_number: c.tax_number, address: { ...c.address } };
}

export function truthOf(s: InvoiceSpec, route: Truth['route']): Truth {
  const t = computeTotals(s);
  return {
    route,
    invoice_id: s.invoice_id,
    document_type: s.credit ? '381' : '380',
    issue_date: s.issue,
    due_date: s.due,
    payment_terms: s.terms,
    payment_id: s.ocr,
    buyer_reference: s.buyerRef,
    order_reference: { id: s.orderRef },
    supplier_reference: s.ourRef,
    customer_id: s.customerNo,
    accounting_cost: null,
    note: s.note,
    document_currency_code: s.currency,
    payment_means: {
      bankgiro: s.pay.bankgiro && s.supplier.bankgiro ? giroText('bankgiro', s.supplier.bankgiro) : null,
      plusgiro: s.pay.plusgiro && s.supplier.plusgiro ? giroText('plusgiro', s.supplier.plusgiro) : null,
      iban: s.pay.iban ? (s.supplier.iban ?? null) : null,
      bic: s.pay.iban ? (s.supplier.bic ?? null) : null,
    },
    invoice_lines: s.lines.map((l) => ({
      item: { name: l.name, tax_percent: l.rate },
      price: { amount: l.price },
      invoiced_quantity: l.qty,
      line_extension_amount: lineAmount(l),
    })),
    allowance_charges: s.charges.map((c) => ({
      charge: true,
      reason: c.reason,
      amount: c.amount,
      tax_category: c.rate,
    })),
    tax_totals: t.perRate.map((p) => ({ tax_percent: p.rate, taxable_amount: p.taxable, tax_amount: p.tax })),
    legal_monetary_total: {
      payable_rounding_amount: t.rounding,
      line_extension_amount: t.lineSum,
      payable_amount: t.payable,
    },
    customer_data: party(s.customer),
    supplier_data: party(s.supplier),
  };
}

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A random but valid invoice; `over` sets what a corpus entry wants to pin down. */
export function randomInvoice(seed: number, over: Partial<InvoiceSpec> = {}): InvoiceSpec {
  const r = rng(seed);
  const issue = addDays('2026-09-01', Math.floor(r() * 80));
  const termsDays = pick(r, [10, 15, 20, 30, 30, 45]);
  const ocrBase = digits(r, 6 + Math.floor(r() * 8));
  const supplier = randomSupplier(r);
  const customer = randomCustomer(r);
  const n = 2 + Math.floor(r() * 5);
  return {
    id: `inv-${seed}`,
    invoice_id: String(10000 + Math.floor(r() * 89999)),
    credit: false,
    issue,
    due: addDays(issue, termsDays),
    terms: `${termsDays} dagar netto`,
    currency: 'SEK',
    ocr: withLuhn(ocrBase),
    buyerRef: pick(r, ['Anna Svensson', 'Erik Lund', 'Maria Nilsson', 'Johan Berg', 'Sara Ek']),
    orderRef: r() < 0.6 ? `PO-${digits(r, 5)}` : null,
    ourRef: r() < 0.7 ? pick(r, ['Peter Holm', 'Lisa Åberg', 'Karin Öst', 'Olof Dahl']) : null,
    customerNo: r() < 0.7 ? String(1000 + Math.floor(r() * 8999)) : null,
    note: null,
    supplier,
    customer,
    lines: randomLines(r, n, [25]),
    charges: [],
    rounding: false,
    pay: { bankgiro: true, plusgiro: false, iban: false },
    ...over,
  };
}
