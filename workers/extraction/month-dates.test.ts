// Dates with a month's name and amounts that were not read (docs/extraction.md steps 272-273):
// the French first of the month ('1er mars 2024'), a two-digit year after the month's name
// ('12 Jan 24'), whole euros ('1.234,-') and the Swiss typographic apostrophe ('1’234.50').
import { findDate, parseAmount } from './parsers';

describe('month-name dates', () => {
  it.each([
    ['1er mars 2024', '2024-03-01'],
    ['Facture du 1er février 2024', '2024-02-01'],
    ['12 Jan 24', '2024-01-12'],
    ['Invoice date: 5 Mar 24', '2024-03-05'],
    // Unchanged: four-digit years, numeric dates, and no date where a number follows the month.
    ['12 Jan 2024', '2024-01-12'],
    ['03.03.24', '2024-03-03'],
  ])('%s → %s', (text, iso) => expect(findDate(text)?.value).toBe(iso));

  it('reads no year from an amount or a time after the month', () => {
    expect(findDate('5 mars 24,00 €')).toBeNull();
    expect(findDate('12 Jan 24:00')).toBeNull();
  });
});

describe('amount spellings', () => {
  it.each([
    ['1.234,-', 1234],
    ['500,– €', 500],
    ['CHF 1’234.50', 1234.5],
    // Unchanged: a trailing minus, a decimal comma, a Swiss ASCII apostrophe.
    ['12,50-', -12.5],
    ['12,50', 12.5],
    ["1'234.50", 1234.5],
  ])('%s → %s', (text, value) => expect(parseAmount(text)).toBe(value));
});
