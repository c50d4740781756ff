// Language switch of the top bar and the login page: English or Svenska. useLocaleState keeps the
// choice in react-admin's store (localStorage), so it survives reloads and sign-ins.
import { useState } from 'react';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';

export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const locales = useLocales();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = locales.find((l) => l.locale === locale)?.name ?? locale;
  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        aria-label={translate('app.appbar.language')}
        aria-haspopup="menu"
        data-testid="language-switch"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {current}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {locales.map((l) => (
          <MenuItem
            key={l.locale}
            selected={l.locale === locale}
            lang={l.locale}
            onClick={() => {
              setLocale(l.locale);
              setAnchor(null);
            }}
          >
            {l.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
