// Duplicated invoices (spec 2 'Duplicated invoices section', admins only): the invoices of the
// same sender with the same number and type and those linked by duplicate_of, paged by 5
// (DUPLICATES_PAGE_SIZE); each row opens that invoice's detail page for its format. A failure to
// load is logged only (spec 8).
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RecordContextProvider, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { DUPLICATES_PAGE_SIZE } from '../../../../domain/constants';
import { documentTypeLabel } from '../../../../domain/records';
import { toLang } from '../../../../domain/i18n/lang';
import type { ConsoleDataProvider } from '../../dataProvider';
import { formatDate } from '../../common/formatDate';
import { InvoiceStatusCell } from '../StatusBarCell';
import { invoiceDetailPath } from '../../../../domain/paths';

export function DuplicatesSection({ invoiceId }: { invoiceId: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [page, setPage] = useState(0);
  const { data } = useQuery({
    queryKey: ['invoices', 'duplicates', invoiceId, page],
    queryFn: ({ signal }) =>
      dataProvider
        .getInvoiceDuplicates(invoiceId, { limit: DUPLICATES_PAGE_SIZE, offset: page * DUPLICATES_PAGE_SIZE }, signal)
        .catch((err: unknown) => {
          console.error('duplicates of invoice', invoiceId, err);
          return { data: [], total: 0 };
        }),
    placeholderData: keepPreviousData,
  });
  const c = (key: string) => translate(`resources.invoices.detail.duplicate_fields.${key}`);
  const rows = data?.data ?? [];
  return (
    <Card variant="outlined" data-testid="invoice-duplicates">
      <CardContent>
        <Typography variant="h6" sx={{ mb: 1 }}>
          {translate('resources.invoices.detail.duplicates')}
        </Typography>
        {rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.invoices.detail.duplicates_empty')}
          </Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {['no', 'invoice_id', 'type', 'sender', 'receiver', 'created_at', 'status'].map((k) => (
                    <TableCell key={k}>{c(k)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r, i) => (
                  <TableRow key={r.id} data-testid="duplicate-row">
                    <TableCell>{page * DUPLICATES_PAGE_SIZE + i + 1}</TableCell>
                    <TableCell>
                      <Link component={RouterLink} to={invoiceDetailPath('admin', r.format, r.id)}>
                        {r.invoice_id ?? r.file_name ?? r.id}
                      </Link>
                    </TableCell>
                    <TableCell>{documentTypeLabel(r.document_type, toLang(locale))}</TableCell>
                    <TableCell>{r.company?.name ?? '-'}</TableCell>
                    <TableCell>{r.customer?.name ?? '-'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(r.created_at, locale)}</TableCell>
                    <TableCell>
                      <RecordContextProvider value={r}>
                        <InvoiceStatusCell direction="outgoing" />
                      </RecordContextProvider>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {(data?.total ?? 0) > DUPLICATES_PAGE_SIZE ? (
          <TablePagination
            component="div"
            count={data?.total ?? 0}
            page={page}
            rowsPerPage={DUPLICATES_PAGE_SIZE}
            rowsPerPageOptions={[DUPLICATES_PAGE_SIZE]}
            onPageChange={(_e, p) => setPage(p)}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
