// The PDF-forward countdown (spec 4 'Countdown'): the deadline comes from the invoice workflow's
// query (GET /api/invoices/:id/countdown, asked only while the countdown applies: every minute and
// after every action); the time left is counted down here against the clock and shown as hh:mm,
// '0' once due.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import TimerIcon from '@mui/icons-material/Timer';
import { formatTimeLeft } from '../../../../domain/actions';
import type { InvoiceDetail } from '../../../../domain/invoice-detail';
import type { ConsoleDataProvider } from '../../dataProvider';
import { countdownQuery } from '../actions/invoiceQueries';

export function ForwardCountdown({ invoice }: { invoice: InvoiceDetail }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { data } = useQuery({
    ...countdownQuery(invoice),
    queryFn: ({ signal }) => dataProvider.getInvoiceCountdown(invoice.id, signal),
    placeholderData: { ...invoice.countdown, source: 'record' as const },
  });
  const view = data ?? { ...invoice.countdown, source: 'record' as const };
  const [now, setNow] = useState(() => Date.now());
  const applies = invoice.countdown.applies;
  useEffect(() => {
    if (!applies) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [applies]);
  if (!invoice.countdown.applies || !view.applies || !view.deadline) return null;
  const left = formatTimeLeft(Date.parse(view.deadline) - now);
  return (
    <Alert
      icon={<TimerIcon />}
      severity={left === '0' ? 'warning' : 'info'}
      data-testid="forward-countdown"
      data-source={view.source}
    >
      {left === '0' ? (
        translate('resources.invoices.detail.countdown_expired')
      ) : (
        <>
          <strong>
            {translate('resources.invoices.detail.countdown')} <span data-testid="countdown-value">{left}</span>
          </strong>{' '}
          · {translate('resources.invoices.detail.countdown_hint')}
        </>
      )}
    </Alert>
  );
}
