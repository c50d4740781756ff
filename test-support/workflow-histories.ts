// Committed workflow histories for the replay test (workflows/replay.int.test.ts, ARCHITECTURE
// rule 6). Integration tests that run a product workflow call `recordHistory` after it completes;
// with RECORD_WORKFLOW_HISTORIES=1 the run's event history is written to workflows/histories/
// (one file per name, replaced), otherwise nothing happens. Record again only when a workflow
// change is meant to be incompatible (and then behind `patched()`, keeping the old history too).
import { execFile } from 'node:child_process';
import type { Client } from '@temporalio/client';
import { historyToJSON } from '@temporalio/common/lib/proto-utils';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { requireTemporalBinary } from '../infra/temporal-binaries';
import { devServerAddress, devServerNamespace } from './temporal-harness';

export const HISTORIES_DIR = path.resolve(__dirname, '..', 'workflows', 'histories');

export function recordingHistories(): boolean {
  return process.env.RECORD_WORKFLOW_HISTORIES === '1';
}

/**
 * Writes the run `workflowId` of the test dev server (or of `client`'s server) as
 * workflows/histories/<name>.json when recording. The history is taken with the pinned Temporal CLI (`temporal workflow show
 * --output json`), the JSON form `historyFromJSON` and the Temporal UI read.
 */
export async function recordHistory(workflowId: string, name: string, client?: Client): Promise<void> {
  if (!recordingHistories()) return;
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`history name '${name}': lower-case letters, digits and dashes only`);
  if (client) {
    // A run on another server (the time-skipping test server): its history through the client.
    const history = JSON.parse(historyToJSON(await client.workflow.getHandle(workflowId).fetchHistory())) as unknown;
    await writeFile(path.join(HISTORIES_DIR, `${name}.json`), `${JSON.stringify({ workflowId, history }, null, 1)}\n`);
    return;
  }
  const { stdout } = await promisify(execFile)(
    requireTemporalBinary('temporal'),
    [
      'workflow',
      'show',
      '--workflow-id',
      workflowId,
      '--namespace',
      devServerNamespace(),
      '--address',
      devServerAddress(),
      '--output',
      'json',
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const history = JSON.parse(stdout) as unknown;
  await writeFile(path.join(HISTORIES_DIR, `${name}.json`), `${JSON.stringify({ workflowId, history }, null, 1)}\n`);
}
