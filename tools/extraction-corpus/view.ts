// How an invoice is written on paper: labels per language, number and date notation, and the
// ordered rows every renderer (pdf-lib, HTML) lays out its own way.
import { computeTotals, giroText, lineAmount, type InvoiceSpec, type Totals } from './model';

export type NumberStyle = 'sv' | 'de' | 'en' | 'plain';
export type DateStyle = 'iso' | 'dmy-slash' | 'dmy-dot' | 'd-mon-y';
export type Lang = 'sv' | 'en';

export interface Style {
  lang: Lang;
  numbers: NumberStyle;
  dates: DateStyle;
  /** Write the currency after the payable amount ('1 234,50 SEK') or as its own row. */
  currencyRow: boolean;
}

export function fmtNumber(v: number, style: NumberStyle, decimals = 2): string {
  const neg = v < 0;
  const [i, f] = Math.abs(v).toFixed(decimals).split('.') as [string, string | undefined];
  const group = (sep: string): string => i.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  let s: string;
  if (style === 'sv') s = group(' ') + (f ? `,${f}` : '');
  else if (style === 'de') s = group('.') + (f ? `,${f}` : '');
  else if (style === 'en') s = group(',') + (f ? `.${f}` : '');
  else s = i + (f ? `.${f}` : '');
  return neg ? `-${s}` : s;
}

/** Quantity: integers without decimals, else two. */
export function fmtQty(v: number, style: NumberStyle): string {
  return Number.isInteger(v) ? String(v) : fmtNumber(v, style, 2);
}

