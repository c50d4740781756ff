// Learning from a person's correction: for each field the person changed (or filled in), find the
// corrected value among the document's words, take the text printed next to it (earlier in its own
// segment, the segment to its left, or the one above) as the supplier's label for that field, and
// the value's box as its region. A rule is kept only if reading the document with it gives the
// corrected value back, so a label that also heads another value ('Summa') is never learned.
import { buildDocumentLines, xOverlap, type Line, type Segment } from '../layout';
import { norm } from '../labels';
import type { ExtractionResult, PageWords } from '../types';
import { readByLabel, readByRegion, readRule, runBox, valueRuns, type WordRun } from './read';
import type { LearnedRule, ProfileEntry, ProfileUpdate, Region } from './types';
import { LEARNABLE_FIELDS, getPath, regionAllowed, sameValue, type ValueKind } from './value-kinds';

export interface CorrectionInput {
  /** The page words the engine read (its result's `layout`). */
  layout: readonly PageWords[];
  /** What the engine answered for this document (invoices.ie_raw_result). */
  engineResult: Partial<ExtractionResult> | null;
  /** The form as the person saved it (invoices.raw_result). */
  correctedForm: Record<string, unknown>;
  /** The supplier's profile as it stood, to count its hits and misses. */
  profile?: readonly ProfileEntry[];
}

function looksLikeLabel(text: string, kind: ValueKind, value: unknown): boolean {
  const t = text.trim();
  if (t.length < 2 || t.length > 60 || !/\p{L}{2}/u.test(t)) return false;
  return !sameValue(kind, t, value);
}

/** The label candidates around a value run, nearest first. */
function labelCandidates(
  lines: readonly Line[],
  run: WordRun,
): Array<{ text: string; position: LearnedRule['label_position'] }> {
  const out: Array<{ text: string; position: LearnedRule['label_position'] }> = [];
  if (run.start > 0) {
    out.push({
      text: run.seg.words
        .slice(0, run.start)
        .map((w) => w.text)
        .join(' '),
      position: 'rest',
    });
    return out;
  }
  const i = run.line.segments.indexOf(run.seg);
  const left = run.line.segments[i - 1];
  if (left) out.push({ text: left.text, position: 'right' });
  for (let k = run.line.index - 1; k >= Math.max(0, run.line.index - 2); k -= 1) {
    const above = lines[k] as Line;
    if (above.page !== run.line.page) break;
    const s = above.segments.find((a: Segment) => xOverlap(a, run.seg) > 0.3 || Math.abs(a.x - run.seg.x) < 6);
    if (s) {
      out.push({ text: s.text, position: 'below' });
      break;
    }
  }
  return out;
}

function regionOf(run: WordRun, pages: readonly PageWords[]): Region | null {
  const page = pages.find((p) => p.page === run.seg.page);
  if (!page) return null;
  const b = runBox(run);
  const r = (v: number): number => Math.round(v * 10000) / 10000;
  return {
    page: page.page,
    x: r(b.x / page.width),
    y: r(b.y / page.height),
    w: r(b.w / page.width),
    h: r(b.h / page.height),
  };
}

/**
 * A rule that reads `value` on this document: the first occurrence (reading order) with a label
 * that reads it back wins; else the first occurrence's region, when the kind allows regions.
 */
export function locateField(
  pages: readonly PageWords[],
  lines: readonly Line[],
  fieldPath: string,
  kind: ValueKind,
  value: unknown,
): LearnedRule | null {
  const runs = valueRuns(lines, kind).filter((r) => sameValue(kind, r.value, value));
  if (runs.length === 0) return null;
  for (const run of runs) {
    for (const c of labelCandidates(lines, run)) {
      if (!looksLikeLabel(c.text, kind, value)) continue;
      // 'Att betala SEK': the currency is not part of the label (the next invoice may be in EUR).
      const label = norm(c.text.replace(/[:.#]+\s*$/, '').replace(/\s+(SEK|EUR|USD|NOK|DKK|GBP|CHF|kr)$/i, ''));
      if (!label) continue;
      const rule: LearnedRule = {
        field_path: fieldPath,
        value_kind: kind,
        label,
        label_position: c.position,
        region: regionAllowed(kind) ? regionOf(run, pages) : null,
      };
      const read = readByLabel(lines, rule);
      if (read && sameValue(kind, read.value, value)) return rule;
    }
  }
  if (!regionAllowed(kind)) return null;
  const first = runs[0] as WordRun;
  const region = regionOf(first, pages);
  if (!region) return null;
  const read = readByRegion(pages, lines, region, kind);
  return read && sameValue(kind, read.value, value)
    ? { field_path: fieldPath, value_kind: kind, label: null, label_position: null, region }
    : null;
}

/** The profile updates one corrected invoice gives, field by field. */
export function learnFromCorrection(input: CorrectionInput): ProfileUpdate[] {
  const lines = buildDocumentLines(input.layout);
  const updates: ProfileUpdate[] = [];
  for (const [path, kind] of Object.entries(LEARNABLE_FIELDS)) {
    const corrected = getPath(input.correctedForm, path);
    // An empty corrected field teaches nothing: absence has no place on the page.
    if (corrected === null || corrected === undefined || corrected === '') continue;
    const existing = input.profile?.find((e) => e.field_path === path);
    if (existing) {
      const read = readRule(input.layout, lines, existing);
      if (read && sameValue(kind, read.value, corrected)) {
        updates.push({ ...ruleOf(existing), outcome: 'hit' });
      } else {
        updates.push({
          ...(locateField(input.layout, lines, path, kind, corrected) ?? ruleOf(existing)),
          outcome: 'miss',
        });
      }
      continue;
    }
    if (sameValue(kind, getPath(input.engineResult, path), corrected)) continue;
    const rule = locateField(input.layout, lines, path, kind, corrected);
    if (rule) updates.push({ ...rule, outcome: 'new' });
  }
  return updates;
}

function ruleOf(e: ProfileEntry): LearnedRule {
  return {
    field_path: e.field_path,
    value_kind: e.value_kind,
    label: e.label,
    label_position: e.label_position,
    region: e.region,
  };
}
