// The 'processed' filter of the failed-case lists (inbound mail and eSynPay): true = an admin has
// processed the case (its timestamp is set), false = still open. Values as for every boolean filter.
import type { Knex } from 'knex';
import type { FilterDef } from '../http/list-params';
import { booleanColumn } from '../http/filters';

export function processedFilter(timestampColumn: string): FilterDef {
  return {
    // The boolean parsing (true/false/1/0, else 400) is the shared one.
    parse: booleanColumn(timestampColumn).parse,
    apply: (qb: Knex.QueryBuilder, value: boolean) => {
      if (value) qb.whereNotNull(timestampColumn);
      else qb.whereNull(timestampColumn);
    },
  };
}
