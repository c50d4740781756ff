// Sums printed inside a line table (docs/extraction.md step 300): a group's subtotal and the sum
// carried over a page break, in German, French and English probe pages written from how ERP and
// invoicing tools (DATEV, SAP Business One, lexoffice, EBP, Sage, FreeAgent) print them.
import { formFromLines } from './extract';
import { GERMAN_HEAD } from './german-probe-page';
import { buildDocumentLines } from './layout';
import { testPage } from './test-page';
import type { ExtractedForm } from './types';

type Rows = Array<Array<[number, string]>>;

/** The form read from pages of rows, each its own page. */
function read(pages: Rows[]): ExtractedForm {
  const built = pages.map((rows, i) => {
    const p = testPage(rows, 9);
    return { ...p, page: i + 1, words: p.words.map((w) => ({ ...w, page: i + 1 })) };
  });
  return formFromLines(buildDocumentLines(built)).form;
}

const lines = (form: ExtractedForm): Array<[string, number | null, number | null, number | null]> =>
  form.invoice_lines.map((l) => [l.item.name, l.invoiced_quantity, l.price.amount, l.line_extension_amount]);

/** The German probe page's head without its table header. */
const HEAD: Rows = GERMAN_HEAD.slice(0, -1);

const sums = (net: [string, string], tax: [string, string], gross: [string, string]): Rows => [
  [],
  [
    [330, net[0]],
    [490, net[1]],
  ],
  [
    [330, tax[0]],
    [490, tax[1]],
  ],
  [
    [330, gross[0]],
    [490, gross[1]],
  ],
];

