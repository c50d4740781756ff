// Scores the engine on the Nordic set: per split (dev, held-out), per reading (text; scan for one
// document per family, rasterised like the external set's scans), per language (sv, no, da, fi),
// per family and per field. Only the truth fields the page prints are scored (the external set's
// visibility test, also run on the words with hyphens and dots taken out, so '556123-4567' shows
// the org number 5561234567; less the fields the generator is known not to print, build.ts
// `unprintedFields`).
import type { Split } from '../external/manifest';
import { run, scoreLeaves } from '../external/evaluate';
import { compact, visibleLeaves } from '../external/truth';
import { flatten } from '../../../tools/extraction-corpus/score';
import { toScan } from '../../../tools/extraction-corpus/scan';
import { extractInvoice } from '../../../workers/extraction/extract';
import type { ExtractionResult, PageWords } from '../../../workers/extraction/types';
import { InvalidPdfError } from '../../../workers/extraction/types';
import { NordicBuilder } from './build';
import { loadNordicManifest, missingFromCache } from './manifest';

export interface NordicOptions {
  splits: readonly Split[];
  scans: boolean;
  only?: string;
  /** Print each dev document's wrong fields to stderr (held-out is never looked into). */
  explain?: boolean;
}

interface Tally {
  total: number;
  correct: number;
}

/** Truth leaves the page shows: as printed, or with '-', '.' and spaces inside words removed. */
export function printedLeaves(truth: Map<string, unknown>, pages: readonly PageWords[]): Set<string> {
  const squeezed = pages.map((p) => ({
    ...p,
    words: p.words.map((w) => ({ ...w, text: w.text.replace(/[-.]/g, '') })),
  }));
  const out = new Set([...visibleLeaves(truth, pages), ...visibleLeaves(truth, squeezed)]);
  // Dates with Nordic month names ('8 okt. 2026'), as CLDR writes them for these locales.
  const text = compact(pages.flatMap((p) => p.words.map((w) => w.text)).join(' '));
  for (const [k, v] of truth)
    if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && nordicDateForms(v).some((f) => text.includes(f)))
      out.add(k);
  return out;
}

