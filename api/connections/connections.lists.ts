// The connection systems list contract (docs/api.md): filters and sorts.
import type { ListSpec } from '../http/list-params';
import { idFilter, oneOf, textContains } from '../http/filters';
import { CONNECTION_KINDS } from '../models/connection-system.model';

export const connectionsList: ListSpec = {
  sortable: {
    name: 'lower(connection_systems.name)',
    url: 'connection_systems.url',
    kind: 'connection_systems.kind',
    created_at: 'connection_systems.created_at',
  },
  defaultSort: { field: 'name', order: 'ASC' },
  tieBreaker: 'connection_systems.id',
  filters: {
    kind: oneOf('connection_systems.kind', CONNECTION_KINDS),
    name: textContains('connection_systems.name'),
    q: textContains('connection_systems.name', 'connection_systems.url'),
    id: idFilter('connection_systems.id'),
  },
};
