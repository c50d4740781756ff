// Benchmark of the mail intake (issue 11 §4): N mails (default 1,000), each with one PDF of its own,
// sent over SMTP by C concurrent clients (default 10, each a nodemailer connection that stays open
// between its mails, as a relay's would) to the mail intake, with the worker recording the invoices
// behind it. The stack is the local one, started here the way npm start does: a PostgreSQL database
// of its own, the Temporal dev server (SQLite file), the worker and the mail intake as child
// processes (their peak RSS read from /proc). Acceptance is the e-mail row's created_at (written
// just before the 250); invoice created is the invoice row's created_at (the worker's first step).
// The worker goes on to parse the PDFs (one extraction at a time) while mails arrive, as it would.
// Prints ONE JSON object (also written to bench/results/).
//
//   npm run bench:email -- [--mails N] [--concurrency C]
// The PostgreSQL server is BENCH_PG_URL, else TEST_PG_URL, else postgres://postgres@127.0.0.1:5432/postgres.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { createDb } from '../../infra/db';
import { freePort } from '../../infra/ports';
import { startTemporalDevServer } from '../../infra/temporal-dev-server';
import { migrateLatest } from '../../scripts/db/migrate';
import {
  ROOT,
  child,
  dbUrl,
  parseCountArgs,
  pgAdmin,
  printResult,
  quantile,
  runBenchmark,
  stopAll,
  until,
} from '../support/local-stack';

const PDF = readFileSync(path.join(ROOT, 'tools', 'extraction-corpus', 'files', 't01-classic-sv.pdf'));
const INVOICE_ADDRESS = 'kund@invoices.bench.test';
const SUPPLIER = 'billing@leverantor.bench.test';

