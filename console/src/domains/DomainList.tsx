// Domain lists (admin): /admin/domains/allowed, /admin/domains/general, /admin/domains/open-chanel.
import {
  CreateButton,
  Datagrid,
  FilterLiveForm,
  ListBase,
  NumberField,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { PageTitle } from '../common/PageTitle';
import { ListTable } from '../common/ListTable';
import { UtcDateField } from '../common/DateField';
import { kindPaths } from '../../../domain/paths';
import { DOMAIN_KINDS, type DomainSlug } from './domainKinds';

const f = (field: string) => `resources.domains.fields.${field}`;

function Table({ slug }: { slug: DomainSlug }) {
  return (
    <ListTable>
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
    </ListTable>
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
