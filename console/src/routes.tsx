// Every page at its path from the one registry, domain/paths.ts: the spec's (PATHS) and ours for
// the detail and create pages it leaves open (listed in docs/console.md).
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import {
  CONSOLE_PATHS,
  INVOICE_DETAIL_PAGES,
  PATHS,
  companyDetailPath,
  detailPath,
  emailDetailPath,
  invoiceDetailRoute,
  kindPaths,
  operatorDetailPath,
} from '../../domain/paths';
import companies from './companies';
import users from './users';
import operators from './operators';
import domains from './domains';
import connections from './connections';
import userRequests from './user-requests';
import invoices from './invoices';
import emails from './emails';
import esynpayFailedCases from './esynpay-failed-cases';
import bookkeeping from './bookkeeping';
import { Dashboard } from './dashboard/Dashboard';
import { RequireRole } from './layout/RequireRole';

// Pages outside the resources, each its own chunk like the resources' pages.
const FaqPage = lazy(() => import('./faq/FaqPage').then((m) => ({ default: m.FaqPage })));
const UserProfile = lazy(() => import('./profile/UserProfile').then((m) => ({ default: m.UserProfile })));
const UploadPage = lazy(() => import('./upload/UploadPage').then((m) => ({ default: m.UploadPage })));

const admin = (element: React.ReactElement) => <RequireRole audience="admin">{element}</RequireRole>;
// A company's own pages: an admin (no company) would get only 403 answers there.
const company = (element: React.ReactElement) => <RequireRole audience="company">{element}</RequireRole>;

