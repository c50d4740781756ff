// Correction invoices printed with negative amounts and no credit-note title ('Rechnungskorrektur'
// with negative rows, as SAP and DATEV-style layouts print a returned delivery; docs/extraction.md
// step 247): the invoice stays a negative 380, so the amount to pay found as net + VAT carries the
// rows' sign.
import { formFromLines } from './extract';
import { buildDocumentLines } from './layout';
import { testPage } from './test-page';

type Rows = Array<Array<[number, string]>>;

const head: Rows = [
  [
    [30, 'Elektro Meier GmbH'],
    [360, 'RECHNUNGSKORREKTUR'],
  ],
  [
    [30, 'Werkstraße 9'],
    [360, 'Beleg-Nr.'],
    [450, 'RK-2024-7'],
  ],
  [
    [30, '50667 Köln'],
    [360, 'Beleg-Datum'],
    [450, '12.04.2024'],
  ],
  [],
  [[30, 'Muster Handel KG']],
  [[30, 'Gartenstraße 14']],
  [[30, '50999 Köln']],
  [],
  [
    [30, 'Bezeichnung'],
    [250, 'Menge'],
    [310, 'Einzelpreis'],
    [390, 'MwSt.-%'],
    [470, 'Betrag'],
  ],
  [
    [30, 'Zitronensäure 100ml'],
    [250, '-5'],
    [310, '1,00'],
    [390, '19'],
    [470, '-5,00'],
  ],
  [
    [30, 'Gelierzucker 250g'],
    [250, '-2'],
    [310, '1,45'],
    [390, '7'],
    [470, '-2,90'],
  ],
  [],
];

describe('a correction invoice printed with negative amounts (step 247)', () => {
  it('keeps the sign of an amount to pay found as net + VAT in a totals grid', () => {
    const { form } = formFromLines(
      buildDocumentLines([
        testPage([
          ...head,
          [
            [30, 'Warenwert'],
            [120, 'Nettobetrag'],
            [210, 'MwSt-Betrag'],
            [300, 'MwSt-%'],
            [470, 'Endbetrag'],
          ],
          [
            [30, '-5,00'],
            [120, '-5,00'],
            [210, '-0,95'],
            [300, '19,0'],
            [470, '-5,95'],
          ],
          [
            [30, '-2,90'],
            [120, '-2,90'],
            [210, '-0,20'],
            [300, '7,0'],
            [470, '-3,10'],
          ],
          [
            [30, '-7,90'],
            [120, '-7,90'],
            [210, '-1,15'],
            [300, 'EUR'],
            [470, '-9,05'],
          ],
        ]),
      ]),
    );
    expect(form.legal_monetary_total).toMatchObject({ line_extension_amount: -7.9, payable_amount: -9.05 });
  });
});
