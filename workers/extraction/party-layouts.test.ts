// Party blocks on probe pages of common layouts (docs/extraction.md steps 278-279, 320): an American
// street whose house number reads like a postcode, a seller's block printed right of the
// customer's on the same rows, a footer sentence that ends with the seller's postcode row, and an
// American sales tax rate with three decimals.
import { formFromLines } from './extract';
import { buildDocumentLines } from './layout';
import { parsePercent } from './parsers';
import { testPage } from './test-page';

type Rows = Array<Array<[number, string]>>;

const read = (rows: Rows): ReturnType<typeof formFromLines>['form'] =>
  formFromLines(buildDocumentLines([testPage(rows)])).form;

const ENGLISH_TABLE: Rows = [
  [],
  [
    [30, 'Description'],
    [330, 'Qty'],
    [400, 'Unit Price'],
    [490, 'Amount'],
  ],
  [
    [30, 'Pallet of paper towels'],
    [330, '2'],
    [400, '310.00'],
    [490, '620.00'],
  ],
  [
    [330, 'Subtotal'],
    [490, '620.00'],
  ],
];

const GERMAN_TABLE: Rows = [
  [],
  [
    [30, 'Bezeichnung'],
    [330, 'Menge'],
    [400, 'Einzelpreis'],
    [490, 'Gesamt'],
  ],
  [
    [30, 'Wartung Heizungsanlage'],
    [330, '1'],
    [400, '240,00'],
    [490, '240,00'],
  ],
  [
    [330, 'Rechnungsbetrag'],
    [490, '285,60'],
  ],
];

