// The one registry of console paths, typed once so menus, routes, redirects and tests agree: the
// spec's own (section 2, PATHS) and those the spec leaves open, chosen here and listed in
// docs/console.md (CONSOLE_PATHS and the builders below).

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

/** Detail and create pages, company users: paths the spec leaves open. */
export const CONSOLE_PATHS = {
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

export const emailDetailPath = (id: string | number) => `${CONSOLE_PATHS.adminEmailDetail}/${id}`;

/**
 * The admin pages of a resource listed per kind in the path (domains by slug, connection systems by
 * kind): its list, create page and record page. With ':kind' and ':id' it gives the route patterns.
 */
export const kindPaths = (resource: 'domains' | 'connections', kind: string) => ({
  list: `/admin/${resource}/${kind}`,
  create: `/admin/${resource}/${kind}/new`,
  detail: (id: string | number) => `/admin/${resource}/${kind}/detail/${id}`,
});
