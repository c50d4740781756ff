// The access requests list contract (docs/api.md): filters and sorts.
import type { ListSpec } from '../http/list-params';
import { idFilter, oneOf, textContains } from '../http/filters';

export const userRequestsList: ListSpec = {
  sortable: {
    created_at: 'user_access_requests.created_at',
    email: 'lower(user_access_requests.email)',
    name: 'lower(user_access_requests.name)',
    company_name: 'lower(user_access_requests.company_name)',
    org_id: 'user_access_requests.org_id',
    status: 'user_access_requests.status',
  },
  defaultSort: { field: 'created_at', order: 'DESC' },
  tieBreaker: 'user_access_requests.id',
  filters: {
    status: oneOf('user_access_requests.status', ['pending', 'approved', 'rejected']),
    q: textContains('user_access_requests.email', 'user_access_requests.name', 'user_access_requests.company_name'),
    email: textContains('user_access_requests.email'),
    id: idFilter('user_access_requests.id'),
  },
};
