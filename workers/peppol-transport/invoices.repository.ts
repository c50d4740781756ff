// The invoice and company queries of the Peppol transport: matching a response to the outgoing
// invoice it answers, finding the company behind a Peppol participant id, and moving an invoice's
// status with its audit event (append-only invoice_events, idempotent by key).
import type { Knex } from 'knex';
import { endpointId, type PeppolParty } from '../../domain/peppol';
import { parsePeppolId } from '../../domain/identifiers';
import { orgNumberOfSwedishVat, swedishOrgForms, swedishPeppolForms, swedishVatForms } from '../identification/party-keys';
import type { InvoiceStatus } from '../../domain/statuses';
import { recordInvoiceEvent, type InvoiceEvent } from '../activities/invoice-events';


type Db = Knex | Knex.Transaction;

/** The company columns that make a PeppolParty (build and endpoint derivation). */
export const COMPANY_PARTY_COLUMNS = [
  'id', 'name', 'org_id', 'tax_number', 'peppol_id', 'phone', 'address', 'payment_means', 'contact_emails', 'invoice_email', 'general_email',
] as const;

export type CompanyPartyRow = PeppolParty & { id: string; name: string };

export interface OutgoingInvoiceRow {
  id: string;
  status: InvoiceStatus;
  invoice_id: string | null;
  envelope_instance_id: string | null;
  exception: string | null;
}

const OUTGOING_COLUMNS = ['id', 'status', 'invoice_id', 'envelope_instance_id', 'exception'] as const;

/** A participant id as 'scheme:value' (also accepts 'iso6523-actorid-upis::scheme:value'), lower-cased. */
export function participantKey(id: string): string | undefined {
  const p = parsePeppolId(id.replace(/^iso6523-actorid-upis::/i, ''));
  return p ? `${p.scheme}:${p.value}`.toLowerCase() : undefined;
}

/** Whether the party's endpoint (the rule of domain/peppol/party.ts) is this participant. */
export function isParticipant(party: PeppolParty, participantId: string): boolean {
  const ep = endpointId(party);
  const key = participantKey(participantId);
  return Boolean(ep && key && `${ep.scheme}:${ep.value}`.toLowerCase() === key);
}

/**
 * The companies whose Peppol endpoint is the participant: candidates by equality on the indexed
 * peppol_id, org_id and tax_number columns (every stored form of the id: case, the
 * iso6523-actorid-upis prefix, a Swedish org number with or without dash or century, the SE VAT
 * number of a 0007 id and the org number of a 9955 id), then the same endpoint derivation the
 * documents were built with, so a company is found by exactly the id its invoices carry. An
 * explicit peppol_id match comes first.
 */
export async function companiesByParticipant(db: Db, participantId: string): Promise<CompanyPartyRow[]> {
  const key = participantKey(participantId);
  if (!key) return [];
  const scheme = key.slice(0, key.indexOf(':'));
  const value = key.slice(key.indexOf(':') + 1);
  const upper = value.toUpperCase();
  const peppolIds = [...new Set([key, `${scheme}:${upper}`].flatMap((id) => [id, `iso6523-actorid-upis::${id}`]))];
  const orgIds = new Set([value, upper]);
  const taxNumbers = new Set([upper]);
  const swedishOrg = scheme === '0007' && /^\d{10}$/.test(value) ? value : scheme === '9955' ? orgNumberOfSwedishVat(upper) : null;
  if (swedishOrg) {
    for (const form of swedishOrgForms(swedishOrg)) orgIds.add(form);
    for (const form of swedishVatForms(swedishOrg)) taxNumbers.add(form);
    for (const form of swedishPeppolForms(swedishOrg)) peppolIds.push(form);
  }
  const candidates = (await db('companies')
    .select(COMPANY_PARTY_COLUMNS)
    .where((q) => void q.whereIn('peppol_id', [...new Set(peppolIds)]).orWhereIn('org_id', [...orgIds]).orWhereIn('tax_number', [...taxNumbers]))
    .orderBy('created_at', 'asc')
    .limit(20)) as CompanyPartyRow[];
  const matching = candidates.filter((c) => isParticipant(c, participantId));
  const explicit = (c: CompanyPartyRow) => (c.peppol_id ? participantKey(c.peppol_id) === key : false);
  return [...matching.filter(explicit), ...matching.filter((c) => !explicit(c))];
}

/** The outgoing Peppol invoice sent in this envelope, locked for the status change. */
export async function lockInvoiceByEnvelope(db: Db, instanceId: string): Promise<OutgoingInvoiceRow | undefined> {
  // The invoice's current envelope, or an earlier send of it (a resend gets a new envelope id).
  return (await db('invoices')
    .select(OUTGOING_COLUMNS)
    .where({ format: 'peppol' })
    .where((q) => void q.where({ envelope_instance_id: instanceId })
      .orWhereIn('id', db('peppol_messages').select('invoice_id').where({ direction: 'outgoing', instance_id: instanceId })))
    .forUpdate()
    .first()) as OutgoingInvoiceRow | undefined;
}

/**
 * The outgoing Peppol invoice an Invoice Response answers: same invoice number (and issue date when
 * the response gives one), sent (it has an envelope), by a company whose endpoint is the response's
 * receiver (the seller). The latest such invoice when several match.
 */
export async function lockInvoiceByDocument(
  db: Db,
  ref: { documentId: string; issueDate?: string; sellerParticipantId: string },
): Promise<OutgoingInvoiceRow | undefined> {
  const sellers = await companiesByParticipant(db, ref.sellerParticipantId);
  if (sellers.length === 0) return undefined;
  const q = db('invoices')
    .select(OUTGOING_COLUMNS)
    .where({ format: 'peppol' })
    .whereNotNull('envelope_instance_id')
    .whereRaw('lower(invoice_id) = lower(?)', [ref.documentId])
    .whereIn('sender_company_id', sellers.map((s) => s.id))
    .orderBy('created_at', 'desc')
    .forUpdate()
    .first();
  if (ref.issueDate && /^\d{4}-\d{2}-\d{2}$/.test(ref.issueDate)) void q.where((w) => void w.where('issue_date', ref.issueDate).orWhereNull('issue_date'));
  return (await q) as OutgoingInvoiceRow | undefined;
}


/**
 * Applies a response to an invoice: the new status when there is one (null leaves it), the exception
 * text when given (null clears it, undefined leaves it), and the event either way.
 */
export async function applyResponse(
  db: Db,
  invoice: OutgoingInvoiceRow,
  change: { next: InvoiceStatus | null; exception?: string | null; sent?: boolean; event: Omit<InvoiceEvent, 'invoiceId' | 'fromStatus' | 'toStatus'> },
): Promise<void> {
  const update: Record<string, unknown> = {};
  if (change.next) update.status = change.next;
  if (change.exception !== undefined) update.exception = change.exception;
  if (change.next && change.sent) update.invoice_sent = db.raw('coalesce(invoice_sent, now())');
  if (Object.keys(update).length) await db('invoices').where({ id: invoice.id }).update(update);
  await recordInvoiceEvent(db, {
    ...change.event,
    invoiceId: invoice.id,
    fromStatus: change.next ? invoice.status : null,
    toStatus: change.next,
  });
}
