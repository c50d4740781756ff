// GET /api/health: the process is up, the database answers (503 when it does not), and how the
// invoice process stands: whether Temporal answers and whether a worker polls each product task
// queue. Those two make the answer 'degraded' (still 200: the api serves lists and documents
// without them); `?strict=1` makes anything but 'ok' a 503, for checks that want the whole platform.
import Router from '@koa/router';
import type { Knex } from 'knex';
import { TASK_QUEUES } from '../workflows/contract';
import type { AppState } from './context';
import type { TemporalAccess } from './temporal';

type Part = 'ok' | 'unavailable';

export interface ProcessHealth {
  temporal: Part | 'not-configured';
  /** Per product task queue: a worker polled it within the last two minutes. */
  workers: Record<string, 'ok' | 'none' | 'unknown'>;
}

const WORKER_RECENT_MS = 2 * 60_000;
/** Health is asked often (load balancers, the launcher): Temporal's answer is reused this long. */
const CACHE_MS = 5_000;

function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} timeout`)), ms).unref()),
  ]);
}

/** Whether Temporal answers and which task queues have a recent poller (workflow or activity). */
export async function processHealth(temporal: TemporalAccess | undefined): Promise<ProcessHealth> {
  const queues = Object.values(TASK_QUEUES);
  if (!temporal) return { temporal: 'not-configured', workers: Object.fromEntries(queues.map((q) => [q, 'unknown'])) };
  try {
    const client = await within(temporal.client(), 2000, 'temporal');
    const workers: ProcessHealth['workers'] = {};
    for (const queue of queues) {
      const name =
        queue === TASK_QUEUES.invoices
          ? (temporal.taskQueue ?? queue)
          : queue === TASK_QUEUES.extraction
            ? (temporal.extractionTaskQueue ?? queue)
            : queue;
      // Workflow pollers on the invoices queue, activity pollers on the extraction queue (it hosts no workflows).
      const taskQueueType = queue === TASK_QUEUES.extraction ? 2 : 1;
      const described = await within(
        client.workflowService.describeTaskQueue({
          namespace: client.options.namespace,
          taskQueue: { name },
          taskQueueType,
        }),
        2000,
        'temporal',
      );
      const recent = (described.pollers ?? []).some((p) => {
        const seconds = Number(p.lastAccessTime?.seconds ?? 0);
        return Date.now() - seconds * 1000 < WORKER_RECENT_MS;
      });
      workers[queue] = recent ? 'ok' : 'none';
    }
    return { temporal: 'ok', workers };
  } catch {
    return { temporal: 'unavailable', workers: Object.fromEntries(queues.map((q) => [q, 'unknown'])) };
  }
}

export function healthRouter(db: Knex, temporal?: TemporalAccess): Router<AppState> {
  const router = new Router<AppState>();
  let cached: { at: number; value: Promise<ProcessHealth> } | undefined;
  const process = () => {
    if (!cached || Date.now() - cached.at > CACHE_MS) {
      const value = processHealth(temporal);
      cached = { at: Date.now(), value };
      // Only a healthy answer is kept: one taken while the worker was still starting would otherwise
      // hide its arrival for the cache's whole life.
      void value.then((h) => {
        if (cached?.value === value && (h.temporal !== 'ok' || Object.values(h.workers).some((w) => w !== 'ok')))
          cached = undefined;
      });
    }
    return cached.value;
  };
  router.get('/api/health', async (ctx) => {
    let database: Part = 'ok';
    try {
      await within(db.raw('select 1'), 2000, 'database');
    } catch (err) {
      ctx.state.log.warn({ err }, 'health: database unavailable');
      database = 'unavailable';
    }
    const invoiceProcess = await process();
    const whole =
      database === 'ok' &&
      invoiceProcess.temporal === 'ok' &&
      Object.values(invoiceProcess.workers).every((w) => w === 'ok');
    const status = database !== 'ok' ? 'unavailable' : whole ? 'ok' : 'degraded';
    ctx.status = database !== 'ok' || (ctx.query.strict === '1' && status !== 'ok') ? 503 : 200;
    ctx.body = {
      ok: database === 'ok',
      status,
      db: database,
      temporal: invoiceProcess.temporal,
      workers: invoiceProcess.workers,
    };
  });
  return router;
}
