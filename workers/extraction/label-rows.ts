// A row of small labels printed closer than the layout's segment gap ('Fakturadatum Fakturanr
// Kundnr' over '2026-11-18 70211 1158', as Fortnox and other Swedish tools print the header box):
// one segment of known labels only is split into one segment per label, and the row of values
// under it is split at the labels' left edges, so each label finds its value below it.
import { ALL_LABELS } from './fields';
import { makeSegment, type Line, type Segment } from './layout';
import { norm } from './labels';
import type { Word } from './types';

const KNOWN = new Set(ALL_LABELS.map(norm));
const LONGEST = Math.max(...ALL_LABELS.map((l) => l.split(/\s+/).length));

/** The words of a segment as runs that are each a known label, or null when any word is not part of one. */
function labelRuns(words: readonly Word[]): Word[][] | null {
  const runs: Word[][] = [];
  for (let i = 0; i < words.length;) {
    let end = -1;
    for (let j = Math.min(words.length, i + LONGEST); j > i; j -= 1) {
      const text = words
        .slice(i, j)
        .map((w) => w.text)
        .join(' ');
      if (KNOWN.has(norm(text))) {
        end = j;
        break;
      }
    }
    if (end < 0) return null;
    runs.push(words.slice(i, end));
    i = end;
  }
  return runs;
}

/** The value row's segments under the labels, cut where each label starts. */
function splitValues(line: Line, starts: readonly number[], from: number, to: number): Segment[] | null {
  // Which labels have a value under them: the labels are split when two or more do.
  const under = new Set<number>();
  const out: Segment[] = [];
  for (const seg of line.segments) {
    if (seg.x + seg.w < from || seg.x > to) {
      out.push(seg);
      continue;
    }
    const groups = new Map<number, Word[]>();
    for (const w of seg.words) {
      let k = 0;
      for (let i = 0; i < starts.length; i += 1) if (w.x + 4 >= (starts[i] as number)) k = i;
      groups.set(k, [...(groups.get(k) ?? []), w]);
    }
    for (const [k, ws] of groups) {
      under.add(k);
      out.push(makeSegment(ws));
    }
  }
  return under.size > 1 ? out : null;
}

export function splitLabelRows(lines: readonly Line[]): Line[] {
  const out = lines.map((l) => ({ ...l, segments: [...l.segments] }));
  for (const line of out) {
    for (const seg of [...line.segments]) {
      if (seg.words.length < 2) continue;
      const runs = labelRuns(seg.words);
      if (!runs || runs.length < 2) continue;
      const next = out[line.index + 1];
      if (!next || next.page !== line.page || next.y - line.y > Math.max(line.h, next.h) * 2.5) continue;
      const starts = runs.map((r) => (r[0] as Word).x);
      const values = splitValues(next, starts, seg.x - 4, seg.x + seg.w + 40);
      if (!values) continue;
      const i = line.segments.indexOf(seg);
      line.segments.splice(i, 1, ...runs.map(makeSegment));
      next.segments = values;
    }
  }
  return out;
}
