// The extraction queue's activities through a real Temporal worker (the dev server of the jest
// global setup, a task queue of its own) reading PDFs from a local document store: a corpus PDF
// comes back extracted, an encrypted or garbage PDF comes back as the 'Invalid PDF' outcome (the
// test workflow allows one attempt, so an activity failure would fail it).
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Client } from '@temporalio/client';
import { Worker, type NativeConnection } from '@temporalio/worker';
import type { Knex } from 'knex';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-db';
import { LocalDocumentStore } from '../../infra/document-store';
import {
  bundledWorkflows,
  devServerClient,
  devServerConnection,
  devServerNamespace,
  uniqueTaskQueue,
} from '../../test-support/temporal-harness';
import { InvoiceStatus } from '../../domain/statuses';
import type { extractDocumentWorkflow } from '../../workflows/test-fixtures/extract-document.workflow';
import { createExtractionQueueActivitiesWithStore } from './extraction-queue.activities';

const FIXTURES = path.resolve(__dirname, '../../workflows/test-fixtures/index.ts');
const CORPUS = path.resolve(__dirname, '../../tools/extraction-corpus/files');

jest.setTimeout(180_000);

/**
 * A one-page PDF behind the standard security handler (RC4, revision 2) whose user password is not
 * empty: the /U entry is random, so opening without a password fails as any encrypted PDF does.
 */
function encryptedPdf(): Uint8Array {
  const hex = (n: number) => randomBytes(n).toString('hex');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    `<< /Filter /Standard /V 1 /R 2 /Length 40 /P -44 /O <${hex(32)}> /U <${hex(32)}> >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  const id = hex(16);
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

describe('extraction queue activities on a Temporal worker, PDFs from the document store', () => {
  let dir: string;
  let documents: LocalDocumentStore;
  let db: Knex;
  let testDb: TestDatabase;
  let client: Client;
  let connection: NativeConnection;
  let worker: Worker;
  let taskQueue: string;
  let running: Promise<void>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'extraction-queue-'));
    documents = new LocalDocumentStore(dir);
    // A migrated database: the activity applies learned supplier profiles (companies, profiles).
    testDb = await createTestDatabase();
    db = testDb.db;
    client = await devServerClient();
    connection = await devServerConnection();
    taskQueue = uniqueTaskQueue('extraction');
    worker = await Worker.create({
      connection,
      namespace: devServerNamespace(),
      taskQueue,
      workflowBundle: await bundledWorkflows(FIXTURES),
      activities: createExtractionQueueActivitiesWithStore({ db, documents }),
    });
    running = worker.run();
  });

  afterAll(async () => {
    if (worker?.getState() === 'RUNNING') worker.shutdown();
    await running;
    await client?.connection.close();
    await connection?.close();
    await testDb?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const extract = (location: string) =>
    client.workflow.execute<typeof extractDocumentWorkflow>('extractDocumentWorkflow', {
      taskQueue,
      workflowId: uniqueTaskQueue('extract'),
      args: [{ location, taskQueue }],
    });

  it('extracts a stored corpus PDF, addressed by its sha256 as invoices.location holds it', async () => {
    const stored = await documents.put(await readFile(path.join(CORPUS, 't01-classic-sv.pdf')), 'application/pdf');
    const truth = JSON.parse(await readFile(path.join(CORPUS, 't01-classic-sv.truth.json'), 'utf8'));
    const outcome = await extract(stored.sha256);
    if (outcome.status !== 'extracted') throw new Error(`expected an extraction, got ${JSON.stringify(outcome)}`);
    const r = outcome.result;
    expect(r.route).toBe('text');
    expect({
      invoice_id: r.invoice_id,
      issue_date: r.issue_date,
      due_date: r.due_date,
      payment_id: r.payment_id,
      currency: r.document_currency_code,
      bankgiro: r.payment_means.bankgiro,
      payable: r.legal_monetary_total.payable_amount,
      lines: r.invoice_lines.length,
      supplier_org: r.supplier_data.org_id,
      customer_org: r.customer_data.org_id,
    }).toEqual({
      invoice_id: truth.invoice_id,
      issue_date: truth.issue_date,
      due_date: truth.due_date,
      payment_id: truth.payment_id,
      currency: truth.document_currency_code,
      bankgiro: truth.payment_means.bankgiro,
      payable: truth.legal_monetary_total.payable_amount,
      lines: truth.invoice_lines.length,
      supplier_org: truth.supplier_data.org_id,
      customer_org: truth.customer_data.org_id,
    });
    expect(r.checks.status).toBe('ok');
  });

  it('reads the same document by its store key', async () => {
    const stored = await documents.put(await readFile(path.join(CORPUS, 't01-classic-sv.pdf')), 'application/pdf');
    const outcome = await extract(stored.key);
    expect(outcome.status).toBe('extracted');
  });

  it('answers Invalid PDF for an encrypted PDF instead of failing the activity', async () => {
    const stored = await documents.put(encryptedPdf(), 'application/pdf');
    const outcome = await extract(stored.sha256);
    expect(outcome).toEqual({ status: InvoiceStatus.InvalidPdf, reason: 'encrypted', message: expect.any(String) });
  });

  it('answers Invalid PDF for garbage behind a PDF header', async () => {
    const garbage = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4096)]);
    const stored = await documents.put(garbage, 'application/pdf');
    const outcome = await extract(stored.sha256);
    expect(outcome.status).toBe(InvoiceStatus.InvalidPdf);
    if (outcome.status === InvoiceStatus.InvalidPdf) expect(outcome.reason).toMatch(/^(unreadable|no-pages|no-text)$/);
  });

  it('fails the activity (not Invalid PDF) when the document is missing from the store', async () => {
    const failure = await extract('0'.repeat(64)).then(
      () => null,
      (err: unknown) => err as { cause?: { cause?: { type?: string } } },
    );
    expect(failure?.cause?.cause?.type).toBe('DocumentNotFoundError');
  });
});
