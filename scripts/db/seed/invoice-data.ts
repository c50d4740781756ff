// The demo invoices (about 40 PDF and Peppol invoices between the demo companies): what each one
// is, the form it carries, and the path of status changes that led to its status.
import type { InvoiceForm, InvoiceLine, TaxTotal } from '../../../domain/invoice-form';
import { round } from '../../../domain/money';
import { ESynPayStatus, FinanceStatus, InvoiceStatus } from '../../../domain/statuses';
import { identity, type DemoCompany } from './companies';
import { demoUuid, orgDigits, orgNumber, withLuhn } from './identifiers';
import { ADMIN_EMAIL } from './users';

type Format = 'pdf' | 'peppol';

export interface DemoInvoice {
  n: number;
  format: Format;
  from: string;
  /** null: the receiver is not on the platform (sent by eSynSend). */
  to: string | null;
  status: InvoiceStatus;
  daysAgo: number;
  creditNote?: boolean;
  esynpay?: ESynPayStatus;
  finance?: FinanceStatus;
  bookkeeping?: 'activated' | 'solved';
  duplicateOf?: number;
  manual?: boolean;
  esynsend?: boolean;
  viaEmail?: boolean;
  currency?: string;
  exception?: string;
}

const S = InvoiceStatus;
const P = ESynPayStatus;
const F = FinanceStatus;
export const INVOICES: DemoInvoice[] = [
  // PDF
  { n: 1, format: 'pdf', from: 'nordvik', to: 'gbgKontor', status: S.Processing, daysAgo: 0, viaEmail: true },
  { n: 2, format: 'pdf', from: 'nordvik', to: 'gbgKontor', status: S.InvoiceSent, daysAgo: 1, esynpay: P.Sellable },
  { n: 3, format: 'pdf', from: 'nordvik', to: 'uppsala', status: S.Delivered, daysAgo: 4, esynpay: P.ReadyForSale },
  {
    n: 4,
    format: 'pdf',
    from: 'nordvik',
    to: 'orebro',
    status: S.Approved,
    daysAgo: 9,
    esynpay: P.FinanceRequested,
    finance: F.FinanceRequested,
  },
  {
    n: 5,
    format: 'pdf',
    from: 'nordvik',
    to: 'lulea',
    status: S.Imported,
    daysAgo: 40,
    esynpay: P.NotFinanced,
    finance: F.NotFinanced,
  },
  {
    n: 6,
    format: 'pdf',
    from: 'nordvik',
    to: 'gbgKontor',
    status: S.Delivered,
    daysAgo: 21,
    esynpay: P.FinanceRequested,
    finance: F.FinancePaid,
  },
  {
    n: 7,
    format: 'pdf',
    from: 'nordvikSyd',
    to: 'gbgKontor',
    status: S.InvalidPdf,
    daysAgo: 0,
    viaEmail: true,
    exception: 'No text layer and OCR confidence 41% is below 60%: the invoice number and total could not be read',
  },
  { n: 8, format: 'pdf', from: 'nordvikSyd', to: 'uppsala', status: S.AutoPdfForward, daysAgo: 3 },
  {
    n: 9,
    format: 'pdf',
    from: 'fjallstrom',
    to: 'gbgKontor',
    status: S.FinishParsing,
    daysAgo: 0,
    manual: true,
    viaEmail: true,
  },
  { n: 10, format: 'pdf', from: 'fjallstrom', to: 'orebro', status: S.PdfForward, daysAgo: 6 },
  { n: 11, format: 'pdf', from: 'fjallstrom', to: 'lulea', status: S.PdfOpened, daysAgo: 12 },
  { n: 12, format: 'pdf', from: 'vasteras', to: 'uppsala', status: S.Sending, daysAgo: 0 },
  {
    n: 13,
    format: 'pdf',
    from: 'vasteras',
    to: 'gbgKontor',
    status: S.SendingError,
    daysAgo: 2,
    exception: 'Receiver mailbox refused the message: 552 message size exceeds limit',
  },
  { n: 14, format: 'pdf', from: 'vasteras', to: 'orebro', status: S.InvalidPdfForward, daysAgo: 5 },
  { n: 15, format: 'pdf', from: 'helsingborg', to: 'gbgKontor', status: S.Canceled, daysAgo: 8 },
  {
    n: 16,
    format: 'pdf',
    from: 'helsingborg',
    to: 'uppsala',
    status: S.ImportError,
    daysAgo: 15,
    exception: 'Receiver ERP rejected the import: unknown supplier number',
  },
  { n: 17, format: 'pdf', from: 'helsingborg', to: 'lulea', status: S.CheckInvoice, daysAgo: 1, currency: 'EUR' },
  { n: 18, format: 'pdf', from: 'helsingborg', to: 'gbgKontor', status: S.Denied, daysAgo: 30 },
  { n: 19, format: 'pdf', from: 'vasteras', to: 'gbgKontor', status: S.InvoiceSent, daysAgo: 11, viaEmail: true },
  {
    n: 20,
    format: 'pdf',
    from: 'vasteras',
    to: 'gbgKontor',
    status: S.Duplicate,
    daysAgo: 10,
    duplicateOf: 19,
    viaEmail: true,
  },
  { n: 21, format: 'pdf', from: 'fjallstrom', to: null, status: S.Processing, daysAgo: 0, esynsend: true },
  {
    n: 22,
    format: 'pdf',
    from: 'nordvik',
    to: 'uppsala',
    status: S.InvoiceSent,
    daysAgo: 18,
    creditNote: true,
    bookkeeping: 'activated',
  },
  {
    n: 23,
    format: 'pdf',
    from: 'nordvikSyd',
    to: 'gbgKontor',
    status: S.Delivered,
    daysAgo: 25,
    bookkeeping: 'solved',
  },
  { n: 24, format: 'pdf', from: 'vasteras', to: 'lulea', status: S.Approved, daysAgo: 33, bookkeeping: 'activated' },
  // Peppol
  { n: 25, format: 'peppol', from: 'nordvik', to: 'uppsala', status: S.Sent, daysAgo: 2 },
  { n: 26, format: 'peppol', from: 'nordvik', to: 'lulea', status: S.Delivered, daysAgo: 2, esynpay: P.Sellable },
  { n: 27, format: 'peppol', from: 'lulea', to: 'uppsala', status: S.Approved, daysAgo: 7 },
  { n: 28, format: 'peppol', from: 'uppsala', to: 'gbgKontor', status: S.Imported, daysAgo: 14 },
  { n: 29, format: 'peppol', from: 'fjallstrom', to: 'orebro', status: S.Processing, daysAgo: 0 },
  {
    n: 30,
    format: 'peppol',
    from: 'fjallstrom',
    to: 'gbgKontor',
    status: S.SendingError,
    daysAgo: 1,
    exception: 'SMP lookup failed: the receiver is not registered for Peppol BIS Billing 3.0 invoices',
  },
  { n: 31, format: 'peppol', from: 'helsingborg', to: 'uppsala', status: S.Denied, daysAgo: 20 },
  { n: 32, format: 'peppol', from: 'vasteras', to: 'lulea', status: S.Sent, daysAgo: 3 },
  { n: 33, format: 'peppol', from: 'lulea', to: 'gbgKontor', status: S.Delivered, daysAgo: 27 },
  { n: 34, format: 'peppol', from: 'gbgKontor', to: 'uppsala', status: S.Sent, daysAgo: 4 },
  { n: 35, format: 'peppol', from: 'nordvikSyd', to: 'lulea', status: S.Processing, daysAgo: 0 },
  { n: 36, format: 'peppol', from: 'helsingborg', to: 'orebro', status: S.Approved, daysAgo: 45 },
  {
    n: 37,
    format: 'peppol',
    from: 'nordvik',
    to: 'gbgKontor',
    status: S.Imported,
    daysAgo: 13,
    creditNote: true,
    esynpay: P.NotSellable,
  },
  { n: 38, format: 'peppol', from: 'uppsala', to: 'lulea', status: S.Delivered, daysAgo: 50, bookkeeping: 'activated' },
  { n: 39, format: 'peppol', from: 'orebro', to: 'nordvik', status: S.Sent, daysAgo: 5 },
  { n: 40, format: 'peppol', from: 'vasteras', to: 'uppsala', status: S.Sending, daysAgo: 0 },
];

