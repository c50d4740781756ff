// Guards pages by who may use them (the api refuses the others anyway): admin pages for admins,
// the user area (a company's invoices, partners, settings) for users of a company. Anyone else is
// sent to their own home page instead of a page whose every request answers 403.
import { Loading } from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { ReactNode } from 'react';
import { showCompanySettingsLink } from '../../domain/permissions';
import { useCurrentUser, type CurrentUser } from '../currentUser';
import { homePath } from './HomeRedirect';

/** 'admin': admins only; 'company': users tied to a company (never an admin). */
export type PageAudience = 'admin' | 'company';

export function mayOpen(user: CurrentUser, audience: PageAudience): boolean {
  if (audience === 'admin') return user.role === 'admin';
  return user.role !== 'admin' && showCompanySettingsLink({ company: user.company });
}

export function RequireRole({ audience, children }: { audience: PageAudience; children: ReactNode }) {
  const { user, isPending } = useCurrentUser();
  if (isPending || !user) return <Loading />;
  if (!mayOpen(user, audience)) return <Navigate to={homePath(user)} replace />;
  return <>{children}</>;
}
