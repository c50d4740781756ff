// The invoice and company queries of the Peppol transport: matching a response to the outgoing
// invoice it answers (and the participant it was sent to), and finding the company behind a Peppol
// participant id. Reads only: the invoice workflow writes invoices.
import type { Knex } from 'knex';
import { participantId, participantOf, type PeppolParty } from '../../domain/peppol';
import { parsePeppolId } from '../../domain/identifiers';
import {
  orgNumberOfSwedishVat,
  swedishOrgForms,
  swedishPeppolForms,
  swedishVatForms,
} from '../identification/party-keys';
import type { InvoiceStatus } from '../../domain/statuses';

type Db = Knex | Knex.Transaction;

/** The company columns that make a PeppolParty (build and endpoint derivation). */
export const COMPANY_PARTY_COLUMNS = [
  'id',
  'name',
  'org_id',
  'tax_number',
  'peppol_id',
  'phone',
  'address',
  'payment_means',
  'contact_emails',
  'invoice_email',
  'general_email',
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
  return p ? participantId(p).toLowerCase() : undefined;
}

/** Whether the party's endpoint (the rule of domain/peppol/party.ts) is this participant. */
export function isParticipant(party: PeppolParty, participantId: string): boolean {
  const own = participantOf(party);
  const key = participantKey(participantId);
  return Boolean(own && key && own.toLowerCase() === key);
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
  const swedishOrg =
    scheme === '0007' && /^\d{10}$/.test(value) ? value : scheme === '9955' ? orgNumberOfSwedishVat(upper) : null;
  if (swedishOrg) {
    for (const form of swedishOrgForms(swedishOrg)) orgIds.add(form);
    for (const form of swedishVatForms(swedishOrg)) taxNumbers.add(form);
    for (const form of swedishPeppolForms(swedishOrg)) peppolIds.push(form);
  }
  const candidates = (await db('companies')
    .select(COMPANY_PARTY_COLUMNS)
    .where(
      (q) =>
        void q
          .whereIn('peppol_id', [...new Set(peppolIds)])
          .orWhereIn('org_id', [...orgIds])
          .orWhereIn('tax_number', [...taxNumbers]),
    )
    .orderBy('created_at', 'asc')
    .limit(20)) as CompanyPartyRow[];
  const matching = candidates.filter((c) => isParticipant(c, participantId));
  const explicit = (c: CompanyPartyRow) => (c.peppol_id ? participantKey(c.peppol_id) === key : false);
  return [...matching.filter(explicit), ...matching.filter((c) => !explicit(c))];
}

/** The outgoing invoice sent in this envelope (its current send or an earlier one). */
export async function findInvoiceByEnvelope(db: Db, instanceId: string): Promise<OutgoingInvoiceRow | undefined> {
  return (await db('invoices')
    .select(OUTGOING_COLUMNS)
    .where(
      (q) =>
        void q
          .where({ envelope_instance_id: instanceId })
          .orWhereIn(
            'id',
            db('peppol_messages').select('invoice_id').where({ direction: 'outgoing', instance_id: instanceId }),
          ),
    )
    .first()) as OutgoingInvoiceRow | undefined;
}

/** The participant a send went to (the receiver of its envelope). */
export async function receiverOfSend(db: Db, instanceId: string): Promise<string | undefined> {
  const row = (await db('peppol_messages')
    .select('receiver_id')
    .where({ direction: 'outgoing', instance_id: instanceId })
    .first()) as { receiver_id: string | null } | undefined;
  return row?.receiver_id ?? undefined;
}

/** The participant an invoice's latest send went to. */
export async function receiverOfInvoice(db: Db, invoiceId: string): Promise<string | undefined> {
  const row = (await db('peppol_messages')
    .select('receiver_id')
    .where({ direction: 'outgoing', invoice_id: invoiceId })
    .whereIn('kind', ['invoice', 'credit-note'])
    .orderBy('created_at', 'desc')
    .first()) as { receiver_id: string | null } | undefined;
  return row?.receiver_id ?? undefined;
}

/**
 * The outgoing invoice an Invoice Response answers: same invoice number (and issue date when the
 * response gives one), sent (an outgoing message carried it), by a company whose endpoint is the response's
 * receiver (the seller). The latest such invoice when several match.
 */
export async function findInvoiceByDocument(
  db: Db,
  ref: { documentId: string; issueDate?: string; sellerParticipantId: string },
): Promise<OutgoingInvoiceRow | undefined> {
  const sellers = await companiesByParticipant(db, ref.sellerParticipantId);
  if (sellers.length === 0) return undefined;
  const q = db('invoices')
    .select(OUTGOING_COLUMNS)
    .whereExists(
      (m) =>
        void m
          .select(db.raw('1'))
          .from('peppol_messages as m')
          .whereRaw('m.invoice_id = invoices.id')
          .where('m.direction', 'outgoing')
          .whereIn('m.kind', ['invoice', 'credit-note']),
    )
    .whereRaw('lower(invoice_id) = lower(?)', [ref.documentId])
    .whereIn(
      'sender_company_id',
      sellers.map((s) => s.id),
    )
    .orderBy('created_at', 'desc')
    .first();
  if (ref.issueDate && /^\d{4}-\d{2}-\d{2}$/.test(ref.issueDate))
    void q.where((w) => void w.where('issue_date', ref.issueDate).orWhereNull('issue_date'));
  return (await q) as OutgoingInvoiceRow | undefined;
}
