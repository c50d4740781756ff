import { extractTableByColumns } from './columns';
import { findTitleId, parseId } from './fields';
import { findSupplier, partyUnder } from './party-fields';
import { buildDocumentLines, type Line } from './layout';
import { taxRowsByArithmetic } from './solver';
import { extractTotals } from './totals-rows';
import { solveTotals } from './totals-solver';
import { testPage } from './test-page';
import { splitUnit } from './units';
import { parseDate, withDateOrder } from './parsers';

/** A page from rows of [x, text] runs, 9 pt type, rows 14 pt apart, as lines. */
function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 9)]);
}

describe('unit vocabulary', () => {
  it('splits a quantity from its unit', () => {
    expect(splitUnit('20 Stk')).toEqual({ number: '20', unit: 'Stk' });
    expect(splitUnit('3,5 h')).toEqual({ number: '3,5', unit: 'h' });
    expect(splitUnit('12 m²')).toEqual({ number: '12', unit: 'm²' });
    expect(splitUnit('20 Äpfel')).toBeNull();
  });
});

describe('line table by header geometry and arithmetic', () => {
  it('finds quantity, price and the net line amount, not the gross column', () => {
    const lines = page([
      [
        [40, 'Item:'],
        [260, 'Price:'],
        [330, 'Qty:'],
        [390, 'Subtotal:'],
        [460, 'VAT:'],
        [520, 'Total:'],
      ],
      [
        [40, 'Isothermic mug'],
        [262, '8.00'],
        [335, '1'],
        [395, '8.00'],
        [462, '21.00'],
        [522, '9.68'],
      ],
      [
        [40, 'Table tennis net'],
        [262, '12.00'],
        [335, '9'],
        [395, '108.00'],
        [462, '21.00'],
        [522, '130.68'],
      ],
      [
        [40, 'TAX:'],
        [120, '% Base amount:'],
        [260, 'Tax amount:'],
      ],
    ]);
    const t = extractTableByColumns(lines);
    expect(t.lines).toEqual([
      {
        item: { name: 'Isothermic mug', tax_percent: 21 },
        price: { amount: 8 },
        invoiced_quantity: 1,
        line_extension_amount: 8,
      },
      {
        item: { name: 'Table tennis net', tax_percent: 21 },
        price: { amount: 12 },
        invoiced_quantity: 9,
        line_extension_amount: 108,
      },
    ]);
  });

  it('reads a quantity column left of the description, a unit and a wrapped name', () => {
    const lines = page([
      [
        [60, 'Menge'],
        [120, 'Bezeichnung'],
        [290, 'USt.'],
        [340, 'Einzelpreis'],
        [430, 'Betrag'],
      ],
      [
        [60, '20 Stk'],
        [120, 'Trennblätter'],
        [290, '19 %'],
        [345, '9,90 €'],
        [430, '198,00 €'],
      ],
      [[120, 'A4 weiß']],
      [
        [60, 'Nettobetrag'],
        [430, '198,00 €'],
      ],
    ]);
    expect(extractTableByColumns(lines).lines).toEqual([
      {
        item: { name: 'Trennblätter A4 weiß', tax_percent: 19 },
        price: { amount: 9.9 },
        invoiced_quantity: 20,
        line_extension_amount: 198,
      },
    ]);
  });
});

describe('totals by consistency', () => {
  it('takes VAT rows where base × rate = tax, and the payable only when the page prints net + VAT', () => {
    const lines = page([
      [
        [60, 'VAT'],
        [140, 'Net amount'],
        [210, 'VAT amount'],
      ],
      [
        [60, '7%'],
        [140, '160.00 €'],
        [210, '11.20 €'],
      ],
      [
        [60, '19%'],
        [140, '336.00 €'],
        [210, '63.84 €'],
      ],
      [
        [60, 'Foo 19%'],
        [140, '100.00'],
        [210, '5.00'],
      ],
      [[300, '496.00 €']],
      [[300, '571.04 €']],
    ]);
    expect(taxRowsByArithmetic(lines, new Set()).taxes).toEqual([
      { tax_percent: 7, taxable_amount: 160, tax_amount: 11.2 },
      { tax_percent: 19, taxable_amount: 336, tax_amount: 63.84 },
    ]);
    const solved = solveTotals(lines, new Set(), extractTotals(lines, new Set()));
    expect(solved.net).toBe(496);
    expect(solved.payable).toBe(571.04);
    const unprinted = page([
      [
        [60, '7%'],
        [140, '160.00'],
        [210, '11.20'],
      ],
    ]);
    expect(solveTotals(unprinted, new Set(), extractTotals(unprinted, new Set())).payable).toBeNull();
  });
});

