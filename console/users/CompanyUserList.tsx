// The company users list (company admins; admins too): page size 5, one Save per row, in normal
// mode (confirmation / notification emails) or eSynPay mode (eSynPay user / eSynPay admin).
// Saving oneself out of eSynPay admin reloads the current user; in eSynPay mode the app then goes
// to the eSynPay invoice page.
import { ListBase, Pagination, useListContext, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableContainer from '@mui/material/TableContainer';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { USERS_PAGE_SIZE } from '../../domain/constants';
import { PageTitle } from '../common/PageTitle';
import { useCurrentUser, useReloadCurrentUser } from '../currentUser';
import { CompanyUserRow, switchColumns, type CompanyUser, type UsersMode } from './CompanyUserRow';
import { ESYNPAY_INVOICES_PATH } from '../layout/permissions';
import { mustReloadCurrentUser, type CompanyUserUpdate } from '../../domain/validation';

const RESOURCE = 'company-users';

function Rows({ mode }: { mode: UsersMode }) {
  const translate = useTranslate();
  const { data, isFetching, refetch } = useListContext<CompanyUser>();
  const { user } = useCurrentUser();
  const reloadCurrentUser = useReloadCurrentUser();
  const navigate = useNavigate();
  const headers = switchColumns(mode);

  const onSaved = async (before: CompanyUserUpdate, after: CompanyUserUpdate) => {
    await refetch();
    if (user && mustReloadCurrentUser(user.id, before, after)) {
      await reloadCurrentUser();
      if (mode === 'esynpay') navigate(ESYNPAY_INVOICES_PATH);
    }
  };

  return (
    <TableContainer component={Paper} variant="outlined" sx={{ position: 'relative' }}>
      {isFetching ? <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} /> : null}
      <Table size="small" data-testid="company-users-table">
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.company-users.fields.email')}</TableCell>
            {headers.map((h) => (
              <TableCell key={h} align="center">{translate(`resources.company-users.fields.${h}`)}</TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {(data ?? []).map((record) => (
            <CompanyUserRow key={record.id} record={record} mode={mode} resource={RESOURCE} onSaved={onSaved} />
          ))}
        </TableBody>
      </Table>
      <Pagination rowsPerPageOptions={[USERS_PAGE_SIZE]} />
    </TableContainer>
  );
}

export function CompanyUserList({ mode }: { mode: UsersMode }) {
  const translate = useTranslate();
  return (
    <ListBase resource={RESOURCE} perPage={USERS_PAGE_SIZE} sort={{ field: 'email', order: 'ASC' }} storeKey={`company-users.${mode}`}>
      <PageTitle
        title={translate(mode === 'normal' ? 'resources.company-users.name' : 'resources.company-users.esynpay_title')}
        actions={
          <Button component={Link} to="/settings/new-user" variant="contained" startIcon={<PersonAddIcon />}>
            {translate('resources.company-users.add')}
          </Button>
        }
      />
      <Rows mode={mode} />
    </ListBase>
  );
}
