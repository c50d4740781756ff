// Extraction benchmark: field accuracy on the labelled corpus (overall, per route, per field), time
// per page (median, p95) for text and scanned pages, and peak RSS; then the external evaluation
// set (bench/extraction/external: public documents, per split, route, field and language) when its
// cache is present; then the Nordic set (bench/extraction/nordic: Nordic invoices laid out by
// third-party generators) when its templates are cached. Prints one JSON object.
// `npx tsx bench/extraction/run.ts [--no-ocr] [--only=<part of a name>] [--external=all|dev|held-out|none]
//  [--nordic=all|dev|held-out|none] [--nordic-only=<part of a document id>] [--explain]`
// (e.g. --only=-scan- for the scans alone; --external=dev while tuning: held-out is scored only at
// the end of a change).
import fs from 'node:fs';
import { corpusEntries, score } from '../../tools/extraction-corpus/score';
import { extractInvoice } from '../../workers/extraction/extract';
import { shutdownOcr } from '../../workers/extraction/ocr';
import { evaluateExternal } from './external/evaluate';
import type { Split } from './external/manifest';
import { evaluateNordic } from './nordic/evaluate';

function splitsOf(which: string): Split[] {
  return which === 'all' ? ['dev', 'held-out'] : which === 'dev' || which === 'held-out' ? [which] : [];
}

function pct(xs: number[], p: number): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  return Math.round((s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number) * 10) / 10;
}

async function main(): Promise<void> {
  const noOcr = process.argv.includes('--no-ocr');
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  const perRoute = new Map<string, { total: number; correct: number; docs: number }>();
  const perField = new Map<string, Map<string, { total: number; correct: number }>>();
  const pageMs: Record<'text' | 'ocr', number[]> = { text: [], ocr: [] };
  let peakRss = process.memoryUsage().rss;
  const docs: Array<{ name: string; route: string; accuracy: number; status: string }> = [];
  for (const e of corpusEntries()) {
    if (noOcr && e.truth.route === 'ocr') continue;
    if (only && !e.name.includes(only)) continue;
    const r = await extractInvoice(new Uint8Array(fs.readFileSync(e.pdf)));
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    const s = score(e.truth, r);
    const group = e.truth.route;
    const g = perRoute.get(group) ?? { total: 0, correct: 0, docs: 0 };
    g.total += s.total;
    g.correct += s.correct;
    g.docs += 1;
    perRoute.set(group, g);
    const pf = perField.get(group) ?? new Map();
    for (const [k, v] of s.perField) {
      const x = pf.get(k) ?? { total: 0, correct: 0 };
      x.total += v.total;
      x.correct += v.correct;
      pf.set(k, x);
    }
    perField.set(group, pf);
    pageMs[r.route === 'ocr' ? 'ocr' : 'text'].push(...r.timings.per_page_ms);
    docs.push({
      name: e.name,
      route: r.route,
      accuracy: Math.round((s.correct / s.total) * 1000) / 1000,
      status: r.checks.status,
    });
  }
  const which = process.argv.find((a) => a.startsWith('--external='))?.slice('--external='.length) ?? 'all';
  const splits = splitsOf(which);
  const external =
    splits.length === 0
      ? { skipped: '--external=none' }
      : await evaluateExternal({
          splits,
          scans: !noOcr,
          only: process.argv.find((a) => a.startsWith('--external-only='))?.slice('--external-only='.length),
          explain: process.argv.includes('--explain'),
        });
  if (typeof external.skipped === 'string')
    console.error(`bench:extraction: external set skipped: ${external.skipped}`);
  const nordicSplits = splitsOf(
    process.argv.find((a) => a.startsWith('--nordic='))?.slice('--nordic='.length) ?? 'all',
  );
  const nordic =
    nordicSplits.length === 0
      ? { skipped: '--nordic=none' }
      : await evaluateNordic({
          splits: nordicSplits,
          scans: !noOcr,
          only: process.argv.find((a) => a.startsWith('--nordic-only='))?.slice('--nordic-only='.length),
          explain: process.argv.includes('--explain'),
        });
  if (typeof nordic.skipped === 'string') console.error(`bench:extraction: Nordic set skipped: ${nordic.skipped}`);
  await shutdownOcr();
  const acc = (v: { total: number; correct: number }): number => Math.round((v.correct / v.total) * 10000) / 10000;
  let total = 0;
  let correct = 0;
  for (const v of perRoute.values()) {
    total += v.total;
    correct += v.correct;
  }
  const out = {
    corpus_documents: docs.length,
    accuracy: {
      overall: acc({ total, correct }),
      by_route: Object.fromEntries(
        [...perRoute].map(([k, v]) => [k, { accuracy: acc(v), fields: v.total, documents: v.docs }]),
      ),
    },
    accuracy_per_field: Object.fromEntries(
      [...perField].map(([route, m]) => [route, Object.fromEntries([...m].sort().map(([k, v]) => [k, acc(v)]))]),
    ),
    page_ms: {
      text: { pages: pageMs.text.length, median: pct(pageMs.text, 50), p95: pct(pageMs.text, 95) },
      scanned: { pages: pageMs.ocr.length, median: pct(pageMs.ocr, 50), p95: pct(pageMs.ocr, 95) },
    },
    peak_rss_mb: Math.round(peakRss / 1024 / 1024),
    documents: docs,
    external,
    nordic,
  };
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
