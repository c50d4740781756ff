// Layouts of producers the external set gained in session 15 (docs/extraction.md steps 180-182):
// whole euros in a French app's line table, an 'ID | Name' table in English, and an English
// totals block with the base of its VAT row in brackets.
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import { testPage } from './test-page';

type Rows = Array<Array<[number, string]>>;

function page(rows: Rows): Line[] {
  return buildDocumentLines([testPage(rows, 9)]);
}

describe('layouts of more producers', () => {
  it("reads a line table whose amounts are whole euros ('50 €') and 'Référence facture'", () => {
    const { form } = formFromLines(
      page([
        [[325, 'Invoicing SARL']],
        [[325, 'Route de Narbonne']],
        [[325, '31000 Toulouse']],
        [],
        [[50, 'Référence facture : NovemberRain01']],
        [[50, "Date d'émission : 06/11/2025"]],
        [],
        [
          [55, 'Description'],
          [205, 'Qté'],
          [245, 'PU'],
          [305, 'Taux'],
          [365, 'HT'],
          [435, 'TVA'],
          [505, 'TTC'],
        ],
        [
          [55, 'File System'],
          [205, '2'],
          [245, '25 €'],
          [305, '20%'],
          [365, '50 €'],
          [435, '10 €'],
          [505, '60 €'],
        ],
        [],
        [
          [380, 'Sous-total'],
          [475, '50.00 €'],
        ],
        [
          [380, 'Total TVA'],
          [475, '10.00 €'],
        ],
        [
          [380, 'Total TTC'],
          [475, '60.00 €'],
        ],
      ]),
    );
    expect(form.invoice_id).toBe('NovemberRain01');
    expect(form.invoice_lines).toEqual([
      {
        item: { name: 'File System', tax_percent: 20 },
        price: { amount: 25 },
        invoiced_quantity: 2,
        line_extension_amount: 50,
      },
    ]);
    expect(form.legal_monetary_total.payable_amount).toBe(60);
  });

  it('leaves a whole number without a currency out of the amount column', () => {
    const { form } = formFromLines(
      page([
        [[50, 'Facture n° 12']],
        [
          [55, 'Description'],
          [205, 'Qté'],
          [245, 'PU'],
          [365, 'Montant'],
        ],
        [
          [55, 'Abonnement'],
          [205, '2'],
          [245, '25'],
          [365, '50'],
        ],
      ]),
    );
    expect(form.invoice_lines).toEqual([]);
  });

  it("takes 'Name' for the item's column, so an ID column left of it is not in the name", () => {
    const { form } = formFromLines(
      page([
        [[72, 'Invoice']],
        [[72, 'Text Control GmbH']],
        [],
        [
          [74, 'ID'],
          [178, 'Name'],
          [267, 'Qty'],
          [355, 'Price'],
          [435, 'Line Total'],
        ],
        [
          [74, 'A123'],
          [178, 'Product A'],
          [267, '5'],
          [388, '$200.00'],
          [483, '$1,000.00'],
        ],
      ]),
    );
    expect(form.invoice_lines.map((l) => [l.item.name, l.invoiced_quantity, l.price.amount])).toEqual([
      ['Product A', 5, 200],
    ]);
  });

  it("reads 'Value Added Tax (19.00% of €121.50)', 'Gross Total Amount' and 'Open Amount'", () => {
    const { form } = formFromLines(
      page([
        [
          [71, 'Seller Company'],
          [340, 'Invoice Number:'],
          [454, 'DOC-12345'],
        ],
        [[71, 'Invoice']],
        [
          [71, 'Line Total Amount'],
          [502, '€121.50'],
        ],
        [
          [71, 'Value Added Tax (19.00% of €121.50)'],
          [507, '€23.09'],
        ],
        [
          [71, 'Gross Total Amount'],
          [501, '€144.59'],
        ],
        [
          [71, 'Rounding Amount'],
          [513, '€0.01'],
        ],
        [
          [71, 'Open Amount'],
          [501, '€144.60'],
        ],
      ]),
    );
    expect(form.tax_totals).toEqual([{ tax_percent: 19, taxable_amount: 121.5, tax_amount: 23.09 }]);
    expect(form.legal_monetary_total.payable_amount).toBe(144.6);
  });

  it("reads allowances and charges named by their reason ('Nachlass: Loyalty Program Discount')", () => {
    const { form } = formFromLines(
      page([
        [[71, 'Muster GmbH']],
        [
          [340, 'Rechnungsnummer:'],
          [468, 'R-100'],
        ],
        [],
        [
          [76, 'Produkt'],
          [258, 'Menge'],
          [308, 'Einzelpreis'],
          [456, 'Steuer'],
          [497, 'Gesamtpreis'],
        ],
        [
          [76, 'Schrauben'],
          [270, '5'],
          [324, '20,00 €'],
          [464, '19 %'],
          [514, '100,00 €'],
        ],
        [],
        [
          [71, 'Summe netto'],
          [499, '100,00 €'],
        ],
        [
          [71, 'Nachlass: Loyalty Program Discount'],
          [499, '- 10,00 €'],
        ],
        [
          [71, 'Zuschlag (Steuer: 19,00 %): Standard Shipping Fee'],
          [511, '5,00 €'],
        ],
        [
          [71, 'Gesamtbetrag Netto'],
          [499, '95,00 €'],
        ],
        [
          [71, 'Umsatzsteuer (19,00 %)'],
          [505, '18,05 €'],
        ],
        [
          [71, 'Gesamtbetrag Brutto'],
          [499, '113,05 €'],
        ],
      ]),
    );
    expect(form.allowance_charges).toEqual([
      { charge: false, reason: 'Loyalty Program Discount', amount: 10, tax_category: 19 },
      { charge: true, reason: 'Standard Shipping Fee', amount: 5, tax_category: 19 },
    ]);
  });

  it("reads the issue date standing alone under the title ('FACTURE' / '20/09/2023')", () => {
    const { form } = formFromLines(
      page([
        [[471, 'FACTURE']],
        [[501, '20/09/2023']],
        [[493, 'no 2023-6013']],
        [[43, 'Société Hôtelière du Pacano']],
        [[43, '75000 Paris']],
      ]),
    );
    expect(form.issue_date).toBe('2023-09-20');
  });

  it("reads a French letter's dateline ('Le lundi 21 novembre 2022') as the issue date", () => {
    const { form } = formFromLines(
      page([
        [[12, 'Cabinet Test']],
        [
          [14, 'E-mail :'],
          [285, 'Le lundi 21 novembre 2022'],
        ],
        [
          [41, 'Facture n° :'],
          [122, '20221100001'],
        ],
      ]),
    );
    expect(form.issue_date).toBe('2022-11-21');
  });

  it('takes no unlabelled date when the head holds two, nor a value under a caption of its own', () => {
    const two = formFromLines(
      page([
        [[471, 'FACTURE']],
        [[501, '20/09/2023']],
        [
          [43, 'Commande'],
          [501, '18/09/2023'],
        ],
      ]),
    );
    expect(two.form.issue_date).toBeNull();
    const captioned = formFromLines(page([[[471, 'FACTURE n° 12']], [[300, 'Livraison']], [[300, '18/09/2023']]]));
    expect(captioned.form.issue_date).toBeNull();
  });

  it("reads 'Auftraggeber' and 'Auftragnehmer' blocks and a 'Geleistete Vorauszahlungen' row", () => {
    const { form } = formFromLines(
      page([
        [
          [40, 'Auftragnehmer'],
          [300, 'Auftraggeber'],
        ],
        [
          [40, 'Bau Schmidt GmbH'],
          [300, 'Stadtwerke Musterstadt'],
        ],
        [
          [40, 'Hauptstraße 5'],
          [300, 'Ringweg 12'],
        ],
        [
          [40, '10115 Berlin'],
          [300, '20095 Hamburg'],
        ],
        [],
        [
          [40, 'Rechnungsnummer'],
          [200, 'R-2024-7'],
        ],
        [
          [40, 'Rechnungsdatum'],
          [200, '01.02.2024'],
        ],
        [],
        [
          [300, 'Gesamtbetrag netto'],
          [480, '1.000,00'],
        ],
        [
          [300, 'USt 19 %'],
          [480, '190,00'],
        ],
        [
          [300, 'Gesamtbetrag brutto'],
          [480, '1.190,00'],
        ],
        [
          [300, 'Geleistete Vorauszahlungen'],
          [480, '500,00'],
        ],
        [
          [300, 'Zu zahlen'],
          [480, '690,00'],
        ],
      ]),
    );
    expect(form.customer_data.name).toBe('Stadtwerke Musterstadt');
    expect(form.supplier_data.name).toBe('Bau Schmidt GmbH');
    expect(form.legal_monetary_total.prepaid_amount).toBe(500);
  });
});
