// One editable row of the company users list: two switches (normal or eSynPay mode) and a Save
// button enabled only when the row changed and no save runs (domain canSaveCompanyUserRow). A failed
// save toasts 'Can not save user <email>' and resets the row from the list.
import { useEffect, useState, type ReactNode } from 'react';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { companyUserColumns } from '../../../domain/permissions';
import { canSaveCompanyUserRow, type CompanyUserUpdate } from '../../../domain/validation';
import { userEmail } from '../../../domain/records';

export interface CompanyUser {
  id: string;
  _id?: string;
  email?: string;
  auth0?: { email?: string; is_email_verified?: boolean };
  sendConfirmationByEmail?: boolean;
  sendNotificationByEmail?: boolean;
  eSynPay?: { is_enabled?: boolean; is_admin?: boolean };
  /** Fields of the admin users list (spec 3 'User'). */
  company?: { name?: string | null } | null;
  type?: string;
  role?: string;
  domain?: string;
  email_verified?: boolean;
}

export type UsersMode = 'normal' | 'esynpay';

/** A switch column by its path (domain/permissions companyUserColumns). */
type SwitchColumn = 'sendConfirmationByEmail' | 'sendNotificationByEmail' | 'eSynPay.is_enabled' | 'eSynPay.is_admin';

/** The switch columns of a mode, without the email column. */
export function switchColumns(mode: UsersMode): SwitchColumn[] {
  return companyUserColumns(mode === 'esynpay' ? 'eSynPay' : 'normal').filter((c): c is SwitchColumn => c !== 'email');
}

/** The row as the update call sends it (spec section 7). */
export function toUpdate(u: CompanyUser): CompanyUserUpdate {
  return {
    id: u.id,
    email: userEmail(u),
    sendConfirmationByEmail: !!u.sendConfirmationByEmail,
    sendNotificationByEmail: !!u.sendNotificationByEmail,
    eSynPay: { is_enabled: !!u.eSynPay?.is_enabled, is_admin: !!u.eSynPay?.is_admin },
  };
}

function read(row: CompanyUserUpdate, column: SwitchColumn): boolean {
  return column === 'eSynPay.is_enabled'
    ? row.eSynPay.is_enabled
    : column === 'eSynPay.is_admin'
      ? row.eSynPay.is_admin
      : row[column];
}

function write(row: CompanyUserUpdate, column: SwitchColumn, value: boolean): CompanyUserUpdate {
  if (column === 'eSynPay.is_enabled') return { ...row, eSynPay: { ...row.eSynPay, is_enabled: value } };
  if (column === 'eSynPay.is_admin') return { ...row, eSynPay: { ...row.eSynPay, is_admin: value } };
  return { ...row, [column]: value };
}

interface Props {
  /** Read-only cells shown between the email and the switches. */
  children?: ReactNode;
  record: CompanyUser;
  mode: UsersMode;
  resource: string;
  onSaved: (before: CompanyUserUpdate, after: CompanyUserUpdate) => void;
}

export function CompanyUserRow({ children, record, mode, resource, onSaved }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<CompanyUser>();
  const [row, setRow] = useState<CompanyUserUpdate>(() => toUpdate(record));
  // A refetched list resets the row to what the api holds.
  useEffect(() => setRow(toUpdate(record)), [record]);
  const original = toUpdate(record);
  const email = original.email;

  // Errors are handled by onError; the promise only says the request settled.
  const save = async () => {
    await update(
      resource,
      { id: record.id, data: row, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) => {
          notify('success.userSaved', { type: 'success', messageArgs: { email } });
          onSaved(original, saved ? toUpdate(saved) : row);
        },
        onError: () => {
          notify('error.userSave', { type: 'error', messageArgs: { email } });
          setRow(original);
        },
      },
    );
  };

  return (
    <TableRow data-testid={`user-row-${email}`}>
      <TableCell>{email}</TableCell>
      {children}
      {switchColumns(mode).map((column) => (
        <TableCell key={column} align="center">
          <Switch
            checked={read(row, column)}
            disabled={isPending}
            onChange={(e) => setRow(write(row, column, e.target.checked))}
            slotProps={{ input: { 'aria-label': `${translate(`resources.company-users.fields.${column}`)} ${email}` } }}
          />
        </TableCell>
      ))}
      <TableCell align="right">
        <Button
          variant="contained"
          size="small"
          disabled={!canSaveCompanyUserRow(original, row, isPending)}
          onClick={save}
          startIcon={isPending ? <CircularProgress size={14} /> : undefined}
        >
          {translate('ra.action.save')}
        </Button>
      </TableCell>
    </TableRow>
  );
}
