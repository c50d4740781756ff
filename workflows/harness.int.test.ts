// Proves the test harness: the Temporal dev server started by the jest globalSetup and the
// time-skipping test server both come from the pinned binaries and run workflows, with real
// activities against the test PostgreSQL server on the dev server and days of timers skipped on
// the test server.
import { Worker } from '@temporalio/worker';
import type { Client } from '@temporalio/client';
import type { NativeConnection } from '@temporalio/worker';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import knexFactory, { type Knex } from 'knex';
import path from 'node:path';
import { createWorkers } from '../workers/main';
import { recordHistory } from '../test-support/workflow-histories';
import {
  bundledWorkflows,
  devServerClient,
  devServerConnection,
  devServerNamespace,
  timeSkippingEnv,
  uniqueTaskQueue,
} from '../test-support/temporal-harness';
import { PLATFORM_HEALTH_WORKFLOW, type PlatformHealthResult } from './contract';
import type { platformHealthWorkflow } from './health.workflow';
import type { sleepyWorkflow } from './test-fixtures/sleepy.workflow';

const FIXTURES = path.join(__dirname, 'test-fixtures', 'index.ts');

// Bundling workflows and starting servers takes seconds on a loaded 2-core machine.
jest.setTimeout(60_000);

/** Stops workers a failed or timed-out test left running, so connections can close. */
async function stopLeftovers(workers: Worker[]): Promise<void> {
  for (const w of workers) if (w.getState() === 'RUNNING') w.shutdown();
  const deadline = Date.now() + 15_000;
  while (workers.some((w) => !['STOPPED', 'FAILED', 'INITIALIZED'].includes(w.getState())) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('Temporal dev server (globalSetup, pinned temporal CLI)', () => {
  let db: Knex;
  let client: Client;
  let connection: NativeConnection;
  const workers: Worker[] = [];

  beforeAll(async () => {
    db = knexFactory({ client: 'pg', connection: process.env.TEST_PG_URL, pool: { min: 0, max: 2 } });
    client = await devServerClient();
    connection = await devServerConnection();
  });
  afterAll(async () => {
    await stopLeftovers(workers);
    await client?.connection.close();
    await connection?.close();
    await db?.destroy();
  });

  it('runs the platform health workflow on the product workers, reaching PostgreSQL', async () => {
    const taskQueues = { invoices: uniqueTaskQueue('invoices'), extraction: uniqueTaskQueue('extraction') };
    const [invoices, extraction] = await createWorkers({ connection, namespace: devServerNamespace(), db, taskQueues });
    if (!invoices || !extraction) throw new Error('expected a worker per task queue');
    workers.push(invoices, extraction);
    const workflowId = uniqueTaskQueue('health');
    const answer = await extraction.runUntil(
      invoices.runUntil(
        client.workflow.execute<typeof platformHealthWorkflow>(PLATFORM_HEALTH_WORKFLOW, {
          taskQueue: taskQueues.invoices,
          workflowId,
          args: [{ taskQueues: [taskQueues.invoices, taskQueues.extraction] }],
        }),
      ),
    );
    expect(answer.db).toBe('ok');
    expect(answer.workers.map((w) => w.taskQueue).sort()).toEqual([taskQueues.extraction, taskQueues.invoices].sort());
    expect(new Date(answer.at).getTime()).not.toBeNaN();
    await recordHistory(workflowId, 'platform-health');
  });
});

describe('time-skipping test server (pinned temporal-test-server)', () => {
  let env: TestWorkflowEnvironment;
  const workers: Worker[] = [];

  beforeAll(async () => {
    env = await timeSkippingEnv();
  });
  afterAll(async () => {
    await stopLeftovers(workers);
    await env?.teardown();
  });

  it('runs the health workflow with its activities mocked', async () => {
    const taskQueue = uniqueTaskQueue('health-ts');
    const worker = await Worker.create({
      connection: env.nativeConnection,
      taskQueue,
      workflowBundle: await bundledWorkflows(FIXTURES),
      activities: {
        pingDatabase: async () => 'ok' as const,
        pingWorker: async () => ({ taskQueue, pid: 1, hostname: 'test' }),
      },
    });
    workers.push(worker);
    const answer: PlatformHealthResult = await worker.runUntil(
      env.client.workflow.execute<typeof platformHealthWorkflow>(PLATFORM_HEALTH_WORKFLOW, {
        taskQueue,
        workflowId: uniqueTaskQueue('health'),
        args: [{ taskQueues: [taskQueue] }],
      }),
    );
    expect(answer).toEqual({ db: 'ok', workers: [{ taskQueue, pid: 1, hostname: 'test' }], at: expect.any(String) });
  });

  it('skips 30 days of workflow timers in moments of wall time', async () => {
    const taskQueue = uniqueTaskQueue('sleepy');
    const worker = await Worker.create({
      connection: env.nativeConnection,
      taskQueue,
      workflowBundle: await bundledWorkflows(FIXTURES),
    });
    workers.push(worker);
    const started = Date.now();
    const result = await worker.runUntil(
      env.client.workflow.execute<typeof sleepyWorkflow>('sleepyWorkflow', {
        taskQueue,
        workflowId: uniqueTaskQueue('sleepy'),
        args: [30],
      }),
    );
    expect(result.sleptMs).toBeGreaterThanOrEqual(30 * 24 * 60 * 60 * 1000);
    // Not a speed check: 30 days of timers ran in well under an hour of wall time, so time was skipped.
    expect(Date.now() - started).toBeLessThan(60 * 60 * 1000);
  });
});
