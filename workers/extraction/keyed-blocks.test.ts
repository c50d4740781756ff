// Party blocks of 'Name:' / 'Anschrift:' rows (docs/extraction.md, step 53): a name of several rows
// centred on its key, value rows before the key belonging to it, and the address after a wider gap.
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import type { Word } from './types';

/** Rows of [x, text] runs at their own y, 10 pt type. */
function page(rows: Array<{ y: number; runs: Array<[number, string]> }>): Line[] {
  const words: Word[] = [];
  for (const { y, runs } of rows)
    for (const [x0, text] of runs) {
      let x = x0;
      for (const t of text.split(' ')) {
        words.push({ text: t, page: 1, x, y, w: t.length * 5, h: 10, conf: 1 });
        x += t.length * 5 + 3;
      }
    }
  return buildDocumentLines([{ page: 1, width: 595, height: 842, words }]);
}

const keyed = page([
  { y: 52, runs: [[65, 'Rechnungskorrektur (384) Nr. RK21012345 vom 16.09.2019']] },
  { y: 162, runs: [[70, 'Verkäufer']] },
  { y: 179, runs: [[261, 'GLN 4333741000005']] },
  { y: 191, runs: [[261, 'Lief-Nr: 549910']] },
  { y: 197, runs: [[70, 'Name:']] },
  { y: 203, runs: [[261, 'MUSTERLIEFERANT GMBH']] },
  {
    y: 233,
    runs: [
      [70, 'Anschrift:'],
      [261, 'BAHNHOFSTRASSE 99'],
    ],
  },
  { y: 251, runs: [[261, 'DE 99199 MUSTERHAUSEN']] },
  { y: 321, runs: [[70, 'Käufer/Leistungsempfänger']] },
  { y: 338, runs: [[261, 'Herrn']] },
  {
    y: 356,
    runs: [
      [70, 'Name:'],
      [261, 'Max Mustermann'],
    ],
  },
  {
    y: 386,
    runs: [
      [70, 'Anschrift:'],
      [261, 'Musterstr. 11'],
    ],
  },
  { y: 404, runs: [[261, 'DE 12346 Bad Musterhausen']] },
]);

describe('keyed party blocks', () => {
  const { form } = formFromLines(keyed);

  it('joins the rows of a name centred on its key', () =>
    expect(form.supplier_data.name).toBe('GLN 4333741000005\nLief-Nr: 549910\nMUSTERLIEFERANT GMBH'));

  it("reads the address after a gap wider than the block's rows", () =>
    expect(form.supplier_data.address).toEqual({
      street: 'BAHNHOFSTRASSE 99',
      zip: '99199',
      city: 'MUSTERHAUSEN',
      country: 'DE',
    }));

  it("keeps a salutation row before 'Name:' in the name, as printed", () =>
    expect([form.customer_data.name, form.customer_data.address?.zip]).toEqual(['Herrn\nMax Mustermann', '12346']));
});
