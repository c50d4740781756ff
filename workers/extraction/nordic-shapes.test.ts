// Shapes of Nordic invoices left over from the hand-made probe pages of steps 200-212 (docs/extraction.md
// steps 260-): invoice-number captions, a VAT row printed under its base, a department line in an
// address, cities printed in capitals.
import { formFromLines } from './extract';
import { buildDocumentLines } from './layout';
import { testPage } from './test-page';
import type { ExtractedForm } from './types';

type Rows = Array<Array<[number, string]>>;

const SELLER: Rows = [[[30, 'Nordlys Rådgivning ApS']], [[30, 'Vestergade 14']], [[30, '8000 Aarhus C']]];
const BUYER: Rows = [[[330, 'Havnens Tømrer A/S']], [[330, 'Strandvejen 3']], [[330, '2900 Hellerup']]];
const LINES: Rows = [
  [
    [30, 'Beskrivelse'],
    [260, 'Antal'],
    [360, 'Pris'],
    [470, 'Beløb'],
  ],
  [
    [30, 'Rådgivning'],
    [260, '10'],
    [360, '1.000,00'],
    [470, '10.000,00'],
  ],
];
const TOTALS: Rows = [
  [
    [300, 'Subtotal'],
    [470, '10.000,00'],
  ],
  [
    [300, 'Moms 25%'],
    [470, '2.500,00'],
  ],
  [
    [300, 'Total DKK'],
    [470, '12.500,00'],
  ],
];

function page(details: Rows, opts: { seller?: Rows; buyer?: Rows; totals?: Rows } = {}): ExtractedForm {
  const rows: Rows = [
    ...(opts.seller ?? SELLER),
    [],
    ...(opts.buyer ?? BUYER),
    [],
    ...details,
    [],
    ...LINES,
    [],
    ...(opts.totals ?? TOTALS),
  ];
  return formFromLines(buildDocumentLines([testPage(rows)])).form;
}

const DATE: Rows = [
  [
    [330, 'Dato'],
    [450, '04.10.2026'],
  ],
];

describe('invoice-number captions', () => {
  it.each([['Fakturaens nr.'], ['Fakturaens nummer'], ['Faktura nr.'], ['Fakturanummer:']])('%s', (caption) => {
    const form = page([
      [
        [330, caption],
        [450, '2026-0417'],
      ],
      ...DATE,
    ]);
    expect(form.invoice_id).toBe('2026-0417');
  });
});

describe('a VAT amount printed under its base', () => {
  it.each([
    ['Momsgrundlag', 'Moms udgør'],
    ['Momspligtigt beløb', 'Moms udgør'],
    ['Grundlag for moms', 'Heraf moms'],
  ])('%s | %s', (baseLabel, taxLabel) => {
    const form = page(
      [
        [
          [330, 'Fakturanr.'],
          [450, '2026-0417'],
        ],
        ...DATE,
      ],
      {
        totals: [
          [
            [300, baseLabel],
            [470, '10.000,00'],
          ],
          [
            [300, taxLabel],
            [470, '2.500,00'],
          ],
          [
            [300, 'I alt DKK'],
            [470, '12.500,00'],
          ],
        ],
      },
    );
    expect(form.tax_totals).toEqual([{ tax_percent: 25, taxable_amount: 10000, tax_amount: 2500 }]);
    expect(form.legal_monetary_total.payable_amount).toBe(12500);
  });
});

describe('a department line in an address', () => {
  it.each([['Avd. Nord'], ['Afd. Syd'], ['Att: Økonomiafdelingen'], ['c/o Hansen']])('%s is not the street', (dept) => {
    const form = page(
      [
        [
          [330, 'Fakturanr.'],
          [450, '2026-0417'],
        ],
        ...DATE,
      ],
      { buyer: [[[330, 'Havnens Tømrer A/S']], [[330, dept]], [[330, 'Strandvejen 3']], [[330, '2900 Hellerup']]] },
    );
    expect(form.customer_data.name).toBe('Havnens Tømrer A/S');
    expect(form.customer_data.address).toMatchObject({ street: 'Strandvejen 3', zip: '2900', city: 'Hellerup' });
  });
});

describe('cities in capitals', () => {
  it.each([
    ['0150 OSLO', '0150', 'OSLO'],
    ['1050 KØBENHAVN K', '1050', 'KØBENHAVN K'],
    ['00100 HELSINKI', '00100', 'HELSINKI'],
    ['111 22 STOCKHOLM', '111 22', 'STOCKHOLM'],
    ['DK-2900 HELLERUP', '2900', 'HELLERUP'],
  ])('%s', (cityLine, zip, city) => {
    const form = page(
      [
        [
          [330, 'Fakturanr.'],
          [450, '2026-0417'],
        ],
        ...DATE,
      ],
      { buyer: [[[330, 'HAVNENS TØMRER A/S']], [[330, 'STRANDVEJEN 3']], [[330, cityLine]]] },
    );
    expect(form.customer_data.name).toBe('HAVNENS TØMRER A/S');
    expect(form.customer_data.address).toMatchObject({ street: 'STRANDVEJEN 3', zip, city });
  });
});

describe('a Finnish VAT breakdown grid', () => {
  it("reads 'ALV % | Veroton | Vero | Verollinen' as the rate, base and tax columns, not as line items", () => {
    const form = formFromLines(
      buildDocumentLines([
        testPage([
          [[30, 'Nordlys Rådgivning Oy']],
          [[30, 'Mannerheimintie 14']],
          [[30, '00100 Helsinki']],
          [],
          [[330, 'Rannan Rakennus Oy']],
          [[330, 'Rantatie 3']],
          [[330, '20100 Turku']],
          [],
          [
            [330, 'Laskun numero'],
            [450, '2026-0417'],
          ],
          [
            [330, 'Päivämäärä'],
            [450, '04.10.2026'],
          ],
          [],
          [
            [30, 'Kuvaus'],
            [240, 'Määrä'],
            [300, 'A-hinta'],
            [370, 'ALV %'],
            [470, 'Yhteensä'],
          ],
          [
            [30, 'Konsultointi'],
            [240, '10'],
            [300, '1 000,00'],
            [370, '25,5'],
            [470, '10 000,00'],
          ],
          [
            [30, 'Kirja'],
            [240, '2'],
            [300, '50,00'],
            [370, '10'],
            [470, '100,00'],
          ],
          [
            [30, 'Lounas'],
            [240, '4'],
            [300, '25,00'],
            [370, '14'],
            [470, '100,00'],
          ],
          [],
          [
            [200, 'ALV %'],
            [300, 'Veroton'],
            [400, 'Vero'],
            [470, 'Verollinen'],
          ],
          [
            [200, '25,5'],
            [300, '10 000,00'],
            [400, '2 550,00'],
            [470, '12 550,00'],
          ],
          [
            [200, '14'],
            [300, '100,00'],
            [400, '14,00'],
            [470, '114,00'],
          ],
          [
            [200, '10'],
            [300, '100,00'],
            [400, '10,00'],
            [470, '110,00'],
          ],
          [],
          [
            [300, 'Maksettava yhteensä'],
            [470, '12 774,00'],
          ],
        ]),
      ]),
    ).form;
    expect(form.invoice_lines).toHaveLength(3);
    expect(form.tax_totals).toEqual([
      { tax_percent: 25.5, taxable_amount: 10000, tax_amount: 2550 },
      { tax_percent: 14, taxable_amount: 100, tax_amount: 14 },
      { tax_percent: 10, taxable_amount: 100, tax_amount: 10 },
    ]);
    expect(form.legal_monetary_total.payable_amount).toBe(12774);
  });
});
