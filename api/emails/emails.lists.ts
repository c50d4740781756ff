// Email list contracts (docs/api.md 'Routes'): the admin list of inbound mail and the list of its
// failed cases (mails flagged `is_failed_case`: no invoice could be made from them). Sorts follow
// the emails indexes (receive_time, created_at; the failed-case partial index on receive_time).
import { MESSAGE_SOURCE_KINDS } from '../../domain/constants';
import type { FilterDef, ListSpec } from '../http/list-params';
import { booleanColumn, idFilter, oneOf, textContains, uuidEquals } from '../http/filters';
import { processedFilter } from './processed-filter';

const filters: Record<string, FilterDef> = {
  // The recipient list is a JSON array of addresses; its text form is searched.
  q: textContains('emails.subject', 'emails.from_address', 'emails.to_addresses::text'),
  subject: textContains('emails.subject'),
  from: textContains('emails.from_address'),
  to: textContains('emails.to_addresses::text'),
  case: textContains('emails."case"'),
  source_kind: oneOf('emails.source_kind', MESSAGE_SOURCE_KINDS),
  company_id: uuidEquals('emails.company_id'),
  customer_company_id: uuidEquals('emails.customer_company_id'),
  invoice_id: uuidEquals('emails.invoice_id'),
  processed: processedFilter('emails.processed_at'),
  id: idFilter('emails.id'),
};

const sortable = {
  receive_time: 'emails.receive_time',
  created_at: 'emails.created_at',
  processed_at: 'emails.processed_at',
};

export const emailsList: ListSpec = {
  sortable,
  defaultSort: { field: 'receive_time', order: 'DESC' },
  tieBreaker: 'emails.id',
  filters: { ...filters, is_failed_case: booleanColumn('emails.is_failed_case') },
};

/** The failed-case list is always `is_failed_case`; the flag is not a filter there. */
export const emailFailedCasesList: ListSpec = {
  sortable,
  defaultSort: { field: 'receive_time', order: 'DESC' },
  tieBreaker: 'emails.id',
  filters,
};
