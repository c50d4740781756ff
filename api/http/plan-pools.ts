// Connection pools whose sessions fix how list pages are planned. PostgreSQL plans a query for the
// settings of the session it runs in and, for a named (prepared) statement with
// plan_cache_mode = force_generic_plan, keeps that plan for every later execution on the session,
// also when it re-plans after ANALYZE or DDL (the session's settings still hold). So a page query
// sent as a named statement to the right pool runs without planning (~1-2 ms saved per request on
// the bench data) and without a transaction around SET LOCAL (three round trips saved):
//   generic          force_generic_plan only: invoice pages, whose generic plan walks the list index
//   walk-sort-index  + no seq/bitmap scans, hash joins or sorts: walk an index in the sort order (the
//                    name index, or the name-ordered trigram postings merged by a merge join), filter
//                    row by row, stop after a page
//   collect-and-sort + no plain index scans: collect matches through their (trigram) indexes, sort
import knexFactory, { type Knex } from 'knex';

export type PlanShape = 'generic' | 'walk-sort-index' | 'collect-and-sort';

const SESSION_SETTINGS: Record<PlanShape, Record<string, string>> = {
  generic: { plan_cache_mode: 'force_generic_plan' },
  'walk-sort-index': {
    plan_cache_mode: 'force_generic_plan',
    enable_seqscan: 'off',
    enable_bitmapscan: 'off',
    enable_hashjoin: 'off',
    enable_sort: 'off',
  },
  'collect-and-sort': { plan_cache_mode: 'force_generic_plan', enable_indexscan: 'off' },
};

/** The startup `options` parameter (`-c name=value …`) that gives a session a plan shape's settings. */
export function sessionOptions(shape: PlanShape): string {
  return Object.entries(SESSION_SETTINGS[shape])
    .map(([k, v]) => `-c ${k}=${v}`)
    .join(' ');
}

export interface PlanPools {
  get(shape: PlanShape): Knex;
  destroy(): Promise<void>;
}

/** One small pool per plan shape on the api's database (idle connections close after 30 s). */
export function createPlanPools(databaseUrl: string, { maxPerShape = 4 }: { maxPerShape?: number } = {}): PlanPools {
  const pools = new Map<PlanShape, Knex>();
  for (const shape of Object.keys(SESSION_SETTINGS) as PlanShape[]) {
    pools.set(
      shape,
      knexFactory({
        client: 'pg',
        connection: { connectionString: databaseUrl, options: sessionOptions(shape) },
        pool: { min: 0, max: maxPerShape, idleTimeoutMillis: 30_000 },
      }),
    );
  }
  return {
    get(shape) {
      const pool = pools.get(shape);
      if (!pool) throw new Error(`No plan pool for ${shape}`);
      return pool;
    },
    async destroy() {
      await Promise.all([...pools.values()].map((p) => p.destroy()));
    },
  };
}
