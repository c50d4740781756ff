// Who a received mail is for and who sent it (spec 1; spec 3 Company invoice_email, aliases,
// contact_emails, Domain lists). docs/mail-intake.md 'Routing' states the rules:
// - receiver: the first recipient (SMTP envelope first, then To and Cc) whose address, lower-cased
//   and without a '+tag', is a company's invoice_email, or is one of its aliases written as an address;
// - sender: a platform user's address (User), a company's contact e-mail, invoice or general
//   address (Data-User), an allowed domain tied to a company (Service), an open-channel domain
//   (Open Channel). Anything else, and any address at a general domain (a shared mail provider,
//   never tied to one company) that is not known by its full address, is not allowed.
import type { Knex } from 'knex';
import type { MessageSourceKind } from '../../domain/constants';
import { addressDomain, recipientKey } from '../../domain/email-intake';

export type SourceKind = Exclude<MessageSourceKind, 'Reply'>;

export interface Receiver {
  companyId: string;
  address: string;
}

export type SenderVerdict =
  | { allowed: true; companyId: string | null; sourceKind: SourceKind }
  | { allowed: false; companyId: null; reason: string };

/** The receiver company of the first recipient that names one. */
export async function findReceiver(db: Knex, recipients: readonly string[]): Promise<Receiver | null> {
  const keys = [...new Set(recipients.map(recipientKey))].slice(0, 50);
  if (keys.length === 0) return null;
  const byInvoiceEmail = (await db('companies')
    .select('id', db.raw('lower(invoice_email) as key'))
    .whereRaw('lower(invoice_email) = any(?)', [keys])) as { id: string; key: string }[];
  const byAlias = (await db('company_aliases')
    .select('company_id as id', 'alias_key as key')
    .whereIn('alias_key', keys)) as { id: string; key: string }[];
  for (const key of keys) {
    const hit = byInvoiceEmail.find((r) => r.key === key) ?? byAlias.find((r) => r.key === key);
    if (hit) return { companyId: hit.id, address: key };
  }
  return null;
}

/** Whether the domain rules let this address send invoices, and the company it speaks for. */
export async function judgeSender(db: Knex, from: string | null): Promise<SenderVerdict> {
  const domain = addressDomain(from);
  if (!from || !domain) return { allowed: false, companyId: null, reason: 'no sender address' };
  const address = from.toLowerCase();
  const user = (await db('users').select('company_id').whereRaw('lower(email) = ?', [address]).first()) as
    { company_id: string | null } | undefined;
  if (user) return { allowed: true, companyId: user.company_id, sourceKind: 'User' };
  const known = (await db('companies')
    .select('id')
    .whereRaw('lower(invoice_email) = ?', [address])
    .orWhereRaw('lower(general_email) = ?', [address])
    .orWhereRaw(
      `exists (select 1 from jsonb_array_elements(contact_emails) e where jsonb_typeof(e) = 'object' and lower(e->>'email') = ?)`,
      [address],
    )
    .orderBy('created_at')
    .first()) as { id: string } | undefined;
  if (known) return { allowed: true, companyId: known.id, sourceKind: 'Data-User' };
  const domains = (await db('domains').select('kind', 'company_id').whereRaw('lower(name) = ?', [domain])) as {
    kind: 'allowed' | 'general' | 'open_channel';
    company_id: string | null;
  }[];
  if (domains.some((d) => d.kind === 'general'))
    return { allowed: false, companyId: null, reason: `${domain} is a general domain and ${address} is not known` };
  const allowed = domains.find((d) => d.kind === 'allowed');
  if (allowed) return { allowed: true, companyId: allowed.company_id, sourceKind: 'Service' };
  const open = domains.find((d) => d.kind === 'open_channel');
  if (open) return { allowed: true, companyId: open.company_id, sourceKind: 'Open Channel' };
  return {
    allowed: false,
    companyId: null,
    reason: `${address} is neither a known address nor at an allowed or open-channel domain`,
  };
}