describe('a sum inside the line table is no item (step 300)', () => {
  it("'Leistungen' and 'Material' groups with their 'Zwischensumme' rows (DATEV, lexoffice)", () => {
    const form = read([
      [
        ...HEAD,
        [
          [30, 'Pos.'],
          [60, 'Bezeichnung'],
          [290, 'Menge'],
          [340, 'Einheit'],
          [400, 'Einzelpreis'],
          [490, 'Gesamt'],
        ],
        [[60, 'Leistungen']],
        [
          [30, '1'],
          [60, 'Elektroinstallation Küche'],
          [300, '8'],
          [340, 'Std.'],
          [405, '58,00'],
          [495, '464,00'],
        ],
        [
          [30, '2'],
          [60, 'Anfahrt'],
          [300, '1'],
          [340, 'psch.'],
          [405, '35,00'],
          [500, '35,00'],
        ],
        [
          [60, 'Zwischensumme Leistungen'],
          [495, '499,00'],
        ],
        [[60, 'Material']],
        [
          [30, '3'],
          [60, 'Steckdose Schuko weiß'],
          [300, '12'],
          [340, 'Stk.'],
          [410, '4,50'],
          [500, '54,00'],
        ],
        [
          [30, '4'],
          [60, 'Mantelleitung NYM-J 3x1,5'],
          [300, '50'],
          [340, 'm'],
          [410, '0,89'],
          [500, '44,50'],
        ],
        [
          [60, 'Zwischensumme Material'],
          [500, '98,50'],
        ],
        ...sums(['Nettobetrag', '597,50'], ['zzgl. 19 % MwSt.', '113,53'], ['Rechnungsbetrag', '711,03']),
      ],
    ]);
    expect(lines(form)).toEqual([
      ['Elektroinstallation Küche', 8, 58, 464],
      ['Anfahrt', 1, 35, 35],
      ['Steckdose Schuko weiß', 12, 4.5, 54],
      ['Mantelleitung NYM-J 3x1,5', 50, 0.89, 44.5],
    ]);
  });

  it("'Übertrag' at the foot of page 1 and under page 2's repeated header", () => {
    const header: Rows[number] = [
      [30, 'Pos.'],
      [60, 'Bezeichnung'],
      [290, 'Menge'],
      [380, 'Einzelpreis'],
      [490, 'Gesamtpreis'],
    ];
    const form = read([
      [
        ...HEAD,
        header,
        [
          [30, '1'],
          [60, 'Laptop ThinkPad T14'],
          [295, '2'],
          [380, '1.200,00'],
          [490, '2.400,00'],
        ],
        [
          [30, '2'],
          [60, 'Dockingstation USB-C'],
          [295, '2'],
          [385, '180,00'],
          [495, '360,00'],
        ],
        [
          [60, 'Übertrag'],
          [490, '2.760,00'],
        ],
      ],
      [
        [
          [30, 'Rechnung Nr. 2024-117'],
          [470, 'Seite 2'],
        ],
        [],
        header,
        [
          [60, 'Übertrag'],
          [490, '2.760,00'],
        ],
        [
          [30, '3'],
          [60, 'Monitor 27 Zoll'],
          [295, '2'],
          [385, '320,00'],
          [495, '640,00'],
        ],
        ...sums(['Nettobetrag', '3.400,00'], ['zzgl. 19 % MwSt.', '646,00'], ['Rechnungsbetrag', '4.046,00']),
      ],
    ]);
    expect(lines(form)).toEqual([
      ['Laptop ThinkPad T14', 2, 1200, 2400],
      ['Dockingstation USB-C', 2, 180, 360],
      ['Monitor 27 Zoll', 2, 320, 640],
    ]);
  });

  it("French 'A reporter' / 'Report' (EBP, Sage) over a page break", () => {
    const header: Rows[number] = [
      [30, 'Désignation'],
      [260, 'Qté'],
      [320, 'P.U. HT'],
      [400, 'Montant HT'],
    ];
    const form = read([
      [
        [
          [30, 'ATELIER MARTIN SAS'],
          [400, 'FACTURE N° FA-2024-118'],
        ],
        [
          [30, '8 place Bellecour'],
          [400, 'Date : 05/02/2024'],
        ],
        [[30, '69002 Lyon']],
        [],
        header,
        [
          [30, 'Audit informatique'],
          [265, '3'],
          [320, '750,00'],
          [405, '2 250,00'],
        ],
        [
          [30, 'Formation utilisateurs'],
          [265, '2'],
          [320, '600,00'],
          [405, '1 200,00'],
        ],
        [
          [30, 'A reporter'],
          [405, '3 450,00'],
        ],
      ],
      [
        [
          [30, 'Facture FA-2024-118'],
          [470, 'Page 2/2'],
        ],
        [],
        header,
        [
          [30, 'Report'],
          [405, '3 450,00'],
        ],
        [
          [30, 'Maintenance annuelle'],
          [265, '1'],
          [320, '950,00'],
          [410, '950,00'],
        ],
        ...sums(['Total HT', '4 400,00'], ['TVA 20 %', '880,00'], ['Total TTC', '5 280,00']),
      ],
    ]);
    expect(lines(form)).toEqual([
      ['Audit informatique', 3, 750, 2250],
      ['Formation utilisateurs', 2, 600, 1200],
      ['Maintenance annuelle', 1, 950, 950],
    ]);
  });

  it("English 'Carried forward' / 'Brought forward' (FreeAgent); 'Report drafting' stays an item", () => {
    const header: Rows[number] = [
      [30, 'Date'],
      [90, 'Description'],
      [300, 'Qty'],
      [370, 'Price'],
      [480, 'Amount'],
    ];
    const form = read([
      [
        [
          [30, 'Acme Design Ltd'],
          [400, 'Invoice # INV-0042'],
        ],
        [
          [30, '12 High Street'],
          [400, 'Date: 12 Mar 2024'],
        ],
        [[30, 'London EC1A 1BB']],
        [],
        header,
        [
          [30, '01/03/24'],
          [90, 'Site survey'],
          [300, '4.0 hrs'],
          [370, '60.00'],
          [480, '240.00'],
        ],
        [
          [30, '04/03/24'],
          [90, 'Report drafting'],
          [300, '6.0 hrs'],
          [370, '60.00'],
          [480, '360.00'],
        ],
        [
          [90, 'Carried forward'],
          [480, '600.00'],
        ],
      ],
      [
        [
          [30, 'Invoice INV-0042'],
          [470, 'Page 2 of 2'],
        ],
        [],
        header,
        [
          [90, 'Brought forward'],
          [480, '600.00'],
        ],
        [
          [30, '08/03/24'],
          [90, 'Final presentation'],
          [300, '2.0 hrs'],
          [370, '60.00'],
          [480, '120.00'],
        ],
        ...sums(['Subtotal', '720.00'], ['VAT 20%', '144.00'], ['Total GBP', '864.00']),
      ],
    ]);
    expect(lines(form)).toEqual([
      ['Site survey', 4, 60, 240],
      ['Report drafting', 6, 60, 360],
      ['Final presentation', 2, 60, 120],
    ]);
  });
});
