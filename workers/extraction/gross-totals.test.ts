// Totals blocks that name the net and the gross total with 'net' and 'gross' words in French and
// German ('Montant total net', 'Taxe sur la valeur ajoutée (19,00 %)', 'Montant total brut',
// 'Gesamtbetrag Netto / Brutto', 'Vorausbezahlter Betrag', 'Rundungsbetrag'; docs/extraction.md,
// step 133): they end the line table and give the totals. A label printed with a typographic
// apostrophe ('Date d’échéance', step 134) is its ASCII label.
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import { testPage } from './test-page';
import { isVatGridHeader } from './vat-grid';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 9)]);
}

const header: Array<Array<[number, string]>> = [
  [[40, 'Facture']],
  [
    [300, 'Numéro de facture:'],
    [430, 'F-2024-17'],
  ],
  [
    [300, 'Date de la facture:'],
    [430, '01.10.2023'],
  ],
  [],
  [
    [40, 'Art.'],
    [70, 'Produit'],
    [250, 'Quantité'],
    [320, 'Prix unitaire'],
    [400, 'Taxe'],
    [480, 'Prix total'],
  ],
  [
    [40, '1'],
    [70, 'Vis inox'],
    [250, '5'],
    [320, '18,00 €'],
    [400, '19 %'],
    [480, '90,00 €'],
  ],
  [
    [40, '2'],
    [70, 'Équerres'],
    [250, '3'],
    [320, '15,00 €'],
    [400, '19 %'],
    [480, '45,00 €'],
  ],
];

describe("totals named 'net' and 'brut' (step 133)", () => {
  it("reads 'Montant total net', 'Taxe sur la valeur ajoutée' and 'Montant total brut' as totals, not lines", () => {
    const { form } = formFromLines(
      page([
        ...header,
        [
          [70, 'Montant total net'],
          [480, '135,00 €'],
        ],
        [
          [70, 'Taxe sur la valeur ajoutée (19,00 %)'],
          [480, '25,65 €'],
        ],
        [
          [70, 'Montant total brut'],
          [480, '160,65 €'],
        ],
      ]),
    );
    expect({
      lines: form.invoice_lines.length,
      tax: form.tax_totals.map((t) => [t.tax_percent, t.taxable_amount, t.tax_amount]),
      payable: form.legal_monetary_total.payable_amount,
    }).toEqual({ lines: 2, tax: [[19, 135, 25.65]], payable: 160.65 });
  });

  it("reads 'Gesamtbetrag Brutto', 'Rundungsbetrag' and 'Vorausbezahlter Betrag' before the open amount", () => {
    const { form } = formFromLines(
      page([
        [[40, 'Rechnung']],
        [
          [300, 'Rechnungsnummer:'],
          [430, 'R-2023-789'],
        ],
        [],
        [
          [70, 'Gesamtbetrag Netto'],
          [480, '121,50 €'],
        ],
        [
          [70, 'Umsatzsteuer (19,00 %)'],
          [480, '23,09 €'],
        ],
        [
          [70, 'Gesamtbetrag Brutto'],
          [480, '144,59 €'],
        ],
        [
          [70, 'Rundungsbetrag'],
          [480, '0,01 €'],
        ],
        [
          [70, 'Vorausbezahlter Betrag'],
          [480, '10,00 €'],
        ],
        [
          [70, 'Offener Betrag'],
          [480, '134,60 €'],
        ],
      ]),
    );
    expect([
      form.legal_monetary_total.payable_rounding_amount,
      form.legal_monetary_total.prepaid_amount,
      form.legal_monetary_total.payable_amount,
    ]).toEqual([0.01, 10, 134.6]);
  });
});

describe('a typographic apostrophe in a label (step 134)', () => {
  it("reads 'Date d’échéance' as the due date", () => {
    const { form } = formFromLines(
      page([
        [[40, 'Facture']],
        [
          [300, 'Numéro de facture:'],
          [430, 'F-2024-17'],
        ],
        [
          [300, 'Date de la facture:'],
          [430, '01.10.2023'],
        ],
        [
          [300, 'Date d’échéance:'],
          [430, '01.02.2024'],
        ],
      ]),
    );
    expect(form.due_date).toBe('2024-02-01');
  });
});

