// Loaded into the api child by the list benchmark only (`node --import …/sql-recorder.ts`), never by
// the product: records the SQL the api sends to PostgreSQL so the benchmark can replay exactly
// those statements without the api and report the api's own overhead as a ratio (sql-replay.ts).
// Every pg query (knex's and the prepared page statements alike) passes Client.prototype.query;
// while recording is on, each call is appended as one JSON line to BENCH_SQL_RECORD: the statement
// name (prepared) or none, its text and values, and the session options of the connection (the plan
// pools' settings). SIGUSR2 turns recording on and off; each switch writes a marker line, so the
// benchmark knows when the api has seen it.
import { appendFileSync } from 'node:fs';
import pg from 'pg';

export interface RecordedStatement {
  name?: string;
  text: string;
  values: unknown[];
  /** The connection's startup `options` (e.g. '-c plan_cache_mode=force_generic_plan'), or ''. */
  options: string;
}

const file = process.env.BENCH_SQL_RECORD;
if (file) {
  let recording = false;
  process.on('SIGUSR2', () => {
    recording = !recording;
    appendFileSync(file, `${JSON.stringify({ marker: recording ? 'on' : 'off' })}\n`);
  });
  type QueryFn = (this: pg.Client, ...args: unknown[]) => unknown;
  const proto = pg.Client.prototype as unknown as { query: QueryFn; connectionParameters?: { options?: string } };
  const original = proto.query;
  proto.query = function recordedQuery(this: pg.Client, ...args: unknown[]) {
    if (recording) {
      const [first, second] = args;
      const config = (
        typeof first === 'string' ? { text: first, values: Array.isArray(second) ? second : [] } : first
      ) as { text?: string; values?: unknown[]; name?: string };
      if (config && typeof config.text === 'string') {
        const params = (this as unknown as { connectionParameters?: { options?: string } }).connectionParameters;
        const entry: RecordedStatement = {
          text: config.text,
          values: config.values ?? (Array.isArray(second) ? second : []),
          options: params?.options ?? '',
        };
        if (config.name) entry.name = config.name;
        appendFileSync(file, `${JSON.stringify(entry)}\n`);
      }
    }
    return original.apply(this, args);
  };
}
