// Invoice statuses (spec section 4): the constants every layer uses, which exist for PDF versus
// Peppol invoices, their labels in English and Swedish, and the lists an admin may pick from.

import type { Lang } from '../i18n/lang';
import type { InvoiceFormat } from '../constants';
import type { Role } from '../roles';

export const InvoiceStatus = {
  Processing: 'Processing',
  Canceled: 'Canceled',
  Duplicate: 'Duplicate',
  FinishParsing: 'Finish parsing',
  Sending: 'Sending',
  SendingError: 'Sending error',
  /** The sent status of a PDF invoice. */
  InvoiceSent: 'Invoice Sent',
  /** The sent status of a Peppol invoice. */
  Sent: 'Sent',
  InvalidPdf: 'Invalid PDF',
  InvalidPdfForward: 'Invalid PDF Forward',
  Imported: 'Imported',
  Delivered: 'Delivered',
  Approved: 'Approved',
  Denied: 'Denied',
  ImportError: 'Import error',
  AutoPdfForward: 'Auto PDF Forward',
  PdfForward: 'PDF Forward',
  PdfOpened: 'PDF Opened',
  CheckInvoice: 'Check Invoice',
} as const;
export type InvoiceStatus = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];

/**
 * Statuses the platform leaves by itself once the invoice is on its way (parsing, building,
 * delivering): a page that just started that work keeps reading the invoice through them.
 */
export const PASSING_STATUSES: readonly InvoiceStatus[] = [InvoiceStatus.Processing, InvoiceStatus.Sending];

/** Every upload (and every new Peppol invoice) starts as Processing. */
export const INITIAL_INVOICE_STATUS: InvoiceStatus = InvoiceStatus.Processing;

export const ALL_INVOICE_STATUSES: readonly InvoiceStatus[] = Object.values(InvoiceStatus);

/** Statuses of a PDF invoice (everything but the Peppol spelling 'Sent'). */
export const PDF_STATUSES: readonly InvoiceStatus[] = [
  InvoiceStatus.Processing,
  InvoiceStatus.Canceled,
  InvoiceStatus.Duplicate,
  InvoiceStatus.FinishParsing,
  InvoiceStatus.Sending,
  InvoiceStatus.SendingError,
  InvoiceStatus.InvoiceSent,
  InvoiceStatus.InvalidPdf,
  InvoiceStatus.InvalidPdfForward,
  InvoiceStatus.Imported,
  InvoiceStatus.Delivered,
  InvoiceStatus.Approved,
  InvoiceStatus.Denied,
  InvoiceStatus.ImportError,
  InvoiceStatus.AutoPdfForward,
  InvoiceStatus.PdfForward,
  InvoiceStatus.PdfOpened,
  InvoiceStatus.CheckInvoice,
];

/**
 * Statuses of a Peppol invoice: the seven the spec lists as seen, plus Sending and Import error
 * (the transport and the receiver import have the same in-between and failure states on Peppol).
 * No PDF-only status is here (docs/statuses.md).
 */
export const PEPPOL_STATUSES: readonly InvoiceStatus[] = [
  InvoiceStatus.Processing,
  InvoiceStatus.Sending,
  InvoiceStatus.SendingError,
  InvoiceStatus.Sent,
  InvoiceStatus.Imported,
  InvoiceStatus.Delivered,
  InvoiceStatus.Approved,
  InvoiceStatus.Denied,
  InvoiceStatus.ImportError,
];

/** Statuses that only a PDF invoice can have; they always win in the shown-status precedence. */
export const PDF_TYPE_STATUSES: readonly InvoiceStatus[] = [
  InvoiceStatus.Duplicate,
  InvoiceStatus.Canceled,
  InvoiceStatus.InvalidPdf,
  InvoiceStatus.InvalidPdfForward,
  InvoiceStatus.PdfForward,
  InvoiceStatus.PdfOpened,
  InvoiceStatus.AutoPdfForward,
];

