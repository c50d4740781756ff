// Invoice list filters (spec section 2 'Lists'): status ('All Statuses'), eSynPay status ('All
// eSynPay Statuses'), type (All Types, Invoice, Credit Note) and, for admins, company status (All,
// Onboarding, Training, Active). Choices and labels come from domain/.
import { SelectInput, TextInput, useLocaleState } from 'react-admin';
import {
  type StatusViewer,
  COMPANY_STATUS_FILTER,
  displayStatus,
  COMPANY_STATUS_LABELS,
  ESYNPAY_STATUSES,
  ESYNPAY_STATUS_LABELS,
  INVOICE_STATUS_LABELS,
  statusesFor,
} from '../../../domain/statuses';
import { DOCUMENT_TYPES, DOCUMENT_TYPE_LABELS, type InvoiceFormat } from '../../../domain/constants';
import { toLang } from '../../../domain/i18n/lang';
import { FilterCard } from '../common/FilterCard';

const f = (field: string) => `resources.invoices.filters.${field}`;

/** `admin`: the admin list's company filter; `viewer`: whose statuses are offered. Everyone searches by number. */
export function InvoiceFilters({
  format,
  admin,
  viewer,
}: {
  format: InvoiceFormat;
  admin: boolean;
  viewer: StatusViewer;
}) {
  const [locale] = useLocaleState();
  const lang = toLang(locale);
  // Non-admins choose among the statuses they are shown (e.g. no 'Invalid PDF': it reads as Processing).
  const shown = [...new Set(statusesFor(format).map((s) => displayStatus(s, viewer)))];
  const statusChoices = shown.map((s) => ({ id: s, name: INVOICE_STATUS_LABELS[s][lang] }));
  const eSynPayChoices = ESYNPAY_STATUSES.map((s) => ({ id: s, name: ESYNPAY_STATUS_LABELS[s][lang] }));
  const typeChoices = DOCUMENT_TYPES.map((t) => ({ id: t, name: DOCUMENT_TYPE_LABELS[t][lang] }));
  const companyChoices = COMPANY_STATUS_FILTER.map((s) => ({ id: s, name: COMPANY_STATUS_LABELS[s][lang] }));
  return (
    <FilterCard testId="invoice-filters">
      <TextInput source="q" label={f('q')} resettable helperText={false} fullWidth={false} />
      <SelectInput
        source="status"
        label={f('status')}
        choices={statusChoices}
        emptyText="filter.allStatuses"
        helperText={false}
        fullWidth={false}
        sx={{ minWidth: 200 }}
      />
      <SelectInput
        source="eSynPay_status"
        label={f('eSynPay_status')}
        choices={eSynPayChoices}
        emptyText="filter.allESynPayStatuses"
        helperText={false}
        fullWidth={false}
        sx={{ minWidth: 220 }}
      />
      <SelectInput
        source="document_type"
        label={f('document_type')}
        choices={typeChoices}
        emptyText="filter.allTypes"
        helperText={false}
        fullWidth={false}
        sx={{ minWidth: 160 }}
      />
      {admin ? (
        <SelectInput
          source="company_status"
          label={f('company_status')}
          choices={companyChoices}
          emptyText="filter.allCompanies"
          helperText={false}
          fullWidth={false}
          sx={{ minWidth: 160 }}
        />
      ) : null}
    </FilterCard>
  );
}
