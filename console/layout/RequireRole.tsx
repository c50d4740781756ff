// Guards the admin pages: others are sent to their home page (the api refuses them anyway).
import { Loading } from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../currentUser';
import { homePath } from './HomeRedirect';

export function RequireRole({ admin, children }: { admin: true; children: ReactNode }) {
  const { user, isPending } = useCurrentUser();
  if (isPending || !user) return <Loading />;
  if (admin && user.role !== 'admin') return <Navigate to={homePath(user)} replace />;
  return <>{children}</>;
}