describe("a French VAT grid 'Taux TVA | Prix HT | TVA' beside the totals (step 136)", () => {
  const rows: Array<Array<[number, string]>> = [
    ...header.slice(0, 4),
    [
      [70, 'Description'],
      [250, 'Quantité'],
      [320, 'Prix Unitaire HT'],
      [420, 'TVA'],
      [480, 'Total HT'],
    ],
    [
      [70, 'Chambre du 09/08/2023'],
      [260, '6'],
      [330, '205,90 €'],
      [420, '10 %'],
      [480, '1.235,40 €'],
    ],
    [
      [70, 'Taxe de séjour'],
      [260, '6'],
      [340, '1,65'],
      [420, '0 %'],
      [490, '9,90 €'],
    ],
    [],
    [
      [40, 'Taux TVA'],
      [120, 'Prix HT'],
      [200, 'TVA'],
      [250, 'Montant total'],
      [360, 'Montant Total HT'],
      [480, '1.245,30 €'],
    ],
    [
      [40, '10,00 %'],
      [110, '1.235,40 €'],
      [190, '123,54 €'],
      [260, '1.358,80 €'],
      [360, 'Remise HT'],
      [480, '0,00 €'],
    ],
    [
      [40, '0,00 %'],
      [125, '9,90 €'],
      [200, '0,00 €'],
      [275, '9,90 €'],
      [360, 'Total Net HT'],
      [480, '1.245,30 €'],
    ],
    [
      [360, 'Total TVA'],
      [480, '123,54 €'],
    ],
    [
      [360, 'Montant Total TTC'],
      [480, '1.368,84 €'],
    ],
    [
      [360, 'Montant déjà versé'],
      [480, '452,98 €'],
    ],
    [
      [360, 'Reste à payer'],
      [480, '915,86 €'],
    ],
    [[40, 'Date limite de règlement : 19/10/2023']],
  ];
  it('reads the grid as the VAT breakdown, not as a line, and the prepaid amount and due date', () => {
    const { form } = formFromLines(page(rows));
    expect({
      lines: form.invoice_lines.length,
      tax: form.tax_totals.map((t) => [t.tax_percent, t.taxable_amount, t.tax_amount]),
      prepaid: form.legal_monetary_total.prepaid_amount,
      payable: form.legal_monetary_total.payable_amount,
      due: form.due_date,
    }).toEqual({
      lines: 2,
      tax: [
        [10, 1235.4, 123.54],
        [0, 9.9, 0],
      ],
      prepaid: 452.98,
      payable: 915.86,
      due: '2023-10-19',
    });
  });
});

describe("a line table's header naming 'Prix HT' and 'TVA' is no VAT grid (step 146)", () => {
  it.each([
    [
      [
        [40, 'Désignation'],
        [200, 'Qté'],
        [250, 'Prix HT'],
        [320, 'Taux TVA'],
        [400, 'TVA'],
        [480, 'Montant TTC'],
      ],
    ],
    [
      [
        [40, 'Désignation'],
        [200, 'Quantité'],
        [260, 'Prix HT'],
        [330, 'TVA'],
        [400, 'Montant TVA'],
        [480, 'Total'],
      ],
    ],
  ] as Array<[Array<[number, string]>]>)('%j', (row) => expect(isVatGridHeader(page([row])[0] as Line)).toBe(false));
  it("still reads 'Taux TVA | Prix HT | TVA' beside the totals as one", () =>
    expect(
      isVatGridHeader(
        page([
          [
            [40, 'Taux TVA'],
            [120, 'Prix HT'],
            [200, 'TVA'],
            [250, 'Montant total'],
            [360, 'Montant Total HT'],
            [480, '1.245,30 €'],
          ],
        ])[0] as Line,
      ),
    ).toBe(true));
});
