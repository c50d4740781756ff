// Access requests (admin, /admin/users/requests/list): approve or reject pending ones.
import {
  Datagrid,
  FunctionField,
  ListBase,
  SelectInput,
  FilterLiveForm,
  TextField,
  useListContext,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PageTitle } from '../common/PageTitle';
import { ListTable } from '../common/ListTable';
import { UtcDateField } from '../common/DateField';

const f = (field: string) => `resources.user-requests.fields.${field}`;
const STATUSES = ['pending', 'approved', 'rejected'] as const;

function Decide() {
  const record = useRecordContext<{ id: string; status?: string; email?: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  // The list is filtered (pending by default): fetch it again so a decided request leaves it.
  const { refetch } = useListContext();
  if (!record || record.status !== 'pending') return null;
  const decide = (status: 'approved' | 'rejected') =>
    update(
      'user-requests',
      { id: record.id, data: { status }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`resources.user-requests.notifications.${status}`, {
            type: 'success',
            messageArgs: { email: record.email },
          });
          void refetch();
        },
        onError: (e: unknown) =>
          notify(e instanceof Error ? e.message : 'ra.notification.http_error', { type: 'error' }),
      },
    );
  return (
    <Stack direction="row" sx={{ gap: 1 }}>
      <Button size="small" variant="contained" color="success" disabled={isPending} onClick={() => decide('approved')}>
        {translate('resources.user-requests.approve')}
      </Button>
      <Button size="small" variant="outlined" color="error" disabled={isPending} onClick={() => decide('rejected')}>
        {translate('resources.user-requests.reject')}
      </Button>
    </Stack>
  );
}

function Table() {
  const translate = useTranslate();
  return (
    <ListTable>
      <Datagrid bulkActionButtons={false} rowClick={false} data-testid="user-requests-table">
        <TextField source="email" label={f('email')} />
        <TextField source="name" label={f('name')} emptyText="-" />
        <TextField source="company_name" label={f('company_name')} emptyText="-" />
        <TextField source="org_id" label={f('org_id')} emptyText="-" />
        <TextField source="message" sortable={false} label={f('message')} emptyText="-" />
        <UtcDateField source="created_at" label={f('created_at')} />
        <FunctionField
          source="status"
          label={f('status')}
          render={(r) => translate(`resources.user-requests.statuses.${r.status}`, { _: String(r.status ?? '') })}
        />
        <FunctionField label={f('actions')} render={() => <Decide />} />
      </Datagrid>
    </ListTable>
  );
}

export function UserRequestList() {
  const translate = useTranslate();
  const choices = STATUSES.map((s) => ({ id: s, name: `resources.user-requests.statuses.${s}` }));
  return (
    <ListBase
      resource="user-requests"
      perPage={25}
      sort={{ field: 'created_at', order: 'DESC' }}
      filterDefaultValues={{ status: 'pending' }}
    >
      <PageTitle title={translate('resources.user-requests.name')} />
      <FilterLiveForm>
        <SelectInput
          source="status"
          label={f('status')}
          choices={choices}
          emptyText="filter.allStatuses"
          helperText={false}
        />
      </FilterLiveForm>
      <Table />
    </ListBase>
  );
}
