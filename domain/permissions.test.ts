// Tests: Sidebars with exact spec paths, allow/deny flags, capabilities, columns and shell rules.
import {
  ADMIN_MENU,
  USER_MENU,
  can,
  canEditInvoiceParties,
  canManageCompanyUsers,
  companiesListLayout,
  companyEmailFor,
  companyUserColumns,
  isColumnVisible,
  menuPaths,
  profileMenu,
  showCompanySettingsLink,
  showESynSendMark,
  showRecreateContractButton,
  showStageMarker,
  uploadButtonTarget,
  uploadEndpointKind,
  uploadScreenRules,
  userMenuAllows,
  visibleMenu,
  visibleSettingsSections,
  type MenuItem,
} from './permissions';
import { ROLES } from './roles';

const NON_ADMINS = ['sender', 'receiver', 'user', 'esynpay_user'] as const;

describe('admin sidebar', () => {
  it('has exactly the spec paths in order', () => {
    expect(menuPaths(ADMIN_MENU)).toEqual([
      '/admin/dashboard',
      '/admin/invoices/list',
      '/admin/invoices/upload',
      '/admin/peppol/list',
      '/admin/bookkeeping/pdf',
      '/admin/bookkeeping/peppol',
      '/admin/companies/list',
      '/admin/connections/pdf',
      '/admin/connections/peppol',
      '/admin/domains/allowed',
      '/admin/domains/general',
      '/admin/domains/open-chanel',
      '/admin/users/list',
      '/admin/users/operators/list',
      '/admin/users/requests/list',
      '/admin/emails/list',
      '/admin/emails/failed-cases/list',
      '/admin/esynpay-failed-cases',
    ]);
  });
  it('admins see all of it, also outside /admin (the user pages refuse an admin)', () => {
    expect(menuPaths(visibleMenu({ role: 'admin' }))).toEqual(menuPaths(ADMIN_MENU));
    expect(menuPaths(visibleMenu({ role: 'admin', company: null }))).toEqual(menuPaths(ADMIN_MENU));
  });
});

describe('user sidebar', () => {
  it('has exactly the spec paths', () => {
    expect(menuPaths(USER_MENU)).toEqual([
      '/dashboard',
      '/invoices/outgoing/pdf/list',
      '/invoices/outgoing/peppol/list',
      '/invoices/outgoing/upload',
      '/receivers/list',
      '/invoices/incoming/pdf/list',
      '/invoices/incoming/peppol/list',
      '/invoices/incoming/upload',
      '/senders/list',
      '/bookkeeping/pdf',
      '/bookkeeping/peppol',
      '/faq',
    ]);
  });
  it('a sender company (not receiver) sees outgoing and FAQ', () => {
    expect(menuPaths(visibleMenu({ role: 'sender', company: { is_receiver: false } }))).toEqual([
      '/invoices/outgoing/pdf/list',
      '/invoices/outgoing/peppol/list',
      '/invoices/outgoing/upload',
      '/receivers/list',
      '/faq',
    ]);
  });
  it('show_outgoing_invoices=false hides outgoing; default is shown', () => {
    expect(menuPaths(visibleMenu({ role: 'user', company: { show_outgoing_invoices: false } }))).toEqual(['/faq']);
    expect(menuPaths(visibleMenu({ role: 'user', company: {} }))).toContain('/invoices/outgoing/pdf/list');
  });
  it('a receiver sees dashboard, incoming, bookkeeping; upload only with manual parsing', () => {
    const paths = menuPaths(
      visibleMenu({ role: 'receiver', company: { is_receiver: true, show_outgoing_invoices: false } }),
    );
    expect(paths).toEqual([
      '/dashboard',
      '/invoices/incoming/pdf/list',
      '/invoices/incoming/peppol/list',
      '/senders/list',
      '/bookkeeping/pdf',
      '/bookkeeping/peppol',
      '/faq',
    ]);
    const manual = menuPaths(
      visibleMenu({
        role: 'receiver',
        company: { is_receiver: true, manual_parsing_allowed: true, show_outgoing_invoices: false },
      }),
    );
    expect(manual).toContain('/invoices/incoming/upload');
  });
  it('deny flags hide: all always, receiver for receiver companies', () => {
    const items: MenuItem[] = [
      { id: 'a', labelKey: 'menu.faq', path: '/a', deny: ['all'] },
      { id: 'b', labelKey: 'menu.faq', path: '/b', deny: ['receiver'] },
      { id: 'c', labelKey: 'menu.faq', path: '/c', allow: ['eSynPay'] },
      { id: 'd', labelKey: 'menu.faq', path: '/d', allow: ['eSynSend'] },
    ];
    expect(menuPaths(visibleMenu({ role: 'user', company: { is_receiver: true }, items }))).toEqual([]);
    expect(menuPaths(visibleMenu({ role: 'user', company: { is_receiver: false }, items }))).toEqual(['/b']);
    expect(
      menuPaths(
        visibleMenu({
          role: 'user',
          company: { eSynPay: { is_enabled: true }, eSynSend: { is_enabled: true } },
          items,
        }),
      ),
    ).toEqual(['/b', '/c', '/d']);
    expect(
      menuPaths(
        visibleMenu({
          role: 'user',
          company: { eSynPay: { is_enabled: true } },
          user: { eSynPay: { is_enabled: false } },
          items,
        }),
      ),
    ).toEqual(['/b']);
  });
});

