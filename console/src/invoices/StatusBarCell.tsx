// An invoice's shown status: label, progress bar in the status colour and the tooltip for the
// viewer's role, all from domain/statuses.
import { useLocaleState, useRecordContext } from 'react-admin';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  ESYNPAY_STATUS_BARS,
  ESYNPAY_STATUS_LABELS,
  parseESynPayStatus,
  shownStatusView,
  tooltipAudience,
  type BarColour,
} from '../../../domain/statuses';
import { toLang } from '../../../domain/i18n/lang';
import { formatDate } from '../common/formatDate';
import { useCurrentUser } from '../currentUser';
import type { InvoiceDetail } from '../../../domain/invoice-detail';

export type InvoiceDirection = 'outgoing' | 'incoming';

const MUI_COLOUR: Record<BarColour, 'info' | 'secondary' | 'error' | 'success' | 'warning'> = {
  info: 'info',
  secondary: 'secondary',
  danger: 'error',
  success: 'success',
  warning: 'warning',
};

function Bar({
  kind,
  label,
  progress,
  colour,
  tooltip,
}: {
  kind: 'invoice' | 'esynpay';
  label: string;
  progress: number;
  colour: BarColour;
  tooltip: string | null;
}) {
  const content = (
    <Box sx={{ minWidth: 120 }} data-kind={kind} data-status={label}>
      <Typography variant="body2" component="span">
        {label}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={progress}
        color={MUI_COLOUR[colour]}
        sx={{ height: 6, borderRadius: 3, mt: 0.5 }}
      />
    </Box>
  );
  return tooltip ? <Tooltip title={tooltip}>{content}</Tooltip> : content;
}

/** What the cell reads of a list row: the fields the list item shares with the detail record (spec 3). */
type StatusFields = Partial<Pick<InvoiceDetail, 'status' | 'eSynPay_status' | 'keeros_invoice' | 'invoice_sent'>>;

export function InvoiceStatusCell({ direction }: { direction: InvoiceDirection }) {
  const record = useRecordContext<StatusFields & { id: string }>();
  const { user } = useCurrentUser();
  const [locale] = useLocaleState();
  if (!record || !user) return null;
  const lang = toLang(locale);
  const view = shownStatusView(
    { status: record.status, eSynPayStatus: record.eSynPay_status, financeStatus: record.keeros_invoice?.status },
    tooltipAudience(user.role, direction),
    lang,
    { brand: user.brand ?? '', timestamp: formatDate(record.invoice_sent, lang) },
  );
  return <Bar kind="invoice" label={view.label} progress={view.progress} colour={view.colour} tooltip={view.tooltip} />;
}

export function ESynPayStatusCell() {
  const record = useRecordContext<StatusFields & { id: string }>();
  const [locale] = useLocaleState();
  const status = parseESynPayStatus(record?.eSynPay_status);
  if (!status) return null;
  const bar = ESYNPAY_STATUS_BARS[status];
  return (
    <Bar
      kind="esynpay"
      label={ESYNPAY_STATUS_LABELS[status][toLang(locale)]}
      progress={bar.progress}
      colour={bar.colour}
      tooltip={null}
    />
  );
}
