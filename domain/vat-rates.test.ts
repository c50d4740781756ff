import { impliedVatRate, isRateOf } from './vat-rates';

describe('VAT rates', () => {
  it('finds the rate a VAT total printed without it implies', () => {
    expect(impliedVatRate(8297.5, 2074.38)).toBe(25);
    expect(impliedVatRate(-5327, -1331.75)).toBe(25);
    expect(impliedVatRate(888, 226.44)).toBe(25.5);
    expect(impliedVatRate(100, 19)).toBe(19);
  });

  it('names no rate when none or several fit', () => {
    expect(impliedVatRate(100, 17.3)).toBeNull();
    expect(impliedVatRate(0, 0)).toBeNull();
    // 0,10 on 1,00 is 10 %, to the cent; 9 % and 11 % are a cent off.
    expect(impliedVatRate(1, 0.1)).toBe(10);
    // 0.05 on 0.20 fits 24 %, 25 % and 25.5 % alike.
    expect(impliedVatRate(0.2, 0.05)).toBeNull();
  });

  it("knows a country's rates", () => {
    expect(isRateOf('SE', 12)).toBe(true);
    expect(isRateOf('SE', 19)).toBe(false);
    expect(isRateOf('SE', 0)).toBe(true);
  });
});
