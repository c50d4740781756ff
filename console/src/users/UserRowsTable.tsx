// The editable users table shared by the company users list and the admin users list: optional
// read-only columns, the two switches of the mode, a Save per row. Saving oneself out of eSynPay
// admin reloads the current user; in eSynPay mode the app then goes to the eSynPay invoice page.
import type { ReactNode } from 'react';
import { Pagination, useListContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { mustReloadCurrentUser, type CompanyUserUpdate } from '../../../domain/validation';
import { useCurrentUser, useReloadCurrentUser } from '../currentUser';
import { ESYNPAY_INVOICES_PATH } from '../layout/permissions';
import { FetchingBar } from '../common/ListTable';
import { CompanyUserRow, switchColumns, type CompanyUser, type UsersMode } from './CompanyUserRow';

export interface ExtraColumn {
  key: string;
  label: string;
  render: (record: CompanyUser) => ReactNode;
}

interface Props {
  mode: UsersMode;
  resource: string;
  extraColumns?: readonly ExtraColumn[];
  rowsPerPage: number[];
  testId: string;
}

export function UserRowsTable({ mode, resource, extraColumns = [], rowsPerPage, testId }: Props) {
  const translate = useTranslate();
  const { data, refetch } = useListContext<CompanyUser>();
  const { user } = useCurrentUser();
  const reloadCurrentUser = useReloadCurrentUser();
  const navigate = useNavigate();

  const onSaved = async (before: CompanyUserUpdate, after: CompanyUserUpdate) => {
    await refetch();
    if (user && mustReloadCurrentUser(user.id, before, after)) {
      await reloadCurrentUser();
      if (mode === 'esynpay') await navigate(ESYNPAY_INVOICES_PATH);
    }
  };

  return (
    <TableContainer component={Paper} variant="outlined" sx={{ position: 'relative' }}>
      <FetchingBar />
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.company-users.fields.email')}</TableCell>
            {extraColumns.map((c) => (
              <TableCell key={c.key}>{translate(c.label)}</TableCell>
            ))}
            {switchColumns(mode).map((h) => (
              <TableCell key={h} align="center">
                {translate(`resources.company-users.fields.${h}`)}
              </TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {(data ?? []).map((record) => (
            <CompanyUserRow key={record.id} record={record} mode={mode} resource={resource} onSaved={onSaved}>
              {extraColumns.map((c) => (
                <TableCell key={c.key}>{c.render(record)}</TableCell>
              ))}
            </CompanyUserRow>
          ))}
        </TableBody>
      </Table>
      <Pagination rowsPerPageOptions={rowsPerPage} />
    </TableContainer>
  );
}
