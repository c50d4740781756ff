// Which status an invoice row shows (spec 'Which status is shown'): PDF-type statuses win; the
// eSynPay view shows the finance status if present, else the eSynPay status; otherwise the invoice
// status; an unknown value falls back to Processing.

import type { Lang } from '../i18n/lang';
import {
  ESYNPAY_STATUS_BARS,
  ESYNPAY_STATUS_LABELS,
  eSynPayHelpText,
  parseESynPayStatus,
  type ESynPayStatus,
} from './esynpay-status';
import {
  FINANCE_STATUS_BARS,
  FINANCE_STATUS_LABELS,
  FINANCE_STATUS_TOOLTIPS,
  parseFinanceStatus,
  type FinanceStatus,
} from './finance-status';
import { statusBar, type BarColour, type StatusViewer } from './invoice-progress';
import { INVOICE_STATUS_LABELS, InvoiceStatus, PDF_TYPE_STATUSES, parseInvoiceStatus } from './invoice-status';
import { statusTooltip, type TooltipAudience, type TooltipParams } from './invoice-tooltips';

export type ShownStatus =
  | { kind: 'invoice'; status: InvoiceStatus }
  | { kind: 'finance'; status: FinanceStatus }
  | { kind: 'esynpay'; status: ESynPayStatus };

export interface ShownStatusInput {
  status: string | null | undefined;
  eSynPayStatus?: string | null;
  /** keeros_invoice.status */
  financeStatus?: string | null;
  /** true on eSynPay pages. */
  eSynPayView?: boolean;
}

export function shownStatus(input: ShownStatusInput): ShownStatus {
  const invoiceStatus = parseInvoiceStatus(input.status);
  if (invoiceStatus && PDF_TYPE_STATUSES.includes(invoiceStatus)) return { kind: 'invoice', status: invoiceStatus };
  if (input.eSynPayView) {
    const finance = parseFinanceStatus(input.financeStatus);
    if (finance) return { kind: 'finance', status: finance };
    const eSynPay = parseESynPayStatus(input.eSynPayStatus);
    if (eSynPay) return { kind: 'esynpay', status: eSynPay };
  }
  return { kind: 'invoice', status: invoiceStatus ?? InvoiceStatus.Processing };
}

export interface ShownStatusView {
  shown: ShownStatus;
  label: string;
  progress: number;
  colour: BarColour;
  tooltip: string | null;
}

/** Everything a status cell renders: label, bar and tooltip, for the viewer and language. */
export function shownStatusView(
  input: ShownStatusInput,
  audience: TooltipAudience,
  lang: Lang,
  params: TooltipParams = {},
): ShownStatusView {
  const shown = shownStatus(input);
  if (shown.kind === 'finance') {
    const bar = FINANCE_STATUS_BARS[shown.status];
    return {
      shown,
      label: FINANCE_STATUS_LABELS[shown.status][lang],
      ...bar,
      tooltip: FINANCE_STATUS_TOOLTIPS[shown.status][lang],
    };
  }
  if (shown.kind === 'esynpay') {
    const bar = ESYNPAY_STATUS_BARS[shown.status];
    return {
      shown,
      label: ESYNPAY_STATUS_LABELS[shown.status][lang],
      ...bar,
      tooltip: eSynPayHelpText(shown.status, lang),
    };
  }
  const viewer: StatusViewer = audience === 'admin' ? 'admin' : 'user';
  const bar = statusBar(shown.status, viewer);
  return {
    shown: { kind: 'invoice', status: bar.status },
    label: INVOICE_STATUS_LABELS[bar.status][lang],
    progress: bar.progress,
    colour: bar.colour,
    tooltip: statusTooltip(shown.status, audience, lang, params),
  };
}
