// Console routes named by the spec (section 2), typed once so menus, redirects and tests agree.

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
