// Due dates from more labels and sentences (docs/extraction.md, step 25); terms sentences (step 36),
// also after a stray mark (step 59).
import { findField, parseDateField } from './fields';
import { buildDocumentLines, type Line } from './layout';
import { findDueInSentence, findTermsSentence } from './payment-sentences';
import { testPage } from './test-page';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 9)]);
}

describe('due dates', () => {
  it("reads 'Fälligkeitstag:'", () =>
    expect(findField(page([[[40, 'Fälligkeitstag: 01.04.2014']]]), 'due_date', parseDateField)?.value).toBe(
      '2014-04-01',
    ));

  it("reads 'Please remit until …'", () =>
    expect(findDueInSentence(page([[[40, 'Please remit until 2020-12-12.']]]))?.value).toBe('2020-12-12'));

  it('reads the day a direct debit is announced for, the debit words on the next line', () =>
    expect(
      findDueInSentence(
        page([
          [[40, 'Der Betrag in Höhe von EUR 529,87 wird am 20.03.2014 von Ihrem Konto mit IBAN DE21 …']],
          [[40, 'abgebucht.']],
        ]),
      )?.value,
    ).toBe('2014-03-20'));

  it('does not take a date after "wird am" without a debit word', () =>
    expect(findDueInSentence(page([[[40, 'Die Ware wird am 20.03.2014 geliefert.']]]))).toBeNull());
});

describe("payment terms opening with 'Bis zum <date>' (step 36)", () => {
  const lines = buildDocumentLines([
    testPage([[[66, 'Bis zum 06.09.2026 erhalten Sie 2,000 % Skonto']], [[66, 'Bis zum 16.09.2026 ohne Abzug']]], 9),
  ]);
  it('are a terms sentence, each term its own', () =>
    expect(findTermsSentence(lines)?.value).toBe('Bis zum 06.09.2026 erhalten Sie 2,000 % Skonto'));
});

describe('a terms sentence after a stray mark (step 59)', () =>
  it("reads '.Bei Zahlung innerhalb 14 Tagen …' without the mark", () =>
    expect(findTermsSentence(page([[[35, '.Bei Zahlung innerhalb 14 Tagen gewähren wir 2,0% Skonto.']]]))?.value).toBe(
      'Bei Zahlung innerhalb 14 Tagen gewähren wir 2,0% Skonto.',
    )));
