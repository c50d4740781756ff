// Amounts already paid (EN 16931 BT-113) as German and English totals blocks print them
// (docs/extraction.md steps 285, 289): a payment named with its being received ('Anzahlung erhalten am
// 05.03.2024'), 'Less: Payment on account' over 'Balance to pay', and two instalment invoices
// deducted one under the other.
import { probeTable, readProbe, row } from './allowance-probe-page';

describe('amounts already paid in a totals block (step 285)', () => {
  it("reads 'Anzahlung erhalten am 05.03.2024'", () => {
    const form = readProbe([
      ...probeTable('de', [['Küche Modell Nova', '1 Stk', '4.200,00', '4.200,00']]),
      row('Nettobetrag', '4.200,00 €'),
      row('MwSt. 19 %', '798,00 €'),
      row('Rechnungsbetrag', '4.998,00 €'),
      row('Anzahlung erhalten am 05.03.2024', '-1.000,00 €'),
      row('Noch zu zahlen', '3.998,00 €'),
    ]);
    expect(form.legal_monetary_total.prepaid_amount).toBe(1000);
    expect(form.legal_monetary_total.payable_amount).toBe(3998);
  });

  it("reads 'Less: Payment on account' and 'Balance to pay'", () => {
    const form = readProbe([
      ...probeTable('en', [['Kitchen fitting', '1', '5,000.00', '5,000.00']]),
      row('Net', '5,000.00'),
      row('VAT @ 20%', '1,000.00'),
      row('Gross', '6,000.00'),
      row('Less: Payment on account', '2,000.00'),
      row('Balance to pay', '4,000.00'),
    ]);
    expect(form.legal_monetary_total.prepaid_amount).toBe(2000);
    expect(form.legal_monetary_total.payable_amount).toBe(4000);
  });

  it('adds up two instalment invoices deducted one under the other, not a total paid under them', () => {
    const rows = (third: Array<[number, string]>) => [
      ...probeTable('de', [['Elektroinstallation', '1 psch', '8.000,00', '8.000,00']]),
      row('Summe netto', '8.000,00 €'),
      row('zzgl. 19 % USt.', '1.520,00 €'),
      row('Gesamtsumme', '9.520,00 €'),
      [
        [150, 'abzgl. 1. Abschlagsrechnung Nr. AR-2024-07 vom 01.03.2024'],
        [490, '-2.380,00 €'],
      ] as Array<[number, string]>,
      [
        [150, 'abzgl. 2. Abschlagsrechnung Nr. AR-2024-11 vom 02.04.2024'],
        [490, '-2.380,00 €'],
      ] as Array<[number, string]>,
      third,
      row('Zahlbetrag', '4.760,00 €'),
    ];
    const two = readProbe(rows([]));
    expect(two.legal_monetary_total.prepaid_amount).toBe(4760);
    const total = readProbe(
      rows([
        [150, 'Summe der Abschlagszahlungen'],
        [490, '-4.760,00 €'],
      ]),
    );
    expect(total.legal_monetary_total.prepaid_amount).toBe(4760);
  });
});

describe('a paid row naming its invoice or how it was paid (step 289)', () => {
  it("reads 'Acompte facturé', 'Acompte (facture FA-2024-001)' and 'Paid by card'", () => {
    for (const label of ['Acompte facturé', 'Acompte (facture FA-2024-001)']) {
      const form = readProbe([
        ...probeTable('fr', [['Rénovation', '1', '6 000,00', '6 000,00']]),
        row('Total HT', '6 000,00 €'),
        row('TVA 10 %', '600,00 €'),
        row('Total TTC', '6 600,00 €'),
        row(label, '-1 980,00 €'),
        row('Net à payer', '4 620,00 €'),
      ]);
      expect(form.legal_monetary_total.prepaid_amount).toBe(1980);
    }
    const card = readProbe([
      ...probeTable('en', [['Kitchen fitting', '1', '5,000.00', '5,000.00']]),
      row('Subtotal', '5,000.00'),
      row('VAT 20%', '1,000.00'),
      row('Total', '6,000.00'),
      row('Paid by card', '-1,500.00'),
      row('Balance due', '4,500.00'),
    ]);
    expect(card.legal_monetary_total.prepaid_amount).toBe(1500);
  });
});