describe('invoice numbers', () => {
  it('takes the first token when words follow, and a number in the title line', () => {
    expect(parseId('471102 vom 05.03.2018')).toBe('471102');
    expect(parseId('vom 05.03.2018')).toBeNull();
    expect(findTitleId(page([[[400, 'INVOICE I/00000']]]))?.value).toBe('I/00000');
    expect(findTitleId(page([[[400, 'Invoice']]]))).toBeNull();
  });

  it('takes the first token before bracketed OCR dust from a logo beside it (step S31)', () => {
    expect(parseId('F20200027 [fx]')).toBe('F20200027');
    expect(parseId('F20200027 {x')).toBe('F20200027');
    expect(parseId('2026 0417')).toBeNull();
  });
});

describe('party blocks', () => {
  it("reads 'Name:' / 'Anschrift:' rows under a seller label and a spaced VAT number", () => {
    const lines = page([
      [[66, 'Verkäufer']],
      [
        [66, 'Nummer:'],
        [305, '12345676'],
      ],
      [
        [66, 'Name:'],
        [305, 'Global Supplies Ltd.'],
      ],
      [
        [66, 'Anschrift:'],
        [305, 'Pappelallee 15'],
      ],
      [[305, 'DE 12345 Leipzig']],
      [
        [66, 'USt.-Id.-Nr.:'],
        [305, 'FR 34 999 888 779'],
      ],
      [[66, 'Käufer']],
      [
        [66, 'Name:'],
        [305, 'Kunde AG'],
      ],
    ]);
    const seller = partyUnder(lines, 'sold_by');
    expect(seller.data).toEqual({
      name: 'Global Supplies Ltd.',
      org_id: null,
      tax_number: 'FR34999888779',
      address: { street: 'Pappelallee 15', zip: '12345', city: 'Leipzig', country: 'DE' },
    });
    expect(partyUnder(lines, 'bill_to').data.name).toBe('Kunde AG');
  });
});

describe("dates by the document's order", () => {
  it('reads slashed dates month first in a US document, day first otherwise', () => {
    expect(withDateOrder(['Invoice date 11/03/2017', 'Due 11/23/2017'], () => parseDate('11/03/2017'))).toBe(
      '2017-11-03',
    );
    expect(withDateOrder(['Total $160.65', 'Date 04/05/2020'], () => parseDate('04/05/2020'))).toBe('2020-04-05');
    expect(withDateOrder(['Datum 11/03/2017', 'Summe 24.453,31 €'], () => parseDate('11/03/2017'))).toBe('2017-03-11');
    expect(withDateOrder(['Date 23/11/2017', '$ 5.00'], () => parseDate('11/03/2017'))).toBe('2017-03-11');
  });
});

describe('Nordic identifiers', () => {
  it('gives the supplier a Norwegian org number and its MVA form from the footer', () => {
    const lines = page([
      [[40, 'Fjordbyen Regnskap AS']],
      [[40, 'Storgata 1']],
      [[40, '0155 Oslo']],
      [
        [40, 'Org.nr. 923 609 016 MVA'],
        [300, 'KID: 1234567890'],
      ],
    ]);
    const s = findSupplier(lines, new Set(), null);
    expect(s.data).toMatchObject({ name: 'Fjordbyen Regnskap AS', org_id: '923609016', tax_number: 'NO923609016MVA' });
  });
});
