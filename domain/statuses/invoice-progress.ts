// Progress bar (percent and colour) of an invoice status per viewer, and the mapping that shows
// non-admins a simpler status (spec section 4 'Progress and colour per status' and 'Non-admin display').

import type { InvoiceFormat } from '../constants';
import type { Role } from '../roles';
import { InvoiceStatus, parseInvoiceStatus, statusesFor } from './invoice-status';

export type BarColour = 'info' | 'secondary' | 'danger' | 'success' | 'warning';

/** 'admin' sees every status as is; 'user' is everybody else (sender, receiver, user, eSynPay user). */
export type StatusViewer = 'admin' | 'user';

export interface StatusBar {
  /** The status shown (after the non-admin mapping). */
  status: InvoiceStatus;
  progress: number;
  colour: BarColour;
}

export function viewerOf(role: Role): StatusViewer {
  return role === 'admin' ? 'admin' : 'user';
}

/** Admin column of the spec's table, row by row. */
export const ADMIN_STATUS_BARS: Readonly<Record<InvoiceStatus, { progress: number; colour: BarColour }>> = {
  Processing: { progress: 50, colour: 'info' },
  Canceled: { progress: 0, colour: 'secondary' },
  Duplicate: { progress: 100, colour: 'danger' },
  'Finish parsing': { progress: 25, colour: 'success' },
  Sending: { progress: 75, colour: 'success' },
  'Sending error': { progress: 75, colour: 'danger' },
  'Invoice Sent': { progress: 75, colour: 'success' },
  Sent: { progress: 75, colour: 'success' },
  'Invalid PDF': { progress: 50, colour: 'danger' },
  'Invalid PDF Forward': { progress: 0, colour: 'secondary' },
  Imported: { progress: 100, colour: 'success' },
  Delivered: { progress: 100, colour: 'success' },
  Approved: { progress: 100, colour: 'success' },
  Denied: { progress: 100, colour: 'danger' },
  'Import error': { progress: 50, colour: 'danger' },
  'Auto PDF Forward': { progress: 0, colour: 'secondary' },
  'PDF Forward': { progress: 0, colour: 'secondary' },
  'PDF Opened': { progress: 100, colour: 'success' },
  'Check Invoice': { progress: 0, colour: 'secondary' },
};

/**
 * What a non-admin sees instead: 'Sending error' looks like 'Sending', 'Invalid PDF' like
 * 'Processing', and the forward variants like 'PDF Forward'.
 */
export const NON_ADMIN_DISPLAY: Readonly<Partial<Record<InvoiceStatus, InvoiceStatus>>> = {
  'Sending error': InvoiceStatus.Sending,
  'Invalid PDF': InvoiceStatus.Processing,
  'Auto PDF Forward': InvoiceStatus.PdfForward,
  'Invalid PDF Forward': InvoiceStatus.PdfForward,
};

/** Progress overrides for non-admins ('(100 for users)', 'Sent 75 (100 for sender/receiver)'). */
const USER_PROGRESS: Readonly<Partial<Record<InvoiceStatus, number>>> = {
  'Invoice Sent': 100,
  Sent: 100,
  'Invalid PDF Forward': 100,
  'Auto PDF Forward': 100,
  'PDF Forward': 100,
};

/** The status a viewer sees for a stored status; unknown values show as Processing. */
export function displayStatus(status: string | null | undefined, viewer: StatusViewer): InvoiceStatus {
  const s = parseInvoiceStatus(status) ?? InvoiceStatus.Processing;
  return viewer === 'admin' ? s : (NON_ADMIN_DISPLAY[s] ?? s);
}

/** Progress bar for a stored status as the viewer sees it. */
export function statusBar(status: string | null | undefined, viewer: StatusViewer): StatusBar {
  const shown = displayStatus(status, viewer);
  const row = ADMIN_STATUS_BARS[shown];
  const progress = viewer === 'admin' ? row.progress : (USER_PROGRESS[shown] ?? row.progress);
  return { status: shown, progress, colour: row.colour };
}

/**
 * What the status filter offers a viewer for a format ('All Statuses' comes first in the UI):
 * admins every status of the format, others only statuses they can be shown.
 */
export function filterableStatuses(format: InvoiceFormat, viewer: StatusViewer): InvoiceStatus[] {
  const all = statusesFor(format);
  if (viewer === 'admin') return [...all];
  return all.filter((s) => NON_ADMIN_DISPLAY[s] === undefined);
}

/**
 * The stored statuses behind a status a viewer filters on, so a non-admin filtering on 'Sending'
 * also finds 'Sending error' rows (the api filters on these).
 */
export function storedStatusesFor(shown: string, viewer: StatusViewer, format?: InvoiceFormat): InvoiceStatus[] {
  const s = parseInvoiceStatus(shown);
  if (s === null) return [];
  const pool = format ? statusesFor(format) : Object.values(InvoiceStatus);
  if (viewer === 'admin') return pool.includes(s) ? [s] : [];
  return pool.filter((stored) => (NON_ADMIN_DISPLAY[stored] ?? stored) === s);
}
