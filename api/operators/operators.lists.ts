// The operators list contract (docs/api.md): filters and sorts.
import type { ListSpec } from '../http/list-params';
import { booleanColumn, idFilter, textContains } from '../http/filters';

export const operatorsList: ListSpec = {
  sortable: {
    name: 'lower(operators.name)',
    email: 'lower(operators.email)',
    is_active: 'operators.is_active',
    created_at: 'operators.created_at',
  },
  defaultSort: { field: 'name', order: 'ASC' },
  tieBreaker: 'operators.id',
  filters: {
    name: textContains('operators.name'),
    q: textContains('operators.name', 'operators.email'),
    email: textContains('operators.email'),
    is_active: booleanColumn('operators.is_active'),
    id: idFilter('operators.id'),
  },
};
