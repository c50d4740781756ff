// A worker killed in the middle of a delivery (after the UBL upload, before the upload is recorded):
// a new worker takes the invoice over, the delivery's retry finds its file already at the access
// point and records it, and the invoice ends Invoice Sent with exactly one file at the access point
// and one event per step. The workers run in processes of their own so the kill is a real SIGKILL.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client } from '@temporalio/client';
import { InvoiceStatus } from '../../../domain/statuses';
import { LocalDocumentStore } from '../../../infra/document-store';
import {
  insertTradingPair,
  startUploadedInvoice,
  storeCorpusPdf,
  waitForStatus,
  eventsOf,
} from '../../../test-support/invoice-process-harness';
import { devServerAddress, devServerClient, uniqueTaskQueue } from '../../../test-support/temporal-harness';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-db';
import { signals } from '../contract';

jest.setTimeout(240_000);

const ROOT = path.resolve(__dirname, '..', '..', '..');

function startWorker(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<NodeJS.Signals | number | null>;
} {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'test-support/invoice-worker-process.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  });
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  return { child, output: () => out, exited };
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a worker killed in the middle of a delivery', () => {
  let t: TestDatabase;
  let dir: string;
  let client: Client;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    t = await createTestDatabase();
    dir = mkdtempSync(path.join(os.tmpdir(), 'esyn-worker-crash-'));
    client = await devServerClient();
  });
  afterAll(async () => {
    for (const w of workers) if (w.exitCode === null && w.signalCode === null) w.kill('SIGKILL');
    await client?.connection.close();
    await t?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('sends the invoice once and records each step once', async () => {
    const taskQueue = uniqueTaskQueue('worker-crash');
    const env = {
      TEMPORAL_ADDRESS: devServerAddress(),
      TASK_QUEUE: taskQueue,
      TEST_DB_URL: t.url,
      DOCUMENTS_DIR: path.join(dir, 'documents'),
      ACCESS_POINT_DIR: path.join(dir, 'access-point'),
    };
    const documents = new LocalDocumentStore(env.DOCUMENTS_DIR);
    const { senderId, receiverId } = await insertTradingPair(t.db);
    const location = await storeCorpusPdf({ documents, db: t.db });

    const first = startWorker({ ...env, CRASH_AFTER_UPLOAD: '1' });
    workers.push(first.child);
    await until('the first worker', () => first.output().includes('worker running'));
    const invoiceId = randomUUID();
    const handle = await startUploadedInvoice(
      { client, target: { client, taskQueue, extractionTaskQueue: taskQueue } },
      { invoiceId, location, senderCompanyId: senderId, receiverCompanyId: receiverId },
    );
    expect(await first.exited).toBe('SIGKILL');
    expect(first.output()).toContain('crashing after the upload');
    const outbox = () => readdirSync(path.join(env.ACCESS_POINT_DIR, 'outbox')).filter((f) => !f.startsWith('.'));
    expect(outbox()).toHaveLength(1);
    expect(await t.db('peppol_messages').where({ invoice_id: invoiceId })).toEqual([]);

    const second = startWorker(env);
    workers.push(second.child);
    await until('the delivery recorded by the new worker', async () =>
      Boolean(
        ((await t.db('invoices').where({ id: invoiceId }).first()) as { envelope_instance_id: string | null })
          .envelope_instance_id,
      ),
    );
    const envelope = ((await t.db('invoices').where({ id: invoiceId }).first()) as { envelope_instance_id: string })
      .envelope_instance_id;
    await handle.signal(signals.messageLevelResponse, {
      messageId: randomUUID(),
      code: 'AP',
      reason: null,
      answers: envelope,
    });
    await waitForStatus(t.db, invoiceId, InvoiceStatus.InvoiceSent);

    expect(outbox()).toEqual([`${envelope}.xml`]);
    expect(await t.db('peppol_messages').where({ invoice_id: invoiceId, direction: 'outgoing' })).toHaveLength(1);
    expect((await eventsOf(t.db, invoiceId)).map((e) => e.event)).toEqual([
      'uploaded',
      'parsed',
      'identification',
      'peppol_document_built',
      'peppol_delivered',
      'peppol_message_level_response',
    ]);
    second.child.kill('SIGTERM');
    await second.exited;
  });
});
