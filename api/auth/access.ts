// Who may call which route group (spec section 6). The user-facing rules (menu items, columns,
// actions) live in domain/permissions.ts; these are the api's route-level checks built on the same
// roles. Rows are further limited by the tenancy scope.
import { can, canManageCompanyUsers } from '../../domain/permissions';
import { showsIncoming, showsOutgoing } from '../tenancy/scope';
import type { AccessRule } from './auth.middleware';

export const isAdmin: AccessRule = ({ scope }) => scope.isAdmin;

/** Any signed-in user tied to a company, and admins. */
export const isCompanyUserOrAdmin: AccessRule = ({ scope }) => scope.isAdmin || scope.companyId !== null;

/** A user tied to a company (company settings, spec 2 'Company settings link'). */
export const hasCompany: AccessRule = ({ scope }) => scope.companyId !== null;

/** A company admin (spec 6 'Company admin: can manage the company's users'), and admins. */
export const isCompanyAdminOrAdmin: AccessRule = ({ user }) => canManageCompanyUsers(user);

export const isCompanyAdmin: AccessRule = ({ scope }) => scope.isCompanyAdmin;

/** Sender lookups (spec 7 'Sender: search senders, search receivers'): uploads for the own company. */
export const isSender: AccessRule = ({ scope }) => can(scope.role, 'uploadForOwnCompany') && scope.companyId !== null;

/** Receiver lookup (spec 7 'Receiver: get the company's children'; spec 6 children-of-company lookup). */
export const isReceiver: AccessRule = ({ scope }) => can(scope.role, 'useChildrenLookup') && scope.companyId !== null;

/** Outgoing (AR) invoices and the receivers list: the user sidebar's 'showOutgoing' flag. */
export const canSeeOutgoing: AccessRule = ({ scope }) => showsOutgoing(scope);

/** Incoming (AP) invoices, the senders list and the dashboard: the sidebar's 'receiver' flag. */
export const canSeeIncoming: AccessRule = ({ scope }) => showsIncoming(scope);
