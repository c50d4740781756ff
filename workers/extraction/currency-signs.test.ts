// The currency from the signs the amounts carry when no code or label names it (docs/extraction.md
// step 271): a British credit note printing only '£30.00'.
import { formFromLines } from './extract';
import { buildDocumentLines } from './layout';
import { testPage } from './test-page';

type Rows = Array<Array<[number, string]>>;

function currencyOf(total: string, more: Rows = []): string | null {
  const rows: Rows = [
    [
      [30, 'Northwind Ltd'],
      [400, 'CREDIT NOTE'],
    ],
    [
      [30, '40 Quay Street'],
      [400, 'Credit Note No:'],
      [490, 'CN-0007'],
    ],
    [
      [30, 'Bristol BS1 6DZ'],
      [400, 'Date:'],
      [490, '18/03/2024'],
    ],
    [],
    [
      [30, 'Description'],
      [300, 'Qty'],
      [370, 'Unit Price'],
      [470, 'Amount'],
    ],
    [
      [30, 'Returned goods: Blue widget'],
      [300, '2'],
      [370, '12.50'],
      [470, '25.00'],
    ],
    [
      [370, 'Net'],
      [470, '25.00'],
    ],
    [
      [370, 'VAT @ 20%'],
      [470, '5.00'],
    ],
    [
      [370, 'Total Credit'],
      [470, total],
    ],
    ...more,
  ];
  return formFromLines(buildDocumentLines([testPage(rows)])).form.document_currency_code;
}

describe('currency from the amounts’ signs', () => {
  it("reads GBP from '£30.00' and EUR from '30.00 €' when nothing else names the currency", () => {
    expect(currencyOf('£30.00')).toBe('GBP');
    expect(currencyOf('30.00 €')).toBe('EUR');
  });

  it('takes no sign when the amounts carry two different ones', () => {
    expect(currencyOf('£30.00', [[[30, 'Equivalent: 35.00 €']]])).toBeNull();
  });
});
