// The VAT rate of lines and charges the page prints without one, on an invoice with one rate.
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

  it('gives none when the rows print another rate', () => {
    const taxes = [{ tax_percent: 25, taxable_amount: 1000, tax_amount: 250 }];
    expect(withDocumentRate([line(500, 12), line(500, null)], taxes)[1]?.item.tax_percent).toBeNull();
  });
});
