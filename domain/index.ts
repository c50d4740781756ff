// The public surface of the shared domain rules: import from 'domain' (or the module directly to
// keep bundles small). Peppol UBL lives in domain/peppol and is imported from there.
export * from './roles';
export * from './constants';
export * from './paths';
export * from './money';
export * from './format';
export * from './countries';
export * from './identifiers';
export * from './statuses';
export * from './actions';
export * from './invoice-update';
export * from './records';
export * from './menu';
export {
  CAPABILITIES,
  ROLE_CAPABILITIES,
  can,
  canManageCompanyUsers,
  canEditInvoiceParties,
  isColumnVisible,
  companyEmailFor,
  companiesListLayout,
  companyUserColumns,
  SETTINGS_SECTIONS,
  visibleSettingsSections,
  ADMIN_ONLY_COMPANY_FIELDS,
  uploadScreenRules,
  uploadEndpointKind,
  uploadButtonTarget,
  showCompanySettingsLink,
  profileMenu,
  showRecreateContractButton,
  showESynSendMark,
  showStageMarker,
} from './permissions';
export type { Capability, ColumnId, SettingsSectionId, UploadScreenRules, ProfileLink } from './permissions';
export * from './i18n/lang';
export * from './i18n/messages';
export * from './validation';
export type * from './invoice-form';
export * from './vat-rates';
