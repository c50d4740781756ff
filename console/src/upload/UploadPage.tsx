// The invoice upload screen (spec 2 'Invoice upload screen', spec 5 'PDF upload', spec 8): per role
// (admin, sender, receiver; domain/permissions uploadScreenRules) a drop area, the bulk and manual
// parsing switches, the file queue with its parties and real progress, 'Apply to all', 'Clean
// all', 'Upload' (all, one at a time), and the success dialog. In manual mode the PDF is shown on
// the left; once it is uploaded for manual parsing, the invoice's form opens on the right, bound to
// the new invoice (ManualInvoicePanel): the success dialog offers it, and comes again after its save.
import { lazy, Suspense, useReducer, useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { HttpError } from 'ra-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { eSynPaySwitch, eSynPaySwitchVisible } from '../../../domain/actions';
import { MAX_UPLOAD_BYTES } from '../../../domain/constants';
import { uploadScreenRules } from '../../../domain/permissions';
import { isUploadable, uploadAllOutcome, type UploadState } from '../../../domain/statuses/upload-status';
import type { ConsoleDataProvider } from '../dataProvider';
import { newIdempotencyKey, type UploadKind } from '../dataProvider/invoices';
import { PageTitle } from '../common/PageTitle';
import { useCurrentUser } from '../currentUser';
import { checkFiles, queueReducer, rowIssues, type CompanyChoice, type QueueItem } from './uploadQueue';
import { UploadDropArea } from './UploadDropArea';
import { UploadQueueTable, type QueueColumns } from './UploadQueueTable';
import { UploadSuccessDialog } from './UploadSuccessDialog';
import { ManualInvoicePanel, useUploadedInvoice } from './ManualInvoicePanel';
import { FieldFocusProvider, useFocusedFieldBox } from '../invoices/form/fieldFocus';
import type { FieldBoxes } from '../../../domain/invoice-provenance';

const PdfViewer = lazy(() => import('../viewers/PdfViewer'));

/** The chosen PDF, highlighting where extraction read the focused form field (when it did). */
function ManualPdf({ file, boxes }: { file: File; boxes: FieldBoxes | undefined }) {
  const highlight = useFocusedFieldBox(boxes);
  return (
    <Suspense fallback={<LinearProgress />}>
      <PdfViewer file={file} highlight={highlight} />
    </Suspense>
  );
}

export function UploadPage({ kind }: { kind: UploadKind }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { user } = useCurrentUser();
  const role = user?.role ?? 'user';
  const [bulk, setBulk] = useState(false);
  const [manualOn, setManual] = useState(false);
  const rules = uploadScreenRules(role, { manualOn, bulkOn: bulk });
  const manual = rules.startsInManualMode || manualOn;
  const [queue, dispatch] = useReducer(queueReducer, []);
  const latest = useRef(queue);
  latest.current = queue;
  const [showErrors, setShowErrors] = useState(false);
  // The success dialog; `fillForm`: manual mode right after the upload, the form still to fill in.
  const [done, setDone] = useState<{ ids: string[]; fillForm?: boolean } | null>(null);
  const uploadKind: UploadKind = role === 'admin' ? 'admin' : kind;
  // Manual mode: the invoice the PDF became, whose form is filled in beside the PDF.
  const [manualInvoiceId, setManualInvoiceId] = useState<string | null>(null);
  const manualInvoice = useUploadedInvoice(manualInvoiceId, uploadKind);
  const own: CompanyChoice | null = user?.company
    ? { id: user.company.id, name: user.company.name, eSynPay: user.company.eSynPay ?? null }
    : null;
  const columns: QueueColumns = {
    sender: !rules.showSenderColumn ? null : role === 'admin' ? 'companies' : 'senders',
    receiver: uploadKind === 'incoming' ? null : role === 'admin' ? 'companies' : 'receivers',
    eSynSend: rules.showESynSendColumn,
    eSynPay: eSynPaySwitchVisible(role, user?.company ?? null),
  };
  const single = !bulk || manual;

  const add = (files: File[]) => {
    const { accepted, refused } = checkFiles(single ? files.slice(-1) : files);
    for (const { issue } of refused) notify(translate(issue.messageKey, issue.params), { type: 'error' });
    if (accepted.length === 0) return;
    setShowErrors(false);
    dispatch({
      type: 'add',
      single,
      items: accepted.map((file) => ({
        key: newIdempotencyKey(),
        file,
        sender: null,
        receiver: null,
        eSynSend: false,
        eSynPay: false,
        state: 'ready',
        progress: 0,
        error: null,
        invoiceId: null,
        idempotencyKey: newIdempotencyKey(),
      })),
    });
  };

  const set = (key: string, patch: Partial<Pick<QueueItem, 'sender' | 'receiver' | 'eSynSend' | 'eSynPay'>>) => {
    const item = latest.current.find((i) => i.key === key);
    if (!item) return;
    const next = { ...item, ...patch };
    // The eSynPay switch follows the domain rule whenever the parties change (spec 4).
    if (!('eSynPay' in patch)) {
      const pay = eSynPaySwitch({
        sender: role === 'sender' ? own : next.sender,
        receiver: next.receiver,
        isESynSend: next.eSynSend,
      });
      patch = { ...patch, eSynPay: pay.value };
    }
    dispatch({ type: 'set', key, patch });
  };

  /** Sends one item: the invoice it made (or found), or its error. */
  const send = async (item: QueueItem): Promise<{ id: string } | { error: string }> => {
    if (Object.keys(rowIssues(item, role, columns.receiver === null)).length > 0) {
      setShowErrors(true);
      return { error: '' };
    }
    dispatch({ type: 'state', key: item.key, state: 'uploading', progress: 0 });
    const pay = eSynPaySwitch({
      sender: role === 'sender' ? own : item.sender,
      receiver: item.receiver,
      isESynSend: item.eSynSend,
    });
    try {
      const answer = await dataProvider.uploadInvoice(
        uploadKind,
        item.file,
        {
          sender_company: columns.sender ? item.sender?.id : undefined,
          receiver_company: columns.receiver ? item.receiver?.id : undefined,
          is_eSynSend: columns.eSynSend ? item.eSynSend : undefined,
          is_eSynPay: pay.allowed && item.eSynPay,
          is_manual_parsing: role === 'admin' && manualOn ? true : undefined,
        },
        {
          idempotencyKey: item.idempotencyKey,
          onProgress: (p) => dispatch({ type: 'progress', key: item.key, progress: p }),
        },
      );
      dispatch({ type: 'state', key: item.key, state: 'success', progress: 1, invoiceId: answer.id });
      return { id: answer.id };
    } catch (err) {
      const status = err instanceof HttpError ? err.status : 0;
      const message = err instanceof Error && err.message ? err.message : 'error.generic';
      dispatch({ type: 'state', key: item.key, state: 'error', error: { message, status } });
      return { error: message };
    }
  };

  const uploadOne = async (item: QueueItem) => {
    const out = await send(item);
    if ('id' in out) {
      notify('success.uploadOne', { type: 'success' });
      // In manual mode the invoice's form comes next, beside the PDF; the dialog says so first.
      if (manual) {
        setManualInvoiceId(out.id);
        setDone({ ids: [out.id], fillForm: true });
      } else if (single) setDone({ ids: [out.id] });
    } else if (out.error) notify(out.error, { type: 'error' });
  };

  const uploadAll = async () => {
    const items = latest.current.filter((i) => isUploadable(i.state));
    // Every row needs its parties before anything is sent (spec 5 'PDF upload').
    if (items.some((i) => Object.keys(rowIssues(i, role, columns.receiver === null)).length > 0)) {
      setShowErrors(true);
      return;
    }
    // One at a time, in order; a failed row stays, marked with its status code.
    const results = new Map<string, UploadState>();
    const ids: string[] = [];
    for (const item of items) {
      const out = await send(item);
      results.set(item.key, 'id' in out ? 'success' : 'error');
      if ('id' in out) ids.push(out.id);
    }
    const states = latest.current.map((i) => results.get(i.key) ?? i.state);
    const outcome = uploadAllOutcome(states);
    if (outcome) notify(outcome, { type: outcome === 'error.generic' ? 'error' : 'success' });
    if (outcome && outcome !== 'error.generic') setDone({ ids });
  };

  const reset = () => {
    dispatch({ type: 'clear' });
    setDone(null);
    setManualInvoiceId(null);
    setShowErrors(false);
  };

  const uploading = queue.some((i) => i.state === 'uploading');
  const pdf = manual ? queue[0]?.file : undefined;
  const controls = (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {rules.bulkSwitch.visible ? (
          <FormControlLabel
            data-testid="bulk-switch"
            control={
              <Switch
                checked={bulk && !manual}
                disabled={rules.bulkSwitch.disabled || uploading || manualInvoiceId !== null}
                onChange={(e) => setBulk(e.target.checked)}
              />
            }
            label={translate('app.upload.bulk')}
          />
        ) : null}
        {rules.manualSwitch.visible ? (
          <FormControlLabel
            data-testid="manual-switch"
            control={
              <Switch
                checked={manualOn}
                disabled={rules.manualSwitch.disabled || uploading || manualInvoiceId !== null}
                onChange={(e) => setManual(e.target.checked)}
              />
            }
            label={translate('app.upload.manual')}
          />
        ) : null}
      </Stack>
      {queue.length === 0 || !single ? (
        <UploadDropArea multiple={!single} maxMb={MAX_UPLOAD_BYTES / (1024 * 1024)} onFiles={add} />
      ) : null}
      {queue.length > 0 ? (
        <>
          <UploadQueueTable
            queue={queue}
            columns={columns}
            role={role}
            ownCompany={own}
            showErrors={showErrors}
            onSet={set}
            onUpload={(i) => void uploadOne(i)}
            onRemove={(key) => dispatch({ type: 'remove', key })}
          />
          {!single ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {columns.sender ? (
                <Button size="small" onClick={() => dispatch({ type: 'applyToAll', field: 'sender' })}>
                  {translate('upload.applyToAll')}: {translate('app.upload.columns.sender')}
                </Button>
              ) : null}
              {columns.receiver ? (
                <Button size="small" onClick={() => dispatch({ type: 'applyToAll', field: 'receiver' })}>
                  {translate('upload.applyToAll')}: {translate('app.upload.columns.receiver')}
                </Button>
              ) : null}
              {columns.eSynSend ? (
                <Button size="small" onClick={() => dispatch({ type: 'applyToAll', field: 'eSynSend' })}>
                  {translate('upload.applyToAll')}: eSynSend
                </Button>
              ) : null}
              <Box sx={{ flex: 1 }} />
              <Button
                size="small"
                color="error"
                disabled={uploading}
                onClick={() => dispatch({ type: 'clear' })}
                data-testid="upload-clean-all"
              >
                {translate('upload.cleanAll')}
              </Button>
              <Button
                size="small"
                variant="contained"
                disabled={uploading}
                onClick={() => void uploadAll()}
                data-testid="upload-all"
              >
                {translate('upload.upload')}
              </Button>
            </Stack>
          ) : null}
        </>
      ) : null}
    </Stack>
  );

  return (
    <>
      <PageTitle title={translate('app.upload.title')} />
      <Card variant="outlined" data-testid="upload-page" data-kind={uploadKind}>
        <CardContent>
          {pdf ? (
            <FieldFocusProvider>
              <Grid container spacing={2} data-testid="upload-manual">
                {/* Side by side from 1536 px; narrower, the queue and form come first, the PDF below. */}
                <Grid
                  size={{ xs: 12, xl: 6 }}
                  order={{ xs: 2, xl: 1 }}
                  sx={{ position: { xl: 'sticky' }, top: { xl: 72 }, alignSelf: 'flex-start' }}
                >
                  <ManualPdf file={pdf} boxes={manualInvoice.data?.field_boxes} />
                </Grid>
                <Grid size={{ xs: 12, xl: 6 }} order={{ xs: 1, xl: 2 }}>
                  <Stack spacing={2}>
                    {controls}
                    {manualInvoiceId ? (
                      <ManualInvoicePanel
                        invoice={manualInvoice.data}
                        error={manualInvoice.error}
                        role={role}
                        onSaved={(inv) => setDone({ ids: [inv.id] })}
                      />
                    ) : null}
                  </Stack>
                </Grid>
              </Grid>
            </FieldFocusProvider>
          ) : (
            controls
          )}
        </CardContent>
      </Card>
      <UploadSuccessDialog
        open={done !== null}
        invoiceIds={done?.ids ?? []}
        kind={uploadKind}
        listPath={rules.invoiceListPath}
        onUploadNew={reset}
        onFillForm={done?.fillForm ? () => setDone(null) : undefined}
      />
    </>
  );
}
