// How the signed-in user sees one invoice: from the receiving or the sending side, as which actor
// its workflow is asked to act for, and the domain's action context over the stored row (the same
// rules the workflow's validators apply to its own state, so a button never shows for an action the
// workflow would refuse). Tenancy (may the user see it at all) is the repository's business.
import type { ActionContext, ActionInvoice } from '../../domain/actions';
import type { InvoiceFormat } from '../../domain/constants';
import type { InvoiceRow } from '../../domain/invoice-record';
import type { InvoiceActor } from '../../workflows/invoice/contract';
import type { Scope } from '../tenancy/scope';

/** Admins see an invoice with a receiver on the platform from the receiving side; others when their group receives it. */
export function directionOf(scope: Scope, row: Pick<InvoiceRow, 'receiver_company_id'>): 'incoming' | 'outgoing' {
  if (scope.isAdmin) return row.receiver_company_id ? 'incoming' : 'outgoing';
  return row.receiver_company_id && scope.groupCompanyIds.includes(row.receiver_company_id) ? 'incoming' : 'outgoing';
}

export function actorOf(scope: Scope, row: Pick<InvoiceRow, 'receiver_company_id'>): InvoiceActor {
  return {
    userId: scope.userId,
    role: scope.role,
    direction: directionOf(scope, row),
    manualParsingAllowed: scope.company?.manualParsingAllowed === true,
  };
}

type ActionRow = Pick<
  InvoiceRow,
  | 'status'
  | 'esynpay_status'
  | 'xml_file'
  | 'xml_file_root'
  | 'bookkeeping_is_activated'
  | 'bookkeeping_is_solved'
  | 'is_manual_parsing'
  | 'is_esynsend'
  | 'is_esynaccess'
  | 'sender_company_id'
  | 'receiver_company_id'
  | 'job_pk'
  | 'pdf_extraction_job_pk'
  | 'manual_pdf_job_pk'
  | 'ml_job_pk'
  | 'identification_job_pk'
  | 'format'
  | 'origin'
>;

export function actionInvoiceOf(row: ActionRow): ActionInvoice {
  return {
    status: row.status,
    eSynPay_status: row.esynpay_status,
    xml_file: row.xml_file,
    xml_file_root: row.xml_file_root,
    bookkeeping_is_activated: row.bookkeeping_is_activated,
    bookkeeping_is_solved: row.bookkeeping_is_solved,
    is_manual_parsing: row.is_manual_parsing,
    is_eSynSend: row.is_esynsend,
    is_eSynAccess: row.is_esynaccess,
    sender_company: row.sender_company_id,
    receiver_company: row.receiver_company_id,
    job_pk: row.job_pk,
    pdf_extraction_job_pk: row.pdf_extraction_job_pk,
    manual_pdf_job_pk: row.manual_pdf_job_pk,
    ml_job_pk: row.ml_job_pk,
    identification_job_pk: row.identification_job_pk,
    origin: row.origin,
  };
}

export function actionContextOf(scope: Scope, row: ActionRow): ActionContext {
  const actor = actorOf(scope, row);
  return {
    role: actor.role,
    format: row.format as InvoiceFormat,
    invoice: actionInvoiceOf(row),
    company: { manual_parsing_allowed: actor.manualParsingAllowed === true },
    direction: actor.direction,
  };
}
