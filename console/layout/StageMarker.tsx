// The stage marker: shown on localhost and on the staging host (rule in domain/permissions).
import { useTranslate } from 'react-admin';
import Chip from '@mui/material/Chip';
import { stageName } from './permissions';

export function StageMarker() {
  const translate = useTranslate();
  const stage = stageName(window.location.hostname);
  if (!stage) return null;
  return <Chip label={translate('app.appbar.stage', { stage })} color="warning" size="small" sx={{ mr: 1, fontWeight: 600 }} data-testid="stage-marker" />;
}
