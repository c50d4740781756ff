// Users list contracts: the admin users list and the company users list (spec 9: page size 5).
import { ROLES } from '../../domain/roles';
import { USERS_PAGE_SIZE } from '../../domain/constants';
import type { ListSpec } from '../http/list-params';
import { booleanColumn, idFilter, oneOf, textContains, uuidEquals } from '../http/filters';

export const adminUsersList: ListSpec = {
  sortable: {
    email: 'lower(coalesce(users.email, users.pending_email))',
    role: 'users.role',
    type: 'users.role',
    domain: "lower(split_part(users.email, '@', 2))",
    created_at: 'users.created_at',
    last_login_at: 'users.last_login_at',
  },
  defaultSort: { field: 'created_at', order: 'DESC' },
  tieBreaker: 'users.id',
  filters: {
    q: textContains('users.email', 'users.pending_email', 'companies.name'),
    email: textContains('users.email', 'users.pending_email'),
    domain: textContains("split_part(users.email, '@', 2)"),
    role: oneOf('users.role', ROLES),
    type: oneOf('users.role', ROLES),
    company_id: uuidEquals('users.company_id'),
    is_company_admin: booleanColumn('users.is_company_admin'),
    id: idFilter('users.id'),
  },
};

export const companyUsersList: ListSpec = {
  sortable: { email: 'lower(coalesce(users.email, users.pending_email))', created_at: 'users.created_at' },
  defaultSort: { field: 'email', order: 'ASC' },
  tieBreaker: 'users.id',
  defaultLimit: USERS_PAGE_SIZE,
  filters: {
    q: textContains('users.email', 'users.pending_email'),
    email: textContains('users.email', 'users.pending_email'),
    id: idFilter('users.id'),
  },
};

/** Admins may pick the company of the company-users list. */
export const adminCompanyUsersList: ListSpec = {
  ...companyUsersList,
  filters: { ...companyUsersList.filters, company_id: uuidEquals('users.company_id') },
};
