// Segments of a line with two type sizes (docs/extraction.md, step 58): a name in large type on the
// line of small contact details keeps its words together.
import { buildLines } from './layout';
import type { Word } from './types';

const word = (text: string, x: number, h: number): Word => ({
  text,
  page: 1,
  x,
  y: 170,
  w: text.length * h * 0.5,
  h,
  conf: 1,
});

describe('segments on a line of two type sizes', () => {
  it("keeps 'Theodor Est' at 14 pt as one segment beside 8 pt details", () => {
    const words = [
      word('Theodor', 71, 14),
      word('Est', 71 + 7 * 7 + 9, 14),
      word('fon', 451, 8),
      word('(555)', 467, 8),
      word('23', 490, 8),
      word('78', 502, 8),
      word('-0', 514, 8),
    ];
    const [line] = buildLines({ page: 1, width: 595, height: 842, words });
    expect(line?.segments.map((s) => s.text)).toEqual(['Theodor Est', 'fon (555) 23 78 -0']);
  });

  it('still splits words of one size at a column gap', () => {
    const words = [word('Menge', 60, 10), word('Produkt', 60 + 25 + 12, 10)];
    const [line] = buildLines({ page: 1, width: 595, height: 842, words });
    expect(line?.segments.map((s) => s.text)).toEqual(['Menge', 'Produkt']);
  });
});
