// French pages of the external dev set that lost most, and the common line-table shapes of French
// sales software, as hand-made probe pages (docs/extraction.md steps 225-).
import { zipCity } from './address-line';
import { formFromLines } from './extract';
import { buildDocumentLines } from './layout';
import { testPage } from './test-page';
import { mergeTouching } from './text-layer';
import type { ExtractedForm, Word } from './types';

type Rows = Array<Array<[number, string]>>;

const PARTIES: Rows = [
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
  [[330, 'Facturé à']],
  [[330, 'Société Dubois SA']],
  [[330, '3 boulevard Haussmann']],
  [[330, '75009 Paris']],
  [],
];

function read(rows: Rows, rowHeight = 9): ExtractedForm {
  return formFromLines(buildDocumentLines([testPage([...PARTIES, ...rows], rowHeight)])).form;
}

function totals(net: string, tax: string, gross: string): Rows {
  return [
    [],
    [
      [330, 'Total HT'],
      [490, net],
    ],
    [
      [330, 'TVA 20 %'],
      [490, tax],
    ],
    [
      [330, 'Net à payer'],
      [490, gross],
    ],
  ];
}

type LineView = [string | undefined, number | null, number | null, number | null];

function lines(form: ExtractedForm): LineView[] {
  return form.invoice_lines.map((l) => [l.item.name, l.invoiced_quantity, l.price.amount, l.line_extension_amount]);
}

describe('a country named after the city on the postcode row (step 225)', () => {
  it.each([
    ['83000 Toulon - France', '83000', 'Toulon', 'FR'],
    ['75009 Paris, France', '75009', 'Paris', 'FR'],
    ['1000 Bruxelles – Belgique', '1000', 'Bruxelles', 'BE'],
    ['42000 Saint-Étienne', '42000', 'Saint-Étienne', null],
    ['06000 NICE, FR', '06000', 'NICE', 'FR'],
  ])('%s', (row, zip, city, country) => {
    expect(zipCity(row)).toEqual({ zip, city, country });
  });

  it("reads the seller's city and country from '83000 Toulon - France'", () => {
    const page: Rows = [
      [
        [30, 'Menuiserie Abel'],
        [400, 'FACTURE N° F-2024-014'],
      ],
      [
        [30, '53A rue Louis Legrand'],
        [400, 'Date : 07/11/2024'],
      ],
      [[30, '83000 Toulon - France']],
      [],
      [[330, 'Facturé à']],
      [[330, 'Société Dubois SA']],
      [[330, '3 boulevard Haussmann']],
      [[330, '75009 Paris, France']],
      [],
      ...totals('100,00', '20,00', '120,00'),
    ];
    const form = formFromLines(buildDocumentLines([testPage(page, 9)])).form;
    expect([form.supplier_data?.address?.city, form.supplier_data?.address?.country]).toEqual(['Toulon', 'FR']);
    expect([form.customer_data?.address?.city, form.customer_data?.address?.country]).toEqual(['Paris', 'FR']);
  });
});

