// Line tables of French sales software as hand-made probe pages (Odoo, Dolibarr, Sage, EBP,
// Pennylane, Qualiac shapes): names and their descriptions, codes, discount and share rows
// (docs/extraction.md steps 226-232).
import { type Rows, lines, read, totals } from './french-probe-page';

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