const MON = {
  sv: ['jan', 'feb', 'mar', 'apr', 'maj', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

export function fmtDate(isoDate: string, style: DateStyle, lang: Lang): string {
  const [y, m, d] = isoDate.split('-') as [string, string, string];
  if (style === 'iso') return isoDate;
  if (style === 'dmy-slash') return `${d}/${m}/${y}`;
  if (style === 'dmy-dot') return `${d}.${m}.${y}`;
  return `${Number(d)} ${MON[lang][Number(m) - 1]} ${y}`;
}

export const LABELS = {
  sv: {
    title: 'FAKTURA',
    credit: 'KREDITFAKTURA',
    invoiceNo: 'Fakturanummer',
    date: 'Fakturadatum',
    due: 'Förfallodatum',
    terms: 'Betalningsvillkor',
    ocr: 'OCR-nummer',
    buyerRef: 'Er referens',
    ourRef: 'Vår referens',
    order: 'Ordernummer',
    customerNo: 'Kundnummer',
    currency: 'Valuta',
    billTo: 'Faktureringsadress',
    desc: 'Beskrivning',
    qty: 'Antal',
    price: 'À-pris',
    vat: 'Moms %',
    amount: 'Belopp',
    net: 'Summa exkl. moms',
    vatOn: 'Moms',
    rounding: 'Öresavrundning',
    payable: 'Att betala',
    bankgiro: 'Bankgiro',
    plusgiro: 'Plusgiro',
    iban: 'IBAN',
    bic: 'BIC',
    org: 'Org.nr',
    vatNo: 'Momsreg.nr',
    note: 'Meddelande',
    fskatt: 'Innehar F-skattsedel',
    page: 'Sida',
    creditRef: 'Kreditering av faktura',
    linesTotal: 'Summa rader',
  },
  en: {
    title: 'INVOICE',
    credit: 'CREDIT NOTE',
    invoiceNo: 'Invoice number',
    date: 'Invoice date',
    due: 'Due date',
    terms: 'Payment terms',
    ocr: 'Payment reference',
    buyerRef: 'Your reference',
    ourRef: 'Our reference',
    order: 'PO number',
    customerNo: 'Customer number',
    currency: 'Currency',
    billTo: 'Bill to',
    desc: 'Description',
    qty: 'Qty',
    price: 'Unit price',
    vat: 'VAT %',
    amount: 'Amount',
    net: 'Subtotal',
    vatOn: 'VAT',
    rounding: 'Rounding',
    payable: 'Amount due',
    bankgiro: 'Bankgiro',
    plusgiro: 'Plusgiro',
    iban: 'IBAN',
    bic: 'BIC',
    org: 'Reg. no',
    vatNo: 'VAT no',
    note: 'Note',
    fskatt: 'Approved for F-tax',
    page: 'Page',
    creditRef: 'Credit for invoice',
    linesTotal: 'Lines total',
  },
} as const;

export type LabelSet = Record<keyof (typeof LABELS)['sv'], string>;

export interface View {
  L: LabelSet;
  style: Style;
  title: string;
  header: Array<[string, string]>;
  supplierLines: string[];
  customerLines: string[];
  customerIds: Array<[string, string]>;
  columns: [string, string, string, string, string];
  rows: Array<[string, string, string, string, string]>;
  totals: Array<[string, string]>;
  payment: Array<[string, string]>;
  footer: string[];
  note: string | null;
  totalsData: Totals;
}

export function countryName(code: string, lang: Lang): string {
  const names: Record<string, [string, string]> = {
    NO: ['Norge', 'Norway'],
    DE: ['Tyskland', 'Germany'],
    SE: ['Sverige', 'Sweden'],
  };
  return (names[code] ?? [code, code])[lang === 'sv' ? 0 : 1];
}

/** Builds the rows a renderer lays out. Credit notes print amounts negative. */
export function viewOf(s: InvoiceSpec, style: Style): View {
  const L = LABELS[style.lang];
  const n = (v: number): string => fmtNumber(v, style.numbers);
  const sign = s.credit ? -1 : 1;
  const d = (v: string): string => fmtDate(v, style.dates, style.lang);
  const t = computeTotals(s);
  const header: Array<[string, string]> = [
    [L.invoiceNo, s.invoice_id],
    [L.date, d(s.issue)],
  ];
  if (s.due) header.push([L.due, d(s.due)]);
  if (s.terms) header.push([L.terms, s.terms]);
  if (s.customerNo) header.push([L.customerNo, s.customerNo]);
  if (s.buyerRef) header.push([L.buyerRef, s.buyerRef]);
  if (s.ourRef) header.push([L.ourRef, s.ourRef]);
  if (s.orderRef) header.push([L.order, s.orderRef]);
  if (style.currencyRow) header.push([L.currency, s.currency]);
  const addr = (c: InvoiceSpec['supplier']): string[] => {
    const lines = [c.address.street, `${c.address.zip} ${c.address.city}`];
    if (c.address.country !== 'SE') lines.push(countryName(c.address.country, style.lang));
    return lines;
  };
  const customerIds: Array<[string, string]> = [];
  if (s.customer.org_id && !s.customer.foreign)
    customerIds.push([L.org, `${s.customer.org_id.slice(0, 6)}-${s.customer.org_id.slice(6)}`]);
  if (s.customer.tax_number) customerIds.push([L.vatNo, s.customer.tax_number]);
  const totals: Array<[string, string]> = [[L.net, n(sign * t.net)]];
  for (const p of t.perRate) totals.push([`${L.vatOn} ${p.rate}% (${n(sign * p.taxable)})`, n(sign * p.tax)]);
  if (s.rounding) totals.push([L.rounding, n(sign * t.rounding)]);
  totals.push([`${L.payable}${style.currencyRow ? '' : ` ${s.currency}`}`, n(sign * t.payable)]);
  const payment: Array<[string, string]> = [];
  if (s.pay.bankgiro && s.supplier.bankgiro) payment.push([L.bankgiro, giroText('bankgiro', s.supplier.bankgiro)]);
  if (s.pay.plusgiro && s.supplier.plusgiro) payment.push([L.plusgiro, giroText('plusgiro', s.supplier.plusgiro)]);
  if (s.pay.iban && s.supplier.iban) {
    payment.push([L.iban, (s.supplier.iban.match(/.{1,4}/g) ?? []).join(' ')]);
    payment.push([L.bic, s.supplier.bic ?? '']);
  }
  if (s.ocr) payment.push([L.ocr, s.ocr]);
  const rows = s.lines.map((l): [string, string, string, string, string] => [
    l.name,
    fmtQty(l.qty, style.numbers),
    n(l.price),
    `${l.rate}%`,
    n(sign * lineAmount(l)),
  ]);
  for (const c of s.charges) rows.push([c.reason, '1', n(c.amount), `${c.rate}%`, n(sign * c.amount)]);
  const org = s.supplier.org_id ?? '';
  return {
    L,
    style,
    title: s.credit ? L.credit : L.title,
    header,
    supplierLines: [s.supplier.name ?? '', ...addr(s.supplier)],
    customerLines: [s.customer.name ?? '', ...addr(s.customer)],
    customerIds,
    columns: [L.desc, L.qty, L.price, L.vat, L.amount],
    rows,
    totals,
    payment,
    footer: [
      `${s.supplier.name}, ${s.supplier.address.street}, ${s.supplier.address.zip} ${s.supplier.address.city}`,
      `${L.org} ${org.slice(0, 6)}-${org.slice(6)}   ${L.vatNo} ${s.supplier.tax_number}   ${L.fskatt}`,
    ],
    note: s.note,
    totalsData: t,
  };
}
