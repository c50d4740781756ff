import { baseOfRate } from './tax-bases';
import type { ExtractedLine } from './types';

const line = (rate: number | null, amount: number): ExtractedLine => ({
  item: { name: 'x', tax_percent: rate },
  price: { amount },
  invoiced_quantity: 1,
  line_extension_amount: amount,
});

describe('the taxable amount of a rate printed without it', () => {
  it('is the net when the invoice has one rate and its VAT fits', () => {
    expect(baseOfRate(6, 921.37, 1, 15356.11, [])).toBe(15356.11);
  });

  it("is the sum of the rate's lines when every line carries a rate", () => {
    const lines = [line(25, 1000), line(12, 200), line(25, 500)];
    expect(baseOfRate(25, 375, 2, 1700, lines)).toBe(1500);
    expect(baseOfRate(12, 24, 2, 1700, lines)).toBe(200);
  });

  it('falls back to the VAT divided by the rate when neither fits', () => {
    expect(baseOfRate(6, 921.37, 1, 20000, [])).toBe(15356.17);
    expect(baseOfRate(25, 375, 2, null, [line(null, 1000)])).toBe(1500);
    expect(baseOfRate(25, null, 1, 1000, [])).toBeNull();
  });
});
