// Connection systems (admin): /admin/connections/pdf and /admin/connections/peppol.
import { CreateButton, Datagrid, ListBase, TextField, UrlField, useTranslate } from 'react-admin';
import { PageTitle } from '../common/PageTitle';
import { ListTable } from '../common/ListTable';
import type { InvoiceFormat } from '../../../domain/constants';
import { kindPaths } from '../../../domain/paths';

const f = (field: string) => `resources.connections.fields.${field}`;

function Table({ kind }: { kind: InvoiceFormat }) {
  return (
    <ListTable>
      <Datagrid
        bulkActionButtons={false}
        rowClick={(id) => kindPaths('connections', kind).detail(id)}
        data-testid="connections-table"
      >
        <TextField source="name" label={f('name')} />
        <UrlField source="url" label={f('url')} onClick={(e) => e.stopPropagation()} />
      </Datagrid>
    </ListTable>
  );
}

export function ConnectionList({ kind }: { kind: InvoiceFormat }) {
  const translate = useTranslate();
  return (
    <ListBase
      key={kind}
      resource="connections"
      filter={{ kind }}
      perPage={25}
      sort={{ field: 'name', order: 'ASC' }}
      storeKey={`connections.${kind}`}
    >
      <PageTitle
        title={translate(`resources.connections.titles.${kind}`)}
        actions={<CreateButton to={kindPaths('connections', kind).create} />}
      />
      <Table kind={kind} />
    </ListBase>
  );
}
