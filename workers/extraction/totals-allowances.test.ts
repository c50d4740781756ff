// Document-level allowances and charges in totals blocks as German, French and English invoicing
// tools print them (docs/extraction.md steps 280-284): marker words ('abzgl. 5 % Rabatt', 'zzgl.
// Versandkosten', 'Less discount (5%)'), compounds ('Sonderrabatt', 'Mindermengenzuschlag'), fees
// named by their purpose, a rate in its own cell, a discount split over two rates, and offered
// discounts (Skonto terms) that are none.
import { chargesOf, probeTable, readProbe, row, row3 } from './allowance-probe-page';

/** EBP: a charge with its rate in a cell of its own, 'Total HT net', VAT at two rates with their bases. */
const EBP_PAGE = [
  ...probeTable('fr', [
    ['Livre de cuisine', '4', '25,00', '5,5 %', '100,00'],
    ['Tablier lin', '2', '30,00', '20 %', '60,00'],
  ]),
  row('Total HT brut', '160,00'),
  row3('Frais de port', '20 %', '8,00'),
  row('Total HT net', '168,00'),
  row('TVA 5,5 % sur 100,00', '5,50'),
  row('TVA 20 % sur 68,00', '13,60'),
  row('Total TTC', '187,10'),
];

describe('totals-block allowances and charges by their words (step 280)', () => {
  it("reads 'Nachlass 3 %' and 'zzgl. Versandkosten' (easybill)", () => {
    const form = readProbe([
      ...probeTable('de', [
        ['Druckerpapier A4', '10 Pak', '4,50', '45,00'],
        ['Toner schwarz', '2 Stk', '62,00', '124,00'],
      ]),
      row('Zwischensumme', '169,00 €'),
      row('Nachlass 3 %', '-5,07 €'),
      row('zzgl. Versandkosten', '6,90 €'),
      row('Nettobetrag', '170,83 €'),
      row('zzgl. 19 % MwSt.', '32,46 €'),
      row('Rechnungsbetrag', '203,29 €'),
    ]);
    expect(chargesOf(form)).toEqual([
      [false, 5.07, 19],
      [true, 6.9, 19],
    ]);
    expect(form.allowance_charges.map((c) => c.reason)).toEqual(['Nachlass', 'Versandkosten']);
  });

  it("reads 'Sonderrabatt | 2,00 % | 49,00-' as the discount's percent, not its VAT (SAP Business One)", () => {
    const form = readProbe([
      ...probeTable('de', [
        ['Schrauben M8', '1000 Stk', '0,45', '450,00'],
        ['Bohrmaschine', '2 Stk', '1.000,00', '2.000,00'],
      ]),
      row3('Summe Positionen', '', '2.450,00'),
      row3('Sonderrabatt', '2,00 %', '49,00-'),
      row3('Fracht', '', '35,00'),
      row3('Summe netto', '', '2.436,00'),
      row3('MwSt', '19,00 %', '462,84'),
      row3('Endbetrag EUR', '', '2.898,84'),
    ]);
    expect(chargesOf(form)).toEqual([
      [true, 35, 19],
      [false, 49, 19],
    ]);
  });

  it("reads charges with their VAT rate in a cell of their own at two rates ('Mindermengenzuschlag | 19 %')", () => {
    const form = readProbe([
      ...probeTable('de', [
        ['Kaffee Bohnen', '5 kg', '18,00', '7 %', '90,00'],
        ['Kaffeemühle', '1 Stk', '79,00', '19 %', '79,00'],
      ]),
      row('Zwischensumme', '169,00 €'),
      row3('Mindermengenzuschlag', '19 %', '7,50 €'),
      row3('Porto und Verpackung', '19 %', '4,90 €'),
      row('Nettobetrag', '181,40 €'),
      row('USt. 7 % auf 90,00 €', '6,30 €'),
      row('USt. 19 % auf 91,40 €', '17,37 €'),
      row('Gesamtbetrag', '205,07 €'),
      row('bereits gezahlt', '-50,00 €'),
      row('Restbetrag', '155,07 €'),
    ]);
    expect(chargesOf(form)).toEqual([
      [true, 4.9, 19],
      [true, 7.5, 19],
    ]);
    expect(form.legal_monetary_total.prepaid_amount).toBe(50);
  });

  it("reads 'Rechnungsrabattbetrag' (Business Central) and 'Treuerabatt', but no Skonto only offered", () => {
    const bc = readProbe([
      ...probeTable('de', [['Wartungsvertrag', '1 Stk', '1.500,00', '1.500,00']]),
      row('Zwischensumme', '1.500,00'),
      row('Rechnungsrabattbetrag', '-75,00'),
      row('Summe EUR ohne MwSt.', '1.425,00'),
      row('19 % MwSt.', '270,75'),
      row('Summe EUR inkl. MwSt.', '1.695,75'),
    ]);
    expect(chargesOf(bc)).toEqual([[false, 75, 19]]);
    const skonto = readProbe([
      ...probeTable('de', [
        ['Tinte blau', '20 Stk', '3,00', '60,00'],
        ['Füller', '2 Stk', '45,00', '90,00'],
      ]),
      row('Zwischensumme netto', '150,00 €'),
      row('Treuerabatt 10 %', '- 15,00 €'),
      row('Summe netto', '135,00 €'),
      row('MwSt. 19 %', '25,65 €'),
      row('Rechnungsbetrag', '160,65 €'),
      row('2 % Skonto bei Zahlung bis 30.04.2024', '3,21 €'),
    ]);
    expect(chargesOf(skonto)).toEqual([[false, 15, 19]]);
  });

  it("reads 'Éco-participation' beside 'Remise (5 %)' and what was 'Déjà réglé' (Pennylane)", () => {
    const form = readProbe([
      ...probeTable('fr', [
        ['Canapé 3 places', '1', '1 200,00', '1 200,00'],
        ['Fauteuil', '2', '300,00', '600,00'],
      ]),
      row('Sous-total HT', '1 800,00 €'),
      row('Remise (5 %)', '- 90,00 €'),
      row('Éco-participation', '12,00 €'),
      row('Total HT', '1 722,00 €'),
      row('TVA (20 %)', '344,40 €'),
      row('Total TTC', '2 066,40 €'),
      row('Déjà réglé', '500,00 €'),
      row('Reste à payer', '1 566,40 €'),
    ]);
    expect(chargesOf(form)).toEqual([
      [true, 12, 20],
      [false, 90, 20],
    ]);
    expect(form.legal_monetary_total.prepaid_amount).toBe(500);
    expect(form.legal_monetary_total.payable_amount).toBe(1566.4);
  });

  it("reads 'Frais de port | 20 % | 8,00' on an invoice at 5,5 % and 20 % (EBP)", () => {
    expect(chargesOf(readProbe(EBP_PAGE))).toEqual([[true, 8, 20]]);
  });

  it("reads 'Less discount (5%) (£50.00)', 'Shipping charge', a coupon '(20% off)', fees and a trailing minus", () => {
    const freeAgent = readProbe([
      ...probeTable('en', [['Website maintenance', '10', '100.00', '1,000.00']]),
      row('Subtotal', '£1,000.00'),
      row('Less discount (5%)', '(£50.00)'),
      row('VAT at 20%', '£190.00'),
      row('Total', '£1,140.00'),
    ]);
    expect(chargesOf(freeAgent)).toEqual([[false, 50, 20]]);
    const stripe = readProbe([
      ...probeTable('en', [['Pro plan (annual)', '1', '500.00', '$500.00']]),
      row('Subtotal', '$500.00'),
      row('SPRING20 (20% off)', '-$100.00'),
      row('Total excluding tax', '$400.00'),
      row('VAT (20% on $400.00)', '$80.00'),
      row('Total', '$480.00'),
      row('Amount paid', '$480.00'),
      row('Amount due', '$0.00'),
    ]);
    expect(chargesOf(stripe)).toEqual([[false, 100, 20]]);
    const fees = readProbe([
      ...probeTable('en', [['Office chair (returned)', '4', '120.00', '480.00']]),
      row('Subtotal', '480.00'),
      row('Restocking fee', '24.00'),
      row('Handling fee', '10.00'),
      row('Shipping charge', '5.00'),
      row('Trade discount', '48.00-'),
      row('Net total', '471.00'),
      row('VAT 20%', '94.20'),
      row('Total', '565.20'),
      row('Payment received', '100.00'),
      row('Balance due', '465.20'),
    ]);
    expect(chargesOf(fees)).toEqual([
      [true, 5, 20],
      [true, 10, 20],
      [true, 24, 20],
      [false, 48, 20],
    ]);
    expect(fees.legal_monetary_total.prepaid_amount).toBe(100);
  });

  it('takes no fee row whose amount the totals do not add up with', () => {
    const form = readProbe([
      ...probeTable('en', [['Audit', '1', '900.00', '900.00']]),
      row('Subtotal', '900.00'),
      row('Late fee', '25.00'),
      row('VAT 20%', '180.00'),
      row('Total', '1,080.00'),
    ]);
    expect(chargesOf(form)).toEqual([]);
  });
});

