// The invoice process under test, on real pieces: a migrated test database, a local document store,
// the access point as a local folder, a real SMTP server that catches mail, and one worker that
// hosts the product workflows with the invoices and extraction activities on a task queue of its
// own — on the shared dev server (default) or on the time-skipping test server (days of timers in
// milliseconds). Helpers insert companies, store PDFs, start invoices as an upload does, and wait
// for statuses.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client, WorkflowHandle } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker, type NativeConnection } from '@temporalio/worker';
import type { Knex } from 'knex';
import { SWEDISH_BUYER, SWEDISH_SUPPLIER } from '../domain/peppol/fixtures/samples';
import { InvoiceStatus } from '../domain/statuses';
import { LocalDocumentStore, recordDocument } from '../infra/document-store';
import { invoiceStartOptions, type InvoiceWorkflowTarget } from '../infra/invoice-workflow-client';
import { addSearchAttributes } from '../infra/temporal-search-attributes';
import { createExtractionQueueActivities, createInvoiceQueueActivities } from '../workers/activities';
import { createInvoiceMessenger } from '../workers/invoices/invoice-messenger';
import { createSmtpMailer } from '../infra/mail/mailer';
import { ExtractionPool } from '../workers/extraction/sandbox-pool';
import { LocalFolderTransport } from '../workers/peppol-transport/local-folder';
import type { AccessPointTransport } from '../workers/peppol-transport/transport';
import type { InvoiceMessenger } from '../workers/peppol-transport/inbox';
import type { PeppolInboxFileOutcome } from '../workflows/contract';
import { INVOICE_WORKFLOW, queries, type InvoiceProcessView, type NewInvoice } from '../workflows/invoice/contract';
import type { invoiceWorkflow } from '../workflows/invoice/invoice.workflow';
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher';
import {
  bundledWorkflows,
  devServerClient,
  devServerConnection,
  devServerNamespace,
  timeSkippingEnv,
  uniqueTaskQueue,
} from './temporal-harness';
import { createTestDatabase, type TestDatabase } from './test-db';

export const CORPUS_DIR = path.resolve(__dirname, '..', 'tools', 'extraction-corpus', 'files');
/** PDFs the extraction engine must refuse (encrypted, unreadable text), made by its bad-input generator. */
export const BAD_INPUT_DIR = path.resolve(__dirname, '..', 'tools', 'extraction-corpus', 'bad-input');
export const TEST_LINK_SECRET = 'invoice-process-test-secret-0123456789abcdef';

export interface InvoiceProcessOptions {
  /** Run on the time-skipping test server instead of the dev server. */
  timeSkipping?: boolean;
  /** The access point; default a local folder in a temp directory. */
  transport?: (dir: string) => AccessPointTransport;
  /** Test hook of the delivery (after the upload, before it is recorded). */
  afterUpload?: () => void | Promise<void>;
  /** Reuse a database (api tests start their own). */
  db?: Knex;
  /** Wraps the inbox's messenger (tests count or fail its calls). */
  messenger?: (inner: InvoiceMessenger) => InvoiceMessenger;
}

export interface InvoiceProcess {
  db: Knex;
  client: Client;
  target: InvoiceWorkflowTarget;
  taskQueue: string;
  documents: LocalDocumentStore;
  transport: AccessPointTransport;
  accessPointDir: string;
  smtp: SmtpCatcher;
  env?: TestWorkflowEnvironment;
  /** The activities the worker hosts (tests call the inbox's directly to poll). */
  activities: ReturnType<typeof createInvoiceQueueActivities> & ReturnType<typeof createExtractionQueueActivities>;
  /** One poll of the access point's inbox, as the poller workflow does it. */
  pollInbox(): Promise<PeppolInboxFileOutcome[]>;
  /** The worker; stop() and start() it again to show a crash is survived. */
  startWorker(): Promise<void>;
  stopWorker(): Promise<void>;
  close(): Promise<void>;
}

