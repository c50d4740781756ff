// The exception box: what the checks found (rule id, the field it concerns, the message) or the
// free text of a rejection, from the invoice's exception (domain/exception-findings). Admins only
// receive the exception (spec 6), so others see nothing here.
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { parseExceptionFindings } from '../../../../domain/exception-findings';

export function ExceptionBox({ exception }: { exception: string | null | undefined }) {
  const translate = useTranslate();
  const findings = parseExceptionFindings(exception);
  if (findings.length === 0) return null;
  const d = (key: string) => translate(`resources.invoices.detail.${key}`);
  const ruled = findings.some((f) => f.rule !== null);
  return (
    <Alert
      severity="warning"
      sx={{ '& .MuiAlert-message': { width: '100%', overflowX: 'auto' } }}
      data-testid="exception-box"
    >
      <AlertTitle>{d('exception')}</AlertTitle>
      {ruled ? (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{d('rule')}</TableCell>
              <TableCell>{d('field')}</TableCell>
              <TableCell>{d('message')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {findings.map((f, i) => (
              <TableRow key={i} data-testid="exception-finding">
                <TableCell sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace' }}>{f.rule}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{f.field ?? '-'}</TableCell>
                <TableCell>{f.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        findings[0]!.message
      )}
    </Alert>
  );
}
