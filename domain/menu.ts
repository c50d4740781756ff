// Sidebars (spec section 2) with the allow/deny flags of section 6: the admin sidebar, the user
// sidebar, and the rule that picks what a user sees.

import type { MessageKey } from './i18n/messages';
import { PATHS } from './paths';
import type { Role } from './roles';

/** receiver: company is_receiver; manual: manual_parsing_allowed; showOutgoing: show_outgoing_invoices;
 * eSynPay / eSynSend: the service is enabled; all: always true. */
export type MenuFlag = 'receiver' | 'manual' | 'showOutgoing' | 'eSynPay' | 'eSynSend' | 'all';

export interface MenuItem {
  id: string;
  labelKey: MessageKey;
  path?: string;
  /** Every flag must hold for the item to show (none: shown). */
  allow?: readonly MenuFlag[];
  /** Any flag that holds hides the item ('all' always hides). */
  deny?: readonly MenuFlag[];
  children?: readonly MenuItem[];
}

export const ADMIN_MENU: readonly MenuItem[] = [
  { id: 'dashboard', labelKey: 'menu.dashboard', path: PATHS.adminDashboard },
  {
    id: 'invoices',
    labelKey: 'menu.invoices',
    children: [
      { id: 'invoices.list', labelKey: 'menu.invoiceList', path: PATHS.adminInvoiceList },
      { id: 'invoices.upload', labelKey: 'menu.uploadInvoice', path: PATHS.adminInvoiceUpload },
    ],
  },
  { id: 'peppol', labelKey: 'menu.peppolInvoices', path: PATHS.adminPeppolList },
  {
    id: 'bookkeeping',
    labelKey: 'menu.bookkeeping',
    children: [
      { id: 'bookkeeping.pdf', labelKey: 'menu.bookkeepingPdf', path: PATHS.adminBookkeepingPdf },
      { id: 'bookkeeping.peppol', labelKey: 'menu.bookkeepingPeppol', path: PATHS.adminBookkeepingPeppol },
    ],
  },
  { id: 'companies', labelKey: 'menu.companies', path: PATHS.adminCompanyList },
  {
    id: 'connections',
    labelKey: 'menu.connections',
    children: [
      { id: 'connections.pdf', labelKey: 'menu.connectionsPdf', path: PATHS.adminConnectionsPdf },
      { id: 'connections.peppol', labelKey: 'menu.connectionsPeppol', path: PATHS.adminConnectionsPeppol },
    ],
  },
  {
    id: 'domains',
    labelKey: 'menu.domains',
    children: [
      { id: 'domains.allowed', labelKey: 'menu.domainsAllowed', path: PATHS.adminDomainsAllowed },
      { id: 'domains.general', labelKey: 'menu.domainsGeneral', path: PATHS.adminDomainsGeneral },
      { id: 'domains.openChannel', labelKey: 'menu.domainsOpenChannel', path: PATHS.adminDomainsOpenChannel },
    ],
  },
  {
    id: 'users',
    labelKey: 'menu.users',
    children: [
      { id: 'users.list', labelKey: 'menu.userList', path: PATHS.adminUserList },
      { id: 'users.operators', labelKey: 'menu.operators', path: PATHS.adminOperatorList },
      { id: 'users.requests', labelKey: 'menu.userRequests', path: PATHS.adminUserRequestList },
    ],
  },
  {
    id: 'emails',
    labelKey: 'menu.emails',
    children: [
      { id: 'emails.list', labelKey: 'menu.emailList', path: PATHS.adminEmailList },
      { id: 'emails.failedCases', labelKey: 'menu.emailFailedCases', path: PATHS.adminEmailFailedCases },
    ],
  },
  { id: 'eSynPayFailedCases', labelKey: 'menu.eSynPayFailedCases', path: PATHS.adminESynPayFailedCases },
];

export const USER_MENU: readonly MenuItem[] = [
  { id: 'dashboard', labelKey: 'menu.dashboard', path: PATHS.dashboard, allow: ['receiver'] },
  {
    id: 'outgoing',
    labelKey: 'menu.outgoing',
    allow: ['showOutgoing'],
    children: [
      { id: 'outgoing.pdf', labelKey: 'menu.pdfInvoices', path: PATHS.outgoingPdfList },
      { id: 'outgoing.peppol', labelKey: 'menu.peppolInvoices', path: PATHS.outgoingPeppolList },
      { id: 'outgoing.upload', labelKey: 'menu.uploadInvoice', path: PATHS.outgoingUpload },
      { id: 'outgoing.receivers', labelKey: 'menu.receivers', path: PATHS.receiverList },
    ],
  },
  {
    id: 'incoming',
    labelKey: 'menu.incoming',
    allow: ['receiver'],
    children: [
      { id: 'incoming.pdf', labelKey: 'menu.pdfInvoices', path: PATHS.incomingPdfList },
      { id: 'incoming.peppol', labelKey: 'menu.peppolInvoices', path: PATHS.incomingPeppolList },
      { id: 'incoming.upload', labelKey: 'menu.uploadInvoice', path: PATHS.incomingUpload, allow: ['manual'] },
      { id: 'incoming.senders', labelKey: 'menu.senders', path: PATHS.senderList },
    ],
  },
  {
    id: 'bookkeeping',
    labelKey: 'menu.bookkeeping',
    allow: ['receiver'],
    children: [
      { id: 'bookkeeping.pdf', labelKey: 'menu.bookkeepingPdf', path: PATHS.bookkeepingPdf },
      { id: 'bookkeeping.peppol', labelKey: 'menu.bookkeepingPeppol', path: PATHS.bookkeepingPeppol },
    ],
  },
  { id: 'faq', labelKey: 'menu.faq', path: PATHS.faq, allow: ['all'] },
];

