// Dates with a month's name that were not read (docs/extraction.md step 272): the French first of
// the month ('1er mars 2024') and a two-digit year after the month's name ('12 Jan 24').
import { findDate } from './parsers';

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
