// Temporal helpers for tests, all on the pinned binaries (no download, no Docker):
//   bundledWorkflows()   the workflow bundle, built once per test process (per workflows path)
//   timeSkippingEnv()    the time-skipping test server: timers of days complete at once
//   devServerClient()    a Client of the dev server global-setup.ts started (TEST_TEMPORAL_ADDRESS)
//   devServerConnection()  a NativeConnection to the same server, for Workers
//   uniqueTaskQueue()    a task queue name of its own, since test files share the dev server
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import {
  bundleWorkflowCode,
  DefaultLogger,
  NativeConnection,
  Runtime,
  Worker,
  type LogLevel,
  type WorkflowBundleWithSourceMap,
} from '@temporalio/worker';
import { requireTemporalBinary } from '../infra/temporal-binaries';

// The SDK logs every worker state change at INFO; tests keep errors only (TEST_TEMPORAL_LOG_LEVEL=
// WARN or INFO shows more). Must run before the first Worker or NativeConnection of this test file;
// jest gives each test file its own copy of the SDK's modules.
try {
  const wanted = process.env.TEST_TEMPORAL_LOG_LEVEL ?? 'ERROR';
  const level: LogLevel = (['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR'] as const).find((l) => l === wanted) ?? 'ERROR';
  Runtime.install({
    logger: new DefaultLogger(level),
    telemetryOptions: { logging: { filter: { core: level, other: level }, forward: {} } },
  });
} catch {
  // A Runtime already exists in this test file: keep it.
}

export const PRODUCT_WORKFLOWS_PATH = path.resolve(__dirname, '..', 'workflows', 'index.ts');

const bundles = new Map<string, Promise<WorkflowBundleWithSourceMap>>();

/** The bundle of a workflows module (default: the product's workflows/index.ts), built once. */
export function bundledWorkflows(workflowsPath: string = PRODUCT_WORKFLOWS_PATH): Promise<WorkflowBundleWithSourceMap> {
  let bundle = bundles.get(workflowsPath);
  if (!bundle) {
    // Webpack's own report is noise in test output; failures still throw.
    const quiet = {
      log: () => undefined,
      trace: () => undefined,
      debug: () => undefined,
      info: () => undefined,
      warn: () => undefined,
      error: () => undefined,
    };
    bundle = bundleWorkflowCode({ workflowsPath, logger: quiet });
    bundles.set(workflowsPath, bundle);
  }
  return bundle;
}

/** A time-skipping test environment on the pinned temporal-test-server; call teardown() after. */
export function timeSkippingEnv(): Promise<TestWorkflowEnvironment> {
  return TestWorkflowEnvironment.createTimeSkipping({
    server: { executable: { type: 'existing-path', path: requireTemporalBinary('temporal-test-server') } },
  });
}

export function devServerAddress(): string {
  const address = process.env.TEST_TEMPORAL_ADDRESS;
  if (!address)
    throw new Error(
      'TEST_TEMPORAL_ADDRESS is not set: integration tests run under the jest globalSetup (scripts/test/global-setup.ts).',
    );
  return address;
}

export function devServerNamespace(): string {
  return process.env.TEST_TEMPORAL_NAMESPACE ?? 'default';
}

/** A Client of the shared test dev server; close it with `client.connection.close()`. */
export async function devServerClient(): Promise<Client> {
  const connection = await Connection.connect({ address: devServerAddress() });
  return new Client({ connection, namespace: devServerNamespace() });
}

/** A NativeConnection to the shared test dev server, for Workers; close() it after. */
export function devServerConnection(): Promise<NativeConnection> {
  return NativeConnection.connect({ address: devServerAddress() });
}

/** A fresh task queue name: test files run in parallel against one dev server. */
export function uniqueTaskQueue(prefix = 'test'): string {
  return `${prefix}-${randomUUID()}`;
}

export interface RunningTestWorker {
  /** Stops the worker (draining its tasks) and closes its connection. */
  stop(): Promise<void>;
}

/**
 * A worker with the product workflows and the given activities on `taskQueue` of the test dev
 * server, running until stop(): the set-up the tests that run product workflows share.
 */
export async function startProductWorker(taskQueue: string, activities: object): Promise<RunningTestWorker> {
  const connection = await devServerConnection();
  const worker = await Worker.create({
    connection,
    namespace: devServerNamespace(),
    taskQueue,
    workflowBundle: await bundledWorkflows(),
    activities,
  });
  const running = worker.run();
  return {
    async stop() {
      if (worker.getState() === 'RUNNING') worker.shutdown();
      await running.catch(() => undefined);
      await connection.close();
    },
  };
}