export const appRoutes = [
  // Admin area
  <Route key="a-dash" path={PATHS.adminDashboard} element={admin(<Dashboard />)} />,
  <Route key="a-inv" path={PATHS.adminInvoiceList} element={admin(<invoices.list scope="admin" format="pdf" />)} />,
  <Route key="a-upl" path={PATHS.adminInvoiceUpload} element={admin(<UploadPage kind="admin" />)} />,
  <Route key="a-pep" path={PATHS.adminPeppolList} element={admin(<invoices.list scope="admin" format="peppol" />)} />,
  <Route key="a-co" path={PATHS.adminCompanyList} element={admin(<companies.list variant="admin" />)} />,
  <Route key="a-co-new" path={PATHS.adminCompanyNew} element={admin(<companies.create />)} />,
  <Route key="a-co-det" path={companyDetailPath(':id')} element={admin(<companies.edit />)} />,
  <Route key="a-con-pdf" path={PATHS.adminConnectionsPdf} element={admin(<connections.list kind="pdf" />)} />,
  <Route key="a-con-pep" path={PATHS.adminConnectionsPeppol} element={admin(<connections.list kind="peppol" />)} />,
  <Route key="a-con-new" path={kindPaths('connections', ':kind').create} element={admin(<connections.create />)} />,
  <Route
    key="a-con-det"
    path={kindPaths('connections', ':kind').detail(':id')}
    element={admin(<connections.edit />)}
  />,
  <Route key="a-dom-al" path={PATHS.adminDomainsAllowed} element={admin(<domains.list slug="allowed" />)} />,
  <Route key="a-dom-ge" path={PATHS.adminDomainsGeneral} element={admin(<domains.list slug="general" />)} />,
  <Route key="a-dom-oc" path={PATHS.adminDomainsOpenChannel} element={admin(<domains.list slug="open-chanel" />)} />,
  <Route key="a-dom-new" path={kindPaths('domains', ':kind').create} element={admin(<domains.create />)} />,
  <Route key="a-dom-det" path={kindPaths('domains', ':kind').detail(':id')} element={admin(<domains.edit />)} />,
  <Route key="a-users" path={PATHS.adminUserList} element={admin(<users.list />)} />,
  <Route key="a-ops" path={PATHS.adminOperatorList} element={admin(<operators.list />)} />,
  <Route key="a-ops-new" path={CONSOLE_PATHS.adminOperatorNew} element={admin(<operators.create />)} />,
  <Route key="a-ops-det" path={operatorDetailPath(':id')} element={admin(<operators.edit />)} />,
  <Route key="a-req" path={PATHS.adminUserRequestList} element={admin(<userRequests.list />)} />,
  <Route
    key="a-bk-pdf"
    path={PATHS.adminBookkeepingPdf}
    element={admin(<bookkeeping.list area="admin" format="pdf" />)}
  />,
  <Route
    key="a-bk-pep"
    path={PATHS.adminBookkeepingPeppol}
    element={admin(<bookkeeping.list area="admin" format="peppol" />)}
  />,
  <Route key="a-mail" path={PATHS.adminEmailList} element={admin(<emails.list variant="all" />)} />,
  <Route
    key="a-mail-fail"
    path={PATHS.adminEmailFailedCases}
    element={admin(<emails.list variant="failed-cases" />)}
  />,
  <Route key="a-mail-det" path={emailDetailPath(':id')} element={admin(<emails.show />)} />,
  <Route key="a-esp-fail" path={PATHS.adminESynPayFailedCases} element={admin(<esynpayFailedCases.list />)} />,
  // User area
  <Route key="dash" path={PATHS.dashboard} element={company(<Dashboard />)} />,
  <Route
    key="out-pdf"
    path={PATHS.outgoingPdfList}
    element={company(<invoices.list scope="outgoing" format="pdf" />)}
  />,
  <Route
    key="out-pep"
    path={PATHS.outgoingPeppolList}
    element={company(<invoices.list scope="outgoing" format="peppol" />)}
  />,
  <Route
    key="in-pdf"
    path={PATHS.incomingPdfList}
    element={company(<invoices.list scope="incoming" format="pdf" />)}
  />,
  <Route
    key="in-pep"
    path={PATHS.incomingPeppolList}
    element={company(<invoices.list scope="incoming" format="peppol" />)}
  />,
  <Route key="bk-pdf" path={PATHS.bookkeepingPdf} element={company(<bookkeeping.list area="user" format="pdf" />)} />,
  <Route
    key="bk-pep"
    path={PATHS.bookkeepingPeppol}
    element={company(<bookkeeping.list area="user" format="peppol" />)}
  />,
  <Route key="out-upl" path={PATHS.outgoingUpload} element={<UploadPage kind="outgoing" />} />,
  <Route key="in-upl" path={PATHS.incomingUpload} element={<UploadPage kind="incoming" />} />,
  <Route key="recv" path={PATHS.receiverList} element={company(<companies.list variant="receivers" />)} />,
  <Route
    key="recv-det"
    path={detailPath(CONSOLE_PATHS.receiverDetail, ':id')}
    element={company(<companies.show resource="receivers" />)}
  />,
  <Route key="send" path={PATHS.senderList} element={company(<companies.list variant="senders" />)} />,
  <Route
    key="send-det"
    path={detailPath(CONSOLE_PATHS.senderDetail, ':id')}
    element={company(<companies.show resource="senders" />)}
  />,
  <Route key="faq" path={PATHS.faq} element={<FaqPage />} />,
  // Invoice detail pages, beside each list (admin ones for admins, the others for company users).
  ...INVOICE_DETAIL_PAGES.map(({ scope, format }) => {
    const page = <invoices.show scope={scope} format={format} />;
    return (
      <Route
        key={`inv-det-${scope}-${format}`}
        path={invoiceDetailRoute(scope, format)}
        element={scope === 'admin' ? admin(page) : company(page)}
      />
    );
  }),
  // Settings
  <Route key="profile" path={PATHS.userProfile} element={<UserProfile />} />,
  <Route key="co-set" path={PATHS.companySettings} element={company(<companies.settings />)} />,
  <Route key="co-users" path={CONSOLE_PATHS.companyUsers} element={company(<users.companyList mode="normal" />)} />,
  <Route
    key="co-users-esp"
    path={CONSOLE_PATHS.companyESynPayUsers}
    element={company(<users.companyList mode="esynpay" />)}
  />,
  <Route key="co-user-new" path={PATHS.newCompanyUser} element={company(<users.create />)} />,
];
