// Rates of lines and charges from what the VAT breakdown taxes at each rate (docs/extraction.md step 123).
import { withBalancedRates } from './rate-assignment';
import type { ExtractedCharge, ExtractedLine, ExtractedTaxTotal } from './types';

const line = (amount: number, rate: number | null = null): ExtractedLine =>
  ({
    item: { name: 'x', tax_percent: rate },
    invoiced_quantity: 1,
    price: { price_amount: amount },
    line_extension_amount: amount,
  }) as unknown as ExtractedLine;
const charge = (amount: number, isCharge = true): ExtractedCharge => ({
  charge: isCharge,
  reason: isCharge ? 'Frakt' : 'Rabatt',
  amount,
  tax_category: null,
});
const vat = (rate: number, amount: number, base: number | null = null): ExtractedTaxTotal => ({
  tax_percent: rate,
  taxable_amount: base,
  tax_amount: amount,
});
const rates = (r: { lines: ExtractedLine[]; charges: ExtractedCharge[] }) => [
  ...r.lines.map((l) => l.item.tax_percent),
  ...r.charges.map((c) => c.tax_category),
];

describe('rates from the VAT breakdown', () => {
  // A Norwegian page: four lines and freight, no rate per line; 'Totalt mva 25 % 467,13', '15 % 461,97', '12 % 450,92'.
  const lines = [line(577.71), line(3079.8), line(1040.82), line(3757.66), line(250)];
  const taxes = [vat(25, 467.13), vat(15, 461.97), vat(12, 450.92)];

  it('shares the lines among the rates the one way the printed VAT allows', () => {
    expect(rates(withBalancedRates(lines, [], taxes))).toEqual([25, 15, 25, 12, 25]);
  });

  it('gives a charge under rated lines the rate whose VAT it completes', () => {
    const rated = [line(7795.26, 25.5), line(30186.65, 14), line(966.86, 10)];
    const finnish = [vat(25.5, 2087.24), vat(14, 4226.13), vat(10, 96.69)];
    expect(rates(withBalancedRates(rated, [charge(390)], finnish))).toEqual([25.5, 14, 10, 25.5]);
  });

  it('uses printed bases exactly and counts an allowance against its rate', () => {
    // 19 %: 100 + 200 − 10 = 290 printed; 7 %: 60.
    const r = withBalancedRates(
      [line(100), line(200), line(60)],
      [charge(10, false)],
      [vat(19, 55.1, 290), vat(7, 4.2, 60)],
    );
    expect(rates(r)).toEqual([19, 19, 7, 19]);
  });

  it('leaves every rate empty when two sharings fit (equal amounts at two rates)', () => {
    const r = withBalancedRates([line(100), line(100)], [], [vat(25, 25), vat(12, 12)]);
    expect(rates(r)).toEqual([null, null]);
  });

  it('leaves every rate empty when no sharing fits', () => {
    expect(rates(withBalancedRates(lines, [], [vat(25, 400), vat(15, 461.97), vat(12, 450.92)]))).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('does nothing on an invoice with one rate', () => {
    expect(rates(withBalancedRates([line(100)], [], [vat(25, 25)]))).toEqual([null]);
  });
});
