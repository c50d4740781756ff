// Totals blocks laid out in columns (docs/extraction.md steps 286-288): a currency column between
// each label and its amount, as DATEV and SAP print it, and a grid of totals with each label over
// its amount, as French ERP footers ('Total HT | Remise | Port | Net HT | TVA | Net à payer') and
// some German tools print it.
import { chargesOf, probeTable, readProbe, row } from './allowance-probe-page';

type Row = Array<[number, string]>;

describe('a currency column between label and amount (step 286)', () => {
  it("reads 'abzgl. Rabatt 10 % | EUR | -120,00', the VAT and the amount to pay", () => {
    const cur = (label: string, amount: string): Row => [
      [330, label],
      [450, 'EUR'],
      [545 - amount.length * 5, amount],
    ];
    const form = readProbe([
      ...probeTable('de', [['Beratung', '10 Std', '120,00', '1.200,00']]),
      cur('Summe Positionen', '1.200,00'),
      cur('abzgl. Rabatt 10 %', '-120,00'),
      cur('zzgl. Fracht', '30,00'),
      cur('Summe netto', '1.110,00'),
      cur('zzgl. 19 % MwSt.', '210,90'),
      cur('Rechnungsbetrag', '1.320,90'),
    ]);
    expect(chargesOf(form)).toEqual([
      [true, 30, 19],
      [false, 120, 19],
    ]);
    expect(form.tax_totals.map((t) => [t.tax_percent, t.taxable_amount, t.tax_amount])).toEqual([[19, 1110, 210.9]]);
    expect(form.legal_monetary_total.payable_amount).toBe(1320.9);
  });
});

describe('a grid of totals, each label over its amount (step 287)', () => {
  it("reads 'Remise 5 %' and 'Port' in a French footer grid", () => {
    const form = readProbe([
      ...probeTable('fr', [
        ['Vis inox 6x40', '1000', '0,12', '120,00'],
        ['Perceuse', '1', '380,00', '380,00'],
      ]),
      [
        [40, 'Total HT'],
        [120, 'Remise 5 %'],
        [200, 'Port'],
        [260, 'Net HT'],
        [330, 'TVA 20 %'],
        [420, 'Net à payer'],
      ],
      [
        [65, '500,00'],
        [140, '-25,00'],
        [215, '12,00'],
        [280, '487,00'],
        [365, '97,40'],
        [450, '584,40 €'],
      ],
    ]);
    expect(chargesOf(form)).toEqual([
      [true, 12, 20],
      [false, 25, 20],
    ]);
    expect(form.legal_monetary_total.payable_amount).toBe(584.4);
  });

  it("reads 'Brutto' heading the gross in a German grid", () => {
    const form = readProbe([
      ...probeTable('de', [['Beratung', '8 Std', '105,00', '840,00']]),
      [
        [40, 'Netto'],
        [120, 'Rabatt 5 %'],
        [200, 'Versand'],
        [280, 'Netto gesamt'],
        [380, 'USt 19 %'],
        [470, 'Brutto'],
      ],
      [
        [60, '840,00'],
        [140, '-42,00'],
        [220, '9,90'],
        [310, '807,90'],
        [400, '153,50'],
        [490, '961,40'],
      ],
    ]);
    expect(chargesOf(form)).toEqual([
      [true, 9.9, 19],
      [false, 42, 19],
    ]);
    expect(form.legal_monetary_total.payable_amount).toBe(961.4);
  });
});

describe('a deduction after the VAT is no allowance (step 288)', () => {
  it("takes 'abzgl. Abschlag vom 01.03.2024' under the gross and a 'Voucher' under the total for no discount", () => {
    const abschlag = readProbe([
      ...probeTable('de', [['Dachsanierung', '1 psch', '5.000,00', '5.000,00']]),
      row('Nettobetrag', '5.000,00 €'),
      row('zzgl. 19 % MwSt.', '950,00 €'),
      row('Gesamtbetrag', '5.950,00 €'),
      row('abzgl. Abschlag vom 01.03.2024', '-2.000,00 €'),
      row('Zahlbetrag', '3.950,00 €'),
    ]);
    expect(chargesOf(abschlag)).toEqual([]);
    const voucher = readProbe([
      ...probeTable('en', [['Gadget', '1', '100.00', '100.00']]),
      row('Subtotal', '100.00'),
      row('VAT 20%', '20.00'),
      row('Total', '120.00'),
      row('Voucher', '-20.00'),
      row('Amount due', '100.00'),
    ]);
    expect(chargesOf(voucher)).toEqual([]);
  });
});
