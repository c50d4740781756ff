// The invoice number printed under a title that stands alone ('INVOICE' over '# INV-000087',
// 'FACTURE' over 'N° F-2026-318' or a 'Numéro | FA-00912' row): a bare number label (N°, No., #,
// Numéro, Number, Nr.) in the few lines under the title, read only when no invoice-number label
// and no title carrying the number gave one.
import type { Found } from './fields';
import { norm, TITLE_WORDS } from './labels';
import type { Line, Segment } from './layout';

const NUMBER_LABEL = '(?:n°|nº|no\\.?|#|numéro|numero|number|nr\\.?|nummer)';
const ID = '([A-Za-z0-9][A-Za-z0-9\\-/._]{0,40})';
/** The label and the number in one run ('# INV-000087', 'N° : F-2026-318'). */
const IN_RUN = new RegExp(`^${NUMBER_LABEL}\\s*:?\\s*${ID}$`, 'i');
/** The label alone, its number in the next run ('Numéro' | 'FA-00912'). */
const ALONE = new RegExp(`^${NUMBER_LABEL}\\s*:?$`, 'i');
const IS_ID = new RegExp(`^${ID}$`);

/** How many lines under the title the number may stand. */
const REACH = 4;

export function findNumberUnderTitle(lines: readonly Line[]): Found<string> | null {
  for (const title of lines) {
    if (title.page !== 1 || !title.segments.some((s) => TITLE_WORDS.includes(norm(s.text)))) continue;
    for (const line of lines.slice(title.index + 1, title.index + 1 + REACH)) {
      if (line.page !== title.page) break;
      for (const [i, s] of line.segments.entries()) {
        const inRun = IN_RUN.exec(s.text.trim())?.[1];
        const next = line.segments[i + 1];
        const alone = ALONE.test(s.text.trim());
        const after = alone && next ? IS_ID.exec(next.text.trim())?.[1] : undefined;
        const value = inRun ?? after;
        if (value && /\d/.test(value))
          return { value, segs: inRun ? [s] : [s, next as NonNullable<typeof next>], conf: 0.75, label: 'under title' };
        // A grid's head cell with the number under it ('Numéro | Date | Code client' over 'FA240118 | …').
        const under = alone ? cellUnder(lines, line, s) : null;
        const below = under ? IS_ID.exec(under.text.trim())?.[1] : undefined;
        if (under && below && /\d/.test(below))
          return { value: below, segs: [s, under], conf: 0.7, label: 'under title' };
      }
    }
  }
  return null;
}

/** The cell right under a head cell, on the next line (the grid's value row). */
function cellUnder(lines: readonly Line[], line: Line, head: Segment): Segment | null {
  const next = lines[line.index + 1];
  if (!next || next.page !== line.page || next.y - line.y > line.h * 2.6) return null;
  return next.segments.find((b) => b.x < head.x + head.w && b.x + b.w > head.x) ?? null;
}
