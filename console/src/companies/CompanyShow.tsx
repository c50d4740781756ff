// Partner company detail for senders (/receivers/detail/:id) and receivers (/senders/detail/:id):
// read-only, no admin-only fields.
import { Labeled, RecordContextProvider, TextField, useGetOne, useTranslate, Loading } from 'react-admin';
import { useParams } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { PageTitle } from '../common/PageTitle';
import { AddressText, InvoiceEmail } from './companyFields';
import { useCurrentUser } from '../currentUser';
import { showAddressColumn } from '../layout/permissions';

const f = (field: string) => `resources.companies.fields.${field}`;

export function CompanyShow({ resource }: { resource: 'receivers' | 'senders' }) {
  const { id } = useParams();
  const { user } = useCurrentUser();
  const translate = useTranslate();
  const { data, isPending, error } = useGetOne(resource, { id: id ?? '' }, { enabled: !!id });
  if (isPending) return <Loading />;
  if (error || !data) return <PageTitle title={translate('ra.page.not_found')} />;
  return (
    <RecordContextProvider value={data}>
      <PageTitle title={String(data.name ?? '')} />
      <Card variant="outlined">
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 4, flexWrap: 'wrap' }}>
            {['name', 'org_id', 'tax_number', 'peppol_id', 'phone'].map((source) => (
              <Labeled key={source} label={f(source)}>
                <TextField source={source} emptyText="-" />
              </Labeled>
            ))}
            <Labeled label={f('invoice_email')}>
              <InvoiceEmail />
            </Labeled>
            {showAddressColumn(user) ? (
              <Labeled label={f('address')}>
                <AddressText />
              </Labeled>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
    </RecordContextProvider>
  );
}
