// The menu part of /api/me: the allow/deny flags of spec 6 as they hold for the user, and the
// sidebar paths domain/menu gives them (the console renders the same rule; the api only reports).
import {
  canManageCompanyUsers,
  menuFlagHolds,
  menuPaths,
  showCompanySettingsLink,
  visibleMenu,
  type MenuCompany,
} from '../../domain/permissions';
import type { CompanyRow } from '../models/company.model';
import type { PublicUserRow } from '../models/user.model';

export function menuFlags(user: PublicUserRow, company: CompanyRow | null) {
  const menuCompany: MenuCompany | null = company
    ? {
        is_receiver: company.is_receiver,
        manual_parsing_allowed: company.manual_parsing_allowed,
        show_outgoing_invoices: company.show_outgoing_invoices,
        eSynPay: { is_enabled: company.esynpay_enabled },
        eSynSend: { is_enabled: company.esynsend_enabled },
      }
    : null;
  const menuUser = { eSynPay: { is_enabled: user.esynpay_enabled } };
  const flag = (f: 'receiver' | 'manual' | 'showOutgoing' | 'eSynPay' | 'eSynSend') =>
    company !== null && menuFlagHolds(f, menuCompany, menuUser);
  return {
    admin: user.role === 'admin',
    companySettings: showCompanySettingsLink(user),
    companyAdmin: company !== null && canManageCompanyUsers(user),
    receiver: flag('receiver'),
    manual: flag('manual'),
    showOutgoing: flag('showOutgoing'),
    eSynPay: flag('eSynPay'),
    eSynSend: flag('eSynSend'),
    /** The sidebar paths for this user (admins: the admin sidebar). */
    paths: menuPaths(visibleMenu({ role: user.role, company: menuCompany, user: menuUser })),
  };
}
