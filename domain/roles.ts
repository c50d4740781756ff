// User roles (spec section 6) with their labels in English and Swedish.

import type { Lang } from './i18n/lang';

export const ROLES = ['admin', 'sender', 'receiver', 'user', 'esynpay_user'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Readonly<Record<Role, Readonly<Record<Lang, string>>>> = {
  admin: { en: 'Admin', sv: 'Administratör' },
  sender: { en: 'Sender', sv: 'Avsändare' },
  receiver: { en: 'Receiver', sv: 'Mottagare' },
  user: { en: 'User', sv: 'Användare' },
  esynpay_user: { en: 'eSynPay user', sv: 'eSynPay-användare' },
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function roleLabel(role: Role, lang: Lang): string {
  return ROLE_LABELS[role][lang];
}

export function isAdmin(role: Role): boolean {
  return role === 'admin';
}
