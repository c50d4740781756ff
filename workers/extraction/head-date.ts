// The issue date printed without a label at the head of page 1: a date standing alone under or
// beside the title ('FACTURE' / '20/09/2023' / 'no 2023-6013'), or a letter's dateline ('Le lundi
// 21 novembre 2022', 'Paris, le 21 novembre 2022', 'München, den 05.03.2024'). Read only when no
// label, number line or title gave the issue date, and only when the head of page 1 holds one such
// date: two (an order date, a delivery date under labels of their own) name none.
import type { Found } from './fields';
import { norm, TITLE_WORDS } from './labels';
import type { Line, Segment } from './layout';
import { parseDate } from './parsers';

const WEEKDAYS = [
  'lundi',
  'mardi',
  'mercredi',
  'jeudi',
  'vendredi',
  'samedi',
  'dimanche',
  'montag',
  'dienstag',
  'mittwoch',
  'donnerstag',
  'freitag',
  'samstag',
  'sonntag',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

/** A place before a comma, 'le', 'den' or 'am', a weekday, then the date. */
const DATELINE = new RegExp(
  `^(?:\\p{L}[\\p{L} '’-]*,\\s*)?(?:(?:le|den|am)\\s+)?(?:(?:${WEEKDAYS.join('|')}),?\\s+)?(\\d.*|\\p{L}{3,9}\\.?\\s+\\d.*)$`,
  'iu',
);

/** How far down page 1 the head reaches, in points. */
const HEAD = 320;

/** The run right above `s` in its column: a caption there names the date ('Lieferdatum' over it). */
function captionAbove(lines: readonly Line[], line: Line, s: Segment): Segment | null {
  const above = lines[line.index - 1];
  if (!above || above.page !== line.page || line.y - above.y > 2 * Math.max(line.h, above.h)) return null;
  return above.segments.find((a) => a.x < s.x + s.w && s.x < a.x + a.w) ?? null;
}

export function findHeadDate(lines: readonly Line[]): Found<string> | null {
  const found: Array<Found<string>> = [];
  for (const line of lines) {
    if (line.page !== 1 || line.y > HEAD) continue;
    for (const s of line.segments) {
      const m = DATELINE.exec(s.text.trim());
      const value = m ? parseDate((m[1] as string).replace(/,$/, '')) : null;
      if (!value) continue;
      // A label's value ('Lieferdatum: | 5. Oktober 2023'): a run close on its left names it.
      const left = line.segments[line.segments.indexOf(s) - 1];
      if (left && s.x - (left.x + left.w) < 120) continue;
      const caption = captionAbove(lines, line, s);
      if (
        caption &&
        /\p{L}/u.test(caption.text) &&
        !/\d/.test(caption.text) &&
        !TITLE_WORDS.includes(norm(caption.text))
      )
        continue;
      found.push({ value, segs: [s], conf: 0.6, label: 'dateline' });
    }
  }
  const values = new Set(found.map((f) => f.value));
  return values.size === 1 ? (found[0] as Found<string>) : null;
}
