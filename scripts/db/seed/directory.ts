// The demo's domains, connection systems and access requests, and their seeders (each keyed by
// kind + name, or by e-mail).
import { companyId } from './companies';
import { daysBefore, ensureRow, type SeedContext } from './context';
import { orgNumber } from './identifiers';
import { adminIdOf } from './users';

const DOMAINS: {
  kind: 'allowed' | 'general' | 'open_channel';
  name: string;
  company: string | null;
  description: string;
}[] = [
  { kind: 'allowed', name: 'nordvikbygg.se', company: 'nordvik', description: 'Nordvik group staff may sign up' },
  { kind: 'allowed', name: 'gbgkontorsservice.se', company: 'gbgKontor', description: 'Receiver staff' },
  { kind: 'allowed', name: 'vmv.se', company: 'vasteras', description: 'Västerås Mekaniska staff' },
  {
    kind: 'general',
    name: 'gmail.com',
    company: null,
    description: 'Shared mail provider: never identifies a company',
  },
  { kind: 'general', name: 'outlook.com', company: null, description: 'Shared mail provider' },
  { kind: 'general', name: 'telia.com', company: null, description: 'Shared mail provider' },
  {
    kind: 'open_channel',
    name: 'fakturor.luleastal.se',
    company: 'lulea',
    description: 'Supplier invoices forwarded by Luleå Stålteknik',
  },
  { kind: 'open_channel', name: 'scan.uppsalaenergi.se', company: 'uppsala', description: 'Scanned paper invoices' },
];

const CONNECTION_SYSTEMS: { kind: 'pdf' | 'peppol'; name: string; url: string }[] = [
  { kind: 'pdf', name: 'eSyn mail gateway', url: 'smtp://mx.invoices.esyn.se:25' },
  { kind: 'pdf', name: 'Interpretation engine (IE)', url: 'https://ie.esyn.se/api/v2' },
  { kind: 'peppol', name: 'Peppol access point (GGW)', url: 'sftp://ap.esyn.se:22/outbound' },
  { kind: 'peppol', name: 'Peppol SMP lookup', url: 'https://smp.esyn.se' },
];

const ACCESS_REQUESTS: {
  email: string;
  name: string;
  company_name: string;
  org_base: string;
  message: string;
  status: 'pending' | 'approved' | 'rejected';
}[] = [
  {
    email: 'karin.ek@skargardsrederi.se',
    name: 'Karin Ek',
    company_name: 'Skärgårdens Rederi AB',
    org_base: '556377451',
    message: 'Vi vill skicka våra fakturor via eSyn.',
    status: 'pending',
  },
  {
    email: 'johan.berg@lindqvistberg.se',
    name: 'Johan Berg',
    company_name: 'Lindqvist & Berg Redovisning AB',
    org_base: '556901562',
    message: 'Access for our accounting team, please.',
    status: 'approved',
  },
  {
    email: 'info@example-bygg.se',
    name: 'Per Svensson',
    company_name: 'Exempel Bygg HB',
    org_base: '969711234',
    message: 'Testar tjänsten.',
    status: 'rejected',
  },
];

export async function seedDomains(ctx: SeedContext): Promise<void> {
  for (const d of DOMAINS) {
    await ensureRow(ctx.trx, 'domains', (q) => q.where({ kind: d.kind }).whereRaw('lower(name) = lower(?)', [d.name]), {
      kind: d.kind,
      name: d.name,
      company_id: d.company ? companyId(ctx, d.company) : null,
      description: d.description,
    });
  }
}

export async function seedConnectionSystems(ctx: SeedContext): Promise<void> {
  for (const cs of CONNECTION_SYSTEMS) {
    await ensureRow(
      ctx.trx,
      'connection_systems',
      (q) => q.where({ kind: cs.kind }).whereRaw('lower(name) = lower(?)', [cs.name]),
      cs,
    );
  }
}

export async function seedAccessRequests(ctx: SeedContext): Promise<void> {
  const adminId = adminIdOf(ctx);
  for (const [i, r] of ACCESS_REQUESTS.entries()) {
    const processed = r.status !== 'pending';
    await ensureRow(ctx.trx, 'user_access_requests', (q) => q.whereRaw('lower(email) = lower(?)', [r.email]), {
      email: r.email,
      name: r.name,
      company_name: r.company_name,
      org_id: orgNumber(r.org_base),
      message: r.message,
      status: r.status,
      processed_by: processed ? adminId : null,
      processed_at: processed ? daysBefore(ctx.now, i + 1) : null,
      created_at: daysBefore(ctx.now, i + 3),
    });
  }
}
