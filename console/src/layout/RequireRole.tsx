// Guards pages by who may use them (the api refuses the others anyway): admin pages for admins,
// the user area (a company's invoices, partners, settings) for users of a company. Anyone else is
// sent to their own home page instead of a page whose every request answers 403.
import { Loading } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { userMenuAllows } from '../../../domain/permissions';
import { useCurrentUser, type CurrentUser } from '../currentUser';
import { homePath } from './HomeRedirect';

/**
 * 'admin': admins only; 'company': users tied to a company (never an admin), and for a page of the
 * user sidebar (or a detail page beside one of its lists) only when their sidebar shows it.
 */
export type PageAudience = 'admin' | 'company';

export function mayOpen(user: CurrentUser, audience: PageAudience, pathname: string): boolean {
  if (audience === 'admin') return user.role === 'admin';
  // An admin has no company, and neither has a new account an admin has not tied to one yet.
  if (user.role === 'admin' || !user.company) return false;
  return userMenuAllows(
    { role: user.role, company: user.company ?? null, user: { eSynPay: user.eSynPay ?? null } },
    pathname,
  );
}

export function RequireRole({ audience, children }: { audience: PageAudience; children: ReactNode }) {
  const { user, isPending } = useCurrentUser();
  const { pathname } = useLocation();
  if (isPending || !user) return <Loading />;
  if (!mayOpen(user, audience, pathname)) return <Navigate to={homePath(user)} replace />;
  return <>{children}</>;
}
