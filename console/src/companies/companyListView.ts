// What each companies-list variant shows: which api resource, where rows link, and the rules of
// domain/permissions for the user (filters, Create Company, Address column, grid split).
import type { CurrentUser } from '../currentUser';
import { CONSOLE_PATHS } from '../../../domain/paths';
import { companyListRules } from '../layout/permissions';

export type CompanyListVariant = 'admin' | 'receivers' | 'senders';

export const COMPANY_DETAIL_BASE: Record<CompanyListVariant, string> = {
  admin: CONSOLE_PATHS.adminCompanyDetail,
  receivers: CONSOLE_PATHS.receiverDetail,
  senders: CONSOLE_PATHS.senderDetail,
};

/**
 * The `meta` of every companies list query. react-admin copies each row of a list into the cache of
 * its detail read (getOne, keyed by id and meta); the admin list's rows are list rows only (docs/api.md
 * GET /api/companies), so under the detail's own key they would fill the edit form with a company
 * missing its payment means, aliases and agreement flags until the record arrives. A meta of their
 * own keeps list rows under another key.
 */
export const COMPANY_LIST_META = { view: 'list' } as const;

export function companyListView(variant: CompanyListVariant, user: CurrentUser | undefined) {
  return {
    resource: variant === 'admin' ? 'companies' : variant,
    detailBase: COMPANY_DETAIL_BASE[variant],
    queryOptions: { meta: COMPANY_LIST_META },
    ...companyListRules(user),
  };
}
