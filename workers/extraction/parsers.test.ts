import { findDate, parseAmount, parseCurrency, parseDate, parsePercent } from './parsers';

describe('parseAmount', () => {
  it.each([
    ['1 234,50', 1234.5],
    ['1.234,50', 1234.5],
    ['1,234.50', 1234.5],
    ['1234.50', 1234.5],
    ['1234,50', 1234.5],
    ['-1 234,50', -1234.5],
    ['1 234,50-', -1234.5],
    ['(99,00)', -99],
    ['250', 250],
    ['12 345 678,90 SEK', 12345678.9],
    ['€ 1.000,00', 1000],
    ['1\u00a0234,50 kr', 1234.5],
    ['\u22125,00', -5],
    ['0,5', 0.5],
  ])('%s → %d', (s, v) => expect(parseAmount(s)).toBe(v));
  it.each(['abc', '1,2,3', '12.34.56,00', '', '1 23,00', '2026-11-21'])('%s is not an amount', (s) =>
    expect(parseAmount(s)).toBeNull(),
  );
});

describe('parseDate', () => {
  it.each([
    ['2026-11-21', '2026-11-21'],
    ['21/11/2026', '2026-11-21'],
    ['21.11.2026', '2026-11-21'],
    ['21 nov 2026', '2026-11-21'],
    ['21 November 2026', '2026-11-21'],
    ['Nov 21, 2026', '2026-11-21'],
    ['3 maj 2026', '2026-05-03'],
    ['20261121', '2026-11-21'],
    ['21.11.26', '2026-11-21'],
    ['12/31/2026', '2026-12-31'],
  ])('%s → %s', (s, v) => expect(parseDate(s)).toBe(v));
  it.each(['2026-02-30', '32.01.2026', 'tomorrow', '21 foo 2026'])('%s is not a date', (s) =>
    expect(parseDate(s)).toBeNull(),
  );
  it('finds a date inside text', () => expect(findDate('Datum: 5 okt 2026 (måndag)')?.value).toBe('2026-10-05'));
});

describe('parseCurrency and parsePercent', () => {
  it('reads codes and symbols', () => {
    expect(parseCurrency('Att betala SEK')).toBe('SEK');
    expect(parseCurrency('Total € 12,00')).toBe('EUR');
    expect(parseCurrency('12,00 kr')).toBe('SEK');
    expect(parseCurrency('Summa')).toBeNull();
  });
  it('reads VAT rates', () => {
    expect(parsePercent('Moms 25%')).toBe(25);
    expect(parsePercent('12,00 %')).toBe(12);
    expect(parsePercent('Moms')).toBeNull();
  });
});

describe('Nordic month names (step 155)', () => {
  it.each([
    ['8. des. 2026', '2026-12-08'],
    ['3. marts 2026', '2026-03-03'],
    ['8. lokakuuta 2026', '2026-10-08'],
    ['1. marraskuuta 2026', '2026-11-01'],
    ['8. lokak. 2026', '2026-10-08'],
    ['Eräpäivä 15. heinäk. 2026', '2026-07-15'],
    ['12. joulukuuta 2026', '2026-12-12'],
  ])('reads %s', (text, iso) => {
    expect(findDate(text)?.value).toBe(iso);
  });
});