describe('a discount printed once on an invoice at two rates (step 281)', () => {
  it("splits 'abzgl. 5 % Rabatt' over 19 % and 7 % as the VAT bases show (lexoffice)", () => {
    const form = readProbe([
      ...probeTable('de', [
        ['Bürostuhl ErgoPlus', '2 Stk', '250,00', '19 %', '500,00'],
        ['Fachbuch Steuerrecht', '3 Stk', '40,00', '7 %', '120,00'],
      ]),
      row('Zwischensumme', '620,00 €'),
      row('abzgl. 5 % Rabatt', '-31,00 €'),
      row('Gesamtbetrag netto', '589,00 €'),
      row('zzgl. 19 % USt. auf 475,00 €', '90,25 €'),
      row('zzgl. 7 % USt. auf 114,00 €', '7,98 €'),
      row('Rechnungsbetrag', '687,23 €'),
    ]);
    expect(chargesOf(form)).toEqual([
      [false, 6, 7],
      [false, 25, 19],
    ]);
    expect(form.allowance_charges.map((c) => c.reason)).toEqual(['Rabatt', 'Rabatt']);
  });

  it("splits 'Remise 10 %' over 5,5 % and 20 % (Sellsy)", () => {
    const form = readProbe([
      ...probeTable('fr', [
        ['Jus de pomme bio', '100', '2,00', '5,5 %', '200,00'],
        ['Carafe verre', '10', '30,00', '20 %', '300,00'],
      ]),
      row('Total HT', '500,00 €'),
      row('Remise 10 %', '-50,00 €'),
      row('Total HT après remise', '450,00 €'),
      row('TVA 5,5 %', '9,90 €'),
      row('TVA 20 %', '54,00 €'),
      row('Total TTC', '513,90 €'),
    ]);
    expect(chargesOf(form)).toEqual([
      [false, 20, 5.5],
      [false, 30, 20],
    ]);
  });
});

