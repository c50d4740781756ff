// Reads an invoice as its workflow knows it (workflows/invoice/contract.ts InvoiceState): the row's
// process columns and the facts of its sender and receiver companies that decide the forward
// countdown, auto forwards and eSynPay. One query, by primary key.
import type { Knex } from 'knex';
import type { InvoiceRow } from '../../domain/invoice-record';
import {
  ESynPayStatus,
  InvoiceStatus,
  parseESynPayStatus,
  parseFinanceStatus,
  parseInvoiceStatus,
} from '../../domain/statuses';
import { DEFAULT_FORWARD_TIMEOUT_HOURS } from '../../domain/constants';
import type { InvoiceState } from '../../workflows/invoice/contract';

type Db = Knex | Knex.Transaction;

interface StateRow extends InvoiceRow {
  s_name: string | null;
  s_send_pdf_forward_blocked: boolean | null;
  s_send_auto_pdf_forward: boolean | null;
  s_esynpay_enabled: boolean | null;
  s_esynpay_status: string | null;
  s_esynpay_type: string | null;
  r_name: string | null;
  r_pdf_forward_timeout_hours: number | null;
  r_send_pdf_forward_blocked: boolean | null;
  r_receive_pdf_forward_blocked: boolean | null;
  r_receive_auto_pdf_forward: boolean | null;
  r_esynpay_receive_disabled: boolean | null;
}

const isForm = (v: unknown) => v !== null && typeof v === 'object' && Object.keys(v as object).length > 0;

function customerName(row: InvoiceRow): string | null {
  const name = row.customer_data?.name ?? row.customer_data_from_peppol_network?.name;
  return typeof name === 'string' && name !== '' ? name : null;
}

export function stateOfRow(row: StateRow): InvoiceState {
  return {
    invoiceId: row.id,
    format: row.format,
    origin: row.origin,
    status: parseInvoiceStatus(row.status) ?? InvoiceStatus.Processing,
    esynpayStatus: parseESynPayStatus(row.esynpay_status) ?? ESynPayStatus.Unknown,
    financeStatus: parseFinanceStatus(row.finance_status),
    createdAt: new Date(row.created_at).toISOString(),
    invoiceNumber: row.invoice_id,
    documentType: row.document_type,
    fileName: row.file_name,
    sender: row.sender_company_id
      ? {
          id: row.sender_company_id,
          name: row.s_name ?? '',
          sendForwardBlocked: row.s_send_pdf_forward_blocked === true,
          sendAutoForward: row.s_send_auto_pdf_forward === true,
          esynpay: {
            enabled: row.s_esynpay_enabled === true,
            status: row.s_esynpay_status ?? 'NEW',
            type: row.s_esynpay_type ?? 'Spot',
          },
        }
      : null,
    receiver: row.receiver_company_id
      ? {
          id: row.receiver_company_id,
          name: row.r_name ?? '',
          forwardTimeoutHours: row.r_pdf_forward_timeout_hours ?? DEFAULT_FORWARD_TIMEOUT_HOURS,
          sendForwardBlocked: row.r_send_pdf_forward_blocked === true,
          receiveForwardBlocked: row.r_receive_pdf_forward_blocked === true,
          receiveAutoForward: row.r_receive_auto_pdf_forward === true,
          takesESynPay: row.r_esynpay_receive_disabled !== true,
        }
      : null,
    customerName: customerName(row),
    flags: {
      manualParsing: row.is_manual_parsing,
      eSynSend: row.is_esynsend,
      eSynPay: row.is_esynpay,
      eSynAccess: row.is_esynaccess,
    },
    hasForm: isForm(row.raw_result),
    hasExtraction: isForm(row.ie_raw_result),
    location: row.location,
    xmlFile: row.xml_file,
    xmlFileRoot: row.xml_file_root,
    jobs: {
      job_pk: row.job_pk,
      pdf_extraction_job_pk: row.pdf_extraction_job_pk,
      manual_pdf_job_pk: row.manual_pdf_job_pk,
      ml_job_pk: row.ml_job_pk,
      identification_job_pk: row.identification_job_pk,
    },
    bookkeeping: { activated: row.bookkeeping_is_activated, solved: row.bookkeeping_is_solved },
    sendCount: row.send_count,
    forwardCount: row.forward_count,
    acknowledged: row.acknowledged_at !== null,
    saleCount: row.sale_count,
  };
}

/** The invoice's state, or undefined when there is no such invoice. */
export async function loadInvoiceState(db: Db, invoiceId: string): Promise<InvoiceState | undefined> {
  const row = (await db('invoices as i')
    .leftJoin('companies as s', 's.id', 'i.sender_company_id')
    .leftJoin('companies as r', 'r.id', 'i.receiver_company_id')
    .where('i.id', invoiceId)
    .first(
      'i.*',
      's.name as s_name',
      's.send_pdf_forward_blocked as s_send_pdf_forward_blocked',
      's.send_auto_pdf_forward as s_send_auto_pdf_forward',
      's.esynpay_enabled as s_esynpay_enabled',
      's.esynpay_status as s_esynpay_status',
      's.esynpay_type as s_esynpay_type',
      'r.name as r_name',
      'r.pdf_forward_timeout_hours as r_pdf_forward_timeout_hours',
      'r.send_pdf_forward_blocked as r_send_pdf_forward_blocked',
      'r.receive_pdf_forward_blocked as r_receive_pdf_forward_blocked',
      'r.receive_auto_pdf_forward as r_receive_auto_pdf_forward',
      'r.esynpay_receive_disabled as r_esynpay_receive_disabled',
    )) as StateRow | undefined;
  return row ? stateOfRow(row) : undefined;
}
