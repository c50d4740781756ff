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

export function companyListView(variant: CompanyListVariant, user: CurrentUser | undefined) {
  return {
    resource: variant === 'admin' ? 'companies' : variant,
    detailBase: COMPANY_DETAIL_BASE[variant],
    ...companyListRules(user),
  };
}
