// The upload queue table (spec 2 'Invoice upload screen'): file name, sender company (not for
// senders), receiver company (not for receivers: their own), eSynSend (admin), eSynPay (when
// visible, by the domain's switch rule), the real upload progress and per-row Upload / Remove; a
// check mark after success, the status code after a failure.
import { useLocaleState, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { eSynPaySwitch } from '../../../domain/actions';
import { UPLOAD_STATE_LABELS } from '../../../domain/statuses/upload-status';
import { toLang } from '../../../domain/i18n/lang';
import type { Role } from '../../../domain/roles';
import { CompanyPicker } from './CompanyPicker';
import { rowIssues, type CompanyChoice, type QueueItem } from './uploadQueue';

export interface QueueColumns {
  sender: 'companies' | 'senders' | null;
  receiver: 'companies' | 'receivers' | null;
  eSynSend: boolean;
  eSynPay: boolean;
}

export function UploadQueueTable({
  queue,
  columns,
  role,
  ownCompany,
  showErrors,
  onSet,
  onUpload,
  onRemove,
}: {
  queue: QueueItem[];
  columns: QueueColumns;
  role: Role;
  /** The user's own company: the sender of a sender's uploads (its eSynPay agreement). */
  ownCompany: CompanyChoice | null;
  showErrors: boolean;
  onSet: (key: string, patch: Partial<Pick<QueueItem, 'sender' | 'receiver' | 'eSynSend' | 'eSynPay'>>) => void;
  onUpload: (item: QueueItem) => void;
  onRemove: (key: string) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const c = (key: string) => translate(`app.upload.columns.${key}`);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="upload-queue">
        <TableHead>
          <TableRow>
            <TableCell>{c('file')}</TableCell>
            {columns.sender ? <TableCell>{c('sender')}</TableCell> : null}
            {columns.receiver ? <TableCell>{c('receiver')}</TableCell> : null}
            {columns.eSynSend ? <TableCell>eSynSend</TableCell> : null}
            {columns.eSynPay ? <TableCell>eSynPay</TableCell> : null}
            <TableCell sx={{ minWidth: 140 }}>{c('progress')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {queue.map((item) => {
            const locked = item.state === 'uploading' || item.state === 'success';
            const issues = showErrors || item.state === 'error' ? rowIssues(item, role, columns.receiver === null) : {};
            const issue = (field: string) =>
              issues[field] ? translate(issues[field].messageKey, issues[field].params) : null;
            const pay = eSynPaySwitch({
              sender: (role === 'sender' ? ownCompany : item.sender) ?? null,
              receiver: item.receiver,
              isESynSend: item.eSynSend,
            });
            return (
              <TableRow key={item.key} data-testid="upload-row" data-state={item.state}>
                <TableCell sx={{ maxWidth: 220, overflowWrap: 'anywhere' }}>{item.file.name}</TableCell>
                {columns.sender ? (
                  <TableCell>
                    <CompanyPicker
                      resource={columns.sender}
                      label={c('sender')}
                      value={item.sender}
                      disabled={locked}
                      error={issue('sender_company')}
                      testId="upload-sender"
                      onChange={(v) => onSet(item.key, { sender: v })}
                    />
                  </TableCell>
                ) : null}
                {columns.receiver ? (
                  <TableCell>
                    <CompanyPicker
                      resource={columns.receiver}
                      label={c('receiver')}
                      value={item.receiver}
                      disabled={locked}
                      error={issue('receiver_company')}
                      testId="upload-receiver"
                      onChange={(v) => onSet(item.key, { receiver: v })}
                    />
                  </TableCell>
                ) : null}
                {columns.eSynSend ? (
                  <TableCell>
                    <Switch
                      checked={item.eSynSend}
                      disabled={locked}
                      onChange={(e) => onSet(item.key, { eSynSend: e.target.checked })}
                      inputProps={{ 'aria-label': 'eSynSend' }}
                    />
                  </TableCell>
                ) : null}
                {columns.eSynPay ? (
                  <TableCell>
                    <Switch
                      checked={pay.allowed && item.eSynPay}
                      disabled={locked || pay.locked}
                      onChange={(e) => onSet(item.key, { eSynPay: e.target.checked })}
                      inputProps={{ 'aria-label': 'eSynPay' }}
                    />
                  </TableCell>
                ) : null}
                <TableCell>
                  <LinearProgress
                    variant="determinate"
                    value={Math.round(item.progress * 100)}
                    color={item.state === 'error' ? 'error' : item.state === 'success' ? 'success' : 'primary'}
                    data-testid="upload-progress"
                  />
                  <Typography
                    variant="caption"
                    color={item.state === 'error' ? 'error' : 'text.secondary'}
                    data-testid="upload-row-status"
                  >
                    {UPLOAD_STATE_LABELS[item.state][toLang(locale)]}
                    {item.error
                      ? ` (${item.error.status || '-'}): ${translate(item.error.message, { _: item.error.message })}`
                      : ''}
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {item.state === 'success' ? (
                    <CheckCircleIcon color="success" data-testid="upload-done" />
                  ) : (
                    <>
                      <Button
                        size="small"
                        variant="contained"
                        disabled={item.state === 'uploading'}
                        onClick={() => onUpload(item)}
                        data-testid="upload-row-upload"
                      >
                        {translate('upload.upload')}
                      </Button>
                      <Button
                        size="small"
                        disabled={item.state === 'uploading'}
                        onClick={() => onRemove(item.key)}
                        data-testid="upload-row-remove"
                      >
                        {translate('upload.remove')}
                      </Button>
                    </>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
