// A row of small labels printed closer than the layout's segment gap ('Fakturadatum Fakturanr
// Kundnr' over '2026-11-18 70211 1158', as Fortnox and other Swedish tools print the header box):
// labels set close enough to be one segment, or values close enough to be one ('2026-10-14 7731'
// under 'Fakturadatum' | 'Fakturanr'): the labels are split one segment per label, and the row of
// values under them is split at the labels' left edges, so each label finds its value below it.
import { ALL_LABELS } from './fields';
import { makeSegment, type Line, type Segment } from './layout';
import { norm } from './labels';
import { looksLikeDecimalAmount } from './parsers';
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

/**
 * Consecutive segments of a line that are each known labels only ('Fakturadatum Fakturanr' in one
 * segment, or 'Fakturadatum' | 'Fakturanr' | 'Kundnr' as three): their label runs and their span.
 */
function labelGroups(line: Line): Array<{ segs: Segment[]; runs: Word[][] }> {
  const groups: Array<{ segs: Segment[]; runs: Word[][] }> = [];
  let current: { segs: Segment[]; runs: Word[][] } | null = null;
  for (const seg of line.segments) {
    const runs = labelRuns(seg.words);
    if (!runs) {
      current = null;
      continue;
    }
    if (!current) groups.push((current = { segs: [], runs: [] }));
    current.segs.push(seg);
    current.runs.push(...runs);
  }
  return groups.filter((g) => g.runs.length >= 2);
}

export function splitLabelRows(lines: readonly Line[]): Line[] {
  const out = lines.map((l) => ({ ...l, segments: [...l.segments] }));
  for (const line of out) {
    for (const group of labelGroups(line)) {
      const next = out[line.index + 1];
      if (!next || next.page !== line.page || next.y - line.y > Math.max(line.h, next.h) * 2.5) continue;
      const first = group.segs[0] as Segment;
      const last = group.segs[group.segs.length - 1] as Segment;
      // Labels followed by their amount on their own line are one label ('Total HT net | 168,00').
      const after = line.segments[line.segments.indexOf(last) + 1];
      if (after && looksLikeDecimalAmount(after.text)) continue;
      const starts = group.runs.map((r) => (r[0] as Word).x);
      const values = splitValues(next, starts, first.x - 4, last.x + last.w + 40);
      if (!values) continue;
      const i = line.segments.indexOf(first);
      line.segments.splice(i, group.segs.length, ...group.runs.map(makeSegment));
      next.segments = values;
    }
  }
  return out;
}
