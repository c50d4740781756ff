// The react-admin application: providers, layout, resources (for data and i18n names) and the
// pages at the spec's paths (section 2) through CustomRoutes; see docs/console.md for the map.
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { CONSOLE_PATHS } from '../../domain/paths';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { queryClient } from './queryClient';
import { i18nProvider } from './i18n';
import { Layout } from './layout/Layout';
import { LoginPage } from './login/LoginPage';
import { VerifyEmailPage } from './login/VerifyEmailPage';
import { SetPasswordPage } from './login/SetPasswordPage';
import { HomeRedirect } from './layout/HomeRedirect';
import { appRoutes } from './routes';
import { theme } from './theme';

function ConsoleAdmin() {
  return (
    <Admin
      title="eSyn"
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      layout={Layout}
      loginPage={LoginPage}
      dashboard={HomeRedirect}
      theme={theme}
      disableTelemetry
    >
      <Resource name="companies" />
      <Resource name="receivers" />
      <Resource name="senders" />
      <Resource name="company-settings" />
      <Resource name="users" />
      <Resource name="company-users" />
      <Resource name="operators" recordRepresentation="name" />
      <Resource name="operator-companies" />
      <Resource name="domains" recordRepresentation="name" />
      <Resource name="connections" recordRepresentation="name" />
      <Resource name="user-requests" />
      <Resource name="invoices" />
      <Resource name="invoices/outgoing" />
      <Resource name="invoices/incoming" />
      <Resource name="emails" recordRepresentation="subject" />
      <Resource name="emails/failed-cases" />
      <Resource name="esynpay-failed-cases" />
      <Resource name="bookkeeping" />
      <CustomRoutes>{appRoutes}</CustomRoutes>
      {/* Opened from a verification or invitation link, signed in or not. */}
      <CustomRoutes noLayout>
        <Route path={CONSOLE_PATHS.verifyEmail} element={<VerifyEmailPage />} />
        <Route path={CONSOLE_PATHS.setPassword} element={<SetPasswordPage />} />
      </CustomRoutes>
    </Admin>
  );
}

// Real paths (the spec's /admin/companies/list ...), not react-admin's default hash router, and a
// data router: react-admin's warnWhenUnsavedChanges blocks navigation with useBlocker, which only
// works inside one.
const router = createBrowserRouter([{ path: '*', element: <ConsoleAdmin /> }]);

export function App() {
  // Location changes render at once, as with BrowserRouter, not in a React transition: react-admin's
  // logout navigates to /login and clears its query cache in the same tick, and a transition left the
  // login page blank (the cache-cleared render won over the pending location).
  return <RouterProvider router={router} useTransitions={false} />;
}