describe('userMenuAllows', () => {
  const sender = { role: 'sender' as const, company: { is_receiver: false } };
  const receiver = { role: 'receiver' as const, company: { is_receiver: true, show_outgoing_invoices: false } };
  it('opens a page of the user sidebar, and the detail pages beside its lists, to whom the sidebar shows it', () => {
    expect(userMenuAllows(sender, '/invoices/outgoing/pdf/list')).toBe(true);
    expect(userMenuAllows(sender, '/invoices/outgoing/peppol/detail/abc')).toBe(true);
    expect(userMenuAllows(sender, '/receivers/detail/abc')).toBe(true);
    expect(userMenuAllows(receiver, '/dashboard')).toBe(true);
    expect(userMenuAllows(receiver, '/invoices/incoming/pdf/detail/abc')).toBe(true);
  });
  it('closes the pages the sidebar hides', () => {
    expect(userMenuAllows(sender, '/dashboard')).toBe(false);
    expect(userMenuAllows(sender, '/invoices/incoming/pdf/list')).toBe(false);
    expect(userMenuAllows(sender, '/invoices/incoming/peppol/detail/abc')).toBe(false);
    expect(userMenuAllows(sender, '/bookkeeping/pdf')).toBe(false);
    expect(userMenuAllows(receiver, '/invoices/outgoing/pdf/list')).toBe(false);
    expect(userMenuAllows(receiver, '/invoices/incoming/upload')).toBe(false);
  });
  it("opens only everyone's pages to an admin, and leaves pages outside the user sidebar alone", () => {
    expect(userMenuAllows({ role: 'admin' }, '/invoices/outgoing/pdf/list')).toBe(false);
    expect(userMenuAllows({ role: 'admin' }, '/dashboard')).toBe(false);
    expect(userMenuAllows({ role: 'admin' }, '/faq')).toBe(true);
    expect(userMenuAllows({ role: 'admin' }, '/settings/user-profile')).toBe(true);
    expect(userMenuAllows(sender, '/settings/company-settings')).toBe(true);
  });
});

