// The console theme: react-admin's default with a calmer primary colour.
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#1f4e79' }, secondary: { main: '#5c6b7a' } },
  sidebar: { width: 250, closedWidth: 55 },
};
