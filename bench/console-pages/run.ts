// Benchmark of the console (issue 9 §8): how soon the invoice list is interactive and how soon the
// detail page has painted the first page of a 20-page PDF, in Debian's chromium against the built
// console served by the api over a seeded database; cold (a new browser context: empty cache) and
// warm (the same context again), median of 5 each; and the built bundle sizes (gzip).
// Prints ONE JSON object (also written to bench/results/).
//
//   npx tsx bench/console-pages/run.ts [--runs N] [--trace]   (--trace: one cold detail page's resource timings on stderr)
// The PostgreSQL server is TEST_PG_URL, else postgres://postgres@127.0.0.1:5432/postgres.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { App } from '../../api/app';
import { LocalDocumentStore } from '../../infra/document-store/local';
import { seededTestDatabase } from '../../test-support/test-db';
import { DEMO_LOGINS } from '../../scripts/db/demo-seed';
import { launchChromium } from '../../test-support/browser/browser';
import { CONSOLE_DIST, ensureConsoleBuilt, ROOT } from '../../test-support/browser/console-build';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;
const PAGES = 20;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const round = (x: number) => Math.round(x * 10) / 10;

async function twentyPagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= PAGES; i++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Faktura 9001 - sida ${i} av ${PAGES}`, { x: 50, y: 780, size: 18, font });
    for (let line = 0; line < 40; line++)
      page.drawText(`Rad ${line + 1}: Konsulttjanster vecka ${line % 52}  1 250,00 SEK`, {
        x: 50,
        y: 740 - line * 17,
        size: 10,
        font,
      });
  }
  return doc.save();
}

function bundleSizes(): Record<string, { bytes: number; gzip: number }> {
  const dir = path.join(CONSOLE_DIST, 'assets');
  const out: Record<string, { bytes: number; gzip: number }> = {};
  for (const name of readdirSync(dir).filter((n) => /\.(m?js|css)$/.test(n))) {
    const bytes = readFileSync(path.join(dir, name));
    // Names without the content hash: index.js (main), PdfViewer.js, pdf.worker.min.mjs, ...
    out[name.replace(/-[\w-]{8}(?=\.)/, '')] = {
      bytes: statSync(path.join(dir, name)).size,
      gzip: gzipSync(bytes).length,
    };
  }
  return out;
}

/**
 * What the browser loads before the first page can run: the entry script of index.html and every
 * chunk and stylesheet the page preloads with it (the pages' own chunks come later, on their route).
 */
function initialLoad(bundles: Record<string, { bytes: number; gzip: number }>): {
  files: string[];
  bytes: number;
  gzip: number;
} {
  const html = readFileSync(path.join(CONSOLE_DIST, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) =>
    (m[1] as string).replace(/-[\w-]{8}(?=\.)/, ''),
  );
  const sizes = files.map((f) => bundles[f]).filter((b): b is { bytes: number; gzip: number } => b !== undefined);
  return { files, bytes: sizes.reduce((n, b) => n + b.bytes, 0), gzip: sizes.reduce((n, b) => n + b.gzip, 0) };
}

async function main(): Promise<void> {
  ensureConsoleBuilt();
  const testDb = await seededTestDatabase();
  const docsDir = mkdtempSync(path.join(os.tmpdir(), 'bench-console-'));
  const documents = new LocalDocumentStore(docsDir);
  const stored = await documents.put(await twentyPagePdf(), 'application/pdf');
  const invoice = (await testDb.db('invoices').where({ format: 'pdf' }).orderBy('created_at', 'desc').first('id')) as {
    id: string;
  };
  await testDb.db('invoices').where({ id: invoice.id }).update({ location: stored.sha256 });
  const app = new App({
    db: testDb.db,
    consoleDir: CONSOLE_DIST,
    documents,
    config: {
      AUTH_TOKEN_SECRET: 'bench-console-secret-0123456789abcdef0123',
      AUTH_TOKEN_TTL_SECONDS: 3600,
      SERVE_CONSOLE: true,
    },
    rateLimits: { login: { max: 1000, windowMs: 60_000 }, userRequests: { max: 1000, windowMs: 60_000 } },
  });
  const { url } = await app.start(0);
  const admin = DEMO_LOGINS.find((l) => l.key === 'admin')!;
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const browser = await launchChromium();

  const newContext = async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'en-US',
      timezoneId: 'UTC',
    });
    await context.addInitScript((t) => localStorage.setItem('esyn.token', t), token);
    return context;
  };
  /** Milliseconds from navigation start until the selector is in the page (checked every frame). */
  const timeTo = async (context: BrowserContext, pathName: string, selector: string) => {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${url}${pathName}`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      (sel) => (document.querySelector(sel) ? performance.now() : false),
      selector,
      { polling: 'raf', timeout: 60_000 },
    );
    return (await handle.jsonValue()) as number;
  };

  const measure = async (pathName: string, selector: string) => {
    const cold: number[] = [];
    const warm: number[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await newContext();
      cold.push(await timeTo(context, pathName, selector));
      warm.push(await timeTo(context, pathName, selector));
      await context.close();
    }
    return {
      cold_ms: round(median(cold)),
      warm_ms: round(median(warm)),
      cold_runs_ms: cold.map(round),
      warm_runs_ms: warm.map(round),
    };
  };

  try {
    // Interactive: the first row of the list is drawn (its data came back and the table rendered).
    const list = await measure('/admin/invoices/list', '[data-testid="invoices-table"] tbody tr');
    // The detail page's first PDF page painted by pdf.js (its canvas in the page layer).
    const detail = await measure(
      `/admin/invoices/detail/${invoice.id}`,
      '[data-testid="pdf-viewer"] .react-pdf__Page[data-page-number="1"] canvas',
    );
    // --trace: where one cold list and one cold detail page spend their time (resource timings, to stderr).
    if (process.argv.includes('--trace')) {
      const traced: Array<[string, string]> = [
        ['/admin/invoices/list', '[data-testid="invoices-table"] tbody tr'],
        [
          `/admin/invoices/detail/${invoice.id}`,
          '[data-testid="pdf-viewer"] .react-pdf__Page[data-page-number="1"] canvas',
        ],
      ];
      for (const [pathName, selector] of traced) {
        const context = await newContext();
        const done = await timeTo(context, pathName, selector);
        const entries = await context
          .pages()[0]!
          .evaluate(() =>
            performance
              .getEntriesByType('resource')
              .map(
                (e) =>
                  [
                    Math.round(e.startTime),
                    Math.round((e as PerformanceResourceTiming).responseEnd),
                    e.name.replace(location.origin, ''),
                  ] as const,
              ),
          );
        for (const [start, end, name] of entries)
          process.stderr.write(`[trace] ${String(start).padStart(6)} → ${String(end).padStart(6)} ms  ${name}\n`);
        process.stderr.write(`[trace] ${pathName}: ready at ${Math.round(done)} ms\n`);
        await context.close();
      }
    }
    const bundles = bundleSizes();
    const initial = initialLoad(bundles);
    const result = {
      bench: 'console',
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      runs,
      invoice_list_interactive: list,
      detail_first_pdf_page_painted: { pdf_pages: PAGES, ...detail },
      initial_load: initial,
      bundles,
      goals: {
        list_under_1000_ms: list.cold_ms < 1000,
        first_pdf_page_under_1000_ms: detail.cold_ms < 1000,
        main_bundle_under_400_kB_gzip: initial.files.length > 0 ? initial.gzip < 400 * 1024 : null,
        pdf_viewer_code_split: Object.keys(bundles).some((n) => n.startsWith('PdfViewer')),
      },
    };
    const json = JSON.stringify(result, null, 2);
    mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
    writeFileSync(path.join(ROOT, 'bench', 'results', `console-${result.at.slice(0, 10)}.json`), `${json}\n`);
    console.log(json);
  } finally {
    await browser.close();
    await app.stop();
    await testDb.drop();
    rmSync(docsDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
