// Dashboard (/admin/dashboard for admins, /dashboard for receivers): invoice counts by status from
// GET /api/dashboard/counts, labelled and coloured with domain/statuses.
import { useDataProvider, useLocaleState, useTranslate, Loading } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../../domain/paths';
import type { Role } from '../../../domain/roles';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../common/PageTitle';
import type { ConsoleDataProvider, DashboardCounts } from '../dataProvider';
import {
  ALL_INVOICE_STATUSES,
  INVOICE_STATUS_LABELS,
  displayStatus,
  parseInvoiceStatus,
  viewerOf,
  type StatusViewer,
} from '../../../domain/statuses';
import { useCurrentUser } from '../currentUser';
import { toLang } from '../../../domain/i18n/lang';

interface CountTile {
  key: string;
  label: string;
  count: number;
}

/**
 * Accepts `{by_status: {...}, total}` (the api), `{counts: {...}}` or a flat `{status: n}` map.
 * Statuses are counted as the viewer sees them: non-admins read e.g. 'Invalid PDF' as Processing.
 */
function tiles(
  counts: DashboardCounts,
  lang: 'en' | 'sv',
  viewer: StatusViewer,
  translate: (k: string) => string,
): CountTile[] {
  const nested = (counts.byStatus ?? counts.by_status ?? counts.counts) as Record<string, unknown> | undefined;
  const source = nested && typeof nested === 'object' ? nested : counts;
  const out: CountTile[] = [];
  const total = counts.total;
  if (typeof total === 'number') out.push({ key: 'total', label: translate('app.dashboard.total'), count: total });
  const byKey = new Map<string, CountTile & { order: number }>();
  for (const [raw, value] of Object.entries(source)) {
    if (typeof value !== 'number' || raw === 'total') continue;
    const status = parseInvoiceStatus(raw) ? displayStatus(raw, viewer) : null;
    const key = status ?? raw;
    // Tiles follow the order of the spec's status list; unknown values go last.
    const order = status ? ALL_INVOICE_STATUSES.indexOf(status) : ALL_INVOICE_STATUSES.length;
    const tile = byKey.get(key) ?? { key, label: status ? INVOICE_STATUS_LABELS[status][lang] : raw, count: 0, order };
    tile.count += value;
    byKey.set(key, tile);
  }
  const statusTiles = [...byKey.values()];
  statusTiles.sort((a, b) => a.order - b.order);
  return [...out, ...statusTiles];
}

/**
 * A tile opens the PDF invoice list it counts, filtered to its status (the total: unfiltered):
 * admins their invoice list, receivers their incoming list, others their outgoing list.
 */
function tileLink(key: string, role: Role | undefined): string {
  const list =
    role === 'admin' ? PATHS.adminInvoiceList : role === 'receiver' ? PATHS.incomingPdfList : PATHS.outgoingPdfList;
  return parseInvoiceStatus(key) ? `${list}?filter=${encodeURIComponent(JSON.stringify({ status: key }))}` : list;
}

export function Dashboard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { user } = useCurrentUser();
  const viewer: StatusViewer = user ? viewerOf(user.role) : 'user';
  const { data, isPending, error } = useQuery({
    queryKey: ['dashboard', 'counts'],
    queryFn: () => dataProvider.getDashboardCounts(),
  });
  return (
    <>
      <PageTitle title={translate('app.dashboard.title')} />
      {isPending ? <Loading /> : null}
      {error ? (
        <Alert severity="error">{error instanceof Error ? error.message : translate('ra.page.error')}</Alert>
      ) : null}
      {data ? (
        <Grid container spacing={2} data-testid="dashboard-counts">
          {tiles(data, toLang(locale), viewer, translate).map((tile) => (
            <Grid key={tile.key} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card variant="outlined">
                <CardActionArea
                  component={RouterLink}
                  to={tileLink(tile.key, user?.role)}
                  data-testid={`dashboard-tile-${tile.key}`}
                >
                  <CardContent>
                    <Typography variant="body2" color="text.secondary">
                      {tile.label}
                    </Typography>
                    <Typography variant="h4" component="p">
                      {tile.count}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      ) : null}
    </>
  );
}
