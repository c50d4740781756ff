// Hand-made page words for tests: rows of [x, text] runs, one row every 14 pt, words 5 pt per
// character with a 3 pt space.
import type { PageWords, Word } from './types';

export function testPage(rows: Array<Array<[number, string]>>, height = 10): PageWords {
  const words: Word[] = [];
  rows.forEach((row, i) => {
    for (const [x0, text] of row) {
      let x = x0;
      for (const t of text.split(' ')) {
        words.push({ text: t, page: 1, x, y: 40 + i * 14, w: t.length * 5, h: height, conf: 1 });
        x += t.length * 5 + 3;
      }
    }
  });
  return { page: 1, width: 595, height: 842, words };
}
