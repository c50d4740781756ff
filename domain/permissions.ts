// Role capabilities (spec section 6) and the small visibility rules of the shell: columns, company
// settings sections, upload screen switches, the top bar's upload button, profile links, the
// eSynPay contract button and the stage marker. The sidebars are in ./menu and re-exported here.

import type { MessageKey } from './i18n/messages';
import { CompanyESynPayStatus, needsContractRecreation } from './statuses/company-status';
import { PATHS, UPLOAD_PATHS } from './paths';
import type { Role } from './roles';

export * from './menu';
export { PATHS, UPLOAD_PATHS } from './paths';

export const CAPABILITIES = [
  'seeAdminMenu',
  'searchAllCompanies',
  'pickUploadSender',
  'pickUploadReceiver',
  'useBulkSwitch',
  'useManualParsingSwitch',
  'setInvoiceStatus',
  'setESynSend',
  'setESynPay',
  'editInvoiceParties',
  'seeDuplicates',
  'seeException',
  'seeJobs',
  'seeInvoiceUuid',
  'seeEmailInfo',
  'manageAliases',
  'manageContactEmails',
  'manageShowOutgoing',
  'manageOperator',
  'createCompany',
  'useAgreementFilters',
  'seeAddressColumn',
  'seeInvoiceEmail',
  'seeCustomerAdminIcons',
  'uploadForOwnCompany',
  'cancelProcessingPdf',
  'startInManualMode',
  'useChildrenLookup',
  'resend',
  'resumeDuplicate',
  'solveBookkeeping',
  'seeESynPaySwitch',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

const ADMIN_ONLY: readonly Capability[] = [
  'seeAdminMenu',
  'searchAllCompanies',
  'pickUploadSender',
  'useManualParsingSwitch',
  'setInvoiceStatus',
  'setESynSend',
  'setESynPay',
  'editInvoiceParties',
  'seeDuplicates',
  'seeException',
  'seeJobs',
  'seeInvoiceUuid',
  'seeEmailInfo',
  'manageAliases',
  'manageContactEmails',
  'manageShowOutgoing',
  'manageOperator',
  'createCompany',
  'useAgreementFilters',
  'seeInvoiceEmail',
  'seeCustomerAdminIcons',
];

/** Who may do what. seeESynPaySwitch for senders still needs their company's eSynPay (see actions). */
export const ROLE_CAPABILITIES: Readonly<Record<Role, readonly Capability[]>> = {
  admin: [
    ...ADMIN_ONLY,
    'pickUploadReceiver',
    'useBulkSwitch',
    'seeAddressColumn',
    'resend',
    'resumeDuplicate',
    'solveBookkeeping',
    'seeESynPaySwitch',
  ],
  sender: ['uploadForOwnCompany', 'pickUploadReceiver', 'useBulkSwitch', 'cancelProcessingPdf', 'seeESynPaySwitch'],
  receiver: [
    'startInManualMode',
    'useChildrenLookup',
    'resend',
    'resumeDuplicate',
    'solveBookkeeping',
    'seeESynPaySwitch',
    'seeAddressColumn',
  ],
  user: ['seeAddressColumn'],
  esynpay_user: ['seeAddressColumn'],
};

export function can(role: Role, capability: Capability): boolean {
  return ROLE_CAPABILITIES[role].includes(capability);
}

/** A company admin (users.is_company_admin) manages the company's users; platform admins too. */
export function canManageCompanyUsers(user: { role: Role; is_company_admin?: boolean | null }): boolean {
  return user.role === 'admin' || user.is_company_admin === true;
}

/** Admins edit an invoice's sender and receiver unless a job has been started for it. */
export function canEditInvoiceParties(role: Role, invoice: { job_pk?: string | null }): boolean {
  return role === 'admin' && !invoice.job_pk;
}

// ---- columns ----

export type ColumnId =
  'supplier' | 'bookkeepingInfoLink' | 'bookkeepingWhoSolved' | 'bookkeepingWhenSolved' | 'companyAddress';

const COLUMN_HIDDEN_FOR: Readonly<Record<ColumnId, readonly Role[]>> = {
  supplier: ['user', 'esynpay_user'],
  bookkeepingInfoLink: ['user', 'esynpay_user'],
  bookkeepingWhoSolved: ['user', 'esynpay_user', 'receiver'],
  bookkeepingWhenSolved: ['user', 'esynpay_user', 'receiver'],
  companyAddress: ['sender'],
};

export function isColumnVisible(column: ColumnId, role: Role): boolean {
  return !COLUMN_HIDDEN_FOR[column].includes(role);
}

/** Admins see the invoice email; others the general email, falling back to the invoice email. */
export function companyEmailFor(
  role: Role,
  company: { invoice_email?: string | null; general_email?: string | null },
): string | null {
  if (role === 'admin') return company.invoice_email ?? null;
  return company.general_email || company.invoice_email || null;
}

/** Companies list grid: '2-4' for admins, '4-2' otherwise. */
export function companiesListLayout(role: Role): '2-4' | '4-2' {
  return role === 'admin' ? '2-4' : '4-2';
}

/** Users list columns: the two notification switches, or the two eSynPay switches in eSynPay mode. */
export function companyUserColumns(mode: 'normal' | 'eSynPay'): readonly string[] {
  return mode === 'eSynPay'
    ? ['email', 'eSynPay.is_enabled', 'eSynPay.is_admin']
    : ['email', 'sendConfirmationByEmail', 'sendNotificationByEmail'];
}

// ---- company settings ----

export const SETTINGS_SECTIONS = [
  { id: 'general', labelKey: 'settings.general', adminOnly: false },
  { id: 'address', labelKey: 'settings.address', adminOnly: false },
  { id: 'paymentMeans', labelKey: 'settings.paymentMeans', adminOnly: false },
  { id: 'aliases', labelKey: 'settings.aliases', adminOnly: true },
  { id: 'contactEmails', labelKey: 'settings.contactEmails', adminOnly: true },
  { id: 'menuSettings', labelKey: 'settings.menuSettings', adminOnly: true },
  { id: 'operator', labelKey: 'settings.operator', adminOnly: true },
] as const satisfies readonly { id: string; labelKey: MessageKey; adminOnly: boolean }[];
export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number]['id'];

