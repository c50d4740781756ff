// Finance statuses (keeros_invoice.status, the financing provider's view): progress and tooltips.

import type { Lang } from '../i18n/lang';
import type { BarColour } from './invoice-progress';

export const FinanceStatus = {
  FinanceRequested: 'Finance Requested',
  FinanceAccepted: 'Finance Accepted',
  FinancePaid: 'Finance paid',
  Completed: 'Completed',
  NotFinanced: 'Not Financed',
} as const;
export type FinanceStatus = (typeof FinanceStatus)[keyof typeof FinanceStatus];
export const FINANCE_STATUSES: readonly FinanceStatus[] = Object.values(FinanceStatus);

/** Progress is the spec's; colours are ours: requested is in progress, the others are settled. */
export const FINANCE_STATUS_BARS: Readonly<Record<FinanceStatus, { progress: number; colour: BarColour }>> = {
  'Finance Requested': { progress: 50, colour: 'info' },
  'Finance Accepted': { progress: 75, colour: 'success' },
  'Finance paid': { progress: 100, colour: 'success' },
  Completed: { progress: 100, colour: 'success' },
  'Not Financed': { progress: 100, colour: 'success' },
};

export const FINANCE_STATUS_TOOLTIPS: Readonly<Record<FinanceStatus, Readonly<Record<Lang, string>>>> = {
  'Finance Requested': { en: 'Invoice is being confirmed', sv: 'Fakturan håller på att bekräftas' },
  'Finance Accepted': { en: 'Pre-payment is approved', sv: 'Förskottsbetalningen är godkänd' },
  'Finance paid': { en: 'Invoice is paid', sv: 'Fakturan är betald' },
  Completed: { en: 'The financing of this invoice is completed', sv: 'Finansieringen av fakturan är slutförd' },
  'Not Financed': {
    en: 'Invoice is paid after your receiver settled the payment at the due date',
    sv: 'Fakturan betalas när din mottagare har reglerat betalningen på förfallodagen',
  },
};

export const FINANCE_STATUS_LABELS: Readonly<Record<FinanceStatus, Readonly<Record<Lang, string>>>> = {
  'Finance Requested': { en: 'Finance Requested', sv: 'Finansiering begärd' },
  'Finance Accepted': { en: 'Finance Accepted', sv: 'Finansiering godkänd' },
  'Finance paid': { en: 'Finance paid', sv: 'Finansiering utbetald' },
  Completed: { en: 'Completed', sv: 'Slutförd' },
  'Not Financed': { en: 'Not Financed', sv: 'Inte finansierad' },
};

const BY_LOWER = new Map<string, FinanceStatus>(FINANCE_STATUSES.map((s) => [s.toLowerCase(), s]));

export function parseFinanceStatus(value: string | null | undefined): FinanceStatus | null {
  if (typeof value !== 'string') return null;
  return BY_LOWER.get(value.trim().toLowerCase()) ?? null;
}

export function financeStatusTooltip(status: FinanceStatus, lang: Lang): string {
  return FINANCE_STATUS_TOOLTIPS[status][lang];
}
