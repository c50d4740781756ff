// Layouts of Nordic and SaaS invoicing tools (docs/extraction.md, steps 75-81): the recipient's
// window at the left under the letterhead, the seller's address under its name repeated in a footer
// or sender column, the document's one VAT rate on lines that print none, a discount column,
// numbers centred between a name's two lines, a bankgiro inside a sentence, Finnish totals.
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import { testPage } from './test-page';
import type { PageWords } from './types';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 10)]);
}

const norwegian: Array<Array<[number, string]>> = [
  [
    [27, 'Fjordlys Elektro AS'],
    [464, 'FAKTURA'],
  ],
  [],
  [
    [27, 'Bergen Bygg og Anlegg AS'],
    [400, 'Fakturanr.'],
    [500, '10234'],
  ],
  [[27, 'Att: Kari Nordmann']],
  [
    [27, 'Strandgaten 15'],
    [400, 'Fakturadato'],
    [500, '12.11.2026'],
  ],
  [[27, '5013 BERGEN']],
  [],
  [
    [31, 'Beskrivelse'],
    [300, 'Antall'],
    [380, 'Pris'],
    [470, 'Beløp'],
  ],
  [
    [31, 'Installasjon'],
    [300, '12,5'],
    [380, '850,00'],
    [470, '10 625,00'],
  ],
  [],
  [
    [330, 'Sum eks. MVA'],
    [470, '10 625,00'],
  ],
  [
    [330, 'MVA 25 %'],
    [470, '2 656,25'],
  ],
  [
    [330, 'Å betale NOK'],
    [470, '13 281,25'],
  ],
  [],
  [
    [27, 'Fjordlys Elektro AS'],
    [250, 'Org.nr. 923 609 016 MVA'],
  ],
  [[27, 'Fjøsangerveien 50']],
  [[27, '5054 Bergen']],
];

describe('Nordic letter layouts', () => {
  it('reads the recipient window at the left under the letterhead', () => {
    const { form } = formFromLines(page(norwegian));
    expect(form.customer_data.name).toBe('Bergen Bygg og Anlegg AS');
    expect(form.customer_data.address).toMatchObject({ street: 'Strandgaten 15', zip: '5013', city: 'BERGEN' });
  });

  it("takes the seller's address from the block under its name repeated in the footer", () => {
    const { form } = formFromLines(page(norwegian));
    expect(form.supplier_data.name).toBe('Fjordlys Elektro AS');
    expect(form.supplier_data.address).toEqual({
      street: 'Fjøsangerveien 50',
      zip: '5054',
      city: 'Bergen',
      country: 'NO',
    });
  });

  it("does not take the seller's own block at the top of the page for the customer", () => {
    const { form } = formFromLines(
      page([
        [
          [27, 'Hygge Møbler ApS'],
          [450, 'Faktura'],
        ],
        [[27, 'Nørregade 12']],
        [[27, '1165 København K']],
        [],
        [
          [400, 'Fakturanr.'],
          [480, '2026-0412'],
        ],
      ]),
    );
    expect(form.customer_data.name).toBeNull();
  });

  it('gives lines without a printed rate the one rate of the VAT breakdown', () => {
    const { form } = formFromLines(page(norwegian));
    expect(form.tax_totals).toEqual([{ tax_percent: 25, taxable_amount: 10625, tax_amount: 2656.25 }]);
    expect(form.invoice_lines.map((l) => l.item.tax_percent)).toEqual([25]);
    expect(form.legal_monetary_total.payable_amount).toBe(13281.25);
  });
});