export function visibleSettingsSections(role: Role): SettingsSectionId[] {
  return SETTINGS_SECTIONS.filter((s) => role === 'admin' || !s.adminOnly).map((s) => s.id);
}

/** Company fields that only an admin may write (the api ignores them from others). */
export const ADMIN_ONLY_COMPANY_FIELDS = ['aliases', 'contact_emails', 'show_outgoing_invoices', 'operator'] as const;

// ---- upload screen ----

export interface UploadScreenRules {
  /** Bulk switch shown (admin, sender); disabled while manual parsing is on. */
  bulkSwitch: { visible: boolean; disabled: boolean };
  /** Manual parsing switch: admin only, single upload only. */
  manualSwitch: { visible: boolean; disabled: boolean };
  /** Receivers always start (and stay) in manual mode. */
  startsInManualMode: boolean;
  showSenderColumn: boolean;
  showESynSendColumn: boolean;
  /** Where 'Open invoice list' leads after a successful upload. */
  invoiceListPath: string;
}

export function uploadScreenRules(role: Role, state: { manualOn: boolean; bulkOn: boolean }): UploadScreenRules {
  const bulkVisible = role === 'admin' || role === 'sender';
  return {
    bulkSwitch: { visible: bulkVisible, disabled: state.manualOn },
    manualSwitch: { visible: role === 'admin', disabled: state.bulkOn },
    startsInManualMode: role === 'receiver',
    showSenderColumn: role !== 'sender',
    showESynSendColumn: role === 'admin',
    invoiceListPath:
      role === 'admin' ? PATHS.adminInvoiceList : role === 'receiver' ? PATHS.incomingPdfList : PATHS.outgoingPdfList,
  };
}

/** Which upload endpoint a role posts to: one each for admin and receiver, and a default. */
export function uploadEndpointKind(role: Role): 'admin' | 'receiver' | 'default' {
  return role === 'admin' ? 'admin' : role === 'receiver' ? 'receiver' : 'default';
}

// ---- top bar ----

/**
 * Target of the top bar's upload button: the admin upload page for admins inside /admin, else the
 * outgoing upload page; null (hidden) on an upload page.
 */
export function uploadButtonTarget(role: Role, pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (UPLOAD_PATHS.includes(path)) return null;
  const inAdmin = path === '/admin' || path.startsWith('/admin/');
  return role === 'admin' && inAdmin ? PATHS.adminInvoiceUpload : PATHS.outgoingUpload;
}

/** The company settings link shows only for users tied to a company. */
export function showCompanySettingsLink(user: { company_id?: string | null; company?: unknown }): boolean {
  return Boolean(user.company_id ?? user.company);
}

export interface ProfileLink {
  labelKey: MessageKey;
  path: string;
}

export function profileMenu(user: { role: Role; company_id?: string | null }, pathname: string): ProfileLink[] {
  const links: ProfileLink[] = [{ labelKey: 'profile.userProfile', path: PATHS.userProfile }];
  if (showCompanySettingsLink(user)) links.push({ labelKey: 'profile.companySettings', path: PATHS.companySettings });
  const inAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
  if (user.role === 'admin' && !inAdmin) links.push({ labelKey: 'profile.adminDashboard', path: PATHS.adminDashboard });
  links.push({ labelKey: 'profile.logout', path: PATHS.home });
  return links;
}

/** eSynPay pages (not admin) offer re-creating the contract unless the status is NEW or ACTIVE. */
export function showRecreateContractButton(ctx: {
  role: Role;
  onESynPayPage: boolean;
  companyESynPayStatus: string | null | undefined;
}): boolean {
  return ctx.role !== 'admin' && ctx.onESynPayPage && needsContractRecreation(ctx.companyESynPayStatus);
}

/** The extra logo mark when eSynSend is enabled and active. */
export function showESynSendMark(
  company: { eSynSend?: { is_enabled?: boolean | null; status?: string | null } | null } | null | undefined,
): boolean {
  return company?.eSynSend?.is_enabled === true && company.eSynSend.status === CompanyESynPayStatus.Active;
}

/** The stage marker: on localhost (and loopback addresses) and on the given staging hosts. */
export function showStageMarker(hostname: string, stagingHosts: readonly string[]): boolean {
  const host = hostname.trim().toLowerCase().replace(/:\d+$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]' || host === '::1')
    return true;
  return stagingHosts.some((h) => h.trim().toLowerCase() === host);
}
