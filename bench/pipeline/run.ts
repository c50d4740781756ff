// Benchmark of the invoice pipeline end to end (issue 8 §7): N text-PDF invoices (default 500, each
// with its own invoice number) uploaded through the api by a sender, each one parsed, identified,
// checked, built, delivered to the access point and answered by the access-point simulator (MLR AP),
// until every invoice is 'Invoice Sent'. The stack is the local one, started here the way npm start
// does: a PostgreSQL database of its own, the Temporal dev server (SQLite file), the simulator over a
// local access-point folder, the worker and the api as child processes (their peak RSS read from
// /proc). In the same run, the same count of a no-op workflow with the same steps as an invoice's
// workflow ran (task-queue and local activities, in order) is started the same way: the Temporal
// ceiling on this machine.
// Prints ONE JSON object (also written to bench/results/).
//
//   npm run bench:pipeline -- [--invoices N] [--concurrency C]
// BENCH_PROFILE_DIR=<folder> also writes CPU profiles of the worker and the api (open in Chrome DevTools).
// The PostgreSQL server is BENCH_PG_URL, else TEST_PG_URL, else postgres://postgres@127.0.0.1:5432/postgres.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { temporal as temporalApi } from '@temporalio/proto';
import { DefaultLogger, NativeConnection, Runtime, Worker, bundleWorkflowCode } from '@temporalio/worker';
import { InvoiceStatus } from '../../domain/statuses';
import { createDb } from '../../infra/db';
import { hashPassword } from '../../infra/password';
import { freePort } from '../../infra/ports';
import { startTemporalDevServer } from '../../infra/temporal-dev-server';
import { migrateLatest } from '../../scripts/db/migrate';
import { SWEDISH_BUYER, SWEDISH_SUPPLIER } from '../../domain/peppol/fixtures/samples';
import { randomInvoice } from '../../tools/extraction-corpus/model';
import { renderPdfLib } from '../../tools/extraction-corpus/render-pdflib';
import { viewOf } from '../../tools/extraction-corpus/view';
import { AccessPointSimulator } from '../../tools/peppol-simulator/simulator';
import type { noopPipelineWorkflow, StepKind } from './noop.workflow';
import {
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

const PASSWORD = 'Bench-pipeline-2026!';

/** Peak resident memory (VmHWM) of a process and of its children (the extraction sandboxes), in MB. */
class RssWatch {
  peak = { process: 0, children: 0 };
  private readonly timer: NodeJS.Timeout;
  constructor(private readonly pid: number) {
    this.timer = setInterval(() => this.sample(), 200);
  }
  private sample(): void {
    const kb = (file: string, field: string) =>
      Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(file, 'latin1'))?.[1] ?? 0);
    try {
      this.peak.process = Math.max(this.peak.process, kb(`/proc/${this.pid}/status`, 'VmHWM') / 1024);
      const children = readFileSync(`/proc/${this.pid}/task/${this.pid}/children`, 'latin1')
        .trim()
        .split(/\s+/)
        .filter(Boolean);
      const sum = children.reduce((s, c) => {
        try {
          return s + kb(`/proc/${c}/status`, 'VmRSS') / 1024;
        } catch {
          return s;
        }
      }, 0);
      this.peak.children = Math.max(this.peak.children, sum);
    } catch {
      // the process is gone
    }
  }
  stop(): { process: number; children: number } {
    this.sample();
    clearInterval(this.timer);
    return { process: Math.round(this.peak.process), children: Math.round(this.peak.children) };
  }
}

/** CPU seconds a process has used: its own, and its children's (live ones read now, ended ones as the kernel summed them). */
function cpuSeconds(pid: number): { own: number; children: number } {
  const ticks = 100; // USER_HZ on Linux
  const stat = (p: number | string) => {
    const fields = readFileSync(`/proc/${p}/stat`, 'latin1')
      .replace(/^.*\) /, '')
      .split(' ')
      .map(Number);
    // after the name: state(0) ... utime(11) stime(12) cutime(13) cstime(14)
    return {
      own: ((fields[11] ?? 0) + (fields[12] ?? 0)) / ticks,
      ended: ((fields[13] ?? 0) + (fields[14] ?? 0)) / ticks,
    };
  };
  try {
    const self = stat(pid);
    const live = readFileSync(`/proc/${pid}/task/${pid}/children`, 'latin1').trim().split(/\s+/).filter(Boolean);
    const liveSum = live.reduce((sum, c) => {
      try {
        return sum + stat(c).own;
      } catch {
        return sum;
      }
    }, 0);
    return { own: self.own, children: self.ended + liveSum };
  } catch {
    return { own: 0, children: 0 };
  }
}

