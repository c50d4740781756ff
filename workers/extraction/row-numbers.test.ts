// A scanned row whose decimal mark OCR lost is read by quantity × price = amount; a text layer's
// row is never changed that way.
import type { Column } from './column-header';
import { buildLines } from './layout';
import { cellsOf, numbersOf, solveRow } from './row-numbers';
import type { Word } from './types';

const COLS: Column[] = [
  { kind: 'desc', x0: 10, x1: 120 },
  { kind: 'price', x0: 150, x1: 220 },
  { kind: 'qty', x0: 250, x1: 280 },
  { kind: 'amount', x0: 320, x1: 400 },
];

function row(conf: number, ...cells: Array<[string, number, number]>): ReturnType<typeof solveRow> {
  const words: Word[] = cells.map(([text, x0, x1]) => ({ text, page: 1, x: x0, y: 100, w: x1 - x0, h: 10, conf }));
  const [line] = buildLines({ page: 1, width: 600, height: 800, words });
  if (!line) throw new Error('no line');
  return solveRow(numbersOf(cellsOf({ ...line, index: 0 }), COLS));
}

describe('solveRow on a scan', () => {
  it('reads a quantity whose decimal comma was lost', () => {
    const r = row(0.93, ['Lunchbuffé', 10, 70], ['3171,63', 170, 220], ['25', 265, 280], ['7929,08', 350, 400]);
    expect(r.fits).toBe(true);
    expect(r.qty?.v).toBe(2.5);
    expect(r.price?.v).toBe(3171.63);
    expect(r.amount?.v).toBe(7929.08);
  });
  it('reads an amount whose cents lost their mark', () => {
    const r = row(0.6, ['Service', 10, 60], ['1527,14', 170, 220], ['2', 270, 280], ['305428', 350, 400]);
    expect(r.fits).toBe(true);
    expect([r.qty?.v, r.price?.v, r.amount?.v]).toEqual([2, 1527.14, 3054.28]);
  });
  it('leaves a text layer row as printed', () => {
    const r = row(1, ['Lunchbuffé', 10, 70], ['3171,63', 170, 220], ['25', 265, 280], ['7929,08', 350, 400]);
    expect(r.fits).toBe(false);
    expect(r.qty?.v).toBe(25);
  });
});
