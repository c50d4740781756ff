// The admin's buttons on a received mail's detail page: Mark processed (an open failed case),
// Reprocess (after fixing the company data), Open raw mail, and one button per attachment.
import { useEffect, useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { listAttachments, openEmailFile, useEmailAction, type EmailAttachment } from './emailActions';

interface EmailRecord {
  id: string;
  is_failed_case?: boolean;
  processed_at?: string | null;
  mail_file_path?: string | null;
  intake_status?: string | null;
}

const a = (key: string) => `resources.emails.actions.${key}`;

export function EmailCaseActions() {
  const record = useRecordContext<EmailRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const id = String(record?.id ?? '');
  const { busy, run } = useEmailAction(id);
  const [attachments, setAttachments] = useState<EmailAttachment[] | null>(null);
  const hasRaw = Boolean(record?.mail_file_path);
  useEffect(() => {
    if (!hasRaw || !id) return;
    let live = true;
    listAttachments(id).then(
      (list) => live && setAttachments(list),
      () => live && setAttachments([]),
    );
    return () => {
      live = false;
    };
  }, [id, hasRaw]);
  const canMark = Boolean(record?.is_failed_case && !record.processed_at);
  if (!record || (!canMark && !hasRaw)) return null;
  const open = (rest: string, name: string, inline: boolean) => {
    openEmailFile(id, rest, name, inline).catch((err: unknown) =>
      notify(err instanceof Error && err.message ? err.message : 'error.generic', { type: 'error' }),
    );
  };
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Stack spacing={1.5} data-testid="email-actions">
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {canMark ? (
              <Button
                variant="contained"
                disabled={busy}
                onClick={() => void run('processed')}
                data-testid="email-mark-processed"
              >
                {translate(a('markProcessed'))}
              </Button>
            ) : null}
            {hasRaw ? (
              <Button
                variant="outlined"
                disabled={busy || record.intake_status === 'pending'}
                onClick={() => void run('reprocess')}
                data-testid="email-reprocess"
              >
                {translate(a('reprocess'))}
              </Button>
            ) : null}
            {hasRaw ? (
              <Button variant="outlined" onClick={() => open('raw', `${id}.eml`, false)} data-testid="email-open-raw">
                {translate(a('openRaw'))}
              </Button>
            ) : null}
          </Stack>
          {hasRaw ? (
            <Stack spacing={0.5}>
              <Typography variant="subtitle2">{translate(a('attachments'))}</Typography>
              {attachments && attachments.length === 0 ? (
                <Typography variant="body2">{translate(a('noAttachments'))}</Typography>
              ) : null}
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                {(attachments ?? []).map((att) => (
                  <Button
                    key={att.index}
                    size="small"
                    variant="text"
                    onClick={() =>
                      open(`attachments/${att.index}`, att.fileName, att.contentType === 'application/pdf')
                    }
                    data-testid="email-attachment"
                  >
                    {att.fileName} ({Math.max(1, Math.round(att.size / 1024))} kB)
                  </Button>
                ))}
              </Stack>
            </Stack>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
