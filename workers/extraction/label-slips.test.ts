// Labels matched with one edit (OCR slips) never stand for a label the dictionary spells as printed
// (docs/extraction.md, step 114): 'Invoice No.' is one edit from 'Invoice to'.
import { LABELS } from './labels';
import { matchLabel, withinOneEdit } from './label-match';

describe('one-edit label matches', () => {
  it("does not read 'Invoice No.' as the bill-to label 'Invoice to'", () =>
    expect(matchLabel('Invoice No.', LABELS.bill_to)).toBeNull());
  it('still reads a slip that is no label of its own', () =>
    expect(matchLabel('Invoise to', LABELS.bill_to)?.label).toBe('invoice to'));
});

describe('withinOneEdit', () => {
  it.each([
    ['faktranummer', 'fakturanummer', true], // a letter lost
    ['fakturaanummer', 'fakturanummer', true], // a letter doubled
    ['attbetala', 'att betala', true], // the space lost
    ['bili to', 'bill to', true], // a letter misread
    ['fakturanummer', 'fakturanummer', true],
    ['faktrnummer', 'fakturanummer', false], // two letters lost
    ['bili ta', 'bill to', false], // two misread
    ['fakturanumrner', 'fakturanummer', false], // 'm' read as 'rn': two edits
    ['', 'a', true],
    ['ab', 'ba', false], // a swap is two edits
  ])('%s / %s: %s', (a, b, within) => {
    expect(withinOneEdit(a, b)).toBe(within);
    expect(withinOneEdit(b, a)).toBe(within);
  });
});