/** Statuses meaning 'sent': 'Invoice Sent' (PDF) and 'Sent' (Peppol). */
export const SENT_STATUSES: readonly InvoiceStatus[] = [InvoiceStatus.InvoiceSent, InvoiceStatus.Sent];

/** The sent status spelled for a format. */
export function sentStatusFor(format: InvoiceFormat): InvoiceStatus {
  return format === 'peppol' ? InvoiceStatus.Sent : InvoiceStatus.InvoiceSent;
}

export function statusesFor(format: InvoiceFormat): readonly InvoiceStatus[] {
  return format === 'peppol' ? PEPPOL_STATUSES : PDF_STATUSES;
}

const BY_LOWER = new Map<string, InvoiceStatus>(ALL_INVOICE_STATUSES.map((s) => [s.toLowerCase(), s]));

/**
 * The canonical status for a stored or typed value, ignoring case and surrounding spaces (the spec
 * itself writes 'Invoice sent', 'PDF forward'); null when unknown.
 */
export function parseInvoiceStatus(value: string | null | undefined): InvoiceStatus | null {
  if (typeof value !== 'string') return null;
  return BY_LOWER.get(value.trim().toLowerCase()) ?? null;
}

export function isInvoiceStatus(value: unknown): value is InvoiceStatus {
  return typeof value === 'string' && (ALL_INVOICE_STATUSES as readonly string[]).includes(value);
}

/** True when `value` is (case-insensitively) one of `statuses`. */
export function statusIn(value: string | null | undefined, statuses: readonly InvoiceStatus[]): boolean {
  const s = parseInvoiceStatus(value);
  return s !== null && statuses.includes(s);
}

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, Readonly<Record<Lang, string>>>> = {
  Processing: { en: 'Processing', sv: 'Bearbetas' },
  Canceled: { en: 'Canceled', sv: 'Makulerad' },
  Duplicate: { en: 'Duplicate', sv: 'Dubblett' },
  'Finish parsing': { en: 'Finish parsing', sv: 'Tolkning klar' },
  Sending: { en: 'Sending', sv: 'Skickas' },
  'Sending error': { en: 'Sending error', sv: 'Fel vid sändning' },
  'Invoice Sent': { en: 'Invoice Sent', sv: 'Faktura skickad' },
  Sent: { en: 'Sent', sv: 'Skickad' },
  'Invalid PDF': { en: 'Invalid PDF', sv: 'Ogiltig PDF' },
  'Invalid PDF Forward': { en: 'Invalid PDF Forward', sv: 'Ogiltig PDF vidarebefordrad' },
  Imported: { en: 'Imported', sv: 'Importerad' },
  Delivered: { en: 'Delivered', sv: 'Levererad' },
  Approved: { en: 'Approved', sv: 'Godkänd' },
  Denied: { en: 'Denied', sv: 'Nekad' },
  'Import error': { en: 'Import error', sv: 'Importfel' },
  'Auto PDF Forward': { en: 'Auto PDF Forward', sv: 'Automatisk PDF-vidarebefordran' },
  'PDF Forward': { en: 'PDF Forward', sv: 'PDF vidarebefordrad' },
  'PDF Opened': { en: 'PDF Opened', sv: 'PDF öppnad' },
  'Check Invoice': { en: 'Check Invoice', sv: 'Kontrollera faktura' },
};

export function invoiceStatusLabel(status: InvoiceStatus, lang: Lang): string {
  return INVOICE_STATUS_LABELS[status][lang];
}

/**
 * The statuses the status selector offers (spec: admin sets the status; the lists are not shown).
 * Decision: an admin may pick any status of the invoice's format; nobody else has the selector.
 */
export function selectableStatuses(role: Role, format: InvoiceFormat): readonly InvoiceStatus[] {
  return role === 'admin' ? statusesFor(format) : [];
}
