// Who may call which route group (spec section 6). The user-facing rules (menu items, columns,
// actions) live in domain/permissions.ts; these are the api's route-level checks built on the same
// roles. Rows are further limited by the tenancy scope.
import type { AccessRule } from './auth.middleware';

export const isAdmin: AccessRule = ({ scope }) => scope.isAdmin;

/** Any signed-in user tied to a company, and admins. */
export const isCompanyUserOrAdmin: AccessRule = ({ scope }) => scope.isAdmin || scope.companyId !== null;

/** A user tied to a company (company settings, spec 2 'Company settings link'). */
export const hasCompany: AccessRule = ({ scope }) => scope.companyId !== null;

/** A company admin (spec 6 'Company admin: can manage the company's users'), and admins. */
export const isCompanyAdminOrAdmin: AccessRule = ({ scope }) => scope.isAdmin || scope.isCompanyAdmin;

export const isCompanyAdmin: AccessRule = ({ scope }) => scope.isCompanyAdmin;

/** Senders (spec 7 'Sender: search senders, search receivers'). */
export const isSender: AccessRule = ({ scope }) => scope.role === 'sender' && scope.companyId !== null;

/** Receivers (spec 7 'Receiver: get the company's children'). */
export const isReceiver: AccessRule = ({ scope }) => scope.role === 'receiver' && scope.companyId !== null;

/** Outgoing (AR) invoices: senders, and users whose company shows outgoing invoices (spec 2 user sidebar). */
export const canSeeOutgoing: AccessRule = ({ scope }) =>
  !scope.isAdmin && scope.companyId !== null && (scope.role === 'sender' || scope.company?.showOutgoingInvoices === true);

/** Incoming (AP) invoices: receivers, and users of a receiver company (spec 2 user sidebar). */
export const canSeeIncoming: AccessRule = ({ scope }) =>
  !scope.isAdmin && scope.companyId !== null && (scope.role === 'receiver' || scope.company?.isReceiver === true);
