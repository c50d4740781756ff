// The company users list (company admins; admins too): page size 5, one Save per row, in normal
// mode (confirmation / notification emails) or eSynPay mode (eSynPay user / eSynPay admin).
import { ListBase, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import Button from '@mui/material/Button';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { USERS_PAGE_SIZE } from '../../../domain/constants';
import { PATHS } from '../../../domain/paths';
import { PageTitle } from '../common/PageTitle';
import type { UsersMode } from './CompanyUserRow';
import { UserRowsTable } from './UserRowsTable';

const RESOURCE = 'company-users';

export function CompanyUserList({ mode }: { mode: UsersMode }) {
  const translate = useTranslate();
  return (
    <ListBase
      key={mode}
      resource={RESOURCE}
      perPage={USERS_PAGE_SIZE}
      sort={{ field: 'email', order: 'ASC' }}
      storeKey={`company-users.${mode}`}
    >
      <PageTitle
        title={translate(mode === 'normal' ? 'resources.company-users.name' : 'resources.company-users.esynpay_title')}
        actions={
          <Button component={Link} to={PATHS.newCompanyUser} variant="contained" startIcon={<PersonAddIcon />}>
            {translate('resources.company-users.add')}
          </Button>
        }
      />
      <UserRowsTable mode={mode} resource={RESOURCE} rowsPerPage={[USERS_PAGE_SIZE]} testId="company-users-table" />
    </ListBase>
  );
}
