// The menu facts of /api/me (spec 6 'Non-admin menu visibility'): the flags that menu items are
// allowed or denied by. Which item shows for which flags is a domain rule (domain/permissions).
import type { CompanyRow } from '../models/company.model';
import type { UserRow } from '../models/user.model';

export interface MenuFlags {
  admin: boolean;
  /** Company settings link (spec 2: only for users tied to a company). */
  companySettings: boolean;
  companyAdmin: boolean;
  receiver: boolean;
  manual: boolean;
  showOutgoing: boolean;
  eSynPay: boolean;
  eSynSend: boolean;
}

export function menuFlags(user: UserRow, company: CompanyRow | null): MenuFlags {
  return {
    admin: user.role === 'admin',
    companySettings: company !== null,
    companyAdmin: company !== null && user.is_company_admin,
    receiver: company?.is_receiver ?? false,
    manual: company?.manual_parsing_allowed ?? false,
    showOutgoing: company?.show_outgoing_invoices ?? false,
    eSynPay: company?.esynpay_enabled ?? false,
    eSynSend: company?.esynsend_enabled ?? false,
  };
}