export async function startInvoiceProcess(opts: InvoiceProcessOptions = {}): Promise<InvoiceProcess> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'esyn-invoice-process-'));
  let testDb: TestDatabase | undefined;
  const db = opts.db ?? (testDb = await createTestDatabase()).db;
  const env = opts.timeSkipping ? await timeSkippingEnv() : undefined;
  // The dev server of the test run has them from its start flags; the time-skipping server needs them registered.
  if (env) await addSearchAttributes(env.connection, env.namespace ?? 'default');
  const client = env ? env.client : await devServerClient();
  const connection: NativeConnection = env ? env.nativeConnection : await devServerConnection();
  const namespace = env ? (env.namespace ?? 'default') : devServerNamespace();
  const taskQueue = uniqueTaskQueue('invoices');
  const target: InvoiceWorkflowTarget = { client, taskQueue, extractionTaskQueue: taskQueue };
  const documents = new LocalDocumentStore(path.join(dir, 'documents'));
  const accessPointDir = path.join(dir, 'access-point');
  const transport = opts.transport?.(accessPointDir) ?? new LocalFolderTransport(accessPointDir);
  const smtp = await startSmtpCatcher();
  const mailer = createSmtpMailer(smtp.url);
  const extractionPool = new ExtractionPool({ size: 2 });
  const activities = {
    ...createExtractionQueueActivities({ db, documents, extractionPool }),
    ...createInvoiceQueueActivities({
      db,
      documents,
      peppol: {
        transport,
        documentStore: documents,
        messenger: (opts.messenger ?? ((m) => m))(createInvoiceMessenger(target)),
        ...(opts.afterUpload ? { afterUpload: opts.afterUpload } : {}),
      },
      mail: {
        mailer,
        from: 'eSyn <no-reply@esyn.test>',
        brand: 'eSyn',
        publicUrl: 'http://console.test',
        linkSecret: TEST_LINK_SECRET,
      },
    }),
  };
  const workflowBundle = await bundledWorkflows();
  let worker: Worker | undefined;
  let running: Promise<void> | undefined;

  const startWorker = async () => {
    worker = await Worker.create({ connection, namespace, taskQueue, workflowBundle, activities });
    running = worker.run();
  };
  const stopWorker = async () => {
    if (worker?.getState() === 'RUNNING') worker.shutdown();
    await running?.catch(() => undefined);
    worker = undefined;
  };
  await startWorker();

  const pollInbox = async () => {
    const { listPeppolInbox, processPeppolInboxFile } = activities;
    if (!listPeppolInbox || !processPeppolInboxFile) throw new Error('no Peppol activities');
    const files: PeppolInboxFileOutcome[] = [];
    for (const fileName of await listPeppolInbox()) {
      try {
        files.push(await processPeppolInboxFile({ fileName }));
      } catch (err) {
        files.push({
          fileName,
          outcome: 'failed',
          error: err instanceof ApplicationFailure ? `${err.type ?? 'Error'}: ${err.message}` : String(err),
        });
      }
    }
    return files;
  };

  return {
    db,
    client,
    target,
    taskQueue,
    documents,
    transport,
    accessPointDir,
    smtp,
    ...(env ? { env } : {}),
    activities,
    pollInbox,
    startWorker,
    stopWorker,
    async close() {
      await stopWorker();
      mailer.close();
      await extractionPool.close();
      await smtp.close();
      if (env) await env.teardown();
      else {
        await client.connection.close();
        await connection.close();
      }
      await testDb?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---- fixtures ----

const partyColumns = (p: typeof SWEDISH_SUPPLIER) => ({
  name: p.name,
  org_id: p.org_id,
  tax_number: p.tax_number,
  peppol_id: p.peppol_id,
  phone: p.phone ?? null,
  address: JSON.stringify(p.address ?? {}),
  payment_means: JSON.stringify(p.payment_means ?? []),
});

/** A sender and a receiver company able to exchange Peppol invoices; the receiver takes forwards at the given address. */
export async function insertTradingPair(
  db: Knex,
  receiver: Record<string, unknown> = {},
  sender: Record<string, unknown> = {},
): Promise<{ senderId: string; receiverId: string }> {
  const [s] = (await db('companies')
    .insert({ ...partyColumns(SWEDISH_SUPPLIER), ...sender })
    .returning('id')) as { id: string }[];
  const [r] = (await db('companies')
    .insert({
      ...partyColumns(SWEDISH_BUYER),
      is_receiver: true,
      language: 'se',
      contact_emails: JSON.stringify([{ email: 'ap@kund.example', type: 'Invoice' }]),
      ...receiver,
    })
    .returning('id')) as { id: string }[];
  if (!s || !r) throw new Error('companies not inserted');
  return { senderId: s.id, receiverId: r.id };
}

/** Stores a corpus PDF as an upload would; answers its sha256. */
export async function storeCorpusPdf(
  p: Pick<InvoiceProcess, 'documents' | 'db'>,
  name = 't01-classic-sv',
): Promise<string> {
  const stored = await p.documents.put(readFileSync(path.join(CORPUS_DIR, `${name}.pdf`)), 'application/pdf');
  await recordDocument(p.db, stored);
  return stored.sha256;
}

/** Starts an invoice's workflow as an upload does (the run records the invoice). */
export async function startUploadedInvoice(
  p: Pick<InvoiceProcess, 'client' | 'target'>,
  invoice: Partial<NewInvoice> & Pick<NewInvoice, 'invoiceId'>,
): Promise<WorkflowHandle<typeof invoiceWorkflow>> {
  const create: NewInvoice = {
    format: 'pdf',
    origin: 'upload',
    status: InvoiceStatus.Processing,
    fileName: 'invoice.pdf',
    createdBy: { event: 'uploaded' },
    ...invoice,
  };
  return p.client.workflow.start<typeof invoiceWorkflow>(
    INVOICE_WORKFLOW,
    invoiceStartOptions(p.target, create.invoiceId, create),
  );
}

/** Polls the invoice row until its status is `status` (or one of them). */
export async function waitForStatus(
  db: Knex,
  invoiceId: string,
  status: string | string[],
  timeoutMs = 60_000,
): Promise<Record<string, unknown>> {
  const wanted = Array.isArray(status) ? status : [status];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = (await db('invoices').where({ id: invoiceId }).first()) as Record<string, unknown> | undefined;
    if (row && wanted.includes(String(row.status))) return row;
    if (Date.now() > deadline)
      throw new Error(
        `invoice ${invoiceId} did not reach ${wanted.join('/')} (it is ${row ? String(row.status) : 'missing'}; exception: ${row ? String(row.exception) : '-'})`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The events of a PDF invoice that is parsed, sent over Peppol and approved by its receiver: event, new status. */
export const SENT_AND_APPROVED_EVENTS: ReadonlyArray<[string, InvoiceStatus | null]> = [
  ['uploaded', InvoiceStatus.Processing],
  ['parsed', InvoiceStatus.FinishParsing],
  ['identification', null],
  ['peppol_document_built', InvoiceStatus.Sending],
  ['peppol_delivered', null],
  ['peppol_message_level_response', InvoiceStatus.InvoiceSent],
  ['peppol_invoice_response', InvoiceStatus.Approved],
];

export async function eventsOf(
  db: Knex,
  invoiceId: string,
): Promise<
  Array<{ event: string; from_status: string | null; to_status: string | null; reason: string | null; actor: string }>
> {
  return db('invoice_events')
    .select('event', 'from_status', 'to_status', 'reason', 'actor')
    .where({ invoice_id: invoiceId })
    .orderBy('id');
}

/** Polls the workflow's process query until `check` holds (the run has taken its last step). */
export async function waitForProcess(
  handle: WorkflowHandle<typeof invoiceWorkflow>,
  check: (view: InvoiceProcessView) => boolean,
  timeoutMs = 30_000,
): Promise<InvoiceProcessView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const view = await handle.query(queries.process);
    if (check(view)) return view;
    if (Date.now() > deadline)
      throw new Error(
        `the invoice's process did not get there: ${JSON.stringify({ status: view.state?.status, stage: view.stage })}`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
}
