// eSynPay failed-case list contract (docs/api.md 'Routes'). Sorts follow the table's created_at index.
import type { ListSpec } from '../http/list-params';
import { idFilter, textContains, uuidEquals } from '../http/filters';
import { processedFilter } from '../emails/processed-filter';

export const esynpayFailedCasesList: ListSpec = {
  sortable: { created_at: 'esynpay_failed_cases.created_at', processed_at: 'esynpay_failed_cases.processed_at' },
  defaultSort: { field: 'created_at', order: 'DESC' },
  tieBreaker: 'esynpay_failed_cases.id',
  filters: {
    q: textContains('esynpay_failed_cases."case"', 'esynpay_failed_cases.invoice_uuid::text'),
    case: textContains('esynpay_failed_cases."case"'),
    company_id: uuidEquals('esynpay_failed_cases.company_id'),
    invoice_id: uuidEquals('esynpay_failed_cases.invoice_id'),
    processed: processedFilter('esynpay_failed_cases.processed_at'),
    id: idFilter('esynpay_failed_cases.id'),
  },
};
