// French pages of the external dev set that lost most, as hand-made probe pages: postcode rows,
// stacked totals, figures drawn glyph by glyph, terms after the due date (docs/extraction.md steps
// 225, 233-236). The line-table shapes are in french-line-tables.test.ts.
import { zipCity } from './address-line';
import { PARTIES, type Rows, readPage, totals } from './french-probe-page';
import { mergeTouching } from './text-layer';
import type { Word } from './types';

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
    const form = readPage(page);
    expect([form.supplier_data?.address?.city, form.supplier_data?.address?.country]).toEqual(['Toulon', 'FR']);
    expect([form.customer_data?.address?.city, form.customer_data?.address?.country]).toEqual(['Paris', 'FR']);
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
    const form = readPage(page);
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
    const form = readPage(page);
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
    const form = readPage(page);
    expect(form.payment_terms).toBe(terms);
  });
});
