// French pages of the external dev set that lost most, and the common line-table shapes of French
// sales software, as hand-made probe pages (docs/extraction.md steps 225-).
import { zipCity } from './address-line';
import { formFromLines } from './extract';
import { buildDocumentLines } from './layout';
import { testPage } from './test-page';

type Rows = Array<Array<[number, string]>>;

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
