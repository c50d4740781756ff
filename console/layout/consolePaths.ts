// Console paths the spec leaves open (detail and create pages, company users), chosen here and
// documented in docs/console.md. The spec's own paths are in domain/paths.ts.
export const CONSOLE_PATHS = {
  adminCompanyDetail: '/admin/companies/detail',
  adminOperatorNew: '/admin/users/operators/new',
  adminOperatorDetail: '/admin/users/operators/detail',
  receiverDetail: '/receivers/detail',
  senderDetail: '/senders/detail',
  companyUsers: '/settings/users',
  companyESynPayUsers: '/settings/esynpay-users',
  /** The eSynPay invoice page (a later issue): where a user lands after losing eSynPay admin in eSynPay mode. */
  eSynPayInvoices: '/esynpay/invoices/list',
} as const;
