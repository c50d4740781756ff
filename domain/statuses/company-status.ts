// Company states: the company's eSynPay agreement status and the company lifecycle (list filter).

import type { Lang } from '../i18n/lang';

export const CompanyESynPayStatus = { New: 'NEW', Waiting: 'WAITING', Pending: 'PENDING', Active: 'ACTIVE' } as const;
export type CompanyESynPayStatus = (typeof CompanyESynPayStatus)[keyof typeof CompanyESynPayStatus];
export const COMPANY_ESYNPAY_STATUSES: readonly CompanyESynPayStatus[] = Object.values(CompanyESynPayStatus);

export const COMPANY_ESYNPAY_STATUS_LABELS: Readonly<Record<CompanyESynPayStatus, Readonly<Record<Lang, string>>>> = {
  NEW: { en: 'New', sv: 'Ny' },
  WAITING: { en: 'Waiting', sv: 'Väntar' },
  PENDING: { en: 'Pending', sv: 'Under behandling' },
  ACTIVE: { en: 'Active', sv: 'Aktiv' },
};

/** The re-create-contract button shows when the agreement is neither NEW nor ACTIVE. */
export function needsContractRecreation(status: string | null | undefined): boolean {
  return status !== CompanyESynPayStatus.New && status !== CompanyESynPayStatus.Active;
}

export const CompanyStatus = {
  Active: 'Active',
  Training: 'Training',
  Onboarding: 'Onboarding',
  Unknown: 'Unknown',
} as const;
export type CompanyStatus = (typeof CompanyStatus)[keyof typeof CompanyStatus];
export const COMPANY_STATUSES: readonly CompanyStatus[] = Object.values(CompanyStatus);
/** New companies start onboarding (docs/data-model.md). */
export const DEFAULT_COMPANY_STATUS: CompanyStatus = CompanyStatus.Onboarding;

/** The company filter of invoice lists: All, Onboarding, Training, Active. */
export const COMPANY_STATUS_FILTER: readonly CompanyStatus[] = [
  CompanyStatus.Onboarding,
  CompanyStatus.Training,
  CompanyStatus.Active,
];

export const COMPANY_STATUS_LABELS: Readonly<Record<CompanyStatus, Readonly<Record<Lang, string>>>> = {
  Active: { en: 'Active', sv: 'Aktiv' },
  Training: { en: 'Training', sv: 'Utbildning' },
  Onboarding: { en: 'Onboarding', sv: 'Introduktion' },
  Unknown: { en: 'Unknown', sv: 'Okänd' },
};
