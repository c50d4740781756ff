// One action button and the question it asks first (domain/action-messages): nothing, a yes/no
// confirmation (cancel, sell, approve), the resend dialog, the reject reason or the status
// selector; then the action runs as a mutation (useInvoiceAction).
import { lazy, Suspense, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { InvoiceAction } from '../../../../domain/actions';
import { ACTION_MESSAGES } from '../../../../domain/action-messages';
import type { InvoiceFormat } from '../../../../domain/constants';
import type { Role } from '../../../../domain/roles';
import { ResendDialog } from './ResendDialog';
import { SetStatusDialog } from './SetStatusDialog';
import type { useInvoiceAction } from './useInvoiceAction';

// The reject dialog validates its reason with the shared rules (zod): its own chunk, loaded on the
// first click, keeps them out of the lists' first load.
const RejectInvoiceDialog = lazy(() =>
  import('./RejectInvoiceDialog').then((m) => ({ default: m.RejectInvoiceDialog })),
);

export interface ActionTarget {
  id: string;
  invoice_id?: string | null;
  file_name?: string | null;
  format: InvoiceFormat;
  status: string;
}

export function InvoiceActionButton({
  action,
  invoice,
  role,
  mutation,
  size = 'small',
  variant = 'outlined',
  onResendWithChange,
}: {
  action: InvoiceAction;
  invoice: ActionTarget;
  role: Role;
  mutation: ReturnType<typeof useInvoiceAction>;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  /** A resend with changes went through: the page opens the manual form. */
  onResendWithChange?: () => void;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { run, busy } = mutation;
  const m = ACTION_MESSAGES[action];
  const number = invoice.invoice_id ?? invoice.file_name ?? '';
  const close = () => setOpen(false);
  const runAndClose = async (ok: Promise<boolean>) => {
    if (await ok) close();
  };
  const onClick = () => (m.prompt.kind === 'none' ? void run(action, {} as never) : setOpen(true));

  return (
    <>
      <Button
        size={size}
        variant={variant}
        color={m.destructive ? 'error' : action === 'approve' ? 'success' : 'primary'}
        disabled={busy}
        onClick={(e) => {
          e.stopPropagation();
          onClick();
        }}
        data-testid={`action-${action}`}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {translate(m.labelKey)}
      </Button>
      {m.prompt.kind === 'confirm' ? (
        <Confirm
          isOpen={open}
          loading={busy}
          title={m.labelKey}
          content={m.prompt.messageKey}
          translateOptions={{ invoice: number }}
          confirm="confirm.ok"
          cancel="confirm.no"
          confirmColor={m.destructive ? 'warning' : 'primary'}
          onConfirm={() => void runAndClose(run(action, {} as never))}
          onClose={close}
        />
      ) : null}
      {m.prompt.kind === 'resend' ? (
        <ResendDialog
          open={open}
          busy={busy}
          onAnswer={(withChange) =>
            void run('resend', { withChange }).then((ok) => {
              if (!ok) return;
              close();
              if (withChange) onResendWithChange?.();
            })
          }
        />
      ) : null}
      {m.prompt.kind === 'reason' && open ? (
        <Suspense fallback={null}>
          <RejectInvoiceDialog
            open={open}
            invoiceNumber={number}
            busy={busy}
            onCancel={close}
            onReject={(reason) => void runAndClose(run('reject', { reason }))}
          />
        </Suspense>
      ) : null}
      {m.prompt.kind === 'status' ? (
        <SetStatusDialog
          open={open}
          busy={busy}
          role={role}
          format={invoice.format}
          current={invoice.status}
          onCancel={close}
          onChoose={(status, reason) => void runAndClose(run('setStatus', { status, reason }))}
        />
      ) : null}
    </>
  );
}
