// The console's bridge to domain/permissions: every visibility rule is the domain's; this file only
// feeds it the signed-in user (GET /api/me) and shapes the answers for the components.
import {
  canManageCompanyUsers,
  companiesListLayout,
  companyEmailFor,
  can,
  isColumnVisible,
  profileMenu,
  showESynSendMark,
  showStageMarker,
  uploadButtonTarget as domainUploadButtonTarget,
  visibleMenu,
  visibleSettingsSections,
  type MenuItem,
  type SettingsSectionId,
} from '../../../domain/permissions';
import { PATHS } from '../../../domain/paths';
import type { CurrentUser } from '../currentUser';
import { CONSOLE_PATHS } from '../../../domain/paths';

export interface MenuNode {
  id: string;
  label: string;
  path?: string;
  children?: MenuNode[];
}

const toNode = (item: MenuItem): MenuNode => ({
  id: item.id,
  label: item.labelKey,
  path: item.path,
  children: item.children?.map(toNode),
});

/** The sidebar: the admin menu for admins (on every page), else the user menu filtered by the flags. */
export function menuFor(user: CurrentUser): MenuNode[] {
  return visibleMenu({
    role: user.role,
    company: user.company ?? null,
    user: { eSynPay: user.eSynPay ?? null },
  }).map(toNode);
}

export function uploadButtonTarget(user: CurrentUser, pathname: string): string | null {
  return domainUploadButtonTarget(user.role, pathname);
}

export interface ProfileLinkView {
  path: string;
  label: string;
  icon: 'profile' | 'company' | 'users' | 'admin';
}

/** Profile menu links (logout is react-admin's own item, which also returns to /). */
export function profileLinks(user: CurrentUser, pathname: string): ProfileLinkView[] {
  const links: ProfileLinkView[] = profileMenu({ role: user.role, company_id: companyIdOf(user) }, pathname)
    .filter((l) => l.path !== PATHS.home)
    .map((l) => ({
      path: l.path,
      label: l.labelKey,
      icon: l.path === PATHS.userProfile ? 'profile' : l.path === PATHS.adminDashboard ? 'admin' : 'company',
    }));
  if (companyIdOf(user) && canManageCompanyUsers(user)) {
    const at = links.length - (links.at(-1)?.icon === 'admin' ? 1 : 0);
    const extra: ProfileLinkView[] = [
      { path: CONSOLE_PATHS.companyUsers, label: 'app.appbar.company_users', icon: 'users' },
    ];
    // The eSynPay mode of the users list, for companies with eSynPay.
    if (user.company?.eSynPay?.is_enabled)
      extra.push({ path: CONSOLE_PATHS.companyESynPayUsers, label: 'app.appbar.esynpay_users', icon: 'users' });
    links.splice(at, 0, ...extra);
  }
  return links;
}

function companyIdOf(user: CurrentUser): string | null {
  return (typeof user.company_id === 'string' ? user.company_id : null) ?? user.company?.id ?? null;
}

/** STAGE_HOSTS of the build (vite define); localhost and loopback always count. */
declare const __STAGE_HOSTS__: string;
const STAGING_HOSTS = (typeof __STAGE_HOSTS__ === 'string' ? __STAGE_HOSTS__ : 'staging').split(',').filter(Boolean);

/** The marker text, or null when no marker shows on this host. */
export function stageName(hostname: string): string | null {
  if (!showStageMarker(hostname, STAGING_HOSTS)) return null;
  return showStageMarker(hostname, []) ? 'localhost' : 'staging';
}

export const showAddressColumn = (user: CurrentUser | undefined) =>
  !!user && isColumnVisible('companyAddress', user.role);
export const showSupplierColumn = (user: CurrentUser | undefined) => !!user && isColumnVisible('supplier', user.role);

export function companyListRules(user: CurrentUser | undefined) {
  const role = user?.role ?? 'sender';
  // '2-4': filters (2 of 6 columns) then table (4); '4-2': table (4) then filters (2).
  return {
    filtersFirst: companiesListLayout(role) === '2-4',
    filterWidth: 2,
    tableWidth: 4,
    canCreate: can(role, 'createCompany'),
    switchFilters: can(role, 'useAgreementFilters'),
    showAddress: isColumnVisible('companyAddress', role),
  };
}

export function companyEmail(
  user: CurrentUser | undefined,
  company: { invoice_email?: string | null; general_email?: string | null },
): string | null {
  return companyEmailFor(user?.role ?? 'sender', company);
}

export function settingsSections(user: CurrentUser | undefined): SettingsSectionId[] {
  return user ? visibleSettingsSections(user.role) : [];
}

/** The admin company editor's agreement flags: whoever may use the agreement filters. */
export const canEditAgreements = (user: CurrentUser | undefined) => !!user && can(user.role, 'useAgreementFilters');

export const showESynSendLogo = (user: CurrentUser | undefined) => !!user && showESynSendMark(user.company);

export const ESYNPAY_INVOICES_PATH = CONSOLE_PATHS.eSynPayInvoices;
