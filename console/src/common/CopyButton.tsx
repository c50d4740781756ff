// Copies a value to the clipboard (the companies list's invoice email) and says so.
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useTranslate } from 'react-admin';
import type { MouseEvent } from 'react';

export function CopyButton({ value }: { value: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async (event: MouseEvent) => {
    event.stopPropagation();
    event.preventDefault();
    try {
      await navigator.clipboard.writeText(value);
      notify('app.copy.copied', { type: 'info', messageArgs: { value } });
    } catch {
      notify('app.copy.failed', { type: 'error' });
    }
  };
  return (
    <Tooltip title={translate('app.copy.tooltip')}>
      <IconButton size="small" aria-label={translate('app.copy.tooltip')} onClick={copy}>
        <ContentCopyIcon fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}