describe('capabilities', () => {
  it('admin has the admin features, nobody else does', () => {
    for (const cap of [
      'seeAdminMenu',
      'manageAliases',
      'manageContactEmails',
      'manageShowOutgoing',
      'manageOperator',
      'createCompany',
      'setInvoiceStatus',
      'seeDuplicates',
    ] as const) {
      expect(can('admin', cap)).toBe(true);
      for (const r of NON_ADMINS) expect(can(r, cap)).toBe(false);
    }
  });
  it('sender and receiver capabilities', () => {
    expect(can('sender', 'cancelProcessingPdf')).toBe(true);
    expect(can('receiver', 'cancelProcessingPdf')).toBe(false);
    expect(can('receiver', 'startInManualMode')).toBe(true);
    expect(can('sender', 'startInManualMode')).toBe(false);
    expect(can('receiver', 'useChildrenLookup')).toBe(true);
    for (const c of ['resend', 'resumeDuplicate', 'solveBookkeeping'] as const) {
      expect(can('receiver', c)).toBe(true);
      expect(can('sender', c)).toBe(false);
      expect(can('user', c)).toBe(false);
    }
  });
  it('company admins manage their users', () => {
    expect(canManageCompanyUsers({ role: 'user', is_company_admin: true })).toBe(true);
    expect(canManageCompanyUsers({ role: 'sender' })).toBe(false);
    expect(canManageCompanyUsers({ role: 'admin' })).toBe(true);
  });
  it('admins edit parties unless a job exists', () => {
    expect(canEditInvoiceParties('admin', {})).toBe(true);
    expect(canEditInvoiceParties('admin', { job_pk: 'J1' })).toBe(false);
    expect(canEditInvoiceParties('receiver', {})).toBe(false);
  });
});

describe('columns', () => {
  it.each([
    ['supplier', ['user', 'esynpay_user']],
    ['bookkeepingInfoLink', ['user', 'esynpay_user']],
    ['bookkeepingWhoSolved', ['user', 'esynpay_user', 'receiver']],
    ['bookkeepingWhenSolved', ['user', 'esynpay_user', 'receiver']],
    ['companyAddress', ['sender']],
  ] as const)('%s hidden exactly for %p', (column, hiddenFor) => {
    for (const role of ROLES)
      expect(isColumnVisible(column, role)).toBe(!(hiddenFor as readonly string[]).includes(role));
  });
  it('company email per viewer', () => {
    const c = { invoice_email: 'in@x.se', general_email: 'info@x.se' };
    expect(companyEmailFor('admin', c)).toBe('in@x.se');
    expect(companyEmailFor('sender', c)).toBe('info@x.se');
    expect(companyEmailFor('receiver', { invoice_email: 'in@x.se', general_email: '' })).toBe('in@x.se');
    expect(companyEmailFor('user', {})).toBeNull();
  });
  it('layouts and user columns', () => {
    expect(companiesListLayout('admin')).toBe('2-4');
    expect(companiesListLayout('sender')).toBe('4-2');
    expect(companyUserColumns('normal')).toEqual(['email', 'sendConfirmationByEmail', 'sendNotificationByEmail']);
    expect(companyUserColumns('eSynPay')).toEqual(['email', 'eSynPay.is_enabled', 'eSynPay.is_admin']);
  });
});

describe('company settings sections', () => {
  it('admin sees all, others not the admin-only ones', () => {
    expect(visibleSettingsSections('admin')).toEqual([
      'general',
      'address',
      'paymentMeans',
      'aliases',
      'contactEmails',
      'menuSettings',
      'operator',
    ]);
    for (const r of NON_ADMINS) expect(visibleSettingsSections(r)).toEqual(['general', 'address', 'paymentMeans']);
  });
});

describe('upload screen', () => {
  it('switches per role', () => {
    const admin = uploadScreenRules('admin', { manualOn: false, bulkOn: false });
    expect(admin.manualSwitch.visible).toBe(true);
    expect(admin.bulkSwitch).toEqual({ visible: true, disabled: false });
    expect(admin.showESynSendColumn).toBe(true);
    expect(uploadScreenRules('admin', { manualOn: true, bulkOn: false }).bulkSwitch.disabled).toBe(true);
    expect(uploadScreenRules('admin', { manualOn: false, bulkOn: true }).manualSwitch.disabled).toBe(true);
    const receiver = uploadScreenRules('receiver', { manualOn: true, bulkOn: false });
    expect(receiver.startsInManualMode).toBe(true);
    expect(receiver.bulkSwitch.visible).toBe(false);
    expect(receiver.manualSwitch.visible).toBe(false);
    const sender = uploadScreenRules('sender', { manualOn: false, bulkOn: false });
    expect(sender.showSenderColumn).toBe(false);
    expect(sender.showESynSendColumn).toBe(false);
    expect(sender.invoiceListPath).toBe('/invoices/outgoing/pdf/list');
    expect(admin.invoiceListPath).toBe('/admin/invoices/list');
    expect(receiver.invoiceListPath).toBe('/invoices/incoming/pdf/list');
  });
  it('endpoint per role', () => {
    expect(uploadEndpointKind('admin')).toBe('admin');
    expect(uploadEndpointKind('receiver')).toBe('receiver');
    expect(uploadEndpointKind('sender')).toBe('default');
    expect(uploadEndpointKind('esynpay_user')).toBe('default');
  });
});

