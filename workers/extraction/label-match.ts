// Matching a segment's text against a label list: exact, without accents, with one OCR slip.
import { LABELS } from './labels';

/** True when one insertion, deletion or substitution at most turns `a` into `b` (an OCR slip). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  // Past the first difference the rest must agree, shifted by the one letter inserted or deleted.
  const skipA = la >= lb ? 1 : 0;
  const skipB = lb >= la ? 1 : 0;
  for (let k = 0; i + skipA + k < la; k += 1)
    if (a.charCodeAt(i + skipA + k) !== b.charCodeAt(i + skipB + k)) return false;
  return true;
}

/**
 * True when at most `k` insertions, deletions or substitutions turn `a` into `b` (a banded edit
 * distance: only cells within `k` of the diagonal are worked out).
 */
export function withinEdits(a: string, b: string, k: number): boolean {
  if (Math.abs(a.length - b.length) > k) return false;
  if (k <= 1) return withinOneEdit(a, b);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = new Array<number>(b.length + 1).fill(k + 1);
    row[0] = i;
    let best = row[0];
    for (let j = Math.max(1, i - k); j <= Math.min(b.length, i + k); j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      row[j] = Math.min((prev[j - 1] as number) + cost, (prev[j] ?? k + 1) + 1, (row[j - 1] ?? k + 1) + 1);
      best = Math.min(best, row[j] as number);
    }
    if (best > k) return false;
    prev = row;
  }
  return (prev[b.length] as number) <= k;
}

/** Text with its accents dropped ('échéance' → 'echeance'); letters such as 'ø' or 'æ' stay. */
export function withoutAccents(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/** Labels without their accents, worked out once each (matchLabel runs for every segment and label). */
const FOLDED_LABELS = new Map<string, string>();
function foldedLabel(l: string): string {
  let f = FOLDED_LABELS.get(l);
  if (f === undefined) {
    f = withoutAccents(l);
    FOLDED_LABELS.set(l, f);
  }
  return f;
}

/**
 * A word OCR read without its non-ASCII letters ('Beleb' for 'Beløb', 'Erdpaiva' for 'Eräpäivä':
 * the Swedish and English trained data have no 'ø', and small print loses its diacritics): the
 * same length, and every letter that differs is one the word spells with a letter outside ASCII.
 */
export function sameButForeignLetters(read: string, word: string): boolean {
  const ascii = (c: string): boolean => c.charCodeAt(0) < 128;
  if (read.length !== word.length || [...word].every(ascii)) return false;
  for (let i = 0; i < word.length; i += 1) if (read[i] !== word[i] && ascii(word[i] as string)) return false;
  return true;
}

let known: Set<string> | null = null;
/** A label as the dictionary spells it is no slip of another ('Invoice No.' is one edit from 'Invoice to'). */
function knownLabel(head: string): boolean {
  known ??= new Set(Object.values(LABELS).flat());
  return known.has(head);
}

/** One slip from some label: a two-slip match would take another label's misread ('Your reterence' is no 'Our reference'). */
function nearOtherLabel(head: string): boolean {
  known ??= new Set(Object.values(LABELS).flat());
  for (const l of known) if (withinOneEdit(head, l)) return true;
  return false;
}

/** A label list as matchLabel walks it: longest first, with what the fuzzy pass needs per label. */
interface PreparedLabel {
  label: string;
  folded: string;
  /** Six letters or more: long enough to match with one slip. */
  long: boolean;
  letters: number;
  words: number;
}
const PREPARED = new WeakMap<readonly string[], { size: number; labels: PreparedLabel[] }>();
function prepared(labels: readonly string[]): PreparedLabel[] {
  const ready = PREPARED.get(labels);
  if (ready && ready.size === labels.length) return ready.labels;
  const list = [...labels]
    .sort((a, b) => b.length - a.length)
    .map((label) => ({
      label,
      folded: foldedLabel(label),
      long: label.replace(/[^\p{L}]/gu, '').length >= 6,
      letters: label.replace(/[^\p{L}]/gu, '').length,
      words: label.split(' ').length,
    }));
  PREPARED.set(labels, { size: labels.length, labels: list });
  return list;
}

/**
 * If `text` starts with one of `labels` (as whole words), returns the rest after the label and an
 * optional colon. Labels of 6+ letters also match with one OCR slip ('Faktranummer', 'Attbetala',
 * 'Bili to'); on a scan (`scanned`), a label also matches read without its non-ASCII letters
 * ('Laskun paivamaara').
 */
export function matchLabel(
  text: string,
  labels: readonly string[],
  opts: { fuzzy?: boolean; scanned?: boolean } = {},
): { label: string; rest: string } | null {
  // A typographic apostrophe ('Date d’échéance') is the label's own ASCII one.
  const clean = text.replace(/[’‘ʼ]/g, "'").replace(/^["'|:;,.\-~=_©]+/, '');
  const t = clean.toLowerCase();
  // Capitals are often set without their accents ('ECHEANCE', 'DATE D'EMISSION', 'REFERENCE'):
  // the label also matches so, where dropping the accents keeps the text's length.
  const bare = /^[ -~]*$/.test(t) ? t : withoutAccents(t);
  const folded = bare.length === t.length ? bare : null;
  const sorted = prepared(labels);
  for (const { label: l, folded: f } of sorted) {
    if (!t.startsWith(l) && !(folded !== null && folded.startsWith(f))) continue;
    const after = clean.slice(l.length);
    if (after === '' || /^[\s:.#]/.test(after)) return { label: l, rest: after.replace(/^[\s:.#]+/, '').trim() };
  }
  if (opts.fuzzy === false) return null;
  const parts = clean.split(/\s+/);
  // The text's first n words, as a label would be compared with them (worked out once per n).
  const heads: string[] = [];
  const headOf = (n: number): string =>
    (heads[n] ??= parts
      .slice(0, n)
      .join(' ')
      .replace(/[:.]+$/, '')
      .toLowerCase());
  for (const { label: l, long, words, letters } of sorted) {
    if (!long && !opts.scanned) continue;
    for (const n of [words, words - 1, words + 1]) {
      if (n < 1) continue;
      const head = headOf(n);
      // On a scan a long label also matches with two slips ('Zahidetrag' for 'Zahlbetrag').
      const slips = opts.scanned === true && letters >= 10 ? 2 : 1;
      const slip =
        long &&
        !knownLabel(head) &&
        (withinOneEdit(head, l) || (slips === 2 && withinEdits(head, l, 2) && !nearOtherLabel(head)));
      if (slip || (opts.scanned === true && l.length >= 4 && sameButForeignLetters(head, l))) {
        return {
          label: l,
          rest: parts
            .slice(n)
            .join(' ')
            .replace(/^[\s:.#]+/, '')
            .trim(),
        };
      }
    }
  }
  return null;
}
