// The demo users (one login per role, all with DEMO_PASSWORD, and a few more) and their seeder,
// keyed by e-mail.
import type { Role } from '../../../domain/roles';
import { COMPANIES, companyId } from './companies';
import { ensureRow, type SeedContext } from './context';

/** The one password of every demo login. Demo data only: never seed it into production. */
export const DEMO_PASSWORD = 'Demo-2026!';

export type DemoLoginKey = 'admin' | 'sender' | 'receiver' | 'user' | 'esynpay_user' | 'company_admin';

export interface DemoLogin {
  key: DemoLoginKey;
  /** What to print next to the login. */
  label: string;
  email: string;
  password: string;
  role: Role;
  /** Name of the company the user belongs to (null for the platform admin). */
  companyName: string | null;
  isCompanyAdmin: boolean;
}

export interface DemoUser {
  key: DemoLoginKey | 'extra';
  label: string;
  email: string;
  role: Role;
  company: string | null;
  isCompanyAdmin?: boolean;
  esynpayEnabled?: boolean;
  esynpayAdmin?: boolean;
  sendConfirmation?: boolean;
  sendNotification?: boolean;
}

export const USERS: DemoUser[] = [
  { key: 'admin', label: 'Admin', email: 'admin@demo.esyn.se', role: 'admin', company: null },
  {
    key: 'sender',
    label: 'Sender (Nordvik Bygg AB, eSynPay auto sale)',
    email: 'sender@demo.esyn.se',
    role: 'sender',
    company: 'nordvik',
    sendConfirmation: true,
  },
  {
    key: 'receiver',
    label: 'Receiver (Göteborgs Kontorsservice AB, manual parsing)',
    email: 'receiver@demo.esyn.se',
    role: 'receiver',
    company: 'gbgKontor',
    sendNotification: true,
  },
  {
    key: 'user',
    label: 'User (Uppsala Energi och Fastighet AB)',
    email: 'user@demo.esyn.se',
    role: 'user',
    company: 'uppsala',
  },
  {
    key: 'esynpay_user',
    label: 'eSynPay user (Nordvik Bygg AB)',
    email: 'esynpay@demo.esyn.se',
    role: 'esynpay_user',
    company: 'nordvik',
    esynpayEnabled: true,
  },
  {
    key: 'company_admin',
    label: 'Company admin (Nordvik Bygg AB, sender)',
    email: 'companyadmin@demo.esyn.se',
    role: 'sender',
    company: 'nordvik',
    isCompanyAdmin: true,
    esynpayEnabled: true,
    esynpayAdmin: true,
  },
  {
    key: 'extra',
    label: 'Sender (Västerås Mekaniska Verkstad AB)',
    email: 'anna.lind@vmv.se',
    role: 'sender',
    company: 'vasteras',
  },
  {
    key: 'extra',
    label: 'Sender (Fjällström Logistik AB, eSynSend)',
    email: 'erik.fjallstrom@fjallstromlogistik.se',
    role: 'sender',
    company: 'fjallstrom',
  },
  {
    key: 'extra',
    label: 'Receiver (Luleå Stålteknik AB)',
    email: 'maria.nilsson@luleastal.se',
    role: 'receiver',
    company: 'lulea',
    isCompanyAdmin: true,
  },
];

const companyNameByKey = new Map(COMPANIES.map((c) => [c.key, c.name]));

/** One login per role; all share DEMO_PASSWORD. */
export const DEMO_LOGINS: readonly DemoLogin[] = USERS.filter(
  (u): u is DemoUser & { key: DemoLoginKey } => u.key !== 'extra',
).map((u) => ({
  key: u.key,
  label: u.label,
  email: u.email,
  password: DEMO_PASSWORD,
  role: u.role,
  companyName: u.company ? (companyNameByKey.get(u.company) ?? null) : null,
  isCompanyAdmin: u.isCompanyAdmin ?? false,
}));

export const ADMIN_EMAIL = 'admin@demo.esyn.se';

/** The user who sends or receives for a company, for sender_user_id and event actors. */
export const userOf = (companyKey: string | null, role: Role) =>
  companyKey ? USERS.find((u) => u.company === companyKey && u.role === role) : undefined;

/** The platform admin's id, who processed the demo's handled requests and cases. */
export const adminIdOf = (ctx: SeedContext) => ctx.userIds.get(ADMIN_EMAIL) ?? null;

/** `passwordHash` is hashed once by the caller, outside the transaction. */
export async function seedUsers(ctx: SeedContext, passwordHash: string): Promise<void> {
  for (const u of USERS) {
    ctx.userIds.set(
      u.email,
      await ensureRow(ctx.trx, 'users', (q) => q.whereRaw('lower(email) = lower(?)', [u.email]), {
        email: u.email,
        password_hash: passwordHash,
        role: u.role,
        company_id: u.company ? companyId(ctx, u.company) : null,
        is_company_admin: u.isCompanyAdmin ?? false,
        esynpay_enabled: u.esynpayEnabled ?? false,
        esynpay_admin: u.esynpayAdmin ?? false,
        send_confirmation_by_email: u.sendConfirmation ?? false,
        send_notification_by_email: u.sendNotification ?? false,
        email_verified: true,
      }),
    );
  }
}
