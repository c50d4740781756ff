// Domain lists (admin): /admin/domains/allowed, /admin/domains/general, /admin/domains/open-chanel.
import {
  CreateButton,
  Datagrid,
  FilterLiveForm,
  ListBase,
  NumberField,
  Pagination,
  TextField,
  TextInput,
  useListContext,
  useTranslate,
} from 'react-admin';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { PageTitle } from '../common/PageTitle';
import { UtcDateField } from '../common/DateField';
import { kindPaths } from '../../../domain/paths';
import { DOMAIN_KINDS, type DomainSlug } from './domainKinds';

const f = (field: string) => `resources.domains.fields.${field}`;

function Table({ slug }: { slug: DomainSlug }) {
  const { isFetching } = useListContext();
  return (
    <Box sx={{ position: 'relative' }}>
      {isFetching ? <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} /> : null}
      <Datagrid
        bulkActionButtons={false}
        rowClick={(id) => kindPaths('domains', slug).detail(id)}
        data-testid="domains-table"
      >
        <TextField source="name" label={f('name')} />
        <TextField source="company.name" sortable={false} label={f('company')} emptyText="-" />
        <TextField source="description" sortable={false} label={f('description')} emptyText="-" />
        <UtcDateField source="created_at" label={f('created_at')} />
        <NumberField source="users_count" sortable={false} label={f('users_count')} />
        <NumberField source="invoice_count" sortable={false} label={f('invoice_count')} />
        <NumberField source="receiveCount" sortable={false} label={f('receiveCount')} />
      </Datagrid>
      <Pagination />
    </Box>
  );
}

export function DomainList({ slug }: { slug: DomainSlug }) {
  const translate = useTranslate();
  return (
    <ListBase
      key={slug}
      resource="domains"
      filter={{ kind: DOMAIN_KINDS[slug] }}
      perPage={25}
      sort={{ field: 'name', order: 'ASC' }}
      storeKey={`domains.${slug}`}
    >
      <PageTitle
        title={translate(`resources.domains.titles.${slug}`)}
        actions={<CreateButton to={kindPaths('domains', slug).create} />}
      />
      <FilterLiveForm>
        <TextInput source="q" label={f('q')} resettable helperText={false} />
      </FilterLiveForm>
      <Table slug={slug} />
    </ListBase>
  );
}
