// Shapes of Danish, Norwegian and Finnish invoices found with hand-made probe pages (docs/extraction.md
// steps 202-): the amount to pay under wordings the label lists lacked, a Norwegian org number
// printed without 'MVA'.
import { formFromLines } from './extract';
import { buildDocumentLines } from './layout';
import { testPage } from './test-page';
import type { ExtractedForm } from './types';

type Rows = Array<Array<[number, string]>>;

/** The invoice number and date, and a one-line table, as every page here prints them. */
const DETAILS: Rows = [
  [
    [30, 'Fakturanr.'],
    [150, '10234'],
  ],
  [
    [30, 'Fakturadato'],
    [150, '04.10.2026'],
  ],
  [],
  [
    [30, 'Beskrivelse'],
    [260, 'Antall'],
    [360, 'Pris'],
    [470, 'Beløp'],
  ],
  [
    [30, 'Konsulent'],
    [260, '10'],
    [360, '1 000,00'],
    [470, '10 000,00'],
  ],
];

function norwegianPage(
  totals: Rows,
  sellerId = 'Org.nr. NO 923 609 016 MVA',
  buyerId = 'Org.nr. NO 651 060 230 MVA',
): ExtractedForm {
  const rows: Rows = [
    [[30, 'Fjellheim Bygg AS']],
    [[30, 'Storgata 12']],
    [[30, '9008 Tromsø']],
    [[30, sellerId]],
    [],
    [[330, 'Kunde']],
    [[330, 'Sandvika Eiendom AS']],
    [[330, 'Strandveien 3']],
    [[330, '7010 Trondheim']],
    [[330, buyerId]],
    [],
    ...DETAILS,
    [],
    ...totals,
  ];
  return formFromLines(buildDocumentLines([testPage(rows)])).form;
}

describe('the amount to pay in Nordic wordings (step 202)', () => {
  it.each([['Sum inkl. MVA'], ['Beløp å betale'], ['At betale'], ['Beløb inkl. moms'], ['Summa yhteensä']])(
    '%s',
    (label) => {
      const form = norwegianPage([
        [
          [300, 'MVA 25 %'],
          [470, '2 500,00'],
        ],
        [
          [300, label],
          [470, '12 500,00'],
        ],
      ]);
      expect(form.legal_monetary_total.payable_amount).toBe(12500);
    },
  );
});

describe('a Norwegian org number without MVA (step 203)', () => {
  const totals: Rows = [
    [
      [300, 'MVA 25 %'],
      [470, '2 500,00'],
    ],
    [
      [300, 'Å betale'],
      [470, '12 500,00'],
    ],
  ];

  it("reads the seller's and the buyer's org number after their label, with no VAT number made up", () => {
    const form = norwegianPage(totals, 'Org.nr. 923 609 016', 'Org.nr. 651 060 230');
    expect(form.supplier_data.org_id).toBe('923609016');
    expect(form.supplier_data.tax_number).toBeNull();
    expect(form.customer_data.org_id).toBe('651060230');
    expect(form.customer_data.tax_number).toBeNull();
  });

  it('takes no nine digits whose check digit fails, nor ones without an org label', () => {
    const form = norwegianPage(totals, 'Org.nr. 923 609 017', 'Kontonr. 651 060 230');
    expect(form.supplier_data.org_id).toBeNull();
    expect(form.customer_data.org_id).toBeNull();
  });
});

const body: Rows = [
  ...DETAILS,
  [],
  [
    [300, 'MVA 25 %'],
    [470, '2 500,00'],
  ],
  [
    [300, 'Å betale'],
    [470, '12 500,00'],
  ],
];
const read = (rows: Rows, footer: Rows = []): ExtractedForm =>
  formFromLines(buildDocumentLines([testPage([...rows, [], ...body, ...footer])])).form;
const parties = (form: ExtractedForm): string[] => [
  form.supplier_data.name ?? '',
  form.supplier_data.address?.street ?? '',
  form.customer_data.name ?? '',
  form.customer_data.address?.street ?? '',
];

