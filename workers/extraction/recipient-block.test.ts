// The customer's address window without a bill-to label (docs/extraction.md, step 24): a window
// printed at 1.5 lines under a return-address line, and a block opened by a salutation.
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import { findSalutationBlock } from './parties';
import type { PageWords } from './types';

/** Rows at given y positions (pt), words 5 pt per character, `h` high. */
function rowsAt(rows: Array<[number, number, string, number?]>): Line[] {
  const words: PageWords['words'] = [];
  for (const [y, x0, text, h = 10] of rows) {
    let x = x0;
    for (const t of text.split(' ')) {
      words.push({ text: t, page: 1, x, y, w: t.length * 5, h, conf: 1 });
      x += t.length * 5 + 3;
    }
  }
  return buildDocumentLines([{ page: 1, width: 595, height: 842, words }]);
}

describe('the address window under a return-address line', () => {
  it('reads a window whose rows are 41 pt apart in 12 pt type', () => {
    const lines = rowsAt([
      [150, 100, 'Bei Spiel GmbH · Ecke 12 · 12345 Stadthausen', 8],
      [170, 71, 'Theodor Est', 12],
      [200, 71, 'Bahnstr. 42', 12],
      [241, 71, '88802 Spielkreis', 12],
      [330, 56, 'Rechnung Nr. RE-502 vom 03.07.2014'],
    ]);
    expect(formFromLines(lines).form.customer_data).toMatchObject({
      name: 'Theodor Est',
      address: { street: 'Bahnstr. 42', zip: '88802', city: 'Spielkreis' },
    });
  });
});

describe('a recipient block opened by a salutation', () => {
  const lines = rowsAt([
    [106, 71, 'MVM Versicherungsverein a.G.', 14],
    [141, 71, 'Herrn'],
    [152, 71, 'Max Mustermann'],
    [164, 71, 'Musterstr. 11'],
    [175, 71, '12346 Bad Musterhausen'],
    [198, 71, 'Versicherungsbüro'],
    [325, 71, 'Beitragsrechnung Nr. 00.123.456.7 vom 11.03.2014'],
  ]);

  it('is the customer, named without the salutation', () =>
    expect(formFromLines(lines).form.customer_data).toMatchObject({
      name: 'Max Mustermann',
      address: { street: 'Musterstr. 11', zip: '12346', city: 'Bad Musterhausen' },
    }));

  it('needs a postcode and city within a few lines', () =>
    expect(
      findSalutationBlock(
        rowsAt([
          [141, 71, 'Herrn'],
          [152, 71, 'Max Mustermann'],
          [164, 71, 'Musterstr. 11'],
        ]),
      ),
    ).toBeNull());
});
