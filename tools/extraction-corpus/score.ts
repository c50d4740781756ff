// Field accuracy of an extraction against ground truth: both are flattened to leaf paths
// ('invoice_lines[3].price.amount'); a leaf counts when either side has a value; per-field
// figures group list indices ('invoice_lines[].price.amount').
import fs from 'node:fs';
import path from 'node:path';
import type { Truth } from './model';

export function flatten(v: unknown, prefix = '', out: Map<string, unknown> = new Map()): Map<string, unknown> {
  if (Array.isArray(v)) {
    v.forEach((x, i) => flatten(x, `${prefix}[${i}]`, out));
  } else if (v !== null && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) flatten(x, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, v);
  }
  return out;
}

const IGNORED = /^(route|pages|provenance|checks|timings)/;

export interface Score {
  total: number;
  correct: number;
  wrong: Array<{ path: string; expected: unknown; got: unknown }>;
  perField: Map<string, { total: number; correct: number }>;
}

export function score(truth: Truth, got: object): Score {
  const t = flatten(truth);
  const g = flatten(got);
  const s: Score = { total: 0, correct: 0, wrong: [], perField: new Map() };
  const keys = new Set([
    ...t.keys(),
    ...[...g.keys()].filter((k) => /^(invoice_lines|tax_totals|allowance_charges)\[/.test(k) || t.has(k)),
  ]);
  for (const k of keys) {
    if (IGNORED.test(k)) continue;
    const e = t.has(k) ? t.get(k) : null;
    const v = g.has(k) ? g.get(k) : null;
    if ((e === null || e === undefined) && (v === null || v === undefined)) continue;
    const ok = typeof e === 'number' && typeof v === 'number' ? Math.abs(e - v) < 0.005 : e === v;
    const field = k.replace(/\[\d+\]/g, '[]');
    const pf = s.perField.get(field) ?? { total: 0, correct: 0 };
    pf.total += 1;
    s.total += 1;
    if (ok) {
      pf.correct += 1;
      s.correct += 1;
    } else {
      s.wrong.push({ path: k, expected: e, got: v });
    }
    s.perField.set(field, pf);
  }
  return s;
}

export const CORPUS_FILES = path.join(__dirname, 'files');

export function corpusEntries(): Array<{ name: string; pdf: string; truth: Truth }> {
  return fs
    .readdirSync(CORPUS_FILES)
    .filter((f) => f.endsWith('.pdf'))
    .sort()
    .map((f) => ({
      name: f.replace(/\.pdf$/, ''),
      pdf: path.join(CORPUS_FILES, f),
      truth: JSON.parse(fs.readFileSync(path.join(CORPUS_FILES, f.replace(/\.pdf$/, '.truth.json')), 'utf8')) as Truth,
    }));
}
