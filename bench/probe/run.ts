// The outsider's probe of a running platform (issue 10 'Bad input'): the tenancy matrix, token
// tampering, hostile input to every list and body, hostile files in the Peppol inbox and PDF
// content bombs through the worker. Run it against `npm start` (demo data) in another terminal:
//
//   npm run bench:probe [-- --skip files]
//
// The api is PROBE_API_URL, else http://127.0.0.1:<API_PORT>; the database (to read what became of
// inbox files) DATABASE_URL, else postgres://postgres@127.0.0.1:5432/<DATABASE_NAME>; the inbox
// PEPPOL_AP_LOCAL_DIR (else DATA_DIR/access-point) + PEPPOL_AP_INBOX_DIR — the same settings as the
// launcher. Prints one JSON object (also kept in bench/results/) and exits 1 when any check failed.
import os from 'node:os';
import path from 'node:path';
import { parseConfig } from '../../infra/config';
import { printResult, runBenchmark } from '../support/local-stack';
import { ProbeClient, signInAll, type Tally } from './client';
import { probeInbox, probePdfBombs } from './hostile-files';
import { probeInputs } from './inputs';
import { probeTenancy } from './tenancy';
import { probeTokens } from './tokens';

const ROOT = path.resolve(__dirname, '..', '..');

const summary = (t: Tally) => ({
  checked: t.checked,
  failed: t.failures.length,
  statuses: t.statuses,
  failures: t.failures.slice(0, 50),
});

async function main(): Promise<void> {
  const cfg = parseConfig(process.env);
  const skipFiles = process.argv.includes('files') && process.argv.includes('--skip');
  const client = new ProbeClient(process.env.PROBE_API_URL ?? `http://127.0.0.1:${cfg.API_PORT}`);
  const databaseUrl = cfg.DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/${cfg.DATABASE_NAME}`;
  const inboxDir = path.join(
    path.resolve(ROOT, cfg.PEPPOL_AP_LOCAL_DIR ?? path.join(cfg.DATA_DIR, 'access-point')),
    cfg.PEPPOL_AP_INBOX_DIR,
  );
  const t0 = Date.now();
  const sessions = await signInAll(client);
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T & { seconds: number }> => {
    const s = Date.now();
    process.stderr.write(`[probe] ${name} …\n`);
    const out = await run();
    return { ...out, seconds: Math.round((Date.now() - s) / 100) / 10 };
  };
  const tenancy = await step('tenancy matrix', () => probeTenancy(client, sessions));
  const tokens = await step('token tampering', () => probeTokens(client, sessions));
  const inputs = await step('hostile input', () => probeInputs(client, sessions));
  const inbox = skipFiles
    ? null
    : await step('inbox files', () => probeInbox(client, { databaseUrl, inboxDir, timeoutMs: 180_000 }));
  const pdfs = skipFiles ? null : await step('PDF bombs', () => probePdfBombs(client, sessions, 180_000));

  const parts: Record<string, Tally | null> = {
    tenancy_reads: tenancy.reads,
    tenancy_writes: tenancy.writes,
    tenancy_anonymous: tenancy.anonymous,
    tenancy_lists: tenancy.lists,
    tokens,
    injection: inputs.injection,
    sizes: inputs.sizes,
    inbox_files: inbox,
    pdf_bombs: pdfs,
  };
  const checked = Object.values(parts).reduce((n, p) => n + (p?.checked ?? 0), 0);
  const failed = Object.values(parts).reduce((n, p) => n + (p?.failures.length ?? 0), 0);
  const result = {
    bench: 'probe',
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, load: os.loadavg().map((l) => Math.round(l * 10) / 10), node: process.version },
    api: client.baseUrl,
    logins: sessions.map((s) => s.key),
    records_tried: tenancy.records,
    seconds: Math.round((Date.now() - t0) / 1000),
    checked,
    failed,
    parts: Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, v ? summary(v) : 'skipped'])),
    inbox_outcomes: inbox?.outcomes ?? 'skipped',
    pdf_outcomes: pdfs?.outcomes ?? 'skipped',
  };
  printResult('probe', result);
  if (failed > 0) throw new Error(`probe: ${failed} of ${checked} checks failed (see parts.*.failures)`);
}

runBenchmark(main);