describe('a line under the name whose first word would have fit beside it describes the item (step 226)', () => {
  it("Dolibarr: 'Désignation | TVA | P.U. HT | Qté | Réd. | Total HT', a description under the name", () => {
    const form = read([
      [
        [30, 'Désignation'],
        [230, 'TVA'],
        [280, 'P.U. HT'],
        [340, 'Qté'],
        [380, 'Réd.'],
        [480, 'Total HT'],
      ],
      [
        [30, 'PRESTATION SUPPORT'],
        [230, '20%'],
        [280, '100,00'],
        [345, '8'],
        [490, '800,00'],
      ],
      [[30, 'Support utilisateurs, forfait mensuel']],
      [
        [30, 'Licence annuelle'],
        [230, '20%'],
        [280, '400,00'],
        [345, '1'],
        [380, '20%'],
        [490, '320,00'],
      ],
      ...totals('1 120,00', '224,00', '1 344,00'),
    ]);
    expect(lines(form)).toEqual([
      ['PRESTATION SUPPORT', 8, 100, 800],
      ['Licence annuelle', 1, 320, 320],
    ]);
  });

  it("Pennylane / Axonaut: 'Produits | Qté | Prix U. HT | TVA | Total HT' with a description line under the name", () => {
    const form = read([
      [
        [30, 'Produits'],
        [260, 'Qté'],
        [310, 'Prix U. HT'],
        [390, 'TVA'],
        [470, 'Total HT'],
      ],
      [
        [30, 'Accompagnement comptable'],
        [262, '12'],
        [310, '80,00 €'],
        [390, '20 %'],
        [475, '960,00 €'],
      ],
      [[30, 'Tenue mensuelle, déclarations de TVA']],
      [
        [30, 'Bilan annuel'],
        [262, '1'],
        [310, '160,00 €'],
        [390, '20 %'],
        [475, '160,00 €'],
      ],
      ...totals('1 120,00 €', '224,00 €', '1 344,00 €'),
    ]);
    expect(lines(form)).toEqual([
      ['Accompagnement comptable', 12, 80, 960],
      ['Bilan annuel', 1, 160, 160],
    ]);
  });

  it("a wrapped name goes on: 'Kopierpapier' over 'A4', a long name over its last word", () => {
    const form = read([
      [
        [30, 'Désignation'],
        [200, 'Qté'],
        [260, 'P.U. HT'],
        [340, 'TVA'],
        [480, 'Total HT'],
      ],
      [
        [30, 'Kopierpapier'],
        [205, '100'],
        [260, '8,00'],
        [340, '20 %'],
        [490, '800,00'],
      ],
      [[30, 'A4']],
      [
        [30, 'Maintenance préventive des'],
        [205, '4'],
        [260, '80,00'],
        [340, '20 %'],
        [490, '320,00'],
      ],
      [[30, 'Climatiseurs']],
      ...totals('1 120,00', '224,00', '1 344,00'),
    ]);
    expect(lines(form)).toEqual([
      ['Kopierpapier A4', 100, 8, 800],
      ['Maintenance préventive des Climatiseurs', 4, 80, 320],
    ]);
  });

  it("a detail line opened by a dash ('- Support inclus') is no part of the name", () => {
    const form = read([
      [
        [30, 'Désignation'],
        [200, 'Qté'],
        [260, 'P.U. HT'],
        [340, 'TVA'],
        [480, 'Total HT'],
      ],
      [
        [30, 'Licence logiciel de caisse'],
        [205, '1'],
        [260, '1 120,00'],
        [340, '20 %'],
        [480, '1 120,00'],
      ],
      [[30, '- Support inclus']],
      ...totals('1 120,00', '224,00', '1 344,00'),
    ]);
    expect(lines(form)).toEqual([['Licence logiciel de caisse', 1, 1120, 1120]]);
  });
});

describe("Odoo's product reference in brackets before the name (step 227)", () => {
  it("Odoo: 'Description | Quantité | Prix unitaire | Taxes | Montant', names over two lines", () => {
    const form = read([
      [
        [30, 'Description'],
        [250, 'Quantité'],
        [320, 'Prix unitaire'],
        [400, 'Taxes'],
        [480, 'Montant'],
      ],
      [
        [30, '[E-COM11] Bureau d’angle'],
        [250, '2,00 Unités'],
        [320, '500,00'],
        [400, 'TVA 20%'],
        [480, '1 000,00 €'],
      ],
      [[30, 'Bureau d’angle en chêne massif, plateau 160 x 80 cm']],
      [
        [30, '[E-COM07] Chaise de bureau'],
        [250, '4,00 Unités'],
        [320, '30,00'],
        [400, 'TVA 20%'],
        [480, '120,00 €'],
      ],
      ...totals('1 120,00 €', '224,00 €', '1 344,00 €'),
    ]);
    expect(lines(form)).toEqual([
      ['Bureau d’angle', 2, 500, 1000],
      ['Chaise de bureau', 4, 30, 120],
    ]);
  });
});

describe("a discount header with its percent sign in one word ('Rem.(%)', step 228)", () => {
  it("Sage / EBP: 'Référence | Désignation | Qté | PU HT | Rem.(%) | Montant HT | TVA' with a code column", () => {
    const form = read([
      [
        [30, 'Référence'],
        [100, 'Désignation'],
        [270, 'Qté'],
        [310, 'PU HT'],
        [360, 'Rem.(%)'],
        [420, 'Montant HT'],
        [500, 'TVA'],
      ],
      [
        [30, 'CAB-05'],
        [100, 'Câble réseau cat. 6 5 m'],
        [275, '10'],
        [310, '8,00'],
        [425, '80,00'],
        [505, '1'],
      ],
      [
        [30, 'SW-24'],
        [100, 'Commutateur 24 ports'],
        [275, '2'],
        [310, '650,00'],
        [365, '20,00'],
        [420, '1 040,00'],
        [505, '1'],
      ],
      [],
      [
        [30, 'Code'],
        [100, 'Taux'],
        [200, 'Base HT'],
        [300, 'TVA'],
      ],
      [
        [30, '1'],
        [100, '20,00'],
        [200, '1 120,00'],
        [300, '224,00'],
      ],
      ...totals('1 120,00', '224,00', '1 344,00'),
    ]);
    expect(lines(form)).toEqual([
      ['Câble réseau cat. 6 5 m', 10, 8, 80],
      ['Commutateur 24 ports', 2, 520, 1040],
    ]);
  });
});

