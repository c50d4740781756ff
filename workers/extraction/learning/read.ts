// Reading a field with a learned rule: beside or below the learned label (the engine's own
// label-value geometry), else in the learned region of the page. Learning uses the same functions
// to check that a rule reads the corrected value before it is kept.
import { candidates, type ValueCandidate } from '../fields';
import { matchLabel } from '../label-match';
import { unionBox, type Line, type Segment } from '../layout';
import type { Box, PageWords, Word } from '../types';
import type { LearnedRule, Region } from './types';
import { readValue, type FieldValue, type ValueKind } from './value-kinds';

export interface RuleReading {
  value: FieldValue;
  page: number;
  box: Box;
  /** 0..1: the word confidence of what was read (1 on a text layer). */
  conf: number;
  via: 'label' | 'region';
}

/** A run of consecutive words of one segment that reads as a value of a kind. */
export interface WordRun {
  seg: Segment;
  line: Line;
  start: number;
  end: number;
  value: FieldValue;
}

function runText(words: readonly Word[], start: number, end: number): string {
  return words
    .slice(start, end + 1)
    .map((w) => w.text)
    .join(' ');
}

/** Every segment's longest word run that reads as a value of `kind` (one per segment). */
export function valueRuns(
  lines: readonly Line[],
  kind: ValueKind,
  filter: (line: Line) => boolean = () => true,
): WordRun[] {
  const out: WordRun[] = [];
  for (const line of lines) {
    if (!filter(line)) continue;
    for (const seg of line.segments) {
      let best: WordRun | null = null;
      for (let start = 0; start < seg.words.length; start += 1) {
        for (let end = seg.words.length - 1; end >= start; end -= 1) {
          if (best && end - start <= best.end - best.start) break;
          const value = readValue(kind, runText(seg.words, start, end));
          if (value !== null) {
            best = { seg, line, start, end, value };
            break;
          }
        }
      }
      if (best) out.push(best);
    }
  }
  return out;
}

export function runBox(run: WordRun): Box {
  return unionBox(run.seg.words.slice(run.start, run.end + 1));
}

function wordConf(words: readonly Word[]): number {
  return words.length ? Math.min(...words.map((w) => w.conf)) : 0;
}

/** The first value beside or below a segment that starts with the learned label. */
export function readByLabel(
  lines: readonly Line[],
  rule: Pick<LearnedRule, 'label' | 'label_position' | 'value_kind'>,
): RuleReading | null {
  if (!rule.label) return null;
  const order = (c: ValueCandidate): number => (c.place === rule.label_position ? 0 : 1);
  for (const line of lines) {
    for (const seg of line.segments) {
      const m = matchLabel(seg.text, [rule.label]);
      if (!m) continue;
      const cands = candidates(lines, line, seg, m.rest).sort((a, b) => order(a) - order(b));
      for (const c of cands) {
        // The rest of the label's own segment: only the words after the label.
        const text = c.place === 'rest' ? m.rest : c.text;
        const value = readValue(rule.value_kind, text);
        if (value === null) continue;
        const words =
          c.place === 'rest'
            ? seg.words.slice(seg.words.length - text.split(/\s+/).length)
            : (c.segs[0] as Segment).words;
        return { value, page: seg.page, box: unionBox(words), conf: wordConf(words), via: 'label' };
      }
    }
  }
  return null;
}

/** The page box of a normalised region. */
export function regionBox(region: Region, page: PageWords): Box {
  return { x: region.x * page.width, y: region.y * page.height, w: region.w * page.width, h: region.h * page.height };
}

/**
 * The value nearest to the learned region: values of other lengths keep one edge or the centre
 * where the learned one was, so the distance is the best of the left, right and centre offsets
 * plus the vertical one; anything further than a tenth of the page is not this field.
 */
export function readByRegion(
  pages: readonly PageWords[],
  lines: readonly Line[],
  region: Region,
  kind: ValueKind,
): RuleReading | null {
  const page = pages.find((p) => p.page === region.page);
  if (!page) return null;
  const target = regionBox(region, page);
  const limit = page.width * 0.1;
  let best: { run: WordRun; d: number; box: Box } | null = null;
  for (const run of valueRuns(
    lines,
    kind,
    (l) => l.page === region.page && Math.abs(l.y - target.y) < limit + target.h,
  )) {
    const b = runBox(run);
    const dx = Math.min(
      Math.abs(b.x - target.x),
      Math.abs(b.x + b.w - (target.x + target.w)),
      Math.abs(b.x + b.w / 2 - (target.x + target.w / 2)),
    );
    const dy = Math.abs(b.y + b.h / 2 - (target.y + target.h / 2));
    const d = dx + dy;
    if (d <= limit && (!best || d < best.d)) best = { run, d, box: b };
  }
  if (!best) return null;
  const words = best.run.seg.words.slice(best.run.start, best.run.end + 1);
  return { value: best.run.value, page: page.page, box: best.box, conf: wordConf(words), via: 'region' };
}

/** Reads a field with a rule: the label first, the region when the label is not on the page. */
export function readRule(pages: readonly PageWords[], lines: readonly Line[], rule: LearnedRule): RuleReading | null {
  return readByLabel(lines, rule) ?? (rule.region ? readByRegion(pages, lines, rule.region, rule.value_kind) : null);
}
