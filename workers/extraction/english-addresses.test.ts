// Addresses as British and American invoices print them (docs/extraction.md steps 262-264): an
// attention row inside the buyer's block, an American state written out before the ZIP code, and
// the British post town over its postcode on a row of its own (Royal Mail's own format).
import { townOverPostcode, zipCity } from './address-line';
import { formFromLines } from './extract';
import { buildDocumentLines } from './layout';
import { testPage } from './test-page';
import type { ExtractedForm } from './types';

type Rows = Array<Array<[number, string]>>;

const table: Rows = [
  [],
  [
    [30, 'Description'],
    [300, 'Qty'],
    [370, 'Price'],
    [460, 'Total'],
  ],
  [
    [30, 'Flyers A5'],
    [300, '500'],
    [370, '0.10'],
    [460, '50.00'],
  ],
  [
    [370, 'Net'],
    [460, '50.00'],
  ],
  [
    [370, 'VAT 20%'],
    [460, '10.00'],
  ],
  [
    [370, 'Total due'],
    [460, '60.00'],
  ],
];

const read = (rows: Rows): ExtractedForm => formFromLines(buildDocumentLines([testPage([...rows, ...table])])).form;

describe('British and American addresses', () => {
  it("skips an attention row ('Attention: Accounts Payable', 'FAO Jane Smith') for the street", () => {
    for (const attention of ['Attention: Accounts Payable', 'FAO Jane Smith', 'For the attention of Mr Jones']) {
      const form = read([
        [
          [30, 'Northwind Ltd'],
          [400, 'INVOICE'],
        ],
        [
          [30, '40 Quay Street'],
          [400, 'Invoice Number'],
          [480, 'INV-0042'],
        ],
        [
          [30, 'Bristol BS1 6DZ'],
          [400, 'Invoice Date'],
          [480, '1 Mar 2024'],
        ],
        [],
        [[30, 'Bill To']],
        [[30, 'Contoso Ltd']],
        [[30, attention]],
        [[30, '9 King Street']],
        [[30, 'Bath BA1 1AA']],
      ]);
      expect(form.customer_data.name).toBe('Contoso Ltd');
      expect(form.customer_data.address?.street).toBe('9 King Street');
    }
  });

  it("reads an American state written out before the ZIP code ('San Francisco, California 94103')", () => {
    expect(zipCity('San Francisco, California 94103')).toEqual({ zip: '94103', city: 'San Francisco', country: 'US' });
    expect(zipCity('Albany, New York 12207-1234')).toEqual({ zip: '12207-1234', city: 'Albany', country: 'US' });
    expect(zipCity('Springfield, Narnia 62704')).toBeNull();
    const form = read([
      [[30, 'Invoice']],
      [
        [30, 'Invoice number'],
        [120, 'ABCD1234-0001'],
      ],
      [
        [30, 'Date of issue'],
        [120, 'November 1, 2024'],
      ],
      [],
      [
        [30, 'Acme Inc'],
        [250, 'Bill to'],
      ],
      [
        [30, '510 Townsend Street'],
        [250, 'Jane Doe'],
      ],
      [
        [30, 'San Francisco, California 94103'],
        [250, 'jane@example.com'],
      ],
      [[30, 'United States']],
    ]);
    expect(form.supplier_data.name).toBe('Acme Inc');
    expect(form.supplier_data.address).toEqual({
      street: '510 Townsend Street',
      zip: '94103',
      city: 'San Francisco',
      country: 'US',
    });
  });

  it("reads the post town over a postcode on its own row ('LIVERPOOL' / 'L1 4DS')", () => {
    expect(townOverPostcode('LIVERPOOL', 'L1 4DS')).toEqual({ zip: 'L1 4DS', city: 'LIVERPOOL', country: 'GB' });
    expect(townOverPostcode('Newcastle upon Tyne', 'NE1 4ST')).toEqual({
      zip: 'NE1 4ST',
      city: 'Newcastle upon Tyne',
      country: 'GB',
    });
    expect(townOverPostcode('Dublin', 'D02 XA00')?.country).toBe('IE');
    expect(townOverPostcode('22 Bold Street', 'L1 4DS')).toBeNull();
    expect(townOverPostcode('LIVERPOOL', 'L1 4DS Extra')).toBeNull();
    const form = read([
      [
        [30, 'Harbour Print Ltd'],
        [400, 'INVOICE'],
      ],
      [
        [30, '7 Dock Road'],
        [400, 'Invoice No: HP-2041'],
      ],
      [
        [30, 'LIVERPOOL'],
        [400, 'Date: 04/03/2024'],
      ],
      [[30, 'L3 4AF']],
      [],
      [[30, 'Invoice to:']],
      [[30, 'Mersey Books Ltd']],
      [[30, '22 Bold Street']],
      [[30, 'LIVERPOOL']],
      [[30, 'L1 4DS']],
    ]);
    expect(form.supplier_data.address).toEqual({
      street: '7 Dock Road',
      zip: 'L3 4AF',
      city: 'LIVERPOOL',
      country: 'GB',
    });
    expect(form.customer_data.name).toBe('Mersey Books Ltd');
    expect(form.customer_data.address).toEqual({
      street: '22 Bold Street',
      zip: 'L1 4DS',
      city: 'LIVERPOOL',
      country: 'GB',
    });
  });

  it('reads a seller block set right with the town over its postcode', () => {
    const form = read([
      [
        [30, 'TAX INVOICE'],
        [250, 'Invoice Date'],
        [400, 'Northwind Ltd'],
      ],
      [
        [30, 'Contoso Ltd'],
        [250, '1 Mar 2024'],
        [400, '40 Quay Street'],
      ],
      [
        [30, '9 King Street'],
        [250, 'Invoice Number'],
        [400, 'Bristol'],
      ],
      [
        [30, 'Bath BA1 1AA'],
        [250, 'INV-0042'],
        [400, 'BS1 6DZ'],
      ],
    ]);
    expect(form.supplier_data.name).toBe('Northwind Ltd');
    expect(form.supplier_data.address).toEqual({
      street: '40 Quay Street',
      zip: 'BS1 6DZ',
      city: 'Bristol',
      country: 'GB',
    });
  });
});

