// The one registry of console paths, typed once so menus, routes, redirects, links and tests agree:
// the spec's own (section 2, PATHS), those the spec leaves open, chosen here and listed in
// docs/console.md (CONSOLE_PATHS, the invoice detail pages), and the builders of record pages.
// The console writes no path of its own.
import type { InvoiceFormat } from './constants';

export const PATHS = {
  adminDashboard: '/admin/dashboard',
  adminInvoiceList: '/admin/invoices/list',
  adminInvoiceUpload: '/admin/invoices/upload',
  adminPeppolList: '/admin/peppol/list',
  adminBookkeepingPdf: '/admin/bookkeeping/pdf',
  adminBookkeepingPeppol: '/admin/bookkeeping/peppol',
  adminCompanyList: '/admin/companies/list',
  adminCompanyNew: '/admin/companies/new',
  adminConnectionsPdf: '/admin/connections/pdf',
  adminConnectionsPeppol: '/admin/connections/peppol',
  adminDomainsAllowed: '/admin/domains/allowed',
  adminDomainsGeneral: '/admin/domains/general',
  // Spelled as in the spec ('chanel').
  adminDomainsOpenChannel: '/admin/domains/open-chanel',
  adminUserList: '/admin/users/list',
  adminOperatorList: '/admin/users/operators/list',
  adminUserRequestList: '/admin/users/requests/list',
  adminEmailList: '/admin/emails/list',
  adminEmailFailedCases: '/admin/emails/failed-cases/list',
  adminESynPayFailedCases: '/admin/esynpay-failed-cases',
  dashboard: '/dashboard',
  outgoingPdfList: '/invoices/outgoing/pdf/list',
  outgoingPeppolList: '/invoices/outgoing/peppol/list',
  outgoingUpload: '/invoices/outgoing/upload',
  receiverList: '/receivers/list',
  incomingPdfList: '/invoices/incoming/pdf/list',
  incomingPeppolList: '/invoices/incoming/peppol/list',
  incomingUpload: '/invoices/incoming/upload',
  senderList: '/senders/list',
  bookkeepingPdf: '/bookkeeping/pdf',
  bookkeepingPeppol: '/bookkeeping/peppol',
  faq: '/faq',
  userProfile: '/settings/user-profile',
  companySettings: '/settings/company-settings',
  newCompanyUser: '/settings/new-user',
  home: '/',
} as const;
export type AppPath = (typeof PATHS)[keyof typeof PATHS];

export const UPLOAD_PATHS: readonly string[] = [PATHS.adminInvoiceUpload, PATHS.outgoingUpload, PATHS.incomingUpload];

/** Sign-in and the pages opened from mailed links, detail and create pages, company users: paths the spec leaves open. */
export const CONSOLE_PATHS = {
  /** react-admin's sign-in page (its default path, where it sends a visit without a session). */
  login: '/login',
  /** Opened from an address-verification mail (`?token=…`), signed in or not. */
  verifyEmail: '/verify-email',
  /** Opened from an invitation mail (`?token=…`), signed in or not. */
  setPassword: '/set-password',
  adminCompanyDetail: '/admin/companies/detail',
  adminOperatorNew: '/admin/users/operators/new',
  adminOperatorDetail: '/admin/users/operators/detail',
  /** The email detail page (the spec names it, not its path). */
  adminEmailDetail: '/admin/emails/detail',
  receiverDetail: '/receivers/detail',
  senderDetail: '/senders/detail',
  companyUsers: '/settings/users',
  companyESynPayUsers: '/settings/esynpay-users',
  /** The eSynPay invoice page (a later issue): where a user lands after losing eSynPay admin in eSynPay mode. */
  eSynPayInvoices: '/esynpay/invoices/list',
} as const;

/** The page of one record below a detail base ('/admin/companies/detail' → '/admin/companies/detail/7'); ':id' gives the route pattern. */
export const detailPath = (base: string, id: string | number): string => `${base}/${id}`;

export const companyDetailPath = (id: string | number) => detailPath(CONSOLE_PATHS.adminCompanyDetail, id);
export const operatorDetailPath = (id: string | number) => detailPath(CONSOLE_PATHS.adminOperatorDetail, id);
export const emailDetailPath = (id: string | number) => detailPath(CONSOLE_PATHS.adminEmailDetail, id);

/**
 * The admin pages of a resource listed per kind in the path (domains by slug, connection systems by
 * kind): its list, create page and record page. With ':kind' and ':id' it gives the route patterns.
 */
export const kindPaths = (resource: 'domains' | 'connections', kind: string) => ({
  list: `/admin/${resource}/${kind}`,
  create: `/admin/${resource}/${kind}/new`,
  detail: (id: string | number) => `/admin/${resource}/${kind}/detail/${id}`,
});

/** Whose invoices a list or detail page shows: all of them (admin), the company's outgoing or incoming ones. */
export type InvoiceScope = 'admin' | 'outgoing' | 'incoming';

const INVOICE_SCOPES: readonly InvoiceScope[] = ['admin', 'outgoing', 'incoming'];

// Where an invoice's detail page is (spec 2: 'a detail page exists beside each list, the path
// carries /detail'; the exact paths are ours): beside the admin, outgoing and incoming list of each
// format.
const INVOICE_DETAIL_BASES: Record<InvoiceScope, Record<InvoiceFormat, string>> = {
  admin: { pdf: '/admin/invoices/detail', peppol: '/admin/peppol/detail' },
  outgoing: { pdf: '/invoices/outgoing/pdf/detail', peppol: '/invoices/outgoing/peppol/detail' },
  incoming: { pdf: '/invoices/incoming/pdf/detail', peppol: '/invoices/incoming/peppol/detail' },
};

const INVOICE_LISTS: Record<InvoiceScope, Record<InvoiceFormat, string>> = {
  admin: { pdf: PATHS.adminInvoiceList, peppol: PATHS.adminPeppolList },
  outgoing: { pdf: PATHS.outgoingPdfList, peppol: PATHS.outgoingPeppolList },
  incoming: { pdf: PATHS.incomingPdfList, peppol: PATHS.incomingPeppolList },
};

/** The route pattern of one invoice detail page (':id' at the end). */
export function invoiceDetailRoute(scope: InvoiceScope, format: InvoiceFormat): string {
  return `${INVOICE_DETAIL_BASES[scope][format]}/:id`;
}

/** One invoice's detail page; a format that is not Peppol (or not known) is a PDF invoice's page. */
export function invoiceDetailPath(
  scope: InvoiceScope,
  format: InvoiceFormat | string | null | undefined,
  id: string,
): string {
  return `${INVOICE_DETAIL_BASES[scope][format === 'peppol' ? 'peppol' : 'pdf']}/${encodeURIComponent(id)}`;
}

/** Every invoice detail page, for the router. */
export const INVOICE_DETAIL_PAGES: readonly { scope: InvoiceScope; format: InvoiceFormat }[] = INVOICE_SCOPES.flatMap(
  (scope) => (['pdf', 'peppol'] as const).map((format) => ({ scope, format })),
);

/** The list an invoice detail page belongs to (its back link). */
export function invoiceListPath(scope: InvoiceScope, format: InvoiceFormat): string {
  return INVOICE_LISTS[scope][format];
}
