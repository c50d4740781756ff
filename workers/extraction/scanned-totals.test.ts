// Totals on a scan whose decimal marks OCR lost ('Amount due: 2445331€' for 24 453,31 €): the
// reading with the last two digits as decimals is taken only where the arithmetic holds
// (docs/extraction.md S13); a text layer is read as printed.
import { formFromLines } from './extract';
import { buildDocumentLines } from './layout';
import { markLostReading } from './solver';
import { testPage } from './test-page';
import type { PageWords } from './types';

const rows = (tax: string, due: string): Array<Array<[number, string]>> => [
  [
    [40, 'Invoice'],
    [360, 'Invoice number: 4711'],
  ],
  [[360, 'Invoice date: 12.03.2026']],
  [],
  [[300, 'Total amount (net): 20.549,00 €']],
  [[300, `Total tax amount: ${tax} €`]],
  [[300, `Amount due: ${due}`]],
  [],
  [
    [40, 'Tax category'],
    [200, 'Rate'],
    [300, 'Net amount'],
    [420, 'Tax amount'],
  ],
  [
    [40, 'S'],
    [200, '19,00'],
    [300, '20.549,00'],
    [420, tax],
  ],
];

/** The page as OCR gives it: every word with a confidence below 1. */
const scanned = (p: PageWords): PageWords => ({ ...p, words: p.words.map((w) => ({ ...w, conf: 0.9 })) });

describe('totals whose decimal mark OCR lost', () => {
  it('reads the markless amount with two decimals', () => {
    expect(markLostReading('2445331')).toBe(24453.31);
    expect(markLostReading('3.90431')).toBe(3904.31);
    expect(markLostReading('2445331€')).toBe(24453.31);
    expect(markLostReading('24.453,31')).toBeNull();
    expect(markLostReading('12')).toBeNull();
    expect(markLostReading('INV-2445')).toBeNull();
  });

  it('takes the VAT row and the payable amount where net + VAT gives them', () => {
    const { form, checks } = formFromLines(buildDocumentLines([scanned(testPage(rows('3.90431', '2445331€')))]));
    expect(form.tax_totals).toEqual([{ tax_percent: 19, taxable_amount: 20549, tax_amount: 3904.31 }]);
    expect(form.legal_monetary_total.payable_amount).toBe(24453.31);
    expect(checks.findings.map((f) => f.code)).not.toContain('payable-sum');
  });

  it('invents no total when no reading adds up', () => {
    const { form, checks } = formFromLines(buildDocumentLines([scanned(testPage(rows('3.90431', '2445931€')))]));
    expect(form.legal_monetary_total.payable_amount).toBeNull();
    expect(checks.findings.map((f) => f.code)).toContain('missing-payable');
  });

  it('reads a text layer as printed', () => {
    const { form } = formFromLines(buildDocumentLines([testPage(rows('3.90431', '2445331€'))]));
    expect(form.tax_totals).toEqual([]);
    expect(form.legal_monetary_total.payable_amount).not.toBe(24453.31);
  });
});