describe('names with a salutation, Canadian addresses and sales taxes', () => {
  const page = (caption: string, name: string, street: string, city: string, taxRows: Rows = []): ExtractedForm =>
    formFromLines(
      buildDocumentLines([
        testPage([
          [
            [30, 'Zylker Electronics Hub'],
            [450, 'INVOICE'],
          ],
          [
            [30, '14 Northern Street'],
            [400, 'Invoice No: 77'],
          ],
          [
            [30, 'Boston, MA 02110'],
            [400, 'Date: 05 Aug 2024'],
          ],
          [],
          [[30, caption]],
          [[30, name]],
          [[30, street]],
          [[30, city]],
          [],
          [
            [30, 'Description'],
            [300, 'Qty'],
            [370, 'Rate'],
            [480, 'Amount'],
          ],
          [
            [30, 'Camera'],
            [300, '1.00'],
            [370, '1,000.00'],
            [480, '1,000.00'],
          ],
          ...taxRows,
        ]),
      ]),
    ).form;

  it("reads the name from a row that opens with a salutation ('Ms. Mary D. Dunton', 'Herrn Max Mustermann')", () => {
    const english = page('Bill To', 'Ms. Mary D. Dunton', '1324 Hinkle Lake Road', 'Needham, MA 02192');
    expect(english.customer_data.name).toBe('Ms. Mary D. Dunton');
    expect(english.customer_data.address?.street).toBe('1324 Hinkle Lake Road');
    // A German or French salutation belongs to the letter, not the name.
    const german = page('Rechnungsadresse', 'Herrn Max Mustermann', 'Musterstr. 11', '12345 Musterstadt');
    expect(german.customer_data.name).toBe('Max Mustermann');
    expect(german.customer_data.address?.street).toBe('Musterstr. 11');
  });

  it("reads a Canadian city, province and postal code, and 'HST 13%' as the tax", () => {
    const form = page('Bill To', 'Northern Lights Inc.', '120 King St W', 'Toronto, Ontario M5H 1A1', [
      [
        [370, 'Subtotal:'],
        [480, '1,000.00'],
      ],
      [
        [370, 'HST 13%:'],
        [480, '130.00'],
      ],
      [
        [370, 'Total:'],
        [480, '1,130.00'],
      ],
    ]);
    expect(form.customer_data.address).toEqual({
      street: '120 King St W',
      zip: 'M5H 1A1',
      city: 'Toronto',
      country: 'CA',
    });
    expect(form.tax_totals).toEqual([{ tax_percent: 13, taxable_amount: 1000, tax_amount: 130 }]);
    expect(form.legal_monetary_total.payable_amount).toBe(1130);
  });
});

describe('Australian addresses', () => {
  it("reads 'Sydney NSW 2000' and passes over the ABN row for the street", () => {
    expect(zipCity('Manly, NSW 2095')).toEqual({ zip: '2095', city: 'Manly', country: 'AU' });
    expect(zipCity('Sydney XYZ 2000')).toBeNull();
    const form = formFromLines(
      buildDocumentLines([
        testPage([
          [
            [30, 'Koala Plumbing Pty Ltd'],
            [420, 'TAX INVOICE'],
          ],
          [[30, 'ABN 51 824 753 556']],
          [
            [30, '12 George Street'],
            [380, 'Invoice #'],
            [470, '10234'],
          ],
          [
            [30, 'Sydney NSW 2000'],
            [380, 'Date'],
            [470, '3/04/2024'],
          ],
          [],
          [
            [30, 'To:'],
            [60, 'Harbour Cafe'],
          ],
          [[60, '5 Pier Road']],
          [[60, 'Manly NSW 2095']],
          ...table,
        ]),
      ]),
    ).form;
    expect(form.supplier_data.address).toEqual({
      street: '12 George Street',
      zip: '2000',
      city: 'Sydney',
      country: 'AU',
    });
    expect(form.customer_data.name).toBe('Harbour Cafe');
    expect(form.customer_data.address).toEqual({ street: '5 Pier Road', zip: '2095', city: 'Manly', country: 'AU' });
  });
});
