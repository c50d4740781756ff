// The invoice's history (invoice_events, oldest first): when, who, what, the status it moved
// between and why.
import { useLocaleState, useTranslate } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { InvoiceHistoryEntry } from '../../../../domain/invoice-detail';
import { INVOICE_STATUS_LABELS, parseInvoiceStatus } from '../../../../domain/statuses';
import { toLang } from '../../../../domain/i18n/lang';
import { formatDate } from '../../common/formatDate';

export function InvoiceHistory({ history }: { history: InvoiceHistoryEntry[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const h = (key: string) => translate(`resources.invoices.detail.history_fields.${key}`);
  const label = (s: string | null) => {
    const status = parseInvoiceStatus(s);
    return status ? INVOICE_STATUS_LABELS[status][toLang(locale)] : (s ?? '');
  };
  return (
    <Card variant="outlined" data-testid="invoice-history">
      <CardContent>
        <Typography variant="h6" sx={{ mb: 1 }}>
          {translate('resources.invoices.detail.history')}
        </Typography>
        {history.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.invoices.detail.history_empty')}
          </Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {['at', 'actor', 'event', 'change', 'reason'].map((k) => (
                    <TableCell key={k}>{h(k)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {[...history].reverse().map((e, i) => (
                  <TableRow key={`${e.at}-${i}`} data-testid="history-entry" data-event={e.event}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(e.at, locale)}</TableCell>
                    <TableCell>{e.actor || translate('resources.invoices.detail.system')}</TableCell>
                    <TableCell>{translate(`resources.invoices.detail.events.${e.event}`, { _: e.event })}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {e.from_status || e.to_status ? `${label(e.from_status)} → ${label(e.to_status)}` : ''}
                    </TableCell>
                    <TableCell>{e.reason ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