/** Peak resident memory (VmHWM) of a process, in MB. */
function peakRssMb(pid: number | undefined): number {
  try {
    return Math.round(
      Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid ?? 0}/status`, 'latin1'))?.[1] ?? 0) / 1024,
    );
  } catch {
    return 0;
  }
}

async function main(): Promise<void> {
  const args = parseCountArgs(
    process.argv.slice(2),
    { mails: 1000, concurrency: 10 },
    'usage: npm run bench:email -- [--mails N] [--concurrency C]',
  );
  const loadBefore = os.loadavg();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'esyn-bench-email-'));
  const database = `esyn_bench_email_${randomBytes(4).toString('hex')}`;
  await pgAdmin(`create database "${database}"`);
  const db = createDb(dbUrl(database));
  const processes: ChildProcess[] = [];
  let temporal: Awaited<ReturnType<typeof startTemporalDevServer>> | undefined;
  try {
    await migrateLatest(db);
    await db('companies').insert({ name: 'Bench Kund AB', invoice_email: INVOICE_ADDRESS, is_receiver: true });
    await db('companies').insert({
      name: 'Bench Leverantör AB',
      contact_emails: JSON.stringify([{ email: SUPPLIER, type: 'Invoice' }]),
    });

    const [intakePort, temporalPort] = [await freePort(), await freePort()];
    temporal = await startTemporalDevServer({
      port: temporalPort,
      dbFilename: path.join(dir, 'temporal.db'),
      logLevel: 'error',
      ownProcessGroup: false,
    });
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dir,
      DATABASE_URL: dbUrl(database),
      TEMPORAL_ADDRESS: temporal.address,
      AUTH_TOKEN_SECRET: randomBytes(32).toString('hex'),
      PEPPOL_TRANSPORT: 'local',
      PEPPOL_POLL_INTERVAL_SECONDS: '0',
      DOCUMENT_STORE: 'local',
      SMTP_URL: '',
      EXTRACTION_CONCURRENCY: '1',
      SMTP_INTAKE_PORT: String(intakePort),
      SMTP_INTAKE_HOST: '127.0.0.1',
      DATABASE_POOL_MAX: '20',
    };
    const worker = child('worker', 'workers/main.ts', env);
    const intake = child('mail-in', 'workers/mail-intake/main.ts', env);
    processes.push(worker, intake);
    await until(
      'the mail intake',
      async () => {
        const probe = nodemailer.createTransport({ host: '127.0.0.1', port: intakePort, ignoreTLS: true });
        const ok = await probe.verify().catch(() => false);
        probe.close();
        return ok === true;
      },
      120_000,
      500,
    );
    // The worker is ready when it recorded a first invoice: one mail before the clock starts.
    const warm = nodemailer.createTransport({ host: '127.0.0.1', port: intakePort, ignoreTLS: true });
    await warm.sendMail({
      from: SUPPLIER,
      to: INVOICE_ADDRESS,
      subject: 'warm-up',
      attachments: [{ filename: 'warm.pdf', content: Buffer.concat([PDF, Buffer.from('\n%warm\n')]) }],
    });
    warm.close();
    await until(
      'the worker',
      async () => Number(((await db('invoices').count({ n: '*' })) as [{ n: string }])[0].n) === 1,
      180_000,
      500,
    );

    const runId = randomBytes(3).toString('hex');
    const mails = Array.from({ length: args.mails }, (_, i) => ({
      from: `Bench Leverantör AB <${SUPPLIER}>`,
      to: INVOICE_ADDRESS,
      subject: `Faktura ${i}`,
      messageId: `<bench-${runId}-${i}@leverantor.bench.test>`,
      text: 'Se bifogad faktura.',
      // A PDF of its own per mail (the same file from the same sender would be the same invoice).
      attachments: [
        {
          filename: `faktura-${i}.pdf`,
          content: Buffer.concat([PDF, Buffer.from(`\n%bench ${runId} ${i}\n`)]),
          contentType: 'application/pdf',
        },
      ],
    }));
    const refused: string[] = [];
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: args.concurrency }, async () => {
        const client = nodemailer.createTransport({
          host: '127.0.0.1',
          port: intakePort,
          ignoreTLS: true,
          pool: true,
          maxConnections: 1,
          maxMessages: Infinity,
        });
        try {
          for (let i = next++; i < mails.length; i = next++) {
            await client
              .sendMail(mails[i] ?? {})
              .catch((err: unknown) => refused.push(err instanceof Error ? err.message : String(err)));
          }
        } finally {
          client.close();
        }
      }),
    );
    const acceptSeconds = (Date.now() - started) / 1000;
    const intakeRss = peakRssMb(intake.pid);
    const accepted = args.mails - refused.length;

    await until(
      `${accepted} invoices to be created`,
      async () => {
        const [{ n }] = (await db('invoices').whereNotNull('email_id').count({ n: '*' })) as [{ n: string }];
        return Number(n) >= accepted + 1;
      },
      15 * 60_000,
      500,
    );
    const rows = (
      await db.raw<{ rows: Array<{ ms: string }> }>(
        `select extract(epoch from (i.created_at - e.created_at)) * 1000 as ms
         from emails e join invoices i on i.email_id = e.id where e.message_id like ?`,
        [`<bench-${runId}-%`],
      )
    ).rows;
    const latencies = rows.map((r) => Number(r.ms)).sort((a, b) => a - b);
    const [{ n: emailsRecorded }] = (await db('emails')
      .where('message_id', 'like', `<bench-${runId}-%`)
      .count({ n: '*' })) as [{ n: string }];
    const [{ n: failedCases }] = (await db('emails')
      .where('message_id', 'like', `<bench-${runId}-%`)
      .andWhere({ is_failed_case: true })
      .count({ n: '*' })) as [{ n: string }];
    const result = {
      benchmark: 'email',
      at: new Date().toISOString(),
      mails: args.mails,
      concurrency: args.concurrency,
      accepted,
      refused: refused.slice(0, 10),
      emails_recorded: Number(emailsRecorded),
      failed_cases: Number(failedCases),
      invoices_created: latencies.length,
      lost: accepted - latencies.length,
      accept_seconds: +acceptSeconds.toFixed(1),
      accepted_mails_per_second: +(accepted / acceptSeconds).toFixed(1),
      acceptance_to_invoice_created_ms: {
        p50: Math.round(quantile(latencies, 0.5)),
        p95: Math.round(quantile(latencies, 0.95)),
        max: Math.round(latencies.at(-1) ?? 0),
      },
      peak_rss_mb: { mail_intake: intakeRss, worker: peakRssMb(worker.pid) },
      goals: {
        accepted_mails_per_second_at_least_50: accepted / acceptSeconds >= 50,
        nothing_lost: accepted === args.mails && latencies.length === accepted,
      },
      machine: {
        cores: os.cpus().length,
        load_before: loadBefore.map((l) => +l.toFixed(2)),
        load_after: os.loadavg().map((l) => +l.toFixed(2)),
      },
    };
    printResult('email', result);
  } finally {
    await stopAll(processes);
    await temporal?.stop();
    await db.destroy();
    await pgAdmin(`drop database if exists "${database}" with (force)`).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  }
}

runBenchmark(main);