describe("an item's attribute row with a number sign or a point in its key (step 229)", () => {
  it.each([['N° de série : SN 4471 2290'], ['Réf. fournisseur : 88-12'], ["Date d'intervention : 04/02/2024"]])(
    '%s, then a note, stay out of the name',
    (attribute) => {
      const form = read([
        [
          [30, 'Désignation'],
          [250, 'Qté'],
          [300, 'P.U. HT'],
          [370, 'TVA'],
          [480, 'Montant HT'],
        ],
        [
          [30, 'Écran 27 pouces'],
          [255, '2'],
          [300, '400,00'],
          [370, '20 %'],
          [485, '800,00'],
        ],
        [[30, attribute]],
        [[30, 'Garantie 2 ans']],
        [
          [30, 'Installation'],
          [255, '4'],
          [300, '80,00'],
          [370, '20 %'],
          [485, '320,00'],
        ],
        ...totals('1 120,00', '224,00', '1 344,00'),
      ]);
      expect(lines(form)).toEqual([
        ['Écran 27 pouces', 2, 400, 800],
        ['Installation', 4, 80, 320],
      ]);
    },
  );
});

const SHARES: Rows = [
  [
    [30, 'Dont éco-part.'],
    [300, '1,25'],
    [485, '2,50'],
  ],
  [
    [30, 'dont éco-participation'],
    [485, '2,50'],
  ],
  [
    [30, 'Davon Pfand'],
    [300, '0,25'],
    [485, '0,50'],
  ],
];

describe("a share of the item above printed as a row ('Dont éco-participation', step 230)", () => {
  it.each(SHARES.map((share) => [share]))('%j is no line', (share) => {
    const form = read([
      [
        [30, 'Désignation'],
        [250, 'Qté'],
        [300, 'P.U. HT'],
        [370, 'TVA'],
        [480, 'Montant HT'],
      ],
      [
        [30, 'Écran 27 pouces'],
        [255, '2'],
        [300, '400,00'],
        [370, '20 %'],
        [485, '800,00'],
      ],
      share,
      [
        [30, 'Installation'],
        [255, '4'],
        [300, '80,00'],
        [370, '20 %'],
        [485, '320,00'],
      ],
      ...totals('1 120,00', '224,00', '1 344,00'),
    ]);
    expect(lines(form)).toEqual([
      ['Écran 27 pouces', 2, 400, 800],
      ['Installation', 4, 80, 320],
    ]);
  });
});

describe("'Article | Désignation': the item word alone heads the article number's column (step 231)", () => {
  it.each([
    ['Article', 'Désignation'],
    ['Article', 'Libellé'],
    ['Artikel', 'Bezeichnung'],
  ])('%s | %s', (code, name) => {
    const form = read([
      [
        [30, code],
        [100, name],
        [250, 'Qté'],
        [300, 'U'],
        [330, 'PU HT'],
        [400, 'Rem.'],
        [440, 'Montant HT'],
        [510, 'TVA'],
      ],
      [
        [30, 'ECR27'],
        [100, 'Écran 27 pouces'],
        [255, '2,00'],
        [300, 'U'],
        [330, '400,00'],
        [445, '800,00'],
        [510, '20,0'],
      ],
      [
        [30, 'INST'],
        [100, 'Installation'],
        [255, '4,00'],
        [300, 'H'],
        [330, '80,00'],
        [445, '320,00'],
        [510, '20,0'],
      ],
      ...totals('1 120,00', '224,00', '1 344,00'),
    ]);
    expect(lines(form)).toEqual([
      ['Écran 27 pouces', 2, 400, 800],
      ['Installation', 4, 80, 320],
    ]);
  });
});

describe("'Article | Désignation' in a header printed over two lines (step 232)", () => {
  it("'Article | Désignation | Qté | Unité | Prix net | Montant' over 'fact. | fact. | net HT'", () => {
    const form = read([
      [
        [30, 'Article'],
        [110, 'Désignation'],
        [270, 'Qté'],
        [305, 'Unité'],
        [370, 'Prix net'],
        [480, 'Montant'],
      ],
      [
        [270, 'fact.'],
        [305, 'fact.'],
        [480, 'net HT'],
      ],
      [
        [30, 'ECR27'],
        [110, 'Écran 27 pouces'],
        [280, '2'],
        [305, 'U'],
        [370, '400,00 €'],
        [480, '800,00 €'],
      ],
      [
        [30, 'INST'],
        [110, 'Installation'],
        [280, '4'],
        [305, 'H'],
        [375, '80,00 €'],
        [480, '320,00 €'],
      ],
      ...totals('1 120,00', '224,00', '1 344,00'),
    ]);
    expect(lines(form)).toEqual([
      ['Écran 27 pouces', 2, 400, 800],
      ['Installation', 4, 80, 320],
    ]);
  });
});