/** What each sender sells: line name, VAT %, unit price. */
const CATALOG: Record<string, [string, number, number][]> = {
  nordvik: [
    ['Byggmaterial, reglar 45x95', 25, 48.5],
    ['Snickeriarbete, timmar', 25, 595],
    ['Transport av byggavfall', 25, 1450],
  ],
  nordvikSyd: [
    ['Gipsskivor 13 mm', 25, 89.9],
    ['Montagearbete, timmar', 25, 560],
    ['Ställningshyra, vecka', 25, 2100],
  ],
  fjallstrom: [
    ['Fjärrtransport Umeå–Göteborg, pall', 25, 1875],
    ['Lagerhållning, pallplats/månad', 25, 210],
    ['Bränsletillägg', 25, 340],
  ],
  vasteras: [
    ['Svarvad axel, ritning 4471-B', 25, 1240],
    ['CNC-fräsning, timmar', 25, 890],
    ['Ytbehandling, förzinkning', 25, 310],
  ],
  helsingborg: [
    ['Träolja 3 l', 25, 389],
    ['Fasadfärg vit 10 l', 25, 1195],
    ['Konsultation färgsättning', 25, 950],
  ],
  lulea: [
    ['Stålbalk HEA 200, meter', 25, 615],
    ['Svetsarbete, timmar', 25, 720],
  ],
  uppsala: [
    ['Fjärrvärme, MWh', 25, 845.2],
    ['Elnätsavgift, månad', 25, 412],
    ['Fastighetsskötsel', 25, 3200],
  ],
  gbgKontor: [
    ['Kopieringspapper A4, kartong', 25, 329],
    ['Kaffe, 500 g', 12, 79.9],
    ['Städtjänst, timmar', 25, 435],
  ],
  orebro: [
    ['Smörgåsbricka, 10 st', 12, 649],
    ['Mineralvatten, back', 12, 189],
    ['Tidningsprenumeration', 6, 299],
  ],
};

