// Party blocks of 'Name:' / 'Anschrift:' rows (docs/extraction.md, step 53): a name of several rows
// centred on its key, value rows before the key belonging to it, and the address after a wider gap;
// identifiers as printed beside their keys, after the address and contact rows (step 55).
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

describe('identifiers in keyed party blocks', () => {
  const rows: Array<[string, string]> = [
    ['Globale Nummer:', 'GLN4000000000 (GLN)'],
    ['Name:', 'Lieferant GmbH & Co. KG'],
    ['Handelsregisternummer:', 'HRA 45678'],
    ['Ansprechpartner:', 'Georg Verkäufer'],
    ['Anschrift:', 'Lieferanten-Str.12-17'],
    ['', 'DE 98765 Lieferstadt'],
    ['Telefon:', '0160 123456789'],
    ['E-Mail:', 'georg@lieferant.de'],
    ['Steuernummer:', '78910/12345'],
    ['USt.-Id.-Nr.:', 'DE12435679'],
  ];
  const { form } = formFromLines(
    page([
      { y: 203, runs: [[63, 'Handelsrechnung (380) Nr. 47110819 vom 15.11.2025']] },
      { y: 277, runs: [[66, 'Verkäufer']] },
      ...rows.map(([key, value], i) => ({
        y: 290 + i * 13,
        runs: (key ? [[66, key] as [number, string]] : []).concat([[305, value]]),
      })),
    ]),
  );

  it('reads a VAT number as printed beside its key, ten rows down', () =>
    expect(form.supplier_data.tax_number).toBe('DE12435679'));

  it('reads a register number beside its key', () => expect(form.supplier_data.org_id).toBe('HRA 45678'));
});