async function inBatches<T>(
  items: T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < items.length; i = next++) await work(items[i] as T, i);
    }),
  );
}

async function main(): Promise<void> {
  const args = parseCountArgs(
    process.argv.slice(2),
    { invoices: 500, concurrency: 8 },
    'usage: npm run bench:pipeline -- [--invoices N] [--concurrency C]',
  );
  const loadBefore = os.loadavg()[0] ?? 0;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'esyn-bench-pipeline-'));
  const database = `esyn_bench_pipeline_${randomBytes(4).toString('hex')}`;
  await pgAdmin(`create database "${database}"`);
  const db = createDb(dbUrl(database));
  const processes: ChildProcess[] = [];
  let temporal: Awaited<ReturnType<typeof startTemporalDevServer>> | undefined;
  let sim: AccessPointSimulator | undefined;
  try {
    await migrateLatest(db);
    const company = (p: typeof SWEDISH_SUPPLIER, extra: Record<string, unknown>) => ({
      name: p.name,
      org_id: p.org_id,
      tax_number: p.tax_number,
      peppol_id: p.peppol_id,
      address: JSON.stringify(p.address ?? {}),
      ...extra,
    });
    const [sender] = (await db('companies').insert(company(SWEDISH_SUPPLIER, {})).returning('id')) as { id: string }[];
    const [receiver] = (await db('companies')
      .insert(company(SWEDISH_BUYER, { is_receiver: true, receive_pdf_forward_blocked: true }))
      .returning('id')) as { id: string }[];
    await db('users').insert({
      email: 'bench-sender@esyn.test',
      email_verified: true,
      password_hash: await hashPassword(PASSWORD),
      role: 'sender',
      company_id: sender!.id,
    });

    const [apiPort, temporalPort] = [await freePort(), await freePort()];
    temporal = await startTemporalDevServer({
      port: temporalPort,
      dbFilename: path.join(dir, 'temporal.db'),
      logLevel: 'error',
      ownProcessGroup: false,
    });
    const apDir = path.join(dir, 'access-point');
    sim = new AccessPointSimulator({
      root: apDir,
      mlrDelayMs: 0,
      responseDelayMs: 86_400_000,
      responseCode: 'AP',
      pollIntervalMs: 100,
    });
    await sim.start();
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dir,
      DATABASE_URL: dbUrl(database),
      TEMPORAL_ADDRESS: temporal.address,
      AUTH_TOKEN_SECRET: randomBytes(32).toString('hex'),
      PEPPOL_TRANSPORT: 'local',
      PEPPOL_AP_LOCAL_DIR: apDir,
      PEPPOL_POLL_INTERVAL_SECONDS: '1',
      API_PORT: String(apiPort),
      API_HOST: '127.0.0.1',
      DOCUMENT_STORE: 'local',
      SMTP_URL: '',
      DATABASE_POOL_MAX: '20',
    };
    const worker = child('worker', 'workers/main.ts', env);
    const api = child('api', 'api/main.ts', env);
    processes.push(worker, api);
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    await until(
      'the api',
      async () => (await fetch(`${apiUrl}/api/health`).catch(() => undefined))?.ok === true,
      120_000,
    );
    await until(
      'the worker',
      async () => {
        const h = (await (await fetch(`${apiUrl}/api/health`)).json()) as { workers?: Record<string, string> };
        return h.workers?.invoices === 'ok' && h.workers.extraction === 'ok';
      },
      120_000,
      1000,
    );
    const workerRss = new RssWatch(worker.pid ?? 0);
    const apiRss = new RssWatch(api.pid ?? 0);

    // The invoices: text PDFs of one layout, each with its own number (the same number twice would be a duplicate).
    const runId = randomBytes(3).toString('hex').toUpperCase();
    const pdfs: Buffer[] = [];
    for (let i = 0; i < args.invoices; i++) {
      const spec = randomInvoice(10_000 + i, { invoice_id: `B${runId}${String(i).padStart(5, '0')}` });
      pdfs.push(
        Buffer.from(
          await renderPdfLib(viewOf(spec, { lang: 'sv', numbers: 'sv', dates: 'iso', currencyRow: false }), 'classic'),
        ),
      );
    }
    const login = (await (
      await fetch(`${apiUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'bench-sender@esyn.test', password: PASSWORD }),
      })
    ).json()) as { token: string };

    const cpuAtStart = {
      temporal: cpuSeconds(temporal.pid),
      worker: cpuSeconds(worker.pid ?? 0),
      api: cpuSeconds(api.pid ?? 0),
      bench: process.cpuUsage(),
    };
    const started = Date.now();
    const ids: string[] = [];
    const refused: string[] = [];
    await inBatches(pdfs, args.concurrency, async (pdf, i) => {
      const form = new FormData();
      form.append('receiver_company', receiver!.id);
      form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), `bench-${i}.pdf`);
      const res = await fetch(`${apiUrl}/api/invoices/outgoing/upload`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${login.token}` },
      });
      const body = (await res.json()) as { id?: string; data?: string };
      if (res.status === 201 && body.id) ids.push(body.id);
      else refused.push(`${res.status} ${body.data ?? ''}`);
    });
    const uploadedMs = Date.now() - started;
    await until(
      `${ids.length} invoices to be sent`,
      async () => {
        const [{ n }] = (await db('invoices')
          .whereIn('id', ids)
          .whereNotIn('status', [InvoiceStatus.Processing, InvoiceStatus.FinishParsing, InvoiceStatus.Sending])
          .count({ n: '*' })) as [{ n: string }];
        return Number(n) === ids.length;
      },
      30 * 60_000,
      500,
    );
    const statuses = (await db('invoices')
      .whereIn('id', ids)
      .select('status')
      .count({ n: '*' })
      .groupBy('status')) as Array<{ status: string; n: string }>;
    const timings = (
      await db.raw<{ rows: Array<{ id: string; ms: number; done: Date }> }>(
        `select u.invoice_id as id, extract(epoch from (d.at - u.at)) * 1000 as ms, d.at as done
         from invoice_events u join invoice_events d on d.invoice_id = u.invoice_id
        where u.event = 'uploaded' and d.event = 'peppol_message_level_response' and u.invoice_id = any(?::uuid[])`,
        [ids],
      )
    ).rows;
    // Where one invoice's time went: its events, in ms after its upload (the median invoice).
    const median = [...timings].sort((a, b) => Number(a.ms) - Number(b.ms))[Math.floor(timings.length / 2)];
    const medianId = median?.id;
    const timeline = medianId
      ? (
          await db.raw<{ rows: Array<{ event: string; ms: string }> }>(
            `select e.event, round(extract(epoch from (e.at - u.at)) * 1000) as ms
         from invoice_events e join invoice_events u on u.invoice_id = e.invoice_id and u.event = 'uploaded'
        where e.invoice_id = ? order by e.at, e.id`,
            [medianId],
          )
        ).rows.map((r) => `${r.event} +${r.ms}`)
      : [];
    const latencies = timings.map((t) => Number(t.ms)).sort((a, b) => a - b);
    const lastDone = Math.max(...timings.map((t) => new Date(t.done).getTime()));
    const cpuAtEnd = {
      temporal: cpuSeconds(temporal.pid),
      worker: cpuSeconds(worker.pid ?? 0),
      api: cpuSeconds(api.pid ?? 0),
      bench: process.cpuUsage(cpuAtStart.bench),
    };
    const used = (k: 'temporal' | 'worker' | 'api', part: 'own' | 'children') =>
      +(cpuAtEnd[k][part] - cpuAtStart[k][part]).toFixed(1);
    const cpu = {
      temporal_server: used('temporal', 'own'),
      worker: used('worker', 'own'),
      extraction_sandboxes: used('worker', 'children'),
      api: used('api', 'own'),
      bench_client: +((cpuAtEnd.bench.user + cpuAtEnd.bench.system) / 1e6).toFixed(1),
    };
    const workerPeak = workerRss.stop();
    const apiPeak = apiRss.stop();

    // How many activities an invoice's workflow ran, from one history.
    const clientConnection = await Connection.connect({ address: temporal.address });
    const client = new Client({ connection: clientConnection });
    const history = await client.workflow.getHandle(`invoice-${medianId ?? ids[0] ?? ''}`).fetchHistory();
    // The same invoice as the workflow saw it: each history event in ms after the workflow started.
    const t0 =
      Number(history.events?.[0]?.eventTime?.seconds ?? 0) * 1000 +
      Math.round((history.events?.[0]?.eventTime?.nanos ?? 0) / 1e6);
    const historyTimeline = (history.events ?? []).map((e) => {
      const at = Number(e.eventTime?.seconds ?? 0) * 1000 + Math.round((e.eventTime?.nanos ?? 0) / 1e6);
      const kind =
        e.markerRecordedEventAttributes?.markerName ?? e.activityTaskScheduledEventAttributes?.activityType?.name ?? '';
      return `${(temporalApi.api.enums.v1.EventType[e.eventType ?? 0] ?? String(e.eventType)).replace(/^EVENT_TYPE_/, '')}${kind ? ` ${kind}` : ''} +${at - t0}`;
    });
    const steps: StepKind[] = (history.events ?? []).flatMap((e): StepKind[] => {
      if (e.activityTaskScheduledEventAttributes) return ['activity'];
      return e.markerRecordedEventAttributes?.markerName === 'core_local_activity' ? ['local'] : [];
    });
    const activities = {
      task_queue: steps.filter((k) => k === 'activity').length,
      local: steps.filter((k) => k === 'local').length,
    };

    // The ceiling: as many no-op workflows with as many activities, started the same way.
    Runtime.install({ logger: new DefaultLogger('WARN') });
    const taskQueue = `bench-noop-${runId}`;
    const connection = await NativeConnection.connect({ address: temporal.address });
    const noopWorker = await Worker.create({
      connection,
      taskQueue,
      activities: { noop: async (step: number) => step },
      workflowBundle: await bundleWorkflowCode({
        workflowsPath: require.resolve('./noop.workflow'),
        logger: {
          log: () => undefined,
          trace: () => undefined,
          debug: () => undefined,
          info: () => undefined,
          warn: () => undefined,
          error: () => undefined,
        },
      }),
    });
    const running = noopWorker.run();
    const noopStarted = Date.now();
    await inBatches(ids, args.concurrency, async (_id, i) => {
      await client.workflow.start<typeof noopPipelineWorkflow>('noopPipelineWorkflow', {
        taskQueue,
        workflowId: `noop-${runId}-${i}`,
        args: [steps],
      });
    });
    await Promise.all(ids.map((_id, i) => client.workflow.getHandle(`noop-${runId}-${i}`).result()));
    const noopMs = Date.now() - noopStarted;
    noopWorker.shutdown();
    await running;
    await connection.close();
    await clientConnection.close();

    const invoicesPerSecond = ids.length / ((lastDone - started) / 1000);
    const ceiling = ids.length / (noopMs / 1000);
    const result = {
      benchmark: 'pipeline',
      at: new Date().toISOString(),
      invoices: args.invoices,
      uploaded: ids.length,
      refused,
      concurrency: args.concurrency,
      statuses: Object.fromEntries(statuses.map((s) => [s.status, Number(s.n)])),
      upload_seconds: +(uploadedMs / 1000).toFixed(1),
      invoices_per_second: +invoicesPerSecond.toFixed(2),
      upload_to_sent_ms: {
        p50: Math.round(quantile(latencies, 0.5)),
        p95: Math.round(quantile(latencies, 0.95)),
        max: Math.round(latencies.at(-1) ?? 0),
      },
      median_invoice_events: timeline,
      median_invoice_history: historyTimeline,
      peak_rss_mb: { worker: workerPeak.process, extraction_sandboxes: workerPeak.children, api: apiPeak.process },
      cpu_seconds_until_sent: cpu,
      activities_per_invoice: activities,
      noop_ceiling: { workflows_per_second: +ceiling.toFixed(2), seconds: +(noopMs / 1000).toFixed(1) },
      share_of_ceiling: +(invoicesPerSecond / ceiling).toFixed(2),
      goals: {
        invoices_per_second_at_least_10: invoicesPerSecond >= 10,
        at_least_half_the_ceiling: invoicesPerSecond >= ceiling / 2,
      },
      machine: {
        cores: os.cpus().length,
        load_before: +loadBefore.toFixed(2),
        load_after: +(os.loadavg()[0] ?? 0).toFixed(2),
      },
    };
    printResult('pipeline', result);
  } finally {
    await stopAll(processes);
    await sim?.stop();
    await temporal?.stop();
    await db.destroy();
    await pgAdmin(`drop database if exists "${database}" with (force)`).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  }
}

runBenchmark(main);