export const PREFIX: Record<string, string> = {
  nordvik: 'NB',
  nordvikSyd: 'NBS',
  fjallstrom: 'FL',
  vasteras: 'VMV',
  helsingborg: 'HTF',
  lulea: 'LST',
  uppsala: 'UEF',
  gbgKontor: 'GKS',
  orebro: 'OL',
};

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export function buildInvoiceForm(
  inv: DemoInvoice,
  invoiceNumber: string,
  issue: Date,
  from: DemoCompany,
  to: DemoCompany | null,
  ids: Map<string, string>,
): InvoiceForm {
  const catalog = CATALOG[from.key] ?? [];
  const lineCount = 1 + (inv.n % Math.max(1, catalog.length));
  const lines: InvoiceLine[] = catalog.slice(0, lineCount).map(([name, tax, price], i) => {
    const quantity = ((inv.n * 7 + i * 3) % 12) + 1;
    return {
      item: { name, tax_percent: tax, sellers_item_identification: `${PREFIX[from.key] ?? 'X'}-${100 + i}` },
      price: { amount: price },
      invoiced_quantity: quantity,
      line_extension_amount: round(price * quantity),
      unit_code: name.includes('timmar') ? 'HUR' : 'EA',
    };
  });
  const byRate = new Map<number, number>();
  for (const l of lines)
    byRate.set(l.item.tax_percent, round((byRate.get(l.item.tax_percent) ?? 0) + l.line_extension_amount));
  const taxTotals: TaxTotal[] = [...byRate].map(([rate, taxable]) => ({
    tax_percent: rate,
    taxable_amount: taxable,
    tax_amount: round((taxable * rate) / 100),
  }));
  const net = round(lines.reduce((s, l) => s + l.line_extension_amount, 0));
  const gross = round(net + taxTotals.reduce((s, t) => s + t.tax_amount, 0));
  const currency = inv.currency ?? 'SEK';
  // Swedish invoices round the payable amount to whole kronor; the rounding stays within ±0.99.
  const payable = currency === 'SEK' ? Math.round(gross) : gross;
  const fromId = identity(from);
  const toId = to ? identity(to) : null;
  const due = new Date(issue.getTime() + 30 * 86_400_000);
  const ocrBase = `${orgDigits(fromId.org).slice(2, 6)}${String(1000 + inv.n)}`;
  return {
    invoice_id: invoiceNumber,
    payment_id: withLuhn(ocrBase),
    document_type: inv.creditNote ? '381' : '380',
    issue_date: isoDate(issue),
    due_date: isoDate(due),
    payment_terms: '30 dagar netto',
    order_reference: { id: `PO-${4500 + inv.n * 13}` },
    buyer_reference: to ? `REF ${to.name.split(' ')[0]} ${100 + inv.n}` : 'Inköp',
    supplier_reference: null,
    customer_id: `K${10000 + inv.n * 17}`,
    payment_means: { bankgiro: fromId.bg },
    accounting_cost: null,
    note: inv.creditNote ? `Kreditering av tidigare faktura, avser reklamation ${inv.n}` : null,
    document_currency_code: currency,
    invoice_lines: lines,
    allowance_charges: [],
    tax_totals: taxTotals,
    legal_monetary_total: {
      payable_rounding_amount: round(payable - gross),
      line_extension_amount: net,
      payable_amount: payable,
    },
    customer_data:
      to && toId
        ? {
            name: to.name,
            org_id: toId.org,
            tax_number: toId.tax,
            peppol_id: toId.peppol,
            phone: to.phone.replace(/\s+/g, ''),
            address: { street: to.street, zip: to.zip, city: to.city, country: 'SE' },
          }
        : {
            name: 'Bergström Fastigheter i Sundsvall AB',
            org_id: orgNumber('556208117'),
            address: { street: 'Esplanaden 5', zip: '852 31', city: 'Sundsvall', country: 'SE' },
          },
    sender_company: { _id: ids.get(from.key) ?? '', name: from.name, tax_number: fromId.tax },
    receiver_company: to && toId ? { _id: ids.get(to.key) ?? '', name: to.name, tax_number: toId.tax } : null,
    is_eSynSend: inv.esynsend ?? false,
    is_eSynPay: inv.esynpay !== undefined,
    is_eSynAccess: false,
    status: inv.status,
  };
}

