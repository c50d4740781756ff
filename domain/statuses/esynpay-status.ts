// eSynPay (invoice financing) statuses of an invoice: list values, the lower-case detail values,
// progress and colour, help texts, the 'within 3 days!' label and the 3-day finance window.

import type { Lang } from '../i18n/lang';
import { FINANCE_WINDOW_DAYS } from '../constants';
import type { BarColour } from './invoice-progress';

export const ESynPayStatus = {
  Unknown: 'UNKNOWN',
  Sellable: 'Sellable',
  NotSellable: 'Not sellable',
  ReadyForSale: 'Ready for sale',
  FinanceRequested: 'Finance Requested',
  NotFinanced: 'Not Financed',
} as const;
export type ESynPayStatus = (typeof ESynPayStatus)[keyof typeof ESynPayStatus];
export const ESYNPAY_STATUSES: readonly ESynPayStatus[] = Object.values(ESynPayStatus);

/** The same values as written on the detail form. */
export const ESYNPAY_DETAIL_VALUES = [
  'unknown',
  'sellable',
  'not sellable',
  'not financed',
  'ready for sale',
  'finance requested',
] as const;
export type ESynPayDetailValue = (typeof ESYNPAY_DETAIL_VALUES)[number];

const BY_LOWER = new Map<string, ESynPayStatus>(ESYNPAY_STATUSES.map((s) => [s.toLowerCase(), s]));

/** Canonical eSynPay status from a list or detail value (case-insensitive); null when unknown. */
export function parseESynPayStatus(value: string | null | undefined): ESynPayStatus | null {
  if (typeof value !== 'string') return null;
  return BY_LOWER.get(value.trim().toLowerCase()) ?? null;
}

export function toESynPayDetailValue(status: ESynPayStatus): ESynPayDetailValue {
  return status.toLowerCase() as ESynPayDetailValue;
}

/** Not sellable 75 % danger and Ready for sale 100 % are the spec's; the rest is ours (docs/statuses.md). */
export const ESYNPAY_STATUS_BARS: Readonly<Record<ESynPayStatus, { progress: number; colour: BarColour }>> = {
  UNKNOWN: { progress: 0, colour: 'secondary' },
  Sellable: { progress: 50, colour: 'success' },
  'Not sellable': { progress: 75, colour: 'danger' },
  'Ready for sale': { progress: 100, colour: 'success' },
  'Finance Requested': { progress: 50, colour: 'info' },
  'Not Financed': { progress: 100, colour: 'success' },
};

export const ESYNPAY_STATUS_LABELS: Readonly<Record<ESynPayStatus, Readonly<Record<Lang, string>>>> = {
  UNKNOWN: { en: 'Unknown', sv: 'Okänd' },
  Sellable: { en: 'Sellable', sv: 'Säljbar' },
  'Not sellable': { en: 'Not sellable', sv: 'Inte säljbar' },
  'Ready for sale': { en: 'Ready for sale', sv: 'Redo för försäljning' },
  'Finance Requested': { en: 'Finance Requested', sv: 'Finansiering begärd' },
  'Not Financed': { en: 'Not Financed', sv: 'Inte finansierad' },
};

/** Help texts of the first four detail values (unknown, sellable, not sellable, not financed). */
export const ESYNPAY_HELP_TEXTS: Readonly<Partial<Record<ESynPayStatus, Readonly<Record<Lang, string>>>>> = {
  UNKNOWN: {
    en: 'The financing status of this invoice is not known yet',
    sv: 'Fakturans finansieringsstatus är ännu inte känd',
  },
  Sellable: {
    en: 'This invoice can be sold for early payment within 3 days of its creation',
    sv: 'Fakturan kan säljas för tidig betalning inom 3 dagar från att den skapades',
  },
  'Not sellable': {
    en: 'This invoice cannot be sold for early payment',
    sv: 'Fakturan kan inte säljas för tidig betalning',
  },
  'Not Financed': {
    en: 'This invoice was not financed; it is paid when your receiver settles it at the due date',
    sv: 'Fakturan finansierades inte; den betalas när din mottagare reglerar den på förfallodagen',
  },
};

/** The label beside 'Sellable'. */
export const WITHIN_3_DAYS_LABEL: Readonly<Record<Lang, string>> = { en: 'within 3 days!', sv: 'inom 3 dagar!' };

/** Shown when finance is requested and no settlement note exists yet. */
export const SETTLEMENT_NOTE_PENDING: Readonly<Record<Lang, string>> = {
  en: 'Financing has been requested. The settlement note will be available here once the financing is confirmed',
  sv: 'Finansiering har begärts. Avräkningsnotan visas här när finansieringen har bekräftats',
};

export function eSynPayStatusLabel(status: ESynPayStatus, lang: Lang): string {
  return ESYNPAY_STATUS_LABELS[status][lang];
}

export function eSynPayHelpText(status: string | null | undefined, lang: Lang): string | null {
  const s = parseESynPayStatus(status);
  return s === null ? null : (ESYNPAY_HELP_TEXTS[s]?.[lang] ?? null);
}

/** Ready for sale lets an admin sell. */
export function isReadyForSale(status: string | null | undefined): boolean {
  return parseESynPayStatus(status) === ESynPayStatus.ReadyForSale;
}

/** Finance requested without a settlement note shows the settlement note text. */
export function showsSettlementNote(
  status: string | null | undefined,
  settlementNoteLocation: string | null | undefined,
): boolean {
  return parseESynPayStatus(status) === ESynPayStatus.FinanceRequested && !settlementNoteLocation;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** End of the finance window: created_at + 3 days. */
export function financeWindowEndsAt(createdAt: Date | string): Date {
  return new Date(new Date(createdAt).getTime() + FINANCE_WINDOW_DAYS * DAY_MS);
}

/** Inside the 3-day window after creation (`now` passed in so workflows stay deterministic). */
export function isWithinFinanceWindow(createdAt: Date | string, now: Date): boolean {
  const start = new Date(createdAt).getTime();
  if (Number.isNaN(start)) return false;
  const t = now.getTime();
  return t >= start && t < financeWindowEndsAt(createdAt).getTime();
}