describe('the VAT rate on a row of its own in a stacked totals block (step 233)', () => {
  it.each([['Taux de TVA en %'], ['Taux TVA'], ['Taux de TVA :']])("'%s  20,00' over the base and the VAT", (label) => {
    const page: Rows = [
      ...PARTIES,
      [
        [30, 'Désignation'],
        [300, 'Qté'],
        [360, 'PU HT'],
        [480, 'Montant HT'],
      ],
      [
        [30, 'Maintenance annuelle'],
        [305, '1'],
        [360, '1 000,00'],
        [480, '1 000,00'],
      ],
      [],
      [
        [200, label],
        [330, '20,00'],
      ],
      [
        [200, 'MONTANT TOTAL HT'],
        [330, '1 000,00 €'],
      ],
      [
        [200, 'Remise exceptionnelle'],
        [330, '- 100,00 €'],
      ],
      [
        [200, 'Base de TVA'],
        [330, '900,00 €'],
      ],
      [
        [200, 'Montant TVA'],
        [330, '180,00 €'],
      ],
      [
        [200, 'Total T.T.C.'],
        [330, '1 080,00 €'],
      ],
    ];
    const form = formFromLines(buildDocumentLines([testPage(page, 9)])).form;
    expect(form.tax_totals).toEqual([{ tax_percent: 20, taxable_amount: 900, tax_amount: 180 }]);
  });
});

describe('figures whose glyphs are drawn from right to left (step 234)', () => {
  /** '1.000,00' drawn glyph by glyph from its last character, each touching the one before on its left. */
  function drawnBackwards(text: string, right: number): Word[] {
    const out: Word[] = [];
    let x = right;
    for (const ch of [...text].reverse()) {
      const w = /[.,]/.test(ch) ? 2.2 : 4.4;
      x -= w;
      out.push({ text: ch, page: 1, x, y: 349, w, h: 8, conf: 1 });
    }
    return out;
  }

  it("joins '0', '0', ',', '0', '0', '0', '.', '1' into '1.000,00', apart from the euro sign after it", () => {
    const words = [...drawnBackwards('1.000,00', 372), { text: '€', page: 1, x: 378.3, y: 349, w: 4.4, h: 8, conf: 1 }];
    expect(mergeTouching(words).map((w) => [w.text, Math.round(w.x)])).toEqual([
      ['1.000,00', 341],
      ['€', 378],
    ]);
  });

  it('leaves words drawn from right to left with a space between them apart', () => {
    const words: Word[] = [
      { text: 'Lait', page: 1, x: 82, y: 349, w: 13, h: 8, conf: 1 },
      { text: 'LAIT', page: 1, x: 19, y: 349, w: 17, h: 8, conf: 1 },
    ];
    expect(mergeTouching(words).map((w) => w.text)).toEqual(['Lait', 'LAIT']);
  });
});

describe('a document discount printed with its percent is no VAT row (step 235)', () => {
  it.each([['Remise 10 %'], ['Escompte 10 %'], ['Rabatt 10 %']])("'%s  - 100,00' beside a net of 1 000,00", (label) => {
    const page: Rows = [
      ...PARTIES,
      [
        [30, 'Désignation'],
        [300, 'Qté'],
        [360, 'PU HT'],
        [480, 'Montant HT'],
      ],
      [
        [30, 'Maintenance annuelle'],
        [305, '1'],
        [360, '1 000,00'],
        [480, '1 000,00'],
      ],
      [],
      [
        [200, 'Taux de TVA en %'],
        [330, '20,00'],
      ],
      [
        [200, 'MONTANT TOTAL HT'],
        [330, '1 000,00 €'],
      ],
      [
        [200, label],
        [330, '- 100,00 €'],
      ],
      [
        [200, 'Base de TVA'],
        [330, '900,00 €'],
      ],
      [
        [200, 'Montant TVA'],
        [330, '180,00 €'],
      ],
      [
        [200, 'Total T.T.C.'],
        [330, '1 080,00 €'],
      ],
    ];
    const form = formFromLines(buildDocumentLines([testPage(page, 9)])).form;
    expect(form.tax_totals).toEqual([{ tax_percent: 20, taxable_amount: 900, tax_amount: 180 }]);
  });
});

describe('the terms in brackets after the due date (step 236)', () => {
  it.each([
    ['DATE D’ÉCHÉANCE : 07-11-2024 (A RÉCEPTION)', 'A RÉCEPTION'],
    ['Échéance : 30/11/2024 (30 jours fin de mois)', '30 jours fin de mois'],
    ['Date d’échéance : 15/03/2024', null],
  ])('%s', (row, terms) => {
    const page: Rows = [[[400, row]], ...PARTIES, ...totals('100,00', '20,00', '120,00')];
    const form = formFromLines(buildDocumentLines([testPage(page, 9)])).form;
    expect(form.payment_terms).toBe(terms);
  });
});
