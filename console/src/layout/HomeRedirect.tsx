// '/' (also where logout lands before the login page): sends a signed-in user to their first page,
// admins to /admin/dashboard, others to the first item of their sidebar.
import { Loading } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { PATHS } from '../../../domain/paths';
import { useCurrentUser } from '../currentUser';
import { menuFor, type MenuNode } from './permissions';

function firstPath(nodes: readonly MenuNode[]): string | undefined {
  for (const node of nodes) {
    const path = node.path ?? firstPath(node.children ?? []);
    if (path) return path;
  }
  return undefined;
}

export function homePath(user: Parameters<typeof menuFor>[0]): string {
  if (user.role === 'admin') return PATHS.adminDashboard;
  // A company's pages are closed to a user without one (layout/RequireRole): the FAQ is open to all.
  if (!user.company) return PATHS.faq;
  return firstPath(menuFor(user)) ?? PATHS.faq;
}

export function HomeRedirect() {
  const { user, isPending } = useCurrentUser();
  if (isPending || !user) return <Loading />;
  return <Navigate to={homePath(user)} replace />;
}