describe('line tables of other tools', () => {
  it('reads a discount column as the line discount, never as its VAT rate', () => {
    const { form } = formFromLines(
      page([
        [
          [30, 'Beskrivelse'],
          [250, 'Antal'],
          [320, 'Enhedspris'],
          [400, 'Rabat'],
          [480, 'Beløb'],
        ],
        [
          [30, 'Skrivebord eg'],
          [255, '4'],
          [320, '3.495,00'],
          [405, '10%'],
          [480, '12.582,00'],
        ],
        [
          [30, 'Kontorstol'],
          [255, '4'],
          [320, '2.195,00'],
          [480, '8.780,00'],
        ],
      ]),
    );
    expect(form.invoice_lines[0]).toEqual({
      item: { name: 'Skrivebord eg', tax_percent: null },
      price: { amount: 3145.5 },
      invoiced_quantity: 4,
      line_extension_amount: 12582,
    });
    expect(form.invoice_lines[1]?.price.amount).toBe(2195);
  });

  it("takes a cell's first line for the name when its numbers sit centred under it", () => {
    const words: PageWords['words'] = [];
    const put = (x: number, y: number, text: string): void => {
      let at = x;
      for (const t of text.split(' ')) {
        words.push({ text: t, page: 1, x: at, y, w: t.length * 5, h: 10, conf: 1 });
        at += t.length * 5 + 3;
      }
    };
    put(30, 100, 'Description');
    put(280, 100, 'Qty');
    put(350, 100, 'Unit price');
    put(500, 100, 'Amount');
    put(30, 121, 'Team plan');
    put(290, 127, '5');
    put(355, 127, '600,00');
    put(500, 127, '3 000,00');
    put(30, 132, 'Nov 3 - Dec 3, 2026');
    put(30, 153, 'Extra storage');
    put(290, 153, '3');
    put(355, 153, '250,00');
    put(505, 153, '750,00');
    const lines = buildDocumentLines([{ page: 1, width: 595, height: 842, words }]);
    const { form } = formFromLines(lines);
    // The period under the name is the line's period, not its name (step 251).
    expect(form.invoice_lines.map((l) => [l.item.name, l.line_extension_amount])).toEqual([
      ['Team plan', 3000],
      ['Extra storage', 750],
    ]);
  });
});

describe('a quantity printed in the name', () => {
  it('takes quantity and unit out of the name when the table has no quantity column', () => {
    const { form } = formFromLines(
      page([
        [
          [25, 'Beskrivning'],
          [210, 'Pris'],
          [256, 'Moms'],
          [329, 'Summa'],
        ],
        [
          [25, 'Lönehantering 1 st'],
          [200, '450,00'],
          [264, '25%'],
          [334, '450,00'],
        ],
        [
          [25, 'Bokslut 2026 12 tim'],
          [200, '950,00'],
          [264, '25%'],
          [322, '11 400,00'],
        ],
      ]),
    );
    expect(form.invoice_lines.map((l) => [l.item.name, l.invoiced_quantity, l.price.amount])).toEqual([
      ['Lönehantering', 1, 450],
      ['Bokslut 2026', 12, 950],
    ]);
  });

  it('keeps a number in the name that quantity × price does not vouch for', () => {
    const { form } = formFromLines(
      page([
        [
          [25, 'Beskrivning'],
          [210, 'Pris'],
          [256, 'Moms'],
          [329, 'Summa'],
        ],
        [
          [25, 'Kabel 3 m'],
          [200, '450,00'],
          [264, '25%'],
          [334, '450,00'],
        ],
      ]),
    );
    expect(form.invoice_lines[0]?.item.name).toBe('Kabel 3 m');
  });
});

