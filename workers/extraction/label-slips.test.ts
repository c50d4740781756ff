// Labels matched with one edit (OCR slips) never stand for a label the dictionary spells as printed
// (docs/extraction.md, step 114): 'Invoice No.' is one edit from 'Invoice to'.
import { LABELS, matchLabel } from './labels';

describe('one-edit label matches', () => {
  it("does not read 'Invoice No.' as the bill-to label 'Invoice to'", () =>
    expect(matchLabel('Invoice No.', LABELS.bill_to)).toBeNull());
  it('still reads a slip that is no label of its own', () =>
    expect(matchLabel('Invoise to', LABELS.bill_to)?.label).toBe('invoice to'));
});
