// The stage marker (localhost and the staging host) and the eSynSend logo mark; rules in
// domain/permissions.
import { useTranslate } from 'react-admin';
import Chip from '@mui/material/Chip';
import { stageName, showESynSendLogo } from './permissions';
import { useCurrentUser } from '../currentUser';

export function StageMarker() {
  const translate = useTranslate();
  const stage = stageName(window.location.hostname);
  if (!stage) return null;
  return (
    <Chip
      label={translate('app.appbar.stage', { stage })}
      color="warning"
      size="small"
      sx={{ mr: 1, fontWeight: 600 }}
      data-testid="stage-marker"
    />
  );
}

/** The extra logo mark of companies with eSynSend enabled and active. */
export function ESynSendMark() {
  const { user } = useCurrentUser();
  if (!showESynSendLogo(user)) return null;
  return (
    <Chip
      label="eSynSend"
      color="success"
      size="small"
      variant="outlined"
      sx={{ mr: 1, color: 'inherit', borderColor: 'currentColor' }}
      data-testid="esynsend-mark"
    />
  );
}
