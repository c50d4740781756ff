// Dutch and Flemish invoices (docs/extraction.md step 323): labels, table headers, totals and the
// Dutch postcode, on probe pages modelled on how Dutch and Belgian sellers print an invoice.
import { formFromLines } from './extract';
import { buildDocumentLines } from './layout';
import { testPage } from './test-page';

type Rows = Array<Array<[number, string]>>;

const read = (rows: Rows): ReturnType<typeof formFromLines>['form'] =>
  formFromLines(buildDocumentLines([testPage(rows)])).form;

describe('Dutch invoices', () => {
  it('reads a Dutch bakery invoice', () => {
    const form = read([
      [
        [30, 'Bakkerij de Vries B.V.'],
        [400, 'FACTUUR'],
      ],
      [[30, 'Kerkstraat 12']],
      [[30, '1017 GC Amsterdam']],
      [[30, 'BTW NL123456789B01']],
      [],
      [
        [30, 'Factuuradres'],
        [380, 'Factuurnummer'],
        [470, '2024-0415'],
      ],
      [
        [30, 'Hotel Zeezicht'],
        [380, 'Factuurdatum'],
        [470, '15-04-2024'],
      ],
      [
        [30, 'Boulevard 8'],
        [380, 'Vervaldatum'],
        [470, '15-05-2024'],
      ],
      [
        [30, '2042 AA Zandvoort'],
        [380, 'Klantnummer'],
        [470, 'K-0081'],
      ],
      [],
      [
        [30, 'Omschrijving'],
        [300, 'Aantal'],
        [360, 'Prijs'],
        [420, 'BTW'],
        [490, 'Bedrag'],
      ],
      [
        [30, 'Broodjes assortiment'],
        [300, '40'],
        [360, '€ 1,25'],
        [420, '9%'],
        [490, '€ 50,00'],
      ],
      [
        [30, 'Taart groot'],
        [300, '2'],
        [360, '€ 24,50'],
        [420, '9%'],
        [490, '€ 49,00'],
      ],
      [
        [330, 'Subtotaal'],
        [490, '€ 99,00'],
      ],
      [
        [330, 'BTW 9%'],
        [490, '€ 8,91'],
      ],
      [
        [330, 'Totaal incl. BTW'],
        [490, '€ 107,91'],
      ],
    ]);
    expect(form.invoice_id).toBe('2024-0415');
    expect(form.issue_date).toBe('2024-04-15');
    expect(form.due_date).toBe('2024-05-15');
    expect(form.customer_id).toBe('K-0081');
    expect(form.supplier_data.address).toEqual({
      street: 'Kerkstraat 12',
      zip: '1017 GC',
      city: 'Amsterdam',
      country: 'NL',
    });
    expect(form.customer_data.name).toBe('Hotel Zeezicht');
    expect(form.customer_data.address).toMatchObject({ zip: '2042 AA', city: 'Zandvoort' });
    expect(form.invoice_lines.map((l) => [l.item.name, l.invoiced_quantity, l.price.amount])).toEqual([
      ['Broodjes assortiment', 40, 1.25],
      ['Taart groot', 2, 24.5],
    ]);
    expect(form.legal_monetary_total).toMatchObject({ line_extension_amount: 99, payable_amount: 107.91 });
  });

  it('reads a Flemish invoice', () => {
    const form = read([
      [
        [30, 'Drukkerij Janssens BV'],
        [380, 'Factuur'],
      ],
      [[30, 'Mechelsesteenweg 45, 2000 Antwerpen']],
      [],
      [[300, 'Klant']],
      [[300, 'Bureau Peeters NV']],
      [[300, 'Grote Markt 3']],
      [[300, '9000 Gent']],
      [],
      [
        [30, 'Factuurnr.: F2024/118'],
        [300, 'Datum: 02/04/2024'],
      ],
      [[30, 'Vervaldag: 02/05/2024']],
      [],
      [
        [30, 'Artikel'],
        [250, 'Hoeveelheid'],
        [330, 'Eenheidsprijs'],
        [420, 'BTW %'],
        [490, 'Totaal'],
      ],
      [
        [30, 'Flyers A5'],
        [250, '2'],
        [330, '90,00'],
        [420, '21'],
        [490, '180,00'],
      ],
      [
        [330, 'Totaal excl. BTW'],
        [490, '180,00'],
      ],
      [
        [330, 'BTW 21%'],
        [490, '37,80'],
      ],
      [
        [330, 'Te betalen'],
        [490, '217,80 EUR'],
      ],
    ]);
    expect(form.invoice_id).toBe('F2024/118');
    expect(form.due_date).toBe('2024-05-02');
    expect(form.customer_data.name).toBe('Bureau Peeters NV');
    expect(form.invoice_lines.map((l) => [l.item.name, l.invoiced_quantity, l.price.amount])).toEqual([
      ['Flyers A5', 2, 90],
    ]);
    expect(form.tax_totals).toEqual([{ tax_percent: 21, taxable_amount: 180, tax_amount: 37.8 }]);
    expect(form.legal_monetary_total.payable_amount).toBe(217.8);
  });
});
