// Sidebar: the admin menu for admins on every page, otherwise the user menu; which items show is
// decided by domain/permissions (visibleMenu) for the signed-in user. Groups fold open and shut.
import { useEffect, useState } from 'react';
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useCurrentUser } from '../currentUser';
import { menuFor, type MenuNode } from './permissions';
import { menuIcon } from './menuIcons';

function isUnder(pathname: string, node: MenuNode): boolean {
  if (node.path && (pathname === node.path || pathname.startsWith(`${node.path.replace(/\/list$/, '')}/`))) return true;
  return (node.children ?? []).some((c) => isUnder(pathname, c));
}

function Group({ node }: { node: MenuNode }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [sidebarOpen] = useSidebarState();
  const [open, setOpen] = useState(() => isUnder(pathname, node));
  const current = isUnder(pathname, node);
  // Navigating into a group (a link, a redirect after sign-in) opens it.
  useEffect(() => {
    if (current) setOpen(true);
  }, [current]);
  const Icon = menuIcon(node.id);
  return (
    <>
      <ListItemButton
        onClick={() => setOpen(!open)}
        data-testid={`menu-group-${node.id}`}
        data-open={open ? 'true' : 'false'}
        sx={{ pl: 2 }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        {sidebarOpen ? <ListItemText primary={translate(node.label)} /> : null}
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List component="div" disablePadding sx={{ '& .RaMenuItemLink-root': { pl: sidebarOpen ? 4 : 2 } }}>
          {(node.children ?? []).map((child) => (
            <Item key={child.id} node={child} />
          ))}
        </List>
      </Collapse>
    </>
  );
}

function Item({ node }: { node: MenuNode }) {
  const translate = useTranslate();
  if (node.children?.length) return <Group node={node} />;
  if (!node.path) return null;
  const Icon = menuIcon(node.id);
  return (
    <RaMenu.Item
      to={node.path}
      primaryText={translate(node.label)}
      leftIcon={<Icon />}
      data-testid={`menu-${node.id}`}
    />
  );
}

export function Menu() {
  const { user } = useCurrentUser();
  const nodes = user ? menuFor(user) : [];
  return (
    <RaMenu data-testid={user?.role === 'admin' ? 'admin-menu' : 'user-menu'}>
      {nodes.map((node) => (
        <Item key={node.id} node={node} />
      ))}
    </RaMenu>
  );
}
