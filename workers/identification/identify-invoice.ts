// The identification job of one invoice: reads its results (raw_result, else ie_raw_result),
// matches supplier and customer to registered companies and records the outcome, in one
// transaction with the invoice row locked:
//   - invoices.identification: the outcome per party (types.ts, docs/data-model.md);
//   - invoices.identification_job_pk: the job id, set once (later runs keep the first one);
//   - sender_company_id / receiver_company_id: filled only while empty, only from an unambiguous,
//     confident match (ranking.ts fillsColumn), never with the company already on the other side,
//     and not at all when supplier and customer name the same company;
//   - one invoice_events row per distinct outcome of the job ('identification', actor 'system').
// Idempotent: a run whose outcome equals the stored one and that has nothing to fill writes
// nothing at all; the event's idempotency key (job id + outcome hash) also makes a retried write
// exactly-once.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { recordInvoiceEvent } from '../invoices/invoice-events';
import { InvoiceNotFoundError } from '../invoices/transition';

export { InvoiceNotFoundError };
import { findCompanyMatches } from './company-lookup';
import { invoicePartiesOf, type PartyReading } from './invoice-parties';
import { partyLookups } from './party-keys';
import { fillsColumn, rankMatches } from './ranking';
import type { InvoiceIdentification, PartyIdentification } from './types';
import type { InvoiceRow } from '../../domain/invoice-record';

export const IDENTIFICATION_EVENT = 'identification';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface IdentificationRun {
  jobId: string;
  identification: InvoiceIdentification;
  /** False when the stored outcome already said exactly this and nothing was filled. */
  changed: boolean;
  filled: { sender_company_id?: string; receiver_company_id?: string };
}

/** The columns identification reads of the stored invoice (domain/invoice-record.ts). */
type IdentifiedRow = Pick<
  InvoiceRow,
  | 'id'
  | 'raw_result'
  | 'ie_raw_result'
  | 'identification'
  | 'identification_job_pk'
  | 'sender_company_id'
  | 'receiver_company_id'
>;

/** JSON with object keys sorted: jsonb reorders keys, so stored and fresh outcomes compare by this. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

async function identifyParty(db: Knex.Transaction, reading: PartyReading): Promise<PartyIdentification> {
  return rankMatches(await findCompanyMatches(db, partyLookups(reading.facts)), reading.source);
}

/**
 * Which empty party columns the outcome fills: unambiguous, confident matches only, never the
 * company already on the other side, and nothing when both parties name the same company (the
 * document's parties are then in doubt, a person decides).
 */
export function columnsToFill(
  row: Pick<IdentifiedRow, 'sender_company_id' | 'receiver_company_id'>,
  { supplier, customer }: Pick<InvoiceIdentification, 'supplier' | 'customer'>,
): IdentificationRun['filled'] {
  const filled: IdentificationRun['filled'] = {};
  if (supplier.company_id !== null && supplier.company_id === customer.company_id) return filled;
  if (row.sender_company_id === null && fillsColumn(supplier) && supplier.company_id !== row.receiver_company_id) {
    filled.sender_company_id = supplier.company_id as string;
  }
  if (row.receiver_company_id === null && fillsColumn(customer) && customer.company_id !== row.sender_company_id) {
    filled.receiver_company_id = customer.company_id as string;
  }
  return filled;
}

const summary = (p: PartyIdentification) => ({
  status: p.status,
  company_id: p.company_id,
  key: p.key,
  confidence: p.confidence,
  candidates: p.candidates.map((c) => c.company_id),
});

/**
 * Identifies the parties of an invoice and records the outcome. `jobId` names this job when the
 * invoice has none yet (the activity passes its workflow id and activity id).
 */
export async function identifyInvoice(db: Knex, invoiceId: string, jobId: string): Promise<IdentificationRun> {
  if (!UUID.test(invoiceId)) throw new InvoiceNotFoundError(invoiceId);
  return db.transaction(async (trx) => {
    const row = (await trx('invoices')
      .select(
        'id',
        'raw_result',
        'ie_raw_result',
        'identification',
        'identification_job_pk',
        'sender_company_id',
        'receiver_company_id',
      )
      .where({ id: invoiceId })
      .forUpdate()
      .first()) as IdentifiedRow | undefined;
    if (!row) throw new InvoiceNotFoundError(invoiceId);

    const parties = invoicePartiesOf(row.raw_result, row.ie_raw_result);
    const job = row.identification_job_pk ?? jobId;
    const identification: InvoiceIdentification = {
      job_id: job,
      supplier: await identifyParty(trx, parties.supplier),
      customer: await identifyParty(trx, parties.customer),
    };

    const filled = columnsToFill(row, identification);
    const outcome = canonicalJson(identification);
    const unchanged =
      row.identification_job_pk === job &&
      canonicalJson(row.identification) === outcome &&
      Object.keys(filled).length === 0;
    if (unchanged) return { jobId: job, identification, changed: false, filled };

    await trx('invoices')
      .where({ id: invoiceId })
      .update({
        identification: outcome,
        identification_job_pk: job,
        ...(filled.sender_company_id
          ? { sender_company_id: trx.raw('coalesce(sender_company_id, ?)', [filled.sender_company_id]) }
          : {}),
        ...(filled.receiver_company_id
          ? { receiver_company_id: trx.raw('coalesce(receiver_company_id, ?)', [filled.receiver_company_id]) }
          : {}),
      });
    const outcomeHash = createHash('sha256').update(outcome).digest('hex').slice(0, 16);
    await recordInvoiceEvent(trx, {
      invoiceId,
      event: IDENTIFICATION_EVENT,
      data: {
        job_id: job,
        supplier: summary(identification.supplier),
        customer: summary(identification.customer),
        filled,
      },
      idempotencyKey: `${IDENTIFICATION_EVENT}:${job}:${outcomeHash}`,
    });
    return { jobId: job, identification, changed: true, filled };
  });
}