describe('payment and totals in other words', () => {
  it('reads a bankgiro number named inside a sentence, check digit verified', () => {
    const { form } = formFromLines(page([[[30, 'Pay to Bankgiro 5050-1055. Questions? Contact us']]]));
    expect(form.payment_means.bankgiro).toBe('5050-1055');
    const wrong = formFromLines(page([[[30, 'Pay to Bankgiro 5050-1056.']]])).form;
    expect(wrong.payment_means.bankgiro).toBeNull();
  });

  it('reads Finnish dates and totals with a totals word after the label', () => {
    const { form } = formFromLines(
      page([
        [
          [400, 'Laskun päiväys'],
          [500, '20.11.2026'],
        ],
        [
          [300, 'Veroton yhteensä'],
          [480, '888,00'],
        ],
        [
          [300, 'Arvonlisävero 25,5 %'],
          [480, '226,44'],
        ],
        [
          [300, 'Maksettava yhteensä EUR'],
          [480, '1 114,44'],
        ],
      ]),
    );
    expect(form.issue_date).toBe('2026-11-20');
    expect(form.tax_totals).toEqual([{ tax_percent: 25.5, taxable_amount: 888, tax_amount: 226.44 }]);
    expect(form.legal_monetary_total.payable_amount).toBe(1114.44);
  });

  it("reads 'Date due' and the buyer's 'Deres ref.'", () => {
    const { form } = formFromLines(
      page([
        [
          [30, 'Date due'],
          [120, 'December 3, 2026'],
        ],
        [
          [30, 'Deres ref.'],
          [120, 'Kari Nordmann'],
        ],
      ]),
    );
    expect([form.due_date, form.buyer_reference]).toEqual(['2026-12-03', 'Kari Nordmann']);
  });

  it('reads totals printed in a grid, each amount under its label', () => {
    const { form, checks } = formFromLines(
      page([
        [
          [29, 'Netto'],
          [165, 'Moms 25 %'],
          [302, 'Öresavrundning'],
          [439, 'Att betala SEK'],
        ],
        [
          [29, '5 327,00'],
          [165, '1 331,75'],
          [302, '-0,25'],
          [439, '6 658,50'],
        ],
      ]),
    );
    expect(form.tax_totals).toEqual([{ tax_percent: 25, taxable_amount: 5327, tax_amount: 1331.75 }]);
    expect(form.legal_monetary_total.payable_amount).toBe(6658.5);
    expect(checks.findings.filter((f) => f.code === 'missing-payable')).toEqual([]);
  });

  it('leaves a grid of several rows by rate to the VAT table, not to one row of totals', () => {
    const { form } = formFromLines(
      page([
        [
          [50, 'Warenwert'],
          [338, 'Nettobetrag'],
          [410, 'MwSt-Betrag'],
          [525, 'Endbetrag'],
        ],
        [
          [64, '326,50'],
          [357, '321,40'],
          [434, '61,07'],
          [539, '382,47'],
        ],
        [
          [64, '130,70'],
          [357, '127,59'],
          [439, '8,93'],
          [539, '136,52'],
        ],
      ]),
    );
    expect(form.legal_monetary_total.payable_amount).not.toBe(382.47);
  });
});

describe('Swedish header and totals boxes', () => {
  const fortnox: Array<Array<[number, string]>> = [
    [
      [27, 'Almgrens Rör & VVS AB'],
      [460, 'Faktura'],
    ],
    [
      [29, 'Exkl. moms'],
      [124, 'Moms'],
      [212, 'Totalt'],
      [310, 'Öresutjämning'],
      [470, 'ATT BETALA'],
    ],
    [
      [29, '8 297,50'],
      [124, '2 074,38'],
      [212, '10 371,88'],
      [310, '0,12'],
      [455, 'SEK 10 372,00'],
    ],
  ];

  it('gives each of several labels in one run the value under it', () => {
    // Label cells wider than their words, 4 pt apart: one run each for the labels and the values.
    const word = (x: number, y: number, text: string, w: number): PageWords['words'][number] => ({
      text,
      page: 1,
      x,
      y,
      w,
      h: 7,
      conf: 1,
    });
    const words = [
      word(27, 20, 'Almgrens', 40),
      word(400, 40, 'Fakturadatum', 44),
      word(448, 40, 'Fakturanr', 34),
      word(486, 40, 'Kundnr', 24),
      word(400, 50, '2026-11-18', 40),
      word(448, 50, '70211', 22),
      word(486, 50, '1158', 18),
    ];
    const { form } = formFromLines(buildDocumentLines([{ page: 1, width: 595, height: 842, words }]));
    expect([form.issue_date, form.invoice_id, form.customer_id]).toEqual(['2026-11-18', '70211', '1158']);
  });

  it('reads a VAT total printed without its rate at the rate it implies on the net', () => {
    const { form } = formFromLines(page(fortnox));
    expect(form.tax_totals).toEqual([{ tax_percent: 25, taxable_amount: 8297.5, tax_amount: 2074.38 }]);
    expect(form.legal_monetary_total).toMatchObject({ payable_amount: 10372, payable_rounding_amount: 0.12 });
  });

  it('names no rate when the VAT total fits none of the known rates', () => {
    const rows = fortnox.map((r) => r.map(([x, t]): [number, string] => [x, t === '2 074,38' ? '2 000,00' : t]));
    expect(formFromLines(page(rows)).form.tax_totals).toEqual([]);
  });
});

