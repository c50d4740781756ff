// Which bookkeeping columns a role sees (spec 6 'Column visibility', domain/permissions): the
// supplier, and who / when solved. The api leaves the last two out for the same roles.
import { isColumnVisible } from '../../../domain/permissions';
import type { Role } from '../../../domain/roles';

export interface BookkeepingColumns {
  supplier: boolean;
  whoSolved: boolean;
  whenSolved: boolean;
}

export function bookkeepingColumns(role: Role | undefined): BookkeepingColumns {
  if (!role) return { supplier: false, whoSolved: false, whenSolved: false };
  return {
    supplier: isColumnVisible('supplier', role),
    whoSolved: isColumnVisible('bookkeepingWhoSolved', role),
    whenSolved: isColumnVisible('bookkeepingWhenSolved', role),
  };
}
