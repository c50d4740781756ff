// Determinism guard (ARCHITECTURE rule 6): every committed history under workflows/histories/ is
// replayed against the current workflow bundle. A workflow change that would alter the commands
// of a recorded run fails here, and must go through `patched()`. Every workflow the worker hosts
// has at least one recorded history. Histories are recorded by the integration tests that run
// the workflows, with RECORD_WORKFLOW_HISTORIES=1 (test-support/workflow-histories.ts).
import { historyFromJSON } from '@temporalio/common/lib/proto-utils';
import { Worker } from '@temporalio/worker';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { workflowBundle } from '../workers/main';
import { HISTORIES_DIR } from '../test-support/workflow-histories';
import { bundledWorkflows } from '../test-support/temporal-harness';
import * as workflows from './index';

jest.setTimeout(120_000);

interface RecordedHistory {
  name: string;
  workflowId: string;
  workflowType: string;
  history: ReturnType<typeof historyFromJSON>;
}

async function committedHistories(): Promise<RecordedHistory[]> {
  const files = (await readdir(HISTORIES_DIR)).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (file) => {
      const parsed = JSON.parse(await readFile(path.join(HISTORIES_DIR, file), 'utf8')) as {
        workflowId: string;
        history: unknown;
      };
      const history = historyFromJSON(parsed.history);
      const started = history.events?.[0]?.workflowExecutionStartedEventAttributes;
      return {
        name: file.replace(/\.json$/, ''),
        workflowId: parsed.workflowId,
        workflowType: started?.workflowType?.name ?? '',
        history,
      };
    }),
  );
}

describe('workflow replay against committed histories', () => {
  let histories: RecordedHistory[] = [];
  beforeAll(async () => {
    histories = await committedHistories();
  });

  it('has a recorded history for every workflow the worker hosts', () => {
    const recorded = new Set(histories.map((h) => h.workflowType));
    expect(Object.keys(workflows).filter((name) => !recorded.has(name))).toEqual([]);
  });

  it('fails on a nondeterministic change: the invoice workflow with another first step', async () => {
    const invoice = histories.find((h) => h.name === 'invoice-pdf-sent-approved');
    expect(invoice).toBeDefined();
    const changed = await bundledWorkflows(path.resolve(__dirname, 'test-fixtures', 'nondeterministic', 'index.ts'));
    const failure = await Worker.runReplayHistory(
      { workflowBundle: changed },
      invoice!.history,
      invoice!.workflowId,
    ).then(
      () => undefined,
      (err: unknown) => err as Error,
    );
    expect(failure?.name).toBe('DeterminismViolationError');
  });

  it('replays every history without nondeterminism', async () => {
    expect(histories.length).toBeGreaterThan(0);
    const bundle = await workflowBundle();
    for (const h of histories) {
      await expect(
        Worker.runReplayHistory({ workflowBundle: bundle }, h.history, h.workflowId),
      ).resolves.toBeUndefined();
    }
  });
});