describe('a simple two-block template', () => {
  const simple: Array<Array<[number, string]>> = [
    [[38, 'Faktura']],
    [[400, 'Fakturanummer: 243962']],
    [[400, 'Fakturadatum: 2026-09-04']],
    [],
    [
      [38, 'Ljusdal Elteknik AB'],
      [471, 'Hedmans Bil AB'],
    ],
    [
      [38, 'Östra Långgatan 9'],
      [486, 'Storgatan 12'],
    ],
    [
      [38, '702 11 Örebro'],
      [476, '753 20 Uppsala'],
    ],
    [
      [38, 'Org.nr 969746-0435'],
      [476, 'SE556765904901'],
    ],
    [],
    [
      [33, 'Artikel'],
      [520, 'Belopp'],
    ],
    [
      [33, 'Facklitteratur'],
      [513, '187,79 kr'],
    ],
    [
      [33, 'Konsulttimmar'],
      [498, '3 793,45 kr'],
    ],
    [[434, 'Delsumma: 3 981,24 kr']],
    [[439, 'Moms 25 %: 948,36 kr']],
    [[453, 'Moms 6 %: 11,27 kr']],
    [[463, 'Totalt: 4 940,87 kr']],
  ];

  it('reads the right-hand block set flush right as the customer', () => {
    const { form } = formFromLines(page(simple));
    expect(form.customer_data).toMatchObject({
      name: 'Hedmans Bil AB',
      tax_number: 'SE556765904901',
      // The Swedish VAT number carries the org number.
      org_id: '5567659049',
      address: { street: 'Storgatan 12', zip: '753 20', city: 'Uppsala' },
    });
    expect(form.supplier_data.name).toBe('Ljusdal Elteknik AB');
  });

  it('reads a table of names and amounts only, VAT and total in one run with their labels', () => {
    const { form } = formFromLines(page(simple));
    expect(form.invoice_lines.map((l) => [l.item.name, l.line_extension_amount])).toEqual([
      ['Facklitteratur', 187.79],
      ['Konsulttimmar', 3793.45],
    ]);
    expect(form.tax_totals.map((t) => [t.tax_percent, t.tax_amount])).toEqual([
      [25, 948.36],
      [6, 11.27],
    ]);
    expect(form.legal_monetary_total.payable_amount).toBe(4940.87);
  });
});

describe('Nordic words of invoicing tools', () => {
  it("reads 'Fra:' / 'Faktura til:' blocks, 'Summa Skatt 25 %' and terms printed alone", () => {
    const { form } = formFromLines(
      page([
        [
          [30, 'Faktura til:'],
          [330, 'Fra:'],
        ],
        [
          [30, 'Sandvika Eiendom AS'],
          [330, 'Nordlys Elektro AS'],
        ],
        [
          [30, 'Storgata 12'],
          [330, 'Industriveien 21B'],
        ],
        [
          [30, '1338 Sandvika'],
          [330, '3414 Lierstranda'],
        ],
        [],
        [
          [330, 'Sum'],
          [490, '1000.00 NOK'],
        ],
        [
          [330, 'Summa Skatt 25 %'],
          [490, '250.00 NOK'],
        ],
        [
          [330, 'Totalt'],
          [490, '1250.00 NOK'],
        ],
        [],
        [[259, '30 dager netto']],
      ]),
    );
    expect([form.customer_data.name, form.supplier_data.name]).toEqual(['Sandvika Eiendom AS', 'Nordlys Elektro AS']);
    expect(form.tax_totals.map((t) => [t.tax_percent, t.tax_amount])).toEqual([[25, 250]]);
    expect(form.payment_terms).toBe('30 dager netto');
  });
});

