// The inbox poller's Temporal Schedule on the dev server: created once, brought in line with the
// configuration on every later worker start (no second schedule, no error), paused by interval 0.
import { randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { PEPPOL_INBOX_WORKFLOW } from '../../workflows/contract';
import { ensureInboxSchedule } from './inbox-schedule';

// A client only (no worker): the test harness module is not imported, since it installs the SDK's
// native runtime, which only a worker's shutdown releases.
const uniqueTaskQueue = (prefix: string) => `${prefix}-${randomUUID()}`;

describe('Peppol inbox schedule', () => {
  let client: Client;
  const scheduleId = uniqueTaskQueue('peppol-inbox-schedule');
  beforeAll(async () => {
    const connection = await Connection.connect({ address: process.env.TEST_TEMPORAL_ADDRESS ?? '' });
    client = new Client({ connection, namespace: process.env.TEST_TEMPORAL_NAMESPACE ?? 'default' });
  });
  afterAll(async () => {
    await client.schedule.getHandle(scheduleId).delete().catch(() => undefined);
    await client?.connection.close();
  });

  it('is created idempotently with overlap skip, follows the interval and pauses at 0', async () => {
    const taskQueue = uniqueTaskQueue('invoices');
    expect(await ensureInboxSchedule(client, { scheduleId, intervalSeconds: 45, taskQueue })).toBe('created');
    expect(await ensureInboxSchedule(client, { scheduleId, intervalSeconds: 45, taskQueue })).toBe('updated');
    let d = await client.schedule.getHandle(scheduleId).describe();
    expect(d.action).toMatchObject({ type: 'startWorkflow', workflowType: PEPPOL_INBOX_WORKFLOW, taskQueue });
    expect(d.policies.overlap).toBe('SKIP');
    expect(d.spec.intervals?.map((i) => i.every)).toEqual([45_000]);
    expect(d.state.paused).toBe(false);

    expect(await ensureInboxSchedule(client, { scheduleId, intervalSeconds: 0, taskQueue })).toBe('updated');
    d = await client.schedule.getHandle(scheduleId).describe();
    expect(d.state.paused).toBe(true);
    expect(d.state.note).toMatch(/PEPPOL_POLL_INTERVAL_SECONDS=0/);

    await ensureInboxSchedule(client, { scheduleId, intervalSeconds: 10, taskQueue });
    d = await client.schedule.getHandle(scheduleId).describe();
    expect(d.state.paused).toBe(false);
    expect(d.spec.intervals?.map((i) => i.every)).toEqual([10_000]);
  });
});
