// Dashboard (/admin/dashboard for admins, /dashboard for receivers): invoice counts by status from
// GET /api/dashboard/counts, labelled and coloured with domain/statuses.
import { useDataProvider, useLocaleState, useTranslate, Loading } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../common/PageTitle';
import type { ConsoleDataProvider, DashboardCounts } from '../dataProvider';
import { ALL_INVOICE_STATUSES, INVOICE_STATUS_LABELS, parseInvoiceStatus } from '../../domain/statuses';
import { toLang } from '../../domain/i18n/lang';

interface CountTile {
  key: string;
  label: string;
  count: number;
}

/** Accepts `{byStatus: {...}, total}`, `{counts: {...}}` or a flat `{status: n}` map. */
function tiles(counts: DashboardCounts, lang: 'en' | 'sv', translate: (k: string) => string): CountTile[] {
  const nested = (counts.byStatus ?? counts.by_status ?? counts.counts) as Record<string, unknown> | undefined;
  const source = nested && typeof nested === 'object' ? nested : counts;
  const out: CountTile[] = [];
  const total = counts.total;
  if (typeof total === 'number') out.push({ key: 'total', label: translate('app.dashboard.total'), count: total });
  const statusTiles: (CountTile & { order: number })[] = [];
  for (const [key, value] of Object.entries(source)) {
    if (typeof value !== 'number' || key === 'total') continue;
    const status = parseInvoiceStatus(key);
    // Tiles follow the order of the spec's status list; unknown values go last.
    const order = status ? ALL_INVOICE_STATUSES.indexOf(status) : ALL_INVOICE_STATUSES.length;
    statusTiles.push({ key, label: status ? INVOICE_STATUS_LABELS[status][lang] : key, count: value, order });
  }
  statusTiles.sort((a, b) => a.order - b.order);
  return [...out, ...statusTiles];
}

export function Dashboard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { data, isPending, error } = useQuery({ queryKey: ['dashboard', 'counts'], queryFn: () => dataProvider.getDashboardCounts() });
  return (
    <>
      <PageTitle title={translate('app.dashboard.title')} />
      {isPending ? <Loading /> : null}
      {error ? <Alert severity="error">{error instanceof Error ? error.message : translate('ra.page.error')}</Alert> : null}
      {data ? (
        <Grid container spacing={2} data-testid="dashboard-counts">
          {tiles(data, toLang(locale), translate).map((tile) => (
            <Grid key={tile.key} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card variant="outlined">
                <CardContent>
                  <Typography variant="body2" color="text.secondary">{tile.label}</Typography>
                  <Typography variant="h4" component="p">{tile.count}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      ) : null}
    </>
  );
}
