// The VAT rate of lines and charges the page prints without one (docs/extraction.md steps 80, 109).
import { chargesWithDocumentRate, withDocumentRate } from './document-rate';
import type { ExtractedCharge, ExtractedLine } from './types';

const line = (amount: number, rate: number | null): ExtractedLine =>
  ({
    item: { name: 'x', tax_percent: rate },
    invoiced_quantity: 1,
    price: { price_amount: amount },
    line_extension_amount: amount,
  }) as unknown as ExtractedLine;
const shipping: ExtractedCharge = { charge: true, reason: 'Shipping', amount: 390, tax_category: null };

describe('one rate', () => {
  it('gives lines and charges without a rate the breakdown’s one rate', () => {
    const taxes = [{ tax_percent: 25, taxable_amount: 1000, tax_amount: 250 }];
    expect(withDocumentRate([line(1000, null)], taxes)[0]?.item.tax_percent).toBe(25);
    expect(chargesWithDocumentRate([shipping], taxes)[0]?.tax_category).toBe(25);
  });
});

describe('several rates', () => {
  // Lines 7 795,26 at 25,5 %, 30 186,65 at 14 %, 966,86 at 10 %; shipping 390,00 at 25,5 %.
  const lines = [line(7795.26, 25.5), line(30186.65, 14), line(966.86, 10)];
  const taxes = [
    { tax_percent: 25.5, taxable_amount: null, tax_amount: 2087.24 },
    { tax_percent: 14, taxable_amount: null, tax_amount: 4226.13 },
    { tax_percent: 10, taxable_amount: null, tax_amount: 96.69 },
  ];

  it('gives a charge the rate whose printed VAT it balances', () => {
    expect(chargesWithDocumentRate([shipping], taxes, lines)[0]?.tax_category).toBe(25.5);
  });

  it('leaves the rate empty when no rate balances or the lines carry none', () => {
    expect(chargesWithDocumentRate([{ ...shipping, amount: 100 }], taxes, lines)[0]?.tax_category).toBeNull();
    const unrated = lines.map((l) => line(l.line_extension_amount as number, null));
    expect(chargesWithDocumentRate([shipping], taxes, unrated)[0]?.tax_category).toBeNull();
  });
});
