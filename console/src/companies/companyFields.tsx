// Small read-only renderings of a company record used by the table and the mobile cards.
import { useRecordContext } from 'react-admin';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CopyButton } from '../common/CopyButton';
import { CountryName } from '../common/CountryName';
import { useCurrentUser } from '../currentUser';
import { companyEmail } from '../layout/permissions';

interface CompanyRecord {
  invoice_email?: string | null;
  general_email?: string | null;
  address?: { street?: string | null; zip?: string | null; city?: string | null; country?: string | null } | null;
}

export function InvoiceEmail() {
  const record = useRecordContext<CompanyRecord & { id: string }>();
  const { user } = useCurrentUser();
  const email = record ? companyEmail(user, record) : null;
  if (!email) return null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      <Typography component="span" variant="body2">
        {email}
      </Typography>
      <CopyButton value={email} />
    </Stack>
  );
}

export function AddressText() {
  const record = useRecordContext<CompanyRecord & { id: string }>();
  const a = record?.address;
  if (!a) return null;
  const line = [a.street, [a.zip, a.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <Typography component="span" variant="body2">
      {line}
      {a.country ? (
        <>
          {line ? ', ' : ''}
          <CountryName code={a.country} />
        </>
      ) : null}
    </Typography>
  );
}