describe('a company header in two columns and a totals block after the table', () => {
  const rows: Array<Array<[number, string]>> = [
    [
      [276, 'Kystens Tømrer ApS'],
      [451, 'Vestergade 12'],
    ],
    [
      [276, 'CVR 88854888'],
      [451, '8000 Aarhus C'],
    ],
    [[29, 'FAKTURA']],
    [[29, 'Odense Kantine ApS']],
    [[29, 'CVR 29910065']],
    [[29, 'Industrivej 7']],
    [[29, '5000 Odense C']],
    [],
    [
      [29, 'Produkttype'],
      [178, 'Enhedspris'],
      [327, 'Stk.'],
      [546, 'Sum'],
    ],
    [
      [29, 'Frokostordning'],
      [178, '2.418,84 kr.'],
      [327, '5'],
      [511, '12.094,20 kr.'],
    ],
    [
      [29, 'Betalingsvilkår: Netto 10 dage'],
      [403, 'Subtotal'],
      [506, '12.094,20 kr.'],
    ],
    [
      [403, 'Forsendelse'],
      [525, '390,00 kr.'],
    ],
    [
      [403, 'Moms 25 %'],
      [511, '3.121,05 kr.'],
    ],
    [
      [403, 'Total'],
      [506, '15.605,25 kr.'],
    ],
  ];

  it("takes the seller's address from the column beside its name, never an identifier row for a street", () => {
    const { form } = formFromLines(page(rows));
    expect(form.supplier_data.address).toMatchObject({ street: 'Vestergade 12', zip: '8000', city: 'Aarhus C' });
    expect(form.customer_data.address).toMatchObject({ street: 'Industrivej 7', zip: '5000' });
  });

  it("ends the table at the totals and reads freight, VAT and a total in 'kr.'", () => {
    const { form } = formFromLines(page(rows));
    expect(form.invoice_lines).toHaveLength(1);
    expect(form.allowance_charges).toEqual([{ charge: true, reason: 'Forsendelse', amount: 390, tax_category: 25 }]);
    expect(form.tax_totals.map((t) => [t.tax_percent, t.tax_amount])).toEqual([[25, 3121.05]]);
    expect(form.legal_monetary_total.payable_amount).toBe(15605.25);
  });
});

describe('identifiers beside each other', () => {
  it("reads a Norwegian IBAN after 'IBAN' without taking its 'NO' for 'No.'", () => {
    const { form } = formFromLines(page([[[191, 'IBAN NO51 9280 0855 057 BIC SPRONO22']]]));
    expect([form.payment_means.iban, form.payment_means.bic]).toEqual(['NO5192800855057', 'SPRONO22']);
  });

  it("keeps each party's VAT number in its own block when the blocks share their lines", () => {
    const { form } = formFromLines(
      page([
        [
          [30, 'Faktura til:'],
          [330, 'Fra:'],
        ],
        [
          [30, 'Vestergaard Ejendomme A/S'],
          [330, 'Fynsk Rengøring ApS'],
        ],
        [
          [30, 'Vestergade 12'],
          [330, 'Industrivej 7'],
        ],
        [
          [30, '2200 København N'],
          [330, '8000 Aarhus C'],
        ],
        [
          [30, 'CVR 49006578 DK49006578'],
          [330, 'CVR 17337661 DK17337661'],
        ],
      ]),
    );
    expect(form.customer_data.tax_number).toBe('DK49006578');
    expect(form.supplier_data.tax_number).toBe('DK17337661');
  });
});

describe('party labels with the name after their colon', () => {
  it("reads 'TIL: …' and 'FRA: …' blocks whose rows are indented under the name", () => {
    const { form } = formFromLines(
      page([
        [[21, 'TIL: Sandvika Eiendom AS']],
        [[44, 'NO660038035MVA']],
        [[44, 'Strandveien 3']],
        [[44, '5003 Bergen']],
        [],
        [[21, 'FRA: Nordlys Elektro AS']],
        [[49, 'NO936776981MVA']],
        [[49, 'Storgata 12']],
        [[49, '7010 Trondheim']],
      ]),
    );
    expect(form.customer_data).toMatchObject({
      name: 'Sandvika Eiendom AS',
      org_id: '660038035',
      address: { street: 'Strandveien 3', zip: '5003', city: 'Bergen' },
    });
    expect(form.supplier_data).toMatchObject({
      name: 'Nordlys Elektro AS',
      address: { street: 'Storgata 12', zip: '7010', city: 'Trondheim' },
    });
  });
});
