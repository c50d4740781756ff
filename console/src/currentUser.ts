// The signed-in user as GET /api/me returns it. react-admin keeps it as the "permissions" of the
// session (authProvider.getPermissions), so every screen reads it through useCurrentUser().
import { usePermissions } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Role } from '../../domain/roles';
import { forgetCurrentUser } from './authProvider';

export type UserRole = Role;

export interface CurrentCompany {
  id: string;
  _id?: string;
  name: string;
  is_receiver?: boolean;
  manual_parsing_allowed?: boolean;
  show_outgoing_invoices?: boolean;
  eSynPay?: { is_enabled?: boolean; status?: string; type?: string };
  eSynSend?: { is_enabled?: boolean; status?: string };
}

export interface CurrentUser {
  id: string;
  email: string;
  role: UserRole;
  is_company_admin?: boolean;
  eSynPay?: { is_enabled?: boolean; is_admin?: boolean };
  company?: CurrentCompany | null;
  /** The deployment's brand name (BRAND_NAME), for texts such as 'sent from {brand}'. */
  brand?: string;
  [extra: string]: unknown;
}

export function useCurrentUser(): { user: CurrentUser | undefined; isPending: boolean } {
  const { permissions, isPending } = usePermissions<CurrentUser>();
  return { user: permissions, isPending };
}

/** Fetches /api/me again (after the current user changed their own rights). */
export function useReloadCurrentUser(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    forgetCurrentUser();
    await queryClient.invalidateQueries({ queryKey: ['auth'] });
  }, [queryClient]);
}
