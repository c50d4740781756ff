// English payment terms printed as a sentence without a label (docs/extraction.md step 142):
// 'Payment due within 30 days …', 'Please pay the given amount within 30 days …', and the next
// line opening with a label of its own ('Additional conditions: …') is not part of them.
import { buildDocumentLines, type Line } from './layout';
import { findTermsSentence } from './payment-sentences';
import { testPage } from './test-page';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 9)]);
}

describe('English payment-terms sentences (step 142)', () => {
  it.each([
    ['Payment due within 30 days from date of invoice.'],
    ['Please pay the given amount within 30 days from invoice date.'],
  ])('reads %s', (sentence) =>
    expect(
      findTermsSentence(page([[[70, 'Net total  121,50 €']], [[70, sentence]], [[70, 'Kind regards,']]]))?.value,
    ).toBe(sentence),
  );

  it('stops before a line with its own label', () =>
    expect(
      findTermsSentence(
        page([
          [[70, 'Payment due in 30 days']],
          [[70, 'Additional conditions: Note 1']],
          [[70, 'Cargo remarks: Note 2']],
        ]),
      )?.value,
    ).toBe('Payment due in 30 days'));
});
