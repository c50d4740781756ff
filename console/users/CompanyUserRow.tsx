// One editable row of the company users list: two switches (normal or eSynPay mode) and a Save
// button that is disabled while the row is unchanged or saving. A failed save toasts 'Can not save
// user <email>' and resets the row from the list.
import { useEffect, useState } from 'react';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { companyUserColumns } from '../../domain/permissions';

export interface CompanyUser {
  id: string;
  _id?: string;
  email?: string;
  auth0?: { email?: string };
  sendConfirmationByEmail?: boolean;
  sendNotificationByEmail?: boolean;
  eSynPay?: { is_enabled?: boolean; is_admin?: boolean };
}

export type UsersMode = 'normal' | 'esynpay';

/** The editable switches by their column path (domain/permissions companyUserColumns). */
interface Flags {
  sendConfirmationByEmail: boolean;
  sendNotificationByEmail: boolean;
  'eSynPay.is_enabled': boolean;
  'eSynPay.is_admin': boolean;
}

/** The switch columns of a mode, without the email column. */
export function switchColumns(mode: UsersMode): (keyof Flags)[] {
  return companyUserColumns(mode === 'esynpay' ? 'eSynPay' : 'normal').filter((c): c is keyof Flags => c !== 'email');
}

export const userEmail = (u: CompanyUser) => u.email ?? u.auth0?.email ?? '';

function flagsOf(u: CompanyUser): Flags {
  return {
    sendConfirmationByEmail: !!u.sendConfirmationByEmail,
    sendNotificationByEmail: !!u.sendNotificationByEmail,
    'eSynPay.is_enabled': !!u.eSynPay?.is_enabled,
    'eSynPay.is_admin': !!u.eSynPay?.is_admin,
  };
}

const sameFlags = (a: Flags, b: Flags) =>
  a.sendConfirmationByEmail === b.sendConfirmationByEmail &&
  a.sendNotificationByEmail === b.sendNotificationByEmail &&
  a['eSynPay.is_enabled'] === b['eSynPay.is_enabled'] &&
  a['eSynPay.is_admin'] === b['eSynPay.is_admin'];

interface Props {
  record: CompanyUser;
  mode: UsersMode;
  resource: string;
  onSaved: (before: CompanyUser, after: CompanyUser) => void;
}

export function CompanyUserRow({ record, mode, resource, onSaved }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<CompanyUser>();
  const [flags, setFlags] = useState<Flags>(() => flagsOf(record));
  // A refetched list resets the row to what the api holds.
  useEffect(() => setFlags(flagsOf(record)), [record]);
  const email = userEmail(record);
  const changed = !sameFlags(flags, flagsOf(record));
  const columns = switchColumns(mode);

  const save = () => {
    const data = {
      id: record.id,
      email,
      sendConfirmationByEmail: flags.sendConfirmationByEmail,
      sendNotificationByEmail: flags.sendNotificationByEmail,
      eSynPay: { is_enabled: flags['eSynPay.is_enabled'], is_admin: flags['eSynPay.is_admin'] },
    };
    update(
      resource,
      { id: record.id, data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) => {
          notify('success.userSaved', { type: 'success', messageArgs: { email } });
          onSaved(record, saved ?? { ...record, ...data });
        },
        onError: () => {
          notify('error.userSave', { type: 'error', messageArgs: { email } });
          setFlags(flagsOf(record));
        },
      },
    );
  };

  return (
    <TableRow data-testid={`user-row-${email}`}>
      <TableCell>{email}</TableCell>
      {columns.map((key) => (
        <TableCell key={key} align="center">
          <Switch
            checked={flags[key]}
            disabled={isPending}
            onChange={(e) => setFlags({ ...flags, [key]: e.target.checked })}
            slotProps={{ input: { 'aria-label': `${translate(`resources.company-users.fields.${key}`)} ${email}` } }}
          />
        </TableCell>
      ))}
      <TableCell align="right">
        <Button variant="contained" size="small" disabled={!changed || isPending} onClick={save} startIcon={isPending ? <CircularProgress size={14} /> : undefined}>
          {translate('ra.action.save')}
        </Button>
      </TableCell>
    </TableRow>
  );
}
