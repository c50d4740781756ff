// Admin company detail (/admin/companies/detail/:id) and create (/admin/companies/new), and the
// own company's settings (/settings/company-settings). Saving toasts 'Success, saved!'; server
// validation errors land on the fields (pessimistic mode, HttpError body.errors).
import { Create, Edit, useGetOne, useNotify, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { companyDetailPath } from '../../../domain/paths';
import { useParams } from 'react-router-dom';
import { PageTitle } from '../common/PageTitle';
import { COMPANY_SETTINGS } from '../dataProvider';
import { CompanyForm } from './CompanyForm';
import { companyPayload } from './companyPayload';
import { DEFAULT_COMPANY_LANGUAGE, DEFAULT_SHOW_OUTGOING_INVOICES } from '../../../domain/constants';
import { defaultPaymentMeans } from '../../../domain/validation';
import { DEFAULT_COMPANY_STATUS } from '../../../domain/statuses';

function useSavedToast() {
  const notify = useNotify();
  return () => notify('success.saved', { type: 'success' });
}

export function CompanyEdit() {
  const { id } = useParams();
  const onSuccess = useSavedToast();
  const translate = useTranslate();
  // The same query as the form's (react-query shares it): the heading names the company.
  const { data } = useGetOne<RaRecord & { name?: string }>('companies', { id: id ?? '' }, { enabled: !!id });
  const heading = translate('resources.companies.detail_title');
  return (
    <>
      <PageTitle title={data?.name ? `${heading}: ${data.name}` : heading} />
      <Edit
        resource="companies"
        id={id}
        transform={(d: Record<string, unknown>) => companyPayload(d, true)}
        mutationMode="pessimistic"
        redirect={false}
        mutationOptions={{ onSuccess }}
        title=" "
        actions={false}
      >
        <CompanyForm adminView />
      </Edit>
    </>
  );
}

export function CompanyCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
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
    <>
      <PageTitle title={translate('resources.companies.create')} />
      <Create
        resource="companies"
        record={defaults}
        transform={(d: Record<string, unknown>) => companyPayload(d, true)}
        mutationOptions={{
          // A custom onSuccess replaces react-admin's (toast and redirect): both are done here.
          onSuccess: (data: RaRecord) => {
            notify('success.saved', { type: 'success' });
            redirect(companyDetailPath(data.id));
          },
        }}
        title=" "
        actions={false}
      >
        <CompanyForm adminView />
      </Create>
    </>
  );
}

export function CompanySettingsEdit() {
  const onSuccess = useSavedToast();
  const translate = useTranslate();
  return (
    <>
      <PageTitle title={translate('resources.companies.settings_title')} />
      <Edit
        resource={COMPANY_SETTINGS}
        id="own"
        transform={(d: Record<string, unknown>) => companyPayload(d, false)}
        mutationMode="pessimistic"
        redirect={false}
        mutationOptions={{ onSuccess }}
        title=" "
        actions={false}
      >
        <CompanyForm adminView={false} />
      </Edit>
    </>
  );
}
