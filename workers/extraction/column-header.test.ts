// Table headers read by OCR without their non-ASCII letters ('Beleb' for 'Beløb') still name their
// columns; a text layer's words must spell them.
import { headerColumns } from './column-header';
import { buildLines } from './layout';
import type { Word } from './types';

function header(conf: number, ...texts: string[]): ReturnType<typeof headerColumns> {
  const words: Word[] = texts.map((text, i) => ({ text, page: 1, x: 20 + i * 150, y: 100, w: 60, h: 10, conf }));
  const [line] = buildLines({ page: 1, width: 600, height: 800, words });
  if (!line) throw new Error('no line');
  return headerColumns({ ...line, index: 0 });
}

describe('headerColumns on a scan', () => {
  it("reads 'Beleb' as the amount column of a scanned Danish table", () => {
    expect(header(0.9, 'Beskrivelse', 'Antal', 'Beleb')?.map((c) => c.kind)).toEqual(['desc', 'qty', 'amount']);
    expect(header(0.9, 'Tuote', 'Maara', 'Hinta')?.map((c) => c.kind)).toEqual(['desc', 'qty', 'price']);
  });
  it('asks the letters outside ASCII only to differ', () => {
    expect(header(0.9, 'Beskrivelse', 'Antal', 'Belxb')?.map((c) => c.kind)).toEqual(['desc', 'qty', 'amount']);
    expect(header(0.9, 'Beskrivelse', 'Antal', 'Bexeb')).toBeNull();
  });
  it('leaves a text layer header as spelled', () => {
    expect(header(1, 'Beskrivelse', 'Antal', 'Beleb')).toBeNull();
  });
});