export interface EventStep {
  status: InvoiceStatus;
  actor: string;
  reason?: string;
}

/** A plausible path of status changes that ends at the invoice's status. */
export function statusPath(inv: DemoInvoice, senderEmail: string | null, receiverEmail: string | null): EventStep[] {
  const sent = inv.format === 'peppol' ? S.Sent : S.InvoiceSent;
  const wf = 'workflow';
  const via = (...steps: InvoiceStatus[]): EventStep[] => steps.map((status) => ({ status, actor: wf }));
  switch (inv.status) {
    case S.Processing:
      return [];
    case S.FinishParsing:
      return [{ status: S.FinishParsing, actor: receiverEmail ?? ADMIN_EMAIL, reason: 'Manual parsing finished' }];
    case S.Sending:
      return via(S.Sending);
    case S.SendingError:
      return [...via(S.Sending), { status: S.SendingError, actor: wf, reason: inv.exception ?? 'Delivery failed' }];
    case S.InvoiceSent:
    case S.Sent:
      return via(S.Sending, sent);
    case S.Delivered:
    case S.Imported:
    case S.Approved:
      return via(S.Sending, sent, inv.status);
    case S.Denied:
      return [
        ...via(S.Sending, sent),
        { status: S.Denied, actor: receiverEmail ?? wf, reason: 'Fel referens, kontakta beställaren' },
      ];
    case S.ImportError:
      return [...via(S.Sending, sent), { status: S.ImportError, actor: wf, reason: inv.exception ?? 'Import failed' }];
    case S.InvalidPdf:
      return [{ status: S.InvalidPdf, actor: wf, reason: inv.exception ?? 'Unreadable PDF' }];
    case S.InvalidPdfForward:
      return [
        { status: S.InvalidPdf, actor: wf, reason: 'Total amount missing' },
        { status: S.InvalidPdfForward, actor: wf, reason: 'Forward timeout expired' },
      ];
    case S.AutoPdfForward:
      return [{ status: S.AutoPdfForward, actor: wf, reason: 'Receiver has auto PDF forward' }];
    case S.PdfForward:
      return [{ status: S.PdfForward, actor: wf, reason: 'Forward timeout expired' }];
    case S.PdfOpened:
      return [
        { status: S.PdfForward, actor: wf, reason: 'Forward timeout expired' },
        { status: S.PdfOpened, actor: wf, reason: 'Receiver opened the PDF link' },
      ];
    case S.Canceled:
      return [{ status: S.Canceled, actor: senderEmail ?? ADMIN_EMAIL, reason: 'Sent to the wrong customer' }];
    case S.Duplicate:
      return [
        {
          status: S.Duplicate,
          actor: wf,
          reason: `Same invoice number as invoice ${inv.duplicateOf ?? ''} from the same sender`,
        },
      ];
    case S.CheckInvoice:
      return [{ status: S.CheckInvoice, actor: ADMIN_EMAIL, reason: 'Amounts in EUR: confirm with the sender' }];
    default:
      return [];
  }
}

export const FINAL_SENT = new Set<InvoiceStatus>([
  S.InvoiceSent,
  S.Sent,
  S.Delivered,
  S.Imported,
  S.Approved,
  S.Denied,
  S.ImportError,
  S.PdfForward,
  S.PdfOpened,
  S.AutoPdfForward,
  S.InvalidPdfForward,
]);

/** Invoice ids derive from the demo number, so a re-run finds them and the duplicate pair links. */
export const invoiceIdOf = (n: number) => demoUuid(`invoice:${n}`);
