// Profile menu (spec section 2): user profile; company settings and users only for users tied to
// a company; for admins outside the admin menu a link to /admin/dashboard; logout back to /.
import { forwardRef } from 'react';
import { Logout, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import BusinessIcon from '@mui/icons-material/Business';
import GroupIcon from '@mui/icons-material/Group';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../currentUser';
import { profileLinks } from './permissions';

const ICONS: Record<string, ReactNode> = {
  profile: <AccountCircleIcon fontSize="small" />,
  company: <BusinessIcon fontSize="small" />,
  users: <GroupIcon fontSize="small" />,
  admin: <AdminPanelSettingsIcon fontSize="small" />,
};

const LinkItem = forwardRef<HTMLAnchorElement, { to: string; label: string; icon: ReactNode }>(function LinkItem(
  { to, label, icon },
  ref,
) {
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={to} ref={ref} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
});

export function ProfileMenu() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  const links = user ? profileLinks(user, pathname) : [];
  return (
    <UserMenu>
      {links.map((link) => (
        <LinkItem key={link.path} to={link.path} label={translate(link.label)} icon={ICONS[link.icon]} />
      ))}
      <Logout redirectTo="/" />
    </UserMenu>
  );
}
