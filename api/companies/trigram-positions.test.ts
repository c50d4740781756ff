// Which trigrams of a search text the name-ordered postings walk merges (companies.repository.ts).
import { trigramPositions } from './companies.repository';

describe('trigramPositions', () => {
  it('takes the first and the last trigram without a blank, counting characters (not UTF-16 units)', () => {
    expect(trigramPositions('nordbygg')).toEqual([1, 6]);
    expect(trigramPositions('konsult ab')).toEqual([1, 5]); // not ' ab', which most names hold
    expect(trigramPositions('göteborgs')).toEqual([1, 7]);
    expect(trigramPositions('a😀bcd')).toEqual([1, 3]);
  });

  it('falls back to blanks when every trigram has one, and to one trigram for three characters', () => {
    expect(trigramPositions('a b c')).toEqual([1, 3]);
    expect(trigramPositions('abc')).toEqual([1, 1]);
  });
});