describe('party captions in the Nordic languages (step 204)', () => {
  it.each([
    ['Selger', 'Kjøper'],
    ['Avsender', 'Mottaker'],
    ['Sælger', 'Køber'],
    ['Afsender', 'Modtager'],
    ['Avsändare', 'Mottagare'],
    ['Laskuttaja', 'Laskutettava'],
    ['Toimittaja', 'Asiakas'],
  ])('%s | %s', (seller, buyer) => {
    const form = read([
      [
        [30, seller],
        [330, buyer],
      ],
      [
        [30, 'Fjellheim Bygg AS'],
        [330, 'Sandvika Eiendom AS'],
      ],
      [
        [30, 'Storgata 12'],
        [330, 'Strandveien 3'],
      ],
      [
        [30, '9008 Tromsø'],
        [330, '7010 Trondheim'],
      ],
    ]);
    expect(parties(form)).toEqual(['Fjellheim Bygg AS', 'Storgata 12', 'Sandvika Eiendom AS', 'Strandveien 3']);
  });

  it("reads a footer column under 'Postiosoite' as the seller's address, not its name", () => {
    const form = read(
      [
        [[30, 'Fjellheim Bygg AS']],
        [],
        [[330, 'Sandvika Eiendom AS']],
        [[330, 'Strandveien 3']],
        [[330, '7010 Trondheim']],
      ],
      [
        [],
        [],
        [
          [30, 'Postiosoite'],
          [200, 'Puhelin'],
          [350, 'Y-tunnus'],
        ],
        [
          [30, 'Storgata 12'],
          [200, '040 123 4567'],
          [350, '1234567-8'],
        ],
        [
          [30, '9008 Tromsø'],
          [200, 'info@example.fi'],
        ],
      ],
    );
    expect(form.supplier_data.name).toBe('Fjellheim Bygg AS');
    expect(form.supplier_data.address).toMatchObject({ street: 'Storgata 12', zip: '9008', city: 'Tromsø' });
  });
});

describe('a letterhead at the top right (step 205)', () => {
  it('is the seller, and the window under it at the left the buyer', () => {
    const form = read([
      [[330, 'Fjellheim Bygg AS']],
      [[330, 'Storgata 12']],
      [[330, '9008 Tromsø']],
      [[330, 'Org.nr. 923 609 016 MVA']],
      [],
      [[30, 'Sandvika Eiendom AS']],
      [[30, 'Strandveien 3']],
      [[30, '7010 Trondheim']],
    ]);
    expect(parties(form)).toEqual(['Fjellheim Bygg AS', 'Storgata 12', 'Sandvika Eiendom AS', 'Strandveien 3']);
  });
});

describe('a one-line address after an address caption (step 206)', () => {
  it("reads 'Adresse: Storgata 12, 9008 Tromsø' in a footer as the seller's address", () => {
    const form = read(
      [
        [[30, 'Fjellheim Bygg AS']],
        [],
        [[330, 'Sandvika Eiendom AS']],
        [[330, 'Strandveien 3']],
        [[330, '7010 Trondheim']],
      ],
      [
        [],
        [
          [30, 'Adresse: Storgata 12, 9008 Tromsø'],
          [300, 'Telefon: 22 33 44 55'],
        ],
      ],
    );
    expect(form.supplier_data.address).toMatchObject({ street: 'Storgata 12', zip: '9008', city: 'Tromsø' });
  });
});

describe("contact rows and captions in the seller's address (step 210)", () => {
  const buyer: Rows = [[[330, 'Sandvika Eiendom AS']], [[330, 'Strandveien 3']], [[330, '7010 Trondheim']]];

  it.each([['Tlf: 22 33 44 55'], ['Telefon 22 33 44 55'], ['Puh. 040 123 4567'], ['E-post: post@example.no']])(
    "takes no '%s' row for the street",
    (contact) => {
      const form = read([
        [[30, 'Fjellheim Bygg AS']],
        [[30, contact]],
        [[30, 'Storgata 12']],
        [[30, '9008 Tromsø']],
        [],
        ...buyer,
      ]);
      expect(form.supplier_data.address).toMatchObject({ street: 'Storgata 12', zip: '9008', city: 'Tromsø' });
    },
  );

  it("takes no address caption beside a one-line address for the seller's name", () => {
    const form = read(
      [[[30, 'Fjellheim Bygg AS']], [], ...buyer],
      [
        [],
        [
          [30, 'Adresse'],
          [100, 'Storgata 12, 9008 Tromsø'],
        ],
        [
          [30, 'Telefon'],
          [100, '22 33 44 55'],
        ],
      ],
    );
    expect(form.supplier_data.name).toBe('Fjellheim Bygg AS');
    expect(form.supplier_data.address).toMatchObject({ street: 'Storgata 12', zip: '9008', city: 'Tromsø' });
  });
});

describe('net and amount-to-pay wordings of Nordic tools (step 211)', () => {
  it.each([
    ['Sum eks. mva', 'Mva 25%', 'Sum å betale'],
    ['Beløb ekskl. moms', 'Moms', 'Beløb inkl. moms'],
    ['Veroton hinta', 'Vero', 'Verollinen hinta'],
  ])('%s | %s | %s', (net, vat, pay) => {
    const form = norwegianPage([
      [
        [300, net],
        [470, '10 000,00'],
      ],
      [
        [300, vat],
        [470, '2 500,00'],
      ],
      [
        [300, pay],
        [470, '12 500,00'],
      ],
    ]);
    expect(form.legal_monetary_total.payable_amount).toBe(12500);
    expect(form.tax_totals).toEqual([{ tax_percent: 25, taxable_amount: 10000, tax_amount: 2500 }]);
  });
});
