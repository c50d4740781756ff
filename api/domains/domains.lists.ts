// The email domains list contract (docs/api.md): filters and sorts.
import type { ListSpec } from '../http/list-params';
import { idFilter, oneOf, textContains, uuidEquals } from '../http/filters';
import { DOMAIN_KINDS } from '../models/domain.model';

export const domainsList: ListSpec = {
  sortable: { name: 'lower(domains.name)', created_at: 'domains.created_at', kind: 'domains.kind' },
  defaultSort: { field: 'name', order: 'ASC' },
  tieBreaker: 'domains.id',
  filters: {
    kind: oneOf('domains.kind', DOMAIN_KINDS),
    name: textContains('domains.name'),
    q: textContains('domains.name', 'domains.description'),
    company_id: uuidEquals('domains.company_id'),
    id: idFilter('domains.id'),
  },
};
