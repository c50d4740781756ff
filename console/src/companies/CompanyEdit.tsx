// Admin company detail (/admin/companies/detail/:id) and create (/admin/companies/new), and the
// own company's settings (/settings/company-settings). Saving toasts 'Success, saved!'; server
// validation errors land on the fields (pessimistic mode, HttpError body.errors).
import { useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { companyDetailPath } from '../../../domain/paths';
import { useParams } from 'react-router-dom';
import { CreatePage, EditPage } from '../common/RecordPages';
import { COMPANY_SETTINGS } from '../dataProvider';
import { CompanyForm } from './CompanyForm';
import { companyPayload } from './companyPayload';
import { DEFAULT_COMPANY_LANGUAGE, DEFAULT_SHOW_OUTGOING_INVOICES } from '../../../domain/constants';
import { defaultPaymentMeans } from '../../../domain/validation';
import { DEFAULT_COMPANY_STATUS } from '../../../domain/statuses';

const adminPayload = (d: Record<string, unknown>) => companyPayload(d, true);

export function CompanyEdit() {
  const { id } = useParams();
  const translate = useTranslate();
  // The same query as the form's (react-query shares it): the heading names the company.
  const { data } = useGetOne<RaRecord & { name?: string }>('companies', { id: id ?? '' }, { enabled: !!id });
  const heading = translate('resources.companies.detail_title');
  return (
    <EditPage
      title={data?.name ? `${heading}: ${data.name}` : heading}
      resource="companies"
      id={id}
      transform={adminPayload}
    >
      <CompanyForm adminView />
    </EditPage>
  );
}

export function CompanyCreate() {
  const defaults = {
    language: DEFAULT_COMPANY_LANGUAGE,
    show_outgoing_invoices: DEFAULT_SHOW_OUTGOING_INVOICES,
    payment_means: [defaultPaymentMeans()],
    aliases: [],
    contact_emails: [],
    address: { street: '', zip: '', city: '', country: '' },
    status: DEFAULT_COMPANY_STATUS,
    // A new company takes eSynPay invoices ('Get eSynPay invoice disabled' off).
    is_eSynPay: true,
  };
  return (
    <CreatePage
      title="resources.companies.create"
      resource="companies"
      record={defaults}
      transform={adminPayload}
      redirectTo={(created) => companyDetailPath(created.id)}
    >
      <CompanyForm adminView />
    </CreatePage>
  );
}

export function CompanySettingsEdit() {
  return (
    <EditPage
      title="resources.companies.settings_title"
      resource={COMPANY_SETTINGS}
      id="own"
      transform={(d) => companyPayload(d, false)}
    >
      <CompanyForm adminView={false} />
    </EditPage>
  );
}