describe('top bar', () => {
  it('upload button target', () => {
    expect(uploadButtonTarget('admin', '/admin/companies/list')).toBe('/admin/invoices/upload');
    expect(uploadButtonTarget('admin', '/dashboard')).toBe('/invoices/outgoing/upload');
    expect(uploadButtonTarget('sender', '/admin/x')).toBe('/invoices/outgoing/upload');
    expect(uploadButtonTarget('sender', '/invoices/outgoing/pdf/list')).toBe('/invoices/outgoing/upload');
    expect(uploadButtonTarget('admin', '/admin/invoices/upload')).toBeNull();
    expect(uploadButtonTarget('sender', '/invoices/outgoing/upload/')).toBeNull();
    expect(uploadButtonTarget('receiver', '/invoices/incoming/upload')).toBeNull();
  });
  it('company settings link only with a company', () => {
    expect(showCompanySettingsLink({ company_id: 'c1' })).toBe(true);
    expect(showCompanySettingsLink({ company_id: null })).toBe(false);
  });
  it('profile menu', () => {
    expect(profileMenu({ role: 'admin', company_id: null }, '/dashboard').map((l) => l.path)).toEqual([
      '/settings/user-profile',
      '/admin/dashboard',
      '/',
    ]);
    expect(profileMenu({ role: 'admin', company_id: null }, '/admin/dashboard').map((l) => l.path)).toEqual([
      '/settings/user-profile',
      '/',
    ]);
    expect(profileMenu({ role: 'sender', company_id: 'c' }, '/dashboard').map((l) => l.path)).toEqual([
      '/settings/user-profile',
      '/settings/company-settings',
      '/',
    ]);
  });
  it('re-create contract button', () => {
    expect(showRecreateContractButton({ role: 'user', onESynPayPage: true, companyESynPayStatus: 'PENDING' })).toBe(
      true,
    );
    expect(showRecreateContractButton({ role: 'user', onESynPayPage: true, companyESynPayStatus: 'WAITING' })).toBe(
      true,
    );
    expect(showRecreateContractButton({ role: 'user', onESynPayPage: true, companyESynPayStatus: 'NEW' })).toBe(false);
    expect(showRecreateContractButton({ role: 'user', onESynPayPage: true, companyESynPayStatus: 'ACTIVE' })).toBe(
      false,
    );
    expect(showRecreateContractButton({ role: 'user', onESynPayPage: false, companyESynPayStatus: 'PENDING' })).toBe(
      false,
    );
    expect(showRecreateContractButton({ role: 'admin', onESynPayPage: true, companyESynPayStatus: 'PENDING' })).toBe(
      false,
    );
  });
  it('eSynSend mark and stage marker', () => {
    expect(showESynSendMark({ eSynSend: { is_enabled: true, status: 'ACTIVE' } })).toBe(true);
    expect(showESynSendMark({ eSynSend: { is_enabled: true, status: 'NEW' } })).toBe(false);
    expect(showESynSendMark(null)).toBe(false);
    expect(showStageMarker('localhost', [])).toBe(true);
    expect(showStageMarker('localhost:5173', [])).toBe(true);
    expect(showStageMarker('Stage.example.se', ['stage.example.se'])).toBe(true);
    expect(showStageMarker('app.example.se', ['stage.example.se'])).toBe(false);
  });
});
