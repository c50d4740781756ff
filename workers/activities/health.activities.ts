// Activities of the platform health workflow. Built by a factory that receives its dependencies,
// like every activity module: the worker (composition root) passes the real ones, tests their own.
import os from 'node:os';
import { Context } from '@temporalio/activity';
import type { Knex } from 'knex';
import type { WorkerPing } from '../../workflows/contract';

export interface HealthActivityDeps {
  db: Knex;
}

export function createHealthActivities({ db }: HealthActivityDeps) {
  return {
    /** Proves the worker reaches PostgreSQL. */
    async pingDatabase(): Promise<'ok'> {
      await db.raw('select 1');
      return 'ok';
    },
    /** Proves a worker polls the task queue this activity was scheduled on. */
    async pingWorker(): Promise<WorkerPing> {
      return { taskQueue: Context.current().info.taskQueue, pid: process.pid, hostname: os.hostname() };
    },
  };
}

export type HealthActivities = ReturnType<typeof createHealthActivities>;