function nordicDateForms(iso: string): string[] {
  const d = new Date(`${iso}T12:00:00Z`);
  return ['sv-SE', 'nb-NO', 'da-DK', 'fi-FI'].flatMap((locale) =>
    (['short', 'long'] as const).map((month) =>
      compact(new Intl.DateTimeFormat(locale, { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' }).format(d)),
    ),
  );
}

class Tallies {
  readonly groups = new Map<string, { fields: Map<string, Tally>; docs: number }>();

  add(key: string, perField: Map<string, Tally>): void {
    const g = this.groups.get(key) ?? { fields: new Map<string, Tally>(), docs: 0 };
    g.docs += 1;
    for (const [f, t] of perField) {
      const x = g.fields.get(f) ?? { total: 0, correct: 0 };
      x.total += t.total;
      x.correct += t.correct;
      g.fields.set(f, x);
    }
    this.groups.set(key, g);
  }

  accuracy(): Record<string, { accuracy: number | null; fields: number; documents: number }> {
    const out: Record<string, { accuracy: number | null; fields: number; documents: number }> = {};
    for (const [k, g] of [...this.groups].sort((a, b) => a[0].localeCompare(b[0]))) {
      const s = [...g.fields.values()].reduce(
        (a, t) => ({ total: a.total + t.total, correct: a.correct + t.correct }),
        {
          total: 0,
          correct: 0,
        },
      );
      out[k] = {
        accuracy: s.total ? Math.round((s.correct / s.total) * 10000) / 10000 : null,
        fields: s.total,
        documents: g.docs,
      };
    }
    return out;
  }

  perField(key: string): Record<string, string> {
    const g = this.groups.get(key);
    if (!g) return {};
    return Object.fromEntries(
      [...g.fields]
        .sort()
        .map(([f, t]) => [f, `${(Math.round((t.correct / t.total) * 1000) / 1000).toFixed(3)} (${t.total})`]),
    );
  }
}

/** The engine's reading, or null where it refused the document. */
async function readOrNull(
  bytes: Uint8Array,
  opts: Parameters<typeof extractInvoice>[1],
): Promise<ExtractionResult | null> {
  const r = await run(bytes, opts);
  return r instanceof InvalidPdfError ? null : r;
}

export async function evaluateNordic(o: NordicOptions): Promise<Record<string, unknown>> {
  const manifest = loadNordicManifest();
  const missing = missingFromCache(manifest);
  if (missing.length > 0)
    return {
      skipped: `The Nordic evaluation set's templates are not in the cache (${missing.length} missing): run \`npm run -s bench:extraction:fetch-nordic -- --mirror=<snapshots>\` (see docs/extraction.md, "Nordic invoices from other generators").`,
    };
  const splitOf = new Map(manifest.families.map((f) => [f.name, f.split]));
  const docs = manifest.documents.filter(
    (d) => o.splits.includes(splitOf.get(d.family) as Split) && (!o.only || d.id.includes(o.only)),
  );
  const builder = new NordicBuilder(manifest);
  const tallies = new Tallies();
  const perDocument: Array<Record<string, unknown>> = [];
  // One scan per family, the n-th family scanning its n-th document, so the scans span languages.
  const scanIds = new Set(
    manifest.families.map((f, i) => {
      const own = manifest.documents.filter((d) => d.family === f.name);
      return own[i % Math.max(1, own.length)]?.id;
    }),
  );
  // The engine's check status per split and reading ('ok', 'Check Invoice', 'Invalid PDF').
  const statuses: Record<string, Record<string, number>> = {};
  const count = (key: string, status: string): void => {
    const x = (statuses[key] ??= {});
    x[status] = (x[status] ?? 0) + 1;
  };
  try {
    for (const d of docs) {
      const split = splitOf.get(d.family) as Split;
      const built = await builder.build(d);
      const truth = flatten(built.truth);
      for (const [k, v] of truth) if (v === null || v === undefined || v === '' || k === 'route') truth.delete(k);
      const page = await readOrNull(built.pdf, { includeLayout: true });
      const visible = new Set(
        [...(page ? printedLeaves(truth, page.layout ?? []) : [])].filter(
          (k) => !built.unprinted.has(k.replace(/\[\d+\]/g, '[]')),
        ),
      );
      const s = scoreLeaves(truth, visible, page ? { ...page, layout: undefined } : null);
      const reading = page?.route === 'ocr' ? 'ocr' : 'text';
      for (const key of [
        `${split}/${reading}`,
        `${split}/${reading}/lang:${d.language}`,
        `${split}/${reading}/family:${d.family}`,
      ])
        tallies.add(key, s.perField);
      count(`${split}/${reading}`, page?.checks.status ?? 'refused');
      const doc: Record<string, unknown> = {
        id: d.id,
        split,
        route: page?.route ?? 'refused',
        status: page?.checks.status ?? 'refused',
        fields: [...s.perField.values()].reduce((a, t) => a + t.total, 0),
        wrong: s.wrong.length,
      };
      if (o.explain && split === 'dev')
        console.error(
          `${d.id}\n${s.wrong.map(([k, x, v]) => `  ${k}: expected ${JSON.stringify(x)} got ${JSON.stringify(v)}`).join('\n')}`,
        );
      if (o.scans && page?.route === 'text' && scanIds.has(d.id)) {
        const scan = await toScan(built.pdf, { dpi: 150, angleDeg: 0.6, noise: 20, seed: d.seed, quality: 75 });
        const sr = await readOrNull(scan, {});
        const ss = scoreLeaves(truth, visible, sr);
        tallies.add(`${split}/scan`, ss.perField);
        count(`${split}/scan`, sr?.checks.status ?? 'refused');
        if (o.explain && split === 'dev')
          console.error(
            `[scan] ${d.id}\n${ss.wrong.map(([k, x, v]) => `  ${k}: expected ${JSON.stringify(x)} got ${JSON.stringify(v)}`).join('\n')}`,
          );
        doc.scan = { route: sr?.route ?? 'refused', wrong: ss.wrong.length };
      }
      perDocument.push(doc);
    }
  } finally {
    await builder.close();
  }
  const readings = [...tallies.groups.keys()].filter((k) => k.split('/').length === 2);
  return {
    documents: docs.length,
    families: new Set(docs.map((d) => d.family)).size,
    generators: new Set(docs.map((d) => manifest.families.find((f) => f.name === d.family)?.generator)).size,
    accuracy: tallies.accuracy(),
    statuses,
    accuracy_per_field: Object.fromEntries(readings.map((k) => [k, tallies.perField(k)])),
    per_document: perDocument,
  };
}
