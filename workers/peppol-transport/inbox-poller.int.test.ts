// The inbox poller workflow on the dev server: started once by ensureInboxPoller, told a new
// interval by a later worker start (no second run), paused by interval 0, and the old Schedule is
// removed. A worker with a counting activity shows that it polls at the interval.
import { ScheduleNotFoundError } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import { PEPPOL_INBOX_SCHEDULE_ID } from '../../workflows/contract';
import { pollerQueries } from '../../workflows/peppol-inbox-poller.workflow';
import { devServerClient, startProductWorker, uniqueTaskQueue } from '../../test-support/temporal-harness';
import { recordHistory } from '../../test-support/workflow-histories';
import { ensureInboxPoller } from './inbox-poller';

jest.setTimeout(60_000);

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('Peppol inbox poller', () => {
  it('runs once, follows the interval, pauses at 0 and replaces the old schedule', async () => {
    const client = await devServerClient();
    const taskQueue = uniqueTaskQueue('inbox-poller');
    const workflowId = uniqueTaskQueue('peppol-inbox-poller');
    const scheduleId = uniqueTaskQueue('old-schedule');
    await client.schedule.create({
      scheduleId,
      spec: { intervals: [{ every: '1 hour' }] },
      action: { type: 'startWorkflow', workflowType: 'peppolInboxWorkflow', taskQueue, args: [{}] },
    });
    let lists = 0;
    const worker = await startProductWorker(taskQueue, {
      listPeppolInbox: async () => {
        lists += 1;
        return [];
      },
      processPeppolInboxFile: async () => {
        throw new Error('no files expected');
      },
    });
    try {
      expect(await ensureInboxPoller(client, { intervalSeconds: 1, taskQueue, workflowId, scheduleId })).toBe(
        'started',
      );
      await expect(client.schedule.getHandle(scheduleId).describe()).rejects.toBeInstanceOf(ScheduleNotFoundError);
      await until('three polls', async () => lists >= 3);

      expect(await ensureInboxPoller(client, { intervalSeconds: 0, taskQueue, workflowId, scheduleId })).toBe(
        'updated',
      );
      const handle = client.workflow.getHandle(workflowId);
      await until('the pause', async () => (await handle.query(pollerQueries.status)).intervalSeconds === 0);
      const paused = lists;
      await new Promise((r) => setTimeout(r, 2_500));
      expect(lists).toBeLessThanOrEqual(paused + 1);

      expect(await ensureInboxPoller(client, { intervalSeconds: 1, taskQueue, workflowId, scheduleId })).toBe(
        'updated',
      );
      await until('polling again', async () => lists >= paused + 2);
      await recordHistory(workflowId, 'peppol-inbox-poller');
      const executions = [];
      for await (const e of client.workflow.list({ query: `WorkflowId = '${workflowId}'` })) executions.push(e);
      expect(executions.length).toBe(1);
      expect(PEPPOL_INBOX_SCHEDULE_ID).toBe('peppol-inbox-poll');
    } finally {
      await client.workflow
        .getHandle(workflowId)
        .terminate('test done')
        .catch(() => undefined);
      await worker.stop();
      await client.connection.close();
    }
  });

  it('goes on polling when the access point cannot be listed, and reports it', async () => {
    const client = await devServerClient();
    const taskQueue = uniqueTaskQueue('inbox-poller-down');
    const workflowId = uniqueTaskQueue('peppol-inbox-poller-down');
    let lists = 0;
    const worker = await startProductWorker(taskQueue, {
      listPeppolInbox: async () => {
        lists += 1;
        throw ApplicationFailure.nonRetryable('connection refused', 'AccessPointUnavailable');
      },
      processPeppolInboxFile: async () => {
        throw new Error('no files expected');
      },
    });
    try {
      expect(
        await ensureInboxPoller(client, {
          intervalSeconds: 1,
          taskQueue,
          workflowId,
          scheduleId: uniqueTaskQueue('no-schedule'),
        }),
      ).toBe('started');
      await until('three failed polls', async () => lists >= 3);
      const handle = client.workflow.getHandle(workflowId);
      expect((await handle.describe()).status.name).toBe('RUNNING');
      expect((await handle.query(pollerQueries.status)).lastFailures).toEqual([
        { fileName: '(inbox listing)', outcome: 'failed', error: 'AccessPointUnavailable: connection refused' },
      ]);
    } finally {
      await client.workflow
        .getHandle(workflowId)
        .terminate('test done')
        .catch(() => undefined);
      await worker.stop();
      await client.connection.close();
    }
  });
});