describe('labels followed by their amount are no row of labels (step 282)', () => {
  it("reads 'Total HT net | 168,00' as one label and keeps the VAT row under it whole", () => {
    const form = readProbe(EBP_PAGE);
    expect(form.tax_totals.map((t) => [t.tax_percent, t.taxable_amount, t.tax_amount])).toEqual([
      [5.5, 100, 5.5],
      [20, 68, 13.6],
    ]);
  });
});

describe('a VAT total without its rate over the lines and the charges (step 283)', () => {
  it("reads Sage 50's 'Carriage' and 'Total VAT Amount' as VAT at 20 % on the lines with the carriage", () => {
    const form = readProbe([
      ...probeTable('en', [['Printer cartridges', '8', '50.00', '400.00']]),
      row('Total Net Amount', '400.00'),
      row('Carriage', '15.00'),
      row('Total VAT Amount', '83.00'),
      row('Invoice Total', '498.00'),
    ]);
    expect(chargesOf(form)).toEqual([[true, 15, 20]]);
    expect(form.tax_totals.map((t) => [t.tax_percent, t.taxable_amount, t.tax_amount])).toEqual([[20, 415, 83]]);
  });

  it("reads WooCommerce's 'VAT:' under a discount and 'Shipping: £4.95 via Royal Mail'", () => {
    const form = readProbe([
      ...probeTable('en', [['Linen tea towel', '3', '20.00', '£60.00']]),
      row('Subtotal:', '£60.00'),
      row('Discount:', '-£6.00'),
      [
        [330, 'Shipping:'],
        [430, '£4.95 via Royal Mail'],
      ],
      row('VAT:', '£11.79'),
      row('Total:', '£70.74'),
    ]);
    expect(chargesOf(form)).toEqual([
      [true, 4.95, 20],
      [false, 6, 20],
    ]);
    expect(form.tax_totals.map((t) => [t.tax_percent, t.taxable_amount, t.tax_amount])).toEqual([[20, 58.95, 11.79]]);
    expect(form.legal_monetary_total.payable_amount).toBe(70.74);
  });
});

describe("a discount's percent of a printed amount in its own cell, cut words (step 284)", () => {
  it("reads 'Rabatt | 5 % von 620,00 € | -31,00 €' with the percent as the discount's", () => {
    const form = readProbe([
      ...probeTable('de', [['Bürostuhl', '2 Stk', '310,00', '620,00']]),
      row('Zwischensumme', '620,00 €'),
      [
        [330, 'Rabatt'],
        [400, '5 % von 620,00 €'],
        [490, '-31,00 €'],
      ],
      row('Nettobetrag', '589,00 €'),
      row('zzgl. 19 % MwSt.', '111,91 €'),
      row('Gesamtbetrag', '700,91 €'),
    ]);
    expect(chargesOf(form)).toEqual([[false, 31, 19]]);
  });

  it("reads 'Éco-part.' and 'Participation aux frais de port' as charges", () => {
    const form = readProbe([
      ...probeTable('fr', [['Matelas 140x190', '1', '450,00', '450,00']]),
      row('Total HT', '450,00'),
      row('Éco-part.', '5,00'),
      row('Participation aux frais de port', '19,00'),
      row('Total HT net', '474,00'),
      row('TVA 20 %', '94,80'),
      row('Total TTC', '568,80'),
    ]);
    expect(chargesOf(form)).toEqual([
      [true, 5, 20],
      [true, 19, 20],
    ]);
  });
});
