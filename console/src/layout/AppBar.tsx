// Top bar: stage marker, upload-invoice button (spec section 2 rule from domain/permissions),
// fullscreen toggle, language switch (English / Svenska, kept in the store) and the profile menu.
import { useEffect, useState } from 'react';
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';
import { LanguageSwitch } from './LanguageSwitch';
import { Link, useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ProfileMenu } from './ProfileMenu';
import { ESynSendMark, StageMarker } from './StageMarker';
import { useCurrentUser } from '../currentUser';
import { uploadButtonTarget } from './permissions';

function FullscreenToggle() {
  const translate = useTranslate();
  const [active, setActive] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const onChange = () => setActive(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      // The browser refused (no user gesture or not allowed); the button stays as it was.
    }
  };
  const label = translate(active ? 'app.appbar.exit_fullscreen' : 'app.appbar.fullscreen');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={toggle}>
        {active ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
}

function UploadButton() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  const target = user ? uploadButtonTarget(user, pathname) : null;
  if (!target) return null;
  return (
    <Button
      component={Link}
      to={target}
      color="inherit"
      variant="outlined"
      size="small"
      startIcon={<UploadFileIcon />}
      sx={{ mr: 1, display: { xs: 'none', sm: 'inline-flex' } }}
    >
      {translate('app.appbar.upload')}
    </Button>
  );
}

export function AppBar() {
  return (
    <RaAppBar
      color="primary"
      userMenu={<ProfileMenu />}
      toolbar={
        <>
          <FullscreenToggle />
          <LanguageSwitch />
          <LoadingIndicator />
        </>
      }
    >
      <TitlePortal />
      <ESynSendMark />
      <StageMarker />
      <UploadButton />
    </RaAppBar>
  );
}
