// Building an outgoing invoice's Peppol BIS 3.0 document from its form and parties, checked by the
// platform's own validator before anything is sent: a document with fatal findings is never
// written (the workflow shows Check Invoice with the rule ids). The XML is kept in the document
// store; the invoice workflow records it on the invoice (xml_file).
import type { Knex } from 'knex';
import { buildAndValidate, type PeppolDocumentInput, type PeppolParty } from '../../domain/peppol';
import type { InvoiceForm } from '../../domain/invoice-form';
import { storeDocument } from '../../infra/document-store';
import type { DocumentStore } from '../../infra/document-store/types';
import { COMPANY_PARTY_COLUMNS, type CompanyPartyRow } from './invoices.repository';

export interface BuildFinding {
  id: string;
  message: string;
}

export type BuildOutcome =
  { ok: true; xmlFile: string; warnings: number } | { ok: false; findings: BuildFinding[]; message: string };

interface InvoiceToBuild {
  id: string;
  raw_result: InvoiceForm | null;
  customer_data: PeppolParty | null;
  sender_company_id: string | null;
  receiver_company_id: string | null;
  xml_file: string | null;
  xml_file_root: string | null;
}

/** A document that cannot be built as the invoice stands (no form, no sender, no customer). */
export class DocumentInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocumentInputError';
  }
}

async function company(db: Knex, id: string | null): Promise<CompanyPartyRow | undefined> {
  if (!id) return undefined;
  return (await db('companies').select(COMPANY_PARTY_COLUMNS).where({ id }).first()) as CompanyPartyRow | undefined;
}

/** The document input of an invoice: its form, the sender company, the receiver company or customer data. */
export async function documentInputOf(
  db: Knex,
  invoice: Pick<InvoiceToBuild, 'id' | 'raw_result' | 'customer_data' | 'sender_company_id' | 'receiver_company_id'>,
): Promise<PeppolDocumentInput> {
  if (!invoice.raw_result)
    throw new DocumentInputError(`Invoice ${invoice.id} has no invoice form to build the Peppol document from`);
  const supplier = await company(db, invoice.sender_company_id);
  if (!supplier) throw new DocumentInputError(`Invoice ${invoice.id} has no sender company`);
  const customer =
    (await company(db, invoice.receiver_company_id)) ??
    invoice.customer_data ??
    invoice.raw_result.customer_data ??
    undefined;
  if (!customer) throw new DocumentInputError(`Invoice ${invoice.id} has neither a receiver company nor customer data`);
  return { invoice: invoice.raw_result, supplier, customer };
}

export async function buildOutgoingDocument(
  deps: { db: Knex; documentStore: DocumentStore },
  invoiceId: string,
): Promise<BuildOutcome> {
  const invoice = (await deps
    .db('invoices')
    .select(
      'id',
      'raw_result',
      'customer_data',
      'sender_company_id',
      'receiver_company_id',
      'xml_file',
      'xml_file_root',
    )
    .where({ id: invoiceId })
    .first()) as InvoiceToBuild | undefined;
  if (!invoice) return { ok: false, findings: [], message: `No invoice ${invoiceId}` };
  // A Peppol invoice that came as XML (no form) is sent as it is.
  if (!invoice.raw_result && (invoice.xml_file || invoice.xml_file_root))
    return { ok: true, xmlFile: (invoice.xml_file ?? invoice.xml_file_root) as string, warnings: 0 };
  let input: PeppolDocumentInput;
  try {
    input = await documentInputOf(deps.db, invoice);
  } catch (err) {
    if (err instanceof DocumentInputError) return { ok: false, findings: [], message: err.message };
    throw err;
  }
  let built: ReturnType<typeof buildAndValidate>;
  try {
    built = buildAndValidate(input);
  } catch (err) {
    // The builder refuses input it cannot express (an unknown code, a missing amount): a finding, not a crash.
    return { ok: false, findings: [{ id: 'BUILD', message: (err as Error).message }], message: (err as Error).message };
  }
  const fatal = built.findings.filter((f) => f.flag === 'fatal');
  if (!built.ok) {
    return {
      ok: false,
      findings: fatal.map((f) => ({ id: f.id, message: f.message })),
      message: `The Peppol document has ${fatal.length} fatal finding(s)`,
    };
  }
  const stored = await storeDocument(
    deps.documentStore,
    deps.db,
    new TextEncoder().encode(built.xml),
    'application/xml',
  );
  return { ok: true, xmlFile: stored.sha256, warnings: built.findings.length };
}