describe('party blocks of common layouts', () => {
  it("reads an American seller's street whose house number looks like a postcode", () => {
    const form = read([
      [
        [30, 'NORTHWIND TRADERS INC.'],
        [420, 'INVOICE'],
      ],
      [
        [30, '1200 Market Street'],
        [380, 'Invoice #'],
        [470, 'INV-7781'],
      ],
      [
        [30, 'Philadelphia, PA 19107'],
        [380, 'Date'],
        [470, '05/02/2024'],
      ],
      [],
      [
        [30, 'BILL TO'],
        [250, 'SHIP TO'],
      ],
      [
        [30, 'Contoso Retail LLC'],
        [250, 'Contoso Warehouse'],
      ],
      [
        [30, '500 Elm Avenue'],
        [250, '88 Dock Road'],
      ],
      [
        [30, 'Trenton, NJ 08608'],
        [250, 'Newark, NJ 07105'],
      ],
      ...ENGLISH_TABLE,
      [
        [330, 'Sales Tax 6.625%'],
        [490, '41.08'],
      ],
      [
        [330, 'Total'],
        [490, '661.08'],
      ],
    ]);
    expect(form.supplier_data.address).toEqual({
      street: '1200 Market Street',
      zip: '19107',
      city: 'Philadelphia',
      country: 'US',
    });
    expect(form.customer_data.name).toBe('Contoso Retail LLC');
    expect(form.tax_totals).toEqual([{ tax_percent: 6.625, taxable_amount: 620, tax_amount: 41.08 }]);
  });

  it('reads a percent with three decimals, never the tail of a longer number', () => {
    expect(parsePercent('Sales Tax 8.875 %')).toBe(8.875);
    expect(parsePercent('MwSt.19%')).toBe(19);
    expect(parsePercent('100%')).toBeNull();
    expect(parsePercent('1.000,19%')).toBeNull();
  });

  it("takes the seller's block printed right of the customer's on the same rows", () => {
    const form = read([
      [[30, 'RECHNUNG']],
      [],
      [
        [30, 'Schulze & Partner KG'],
        [380, 'Müller Haustechnik GmbH'],
      ],
      [
        [30, 'Lindenallee 45'],
        [380, 'Am Bahnhof 3'],
      ],
      [
        [30, '37073 Göttingen'],
        [380, '34117 Kassel'],
      ],
      [[380, 'Tel. 0561 123456']],
      [[380, 'info@mueller-haustechnik.de']],
      [],
      [
        [30, 'Rechnungsnummer: RE-2024-0815'],
        [380, 'Datum: 03.05.2024'],
      ],
      ...GERMAN_TABLE,
    ]);
    expect(form.customer_data.name).toBe('Schulze & Partner KG');
    expect(form.supplier_data.name).toBe('Müller Haustechnik GmbH');
    expect(form.supplier_data.address).toMatchObject({ street: 'Am Bahnhof 3', zip: '34117', city: 'Kassel' });
  });

  it('reads the seller from a footer sentence that ends with its postcode row', () => {
    const form = read([
      [[30, 'TAX INVOICE']],
      [
        [30, 'Invoice to:'],
        [380, 'Invoice number'],
        [470, 'INV-0042'],
      ],
      [
        [30, 'Greenleaf Florists'],
        [380, 'Invoice date'],
        [470, '12 March 2024'],
      ],
      [[30, '17 Rose Street']],
      [[30, 'Edinburgh EH2 2PR']],
      ...ENGLISH_TABLE,
      [
        [330, 'Total'],
        [490, '620.00'],
      ],
      [],
      [
        [
          30,
          'Pixelworks Studio Ltd, 8 Canal Walk, Leeds LS1 4AP. Registered in England No. 09876543. VAT No. GB 987 6543 21',
        ],
      ],
    ]);
    expect(form.customer_data.name).toBe('Greenleaf Florists');
    expect(form.supplier_data.name).toBe('Pixelworks Studio Ltd');
    expect(form.supplier_data.address).toEqual({
      street: '8 Canal Walk',
      zip: 'LS1 4AP',
      city: 'Leeds',
      country: 'GB',
    });
    expect(form.supplier_data.tax_number).toBe('GB987654321');
  });

  it("passes over a department row above the customer's street", () => {
    const form = read([
      [
        [30, 'Müller Haustechnik GmbH'],
        [380, 'Rechnung RE-2024-0815'],
      ],
      [
        [30, 'Am Bahnhof 3, 34117 Kassel'],
        [380, 'Datum: 03.05.2024'],
      ],
      [],
      [
        [30, 'Rechnungsadresse'],
        [300, 'Lieferadresse'],
      ],
      [
        [30, 'Schulze & Partner KG'],
        [300, 'Schulze & Partner KG'],
      ],
      [
        [30, 'Buchhaltung'],
        [300, 'Lager 2'],
      ],
      [
        [30, 'Lindenallee 45'],
        [300, 'Industriestraße 7'],
      ],
      [
        [30, '37073 Göttingen'],
        [300, '37079 Göttingen'],
      ],
      ...GERMAN_TABLE,
    ]);
    expect(form.customer_data.name).toBe('Schulze & Partner KG');
    expect(form.customer_data.address).toMatchObject({ street: 'Lindenallee 45', zip: '37073', city: 'Göttingen' });
  });

  it('names the company, not the person written over it', () => {
    const form = read([
      [[30, 'Müller Haustechnik GmbH · Am Bahnhof 3 · 34117 Kassel']],
      [
        [30, 'Herrn'],
        [380, 'Rechnungs-Nr.'],
        [470, 'RE-2024-0815'],
      ],
      [
        [30, 'Dr. Thomas Schulze'],
        [380, 'Datum'],
        [470, '03.05.2024'],
      ],
      [[30, 'Schulze & Partner KG']],
      [[30, 'Lindenallee 45']],
      [[30, '37073 Göttingen']],
      ...GERMAN_TABLE,
    ]);
    expect(form.customer_data.name).toBe('Schulze & Partner KG');
    expect(form.customer_data.address).toMatchObject({ street: 'Lindenallee 45', zip: '37073', city: 'Göttingen' });
  });
});
