// Tenancy, in one place. A Scope is built once per request from the signed-in user; every
// repository applies it through the helpers below, so a non-admin never reads or writes a row of
// another company. A row outside the scope is 'not found' (404), never 'forbidden', so ids cannot
// be probed.
import type { Knex } from 'knex';
import { can, menuFlagHolds } from '../../domain/permissions';
import type { PublicUserRow, Role } from '../models/user.model';

export interface Scope {
  isAdmin: boolean;
  userId: string;
  role: Role;
  /** The user's own company (null for admins without a company and for users not yet tied). */
  companyId: string | null;
  /** The own company plus its child companies (spec 6: receivers' children-of-company lookup). */
  groupCompanyIds: string[];
  isCompanyAdmin: boolean;
  /** Flags of the own company that decide route access (incoming needs a receiver company) and actions (manual parsing). */
  company: { isReceiver: boolean; showOutgoingInvoices: boolean; manualParsingAllowed: boolean } | null;
}

/** Builds the scope from the user row and its child company ids (read with the user, see auth). */
export function buildScopeFromRow(user: PublicUserRow, childCompanyIds: string[], company: Scope['company']): Scope {
  const isAdmin = user.role === 'admin';
  const groupCompanyIds = user.company_id
    ? [user.company_id, ...childCompanyIds.filter((id) => id !== user.company_id)]
    : [];
  return {
    isAdmin,
    userId: user.id,
    role: user.role,
    companyId: user.company_id,
    groupCompanyIds,
    isCompanyAdmin: Boolean(user.company_id) && user.is_company_admin,
    company: user.company_id ? company : null,
  };
}

/** A condition that matches no row (for a non-admin without a company). */
function none(qb: Knex.QueryBuilder): void {
  qb.whereRaw('false');
}

/** Rows whose `column` is the user's own company (admins: every row). */
export function whereOwnCompany(qb: Knex.QueryBuilder, scope: Scope, column: string): void {
  if (scope.isAdmin) return;
  if (!scope.companyId) return none(qb);
  qb.where(column, scope.companyId);
}

/** Rows whose `column` is the own company or one of its children (admins: every row). */
export function whereCompanyGroup(qb: Knex.QueryBuilder, scope: Scope, column: string): void {
  if (scope.isAdmin) return;
  if (scope.groupCompanyIds.length === 0) return none(qb);
  if (scope.groupCompanyIds.length === 1) qb.where(column, scope.groupCompanyIds[0] as string);
  else qb.whereIn(column, scope.groupCompanyIds);
}

/** Outgoing (AR) invoices are in the user's sidebar: the 'showOutgoing' flag of their company. */
export function showsOutgoing(scope: Scope): boolean {
  return (
    !scope.isAdmin &&
    scope.company !== null &&
    menuFlagHolds('showOutgoing', { show_outgoing_invoices: scope.company.showOutgoingInvoices })
  );
}

/** Incoming (AP) invoices are in the user's sidebar: the 'receiver' flag of their company. */
export function showsIncoming(scope: Scope): boolean {
  return (
    !scope.isAdmin && scope.company !== null && menuFlagHolds('receiver', { is_receiver: scope.company.isReceiver })
  );
}

/**
 * The user's company's own invoices, as sender, are theirs: outgoing invoices are in their sidebar,
 * or they upload for the company (their own uploads). The same rule lets them upload and read them.
 */
export function hasOutgoingSide(scope: Scope): boolean {
  return !scope.isAdmin && scope.companyId !== null && (showsOutgoing(scope) || can(scope.role, 'uploadForOwnCompany'));
}

/**
 * Invoices of the user's company on a side the user has: as sender when outgoing invoices are in
 * their sidebar or they upload for the company (their own uploads), as receiver (own or child
 * company) when incoming invoices are. One invoice by id follows the same rule as the lists: a
 * company that is not a receiver does not see an invoice addressed to it, not even by its id.
 */
export function whereInvoiceParty(qb: Knex.QueryBuilder, scope: Scope, table = 'invoices'): void {
  if (scope.isAdmin) return;
  const outgoing = hasOutgoingSide(scope);
  const incoming = showsIncoming(scope);
  if (!scope.companyId || (!outgoing && !incoming)) return none(qb);
  qb.where((w) => {
    if (outgoing) w.orWhere(`${table}.sender_company_id`, scope.companyId as string);
    if (incoming) w.orWhereIn(`${table}.receiver_company_id`, scope.groupCompanyIds);
  });
}

/** Invoices sent by the user's company (AR, 'outgoing'). */
export function whereInvoiceSender(qb: Knex.QueryBuilder, scope: Scope, table = 'invoices'): void {
  if (!scope.companyId) return none(qb);
  qb.where(`${table}.sender_company_id`, scope.companyId);
}

/** Invoices received by the user's company or its children (AP, 'incoming'). */
export function whereInvoiceReceiver(qb: Knex.QueryBuilder, scope: Scope, table = 'invoices'): void {
  whereCompanyGroup(qb, { ...scope, isAdmin: false }, `${table}.receiver_company_id`);
}
