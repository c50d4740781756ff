// The activities of the invoice workflow (workflows/invoice/): record a new invoice, load it, record
// each change through the persistence module (status, columns and audit event in one transaction,
// once per key), find an earlier invoice it duplicates, read a Peppol invoice's XML root into the
// form, forward the PDF by e-mail. Each answers the invoice's new state where it changed it, so the
// workflow's state is always what the row says. The Peppol steps (build, deliver, answer) and the
// identification come from their own modules; the worker composes them (index.ts).
import type { Knex } from 'knex';
import { parseInvoiceXml } from '../../domain/peppol';
import { InvoiceStatus } from '../../domain/statuses';
import { documentKeyOf } from '../../infra/document-store';
import type { DocumentStore } from '../../infra/document-store/types';
import type { InvoiceState, NewInvoice } from '../../workflows/invoice/contract';
import {
  InvoiceNotFoundError,
  loadInvoiceState,
  recordNewInvoice,
  transitionInvoice,
  type TransitionInput,
} from '../invoices';
import { forwardInvoicePdf, type ForwardDeps, type ForwardInput } from '../mail/forward-invoice';
import { withHeartbeat } from './heartbeat';

export interface InvoiceActivityDeps {
  db: Knex;
  documents: DocumentStore;
  /** Outbound mail for PDF forwards; without it forwards fail (and the workflow shows why). */
  mail?: Omit<ForwardDeps, 'db' | 'documents'>;
}

async function stateOf(db: Knex, invoiceId: string): Promise<InvoiceState> {
  const state = await loadInvoiceState(db, invoiceId);
  if (!state) throw new InvoiceNotFoundError(invoiceId);
  return state;
}

/** Statuses an invoice no longer counts in when looking for duplicates. */
const NOT_DUPLICATED = [
  InvoiceStatus.Canceled,
  InvoiceStatus.Duplicate,
  InvoiceStatus.InvalidPdf,
  InvoiceStatus.ImportError,
];

export function createInvoiceActivities(deps: InvoiceActivityDeps) {
  const { db } = deps;
  return {
    /** Records a new invoice (the run that creates it); an existing one is left as it is. */
    async recordNewInvoice(input: NewInvoice): Promise<InvoiceState> {
      await recordNewInvoice(db, input);
      return stateOf(db, input.invoiceId);
    },

    async loadInvoiceState(input: { invoiceId: string }): Promise<InvoiceState> {
      return stateOf(db, input.invoiceId);
    },

    /** The one way the workflow changes an invoice (workers/invoices/transition.ts). */
    async recordInvoiceChange(input: TransitionInput): Promise<InvoiceState> {
      await transitionInvoice(db, input);
      return stateOf(db, input.invoiceId);
    },

    /**
     * An earlier invoice from the same sender with the same number and type that still counts (not
     * canceled, not itself a duplicate or unreadable): this one is then a duplicate.
     */
    async findDuplicateInvoice(input: {
      invoiceId: string;
    }): Promise<{ duplicateOf: string | null; invoiceNumber: string | null }> {
      const invoice = (await db('invoices')
        .select('id', 'invoice_id', 'document_type', 'sender_company_id', 'created_at')
        .where({ id: input.invoiceId })
        .first()) as
        | {
            id: string;
            invoice_id: string | null;
            document_type: string;
            sender_company_id: string | null;
            created_at: Date;
          }
        | undefined;
      if (!invoice) throw new InvoiceNotFoundError(input.invoiceId);
      if (!invoice.invoice_id || !invoice.sender_company_id)
        return { duplicateOf: null, invoiceNumber: invoice.invoice_id };
      const earlier = (await db('invoices')
        .select('id')
        .whereRaw('lower(invoice_id) = lower(?)', [invoice.invoice_id])
        .where({ sender_company_id: invoice.sender_company_id, document_type: invoice.document_type })
        .whereNot('id', invoice.id)
        .whereNotIn('status', NOT_DUPLICATED)
        .where('created_at', '<=', invoice.created_at)
        .orderBy('created_at', 'asc')
        .first()) as { id: string } | undefined;
      return { duplicateOf: earlier?.id ?? null, invoiceNumber: invoice.invoice_id };
    },

    /** 'Get from IE': the invoice form read from a Peppol invoice's XML root (or its XML file). */
    async readInvoiceFromXml(input: {
      invoiceId: string;
    }): Promise<{ ok: true; form: Record<string, unknown> } | { ok: false; message: string }> {
      const row = (await db('invoices').select('xml_file_root', 'xml_file').where({ id: input.invoiceId }).first()) as
        { xml_file_root: string | null; xml_file: string | null } | undefined;
      if (!row) throw new InvoiceNotFoundError(input.invoiceId);
      const location = row.xml_file_root ?? row.xml_file;
      if (!location) return { ok: false, message: 'The invoice has no XML to read' };
      try {
        const parsed = parseInvoiceXml(await deps.documents.get(documentKeyOf(location)));
        return { ok: true, form: { ...parsed.invoice } as Record<string, unknown> };
      } catch (err) {
        return { ok: false, message: `The XML could not be read: ${(err as Error).message}` };
      }
    },

    /** E-mails the PDF to the receiver; one mail per forward number however often it is retried. */
    async forwardInvoicePdf(input: ForwardInput): Promise<{ messageId: string; to: string[] }> {
      const mail = deps.mail;
      if (!mail) throw new Error('No mail server is configured (SMTP_URL)');
      return withHeartbeat(async () => {
        const sent = await forwardInvoicePdf({ ...mail, db, documents: deps.documents }, input);
        return { messageId: sent.messageId, to: sent.to };
      });
    },
  };
}

export type InvoiceOwnActivities = ReturnType<typeof createInvoiceActivities>;

/** Everything the invoice workflow calls on the invoices queue (its own activities, the Peppol steps, identification). */
export type InvoiceActivities = InvoiceOwnActivities &
  Pick<
    import('./peppol-transport.activities').PeppolTransportActivities,
    'buildPeppolDocument' | 'deliverToAccessPoint' | 'respondToIncomingInvoice'
  > &
  import('./identification.activities').IdentificationActivities;