/** The company fields the menu flags read (spec section 3 names). */
export interface MenuCompany {
  is_receiver?: boolean | null;
  manual_parsing_allowed?: boolean | null;
  /** Default true. */
  show_outgoing_invoices?: boolean | null;
  eSynPay?: { is_enabled?: boolean | null } | null;
  eSynSend?: { is_enabled?: boolean | null } | null;
}

export interface MenuUser {
  /** The user's own eSynPay switch (users list); when absent the company's decides. */
  eSynPay?: { is_enabled?: boolean | null } | null;
}

export interface MenuContext {
  role: Role;
  company?: MenuCompany | null;
  user?: MenuUser | null;
  /** For tests and future menus; defaults to the sidebar of the area. */
  items?: readonly MenuItem[];
}

export function menuFlagHolds(
  flag: MenuFlag,
  company: MenuCompany | null | undefined,
  user?: MenuUser | null,
): boolean {
  const c = company ?? {};
  switch (flag) {
    case 'all':
      return true;
    case 'receiver':
      return c.is_receiver === true;
    case 'manual':
      return c.manual_parsing_allowed === true;
    case 'showOutgoing':
      return c.show_outgoing_invoices !== false;
    case 'eSynPay':
      return c.eSynPay?.is_enabled === true && user?.eSynPay?.is_enabled !== false;
    case 'eSynSend':
      return c.eSynSend?.is_enabled === true;
  }
}

function itemVisible(
  item: MenuItem,
  company: MenuCompany | null | undefined,
  user: MenuUser | null | undefined,
): boolean {
  if ((item.deny ?? []).some((f) => menuFlagHolds(f, company, user))) return false;
  return (item.allow ?? []).every((f) => menuFlagHolds(f, company, user));
}

function filterItems(items: readonly MenuItem[], keep: (i: MenuItem) => boolean): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of items) {
    if (!keep(item)) continue;
    if (item.children) {
      const children = filterItems(item.children, keep);
      if (children.length === 0) continue; // an empty group is not shown
      out.push({ ...item, children });
    } else {
      out.push(item);
    }
  }
  return out;
}

/**
 * The sidebar for a user. Admins see the whole admin sidebar wherever they are (the user pages
 * answer an admin with 403: an admin has no company); everyone else sees the user sidebar
 * filtered by the allow/deny flags.
 */
export function visibleMenu(ctx: MenuContext): MenuItem[] {
  if (ctx.role === 'admin') return filterItems(ctx.items ?? ADMIN_MENU, () => true);
  const items = ctx.items ?? USER_MENU;
  return filterItems(items, (i) => itemVisible(i, ctx.company, ctx.user));
}

/** Whether `path` is a page of `item` or lies beside it (a list's detail pages: /x/list → /x/…). */
function pathBelongsTo(item: MenuItem, path: string): boolean {
  if (!item.path) return false;
  return (
    path === item.path || (item.path.endsWith('/list') && path.startsWith(`${item.path.slice(0, -'list'.length)}`))
  );
}

/**
 * The route guard of the user sidebar's pages: a page of the user sidebar, or a detail page beside
 * one of its lists, is open to a user whose sidebar shows it, and to an admin only when it is
 * everyone's (the FAQ: an admin has no company, a company's pages answer 403). Pages outside the
 * user sidebar are not decided here (true).
 */
export function userMenuAllows(ctx: MenuContext, path: string): boolean {
  const holders = (items: readonly MenuItem[]): MenuItem[] =>
    items.flatMap((i) => [...(pathBelongsTo(i, path) ? [i] : []), ...holders(i.children ?? [])]);
  const pages = holders(USER_MENU);
  if (pages.length === 0) return true;
  if (ctx.role === 'admin') return pages.every((i) => (i.allow ?? []).includes('all'));
  return holders(visibleMenu({ ...ctx, items: USER_MENU })).length > 0;
}

/** All paths of a menu, depth first (for route guards and tests). */
export function menuPaths(items: readonly MenuItem[]): string[] {
  return items.flatMap((i) => [...(i.path ? [i.path] : []), ...menuPaths(i.children ?? [])]);
}
