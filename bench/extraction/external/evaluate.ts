// Scores the engine on the external set: per split (dev, held-out), per route, per field and per
// language. Three readings per document: the hybrid route with the XML left in (every truth field),
// the page with the XML ignored (text layer, or OCR when a sample has none: the fields the page
// shows), and, for one document per template family, the same page rasterised into an image-only
// scan (OCR route, the same visible fields).
import fs from 'node:fs';
import { flatten } from '../../../tools/extraction-corpus/score';
import { toScan } from '../../../tools/extraction-corpus/scan';
import { extractInvoice } from '../../../workers/extraction/extract';
import type { ExtractionResult } from '../../../workers/extraction/types';
import { InvalidPdfError } from '../../../workers/extraction/types';
import { alignedLeaves } from './align-rows';
import { cacheComplete, cachedPath, loadManifest, type ManifestEntry, type Split } from './manifest';
import { compact, listsOfTruth, truthOf, visibleLeaves } from './truth';

interface Tally {
  total: number;
  correct: number;
}
type Group = Map<string, Tally>;

export interface ExternalOptions {
  splits: readonly Split[];
  scans: boolean;
  only?: string;
  /** Print each document's wrong fields to stderr (dev only: held-out is never looked into). */
  explain?: boolean;
}

const IGNORED = /^(route|pages|provenance|checks|timings|layout)/;

function equal(e: unknown, v: unknown): boolean {
  if (typeof e === 'number' && typeof v === 'number') return Math.abs(e - v) < 0.005;
  if (typeof e === 'string' && typeof v === 'string') return compact(e) === compact(v);
  return e === v;
}

/**
 * Truth leaves (within `keep`) against the result; list leaves the engine invents count as wrong
 * when the truth knows the lists (`listsKnown`: an embedded invoice or a generated one; invoice2data
 * publishes header fields only, so rows read from such a page are neither right nor wrong; a
 * Factur-X MINIMUM invoice carries no list, a BASIC WL one no lines: the set names those it has).
 */
export function scoreLeaves(
  truth: Map<string, unknown>,
  keep: Set<string> | null,
  got: object | null,
  listsKnown: boolean | ReadonlySet<string> = true,
): { perField: Group; wrong: Array<[string, unknown, unknown]> } {
  const g = got ? alignedLeaves(truth, flatten(got), equal) : new Map<string, unknown>();
  const perField: Group = new Map();
  const wrong: Array<[string, unknown, unknown]> = [];
  const keys = new Set([...truth.keys()].filter((k) => keep === null || keep.has(k)));
  // Extra list rows the engine reports where the truth has none (at a list index the truth lacks).
  const truthRows = new Set(
    [...truth.keys()].map((k) => /^(invoice_lines|tax_totals|allowance_charges)\[\d+\]/.exec(k)?.[0]).filter(Boolean),
  );
  const known = (list: string): boolean => (typeof listsKnown === 'boolean' ? listsKnown : listsKnown.has(list));
  for (const [k, v] of g) {
    const m = /^(invoice_lines|tax_totals|allowance_charges)\[\d+\]/.exec(k);
    if (m && known(m[1] as string) && !truthRows.has(m[0]) && v !== null) keys.add(k);
  }
  for (const k of keys) {
    if (IGNORED.test(k)) continue;
    const e = truth.has(k) ? truth.get(k) : null;
    const v = g.has(k) ? g.get(k) : null;
    const ok = e !== null && equal(e, v);
    const field = k.replace(/\[\d+\]/g, '[]');
    const t = perField.get(field) ?? { total: 0, correct: 0 };
    t.total += 1;
    if (ok) t.correct += 1;
    else wrong.push([k, e, v]);
    perField.set(field, t);
  }
  return { perField, wrong };
}

class Report {
  private readonly byKey = new Map<string, { fields: Group; docs: number; statuses: Record<string, number> }>();

  add(key: string, perField: Group, status: string): void {
    const r = this.byKey.get(key) ?? {
      fields: new Map<string, Tally>(),
      docs: 0,
      statuses: {} as Record<string, number>,
    };
    r.docs += 1;
    r.statuses[status] = (r.statuses[status] ?? 0) + 1;
    for (const [f, t] of perField) {
      const x = r.fields.get(f) ?? { total: 0, correct: 0 };
      x.total += t.total;
      x.correct += t.correct;
      r.fields.set(f, x);
    }
    this.byKey.set(key, r);
  }

  json(): Record<string, unknown> {
    const acc = (t: Tally): number | null => (t.total ? Math.round((t.correct / t.total) * 10000) / 10000 : null);
    const out: Record<string, unknown> = {};
    for (const [k, r] of [...this.byKey].sort((a, b) => a[0].localeCompare(b[0]))) {
      const sum = [...r.fields.values()].reduce(
        (s, t) => ({ total: s.total + t.total, correct: s.correct + t.correct }),
        { total: 0, correct: 0 },
      );
      out[k] = { accuracy: acc(sum), fields: sum.total, documents: r.docs, statuses: r.statuses };
    }
    return out;
  }

  perField(prefix: string): Record<string, Record<string, number | null>> {
    const out: Record<string, Record<string, number | null>> = {};
    for (const [k, r] of this.byKey) {
      if (!k.startsWith(prefix)) continue;
      out[k] = Object.fromEntries(
        [...r.fields].sort().map(([f, t]) => [f, t.total ? Math.round((t.correct / t.total) * 1000) / 1000 : null]),
      );
    }
    return out;
  }
}

/** The engine's reading, or its refusal (an invalid PDF is a result here, not a failure of the run). */
export async function run(
  bytes: Uint8Array,
  opts: Parameters<typeof extractInvoice>[1],
): Promise<ExtractionResult | InvalidPdfError> {
  try {
    return await extractInvoice(bytes, opts);
  } catch (e) {
    if (e instanceof InvalidPdfError) return e;
    throw e;
  }
}

export async function evaluateExternal(o: ExternalOptions): Promise<Record<string, unknown>> {
  const manifest = loadManifest().filter(
    (e) => o.splits.includes(e.split) && (!o.only || e.path.includes(o.only) || e.family.includes(o.only)),
  );
  if (!cacheComplete(manifest)) {
    return {
      skipped:
        'The external evaluation set is not in the cache: run `npm run -s bench:extraction:fetch` (see docs/extraction.md, "Evaluation").',
    };
  }
  const report = new Report();
  const textMs: number[] = [];
  const scannedFamilies = new Set<string>();
  const documents: Array<Record<string, unknown>> = [];
  for (const e of manifest) {
    const bytes = new Uint8Array(fs.readFileSync(cachedPath(e)));
    const truth = await truthOf(e, bytes);
    const lists = await listsOfTruth(e, bytes);
    const doc: Record<string, unknown> = { path: `${e.repository}:${e.path}`, split: e.split, family: e.family };
    if (e.truth.kind === 'xml') {
      const r = await run(bytes, {});
      const s = scoreLeaves(truth, null, r instanceof InvalidPdfError ? null : r);
      const route = r instanceof InvalidPdfError ? 'refused' : r.route;
      report.add(`${e.split}/hybrid`, s.perField, r instanceof InvalidPdfError ? 'Invalid PDF' : r.checks.status);
      doc.hybrid = { route, wrong: s.wrong.length };
    }
    const page = await run(bytes, { skipEmbedded: true, includeLayout: true });
    const pageRoute = page instanceof InvalidPdfError ? 'refused' : page.route;
    const visible =
      page instanceof InvalidPdfError || page.route !== 'text' || e.truth.kind !== 'xml'
        ? null
        : visibleLeaves(truth, page.layout ?? []);
    if (page instanceof InvalidPdfError === false) textMs.push(...page.timings.per_page_ms);
    const got = page instanceof InvalidPdfError ? null : { ...page, layout: undefined };
    const s = scoreLeaves(truth, visible, got, lists);
    const status = page instanceof InvalidPdfError ? 'Invalid PDF' : page.checks.status;
    const key = pageRoute === 'ocr' ? 'ocr' : 'text';
    report.add(`${e.split}/${key}`, s.perField, status);
    report.add(`${e.split}/${key}/lang:${e.language}`, s.perField, status);
    doc.page = {
      route: pageRoute,
      status,
      fields: [...s.perField.values()].reduce((a, t) => a + t.total, 0),
      wrong: s.wrong.length,
    };
    if (o.explain && e.split === 'dev')
      console.error(
        `${e.family} ${e.path}\n${s.wrong.map(([k, x, v]) => `  ${k}: expected ${JSON.stringify(x)} got ${JSON.stringify(v)}`).join('\n')}`,
      );
    if (o.scans && pageRoute === 'text' && e.pages <= 2 && !scannedFamilies.has(e.family)) {
      scannedFamilies.add(e.family);
      const scan = await toScan(bytes, {
        dpi: 150,
        angleDeg: 0.6,
        noise: 20,
        seed: e.sha256.charCodeAt(0),
        quality: 75,
      });
      const sr = await run(scan, {});
      const ss = scoreLeaves(truth, visible, sr instanceof InvalidPdfError ? null : sr, lists);
      const sstatus = sr instanceof InvalidPdfError ? 'Invalid PDF' : sr.checks.status;
      report.add(`${e.split}/scan`, ss.perField, sstatus);
      if (o.explain && e.split === 'dev')
        console.error(
          `[scan] ${e.family} ${e.path}\n${ss.wrong.map(([k, x, v]) => `  ${k}: expected ${JSON.stringify(x)} got ${JSON.stringify(v)}`).join('\n')}`,
        );
      doc.scan = {
        route: sr instanceof InvalidPdfError ? 'refused' : sr.route,
        status: sstatus,
        wrong: ss.wrong.length,
      };
    }
    documents.push(doc);
  }
  const sorted = [...textMs].sort((a, b) => a - b);
  return {
    documents: manifest.length,
    families: new Set(manifest.map((e) => e.family)).size,
    producers: new Set(manifest.map((e) => e.producer_family)).size,
    accuracy: report.json(),
    accuracy_per_field: Object.fromEntries(
      o.splits.flatMap((sp) => Object.entries(report.perField(`${sp}/`)).filter(([k]) => !k.includes('/lang:'))),
    ),
    page_ms_median: sorted.length ? Math.round((sorted[Math.floor(sorted.length / 2)] ?? 0) * 10) / 10 : null,
    per_document: documents,
  };
}

export type { ManifestEntry };
