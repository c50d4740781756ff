// Bank identifiers inside runs and across a line break (docs/extraction.md, step 20).
import { findBicInRuns, findIbanInRuns, ibanAtStart } from './bank-ids';
import { crossCheck } from './checks';
import { formFromLines } from './extract';
import { buildDocumentLines, type Line } from './layout';
import { testPage } from './test-page';

function page(rows: Array<Array<[number, string]>>): Line[] {
  return buildDocumentLines([testPage(rows, 9)]);
}

describe('IBAN and BIC printed inside a run', () => {
  it('reads both from one run of several labels, the IBAN in groups', () => {
    const lines = page([
      [[40, 'BIC: KREDBEBB - IBAN: BE 41 7360 0661 9710']],
      [[40, 'BIC: GEBABEBB - IBAN: BE56 0015 4298 7888']],
    ]);
    expect(findIbanInRuns(lines)?.value).toBe('BE41736006619710');
    expect(findBicInRuns(lines)?.value).toBe('KREDBEBB');
  });

  it('reads the value at the start of the next line when the label ends a line', () => {
    const lines = page([
      [[40, 'Bitte überweisen Sie auf folgende Bankverbindung: IBAN']],
      [[40, 'DE89370400440532013000, BIC COBADEFFXXX, Commerzbank']],
    ]);
    expect(findIbanInRuns(lines)?.value).toBe('DE89370400440532013000');
    expect(findBicInRuns(lines)?.value).toBe('COBADEFFXXX');
  });

  it("reads a party's compound label and leaves words that only start with BIC alone", () => {
    const lines = page([
      [[40, 'Bicycle pump']],
      [
        [40, 'Verkäufer-BIC:'],
        [300, 'SOLADEST600'],
      ],
    ]);
    expect(findBicInRuns(lines)?.value).toBe('SOLADEST600');
  });

  it('takes the longest run of groups that validates, not the words after it', () =>
    expect(ibanAtStart('DE89 3704 0044 0532 0130 00 BIC')).toEqual({ value: 'DE89370400440532013000', valid: true }));
});

describe('an IBAN whose check digits fail', () => {
  const lines = page([
    [[40, 'Rechnung Nr. 2024-17 vom 01.02.2024']],
    [
      [40, 'Zahlbetrag'],
      [400, '69,00'],
    ],
    [
      [40, 'IBAN :'],
      [300, 'DE89 3704 0044 0532 0130 01'],
    ],
  ]);

  it('is read as printed, with a low confidence, and sends the invoice to a person', () => {
    const { form, provenance, checks } = formFromLines(lines);
    expect(form.payment_means.iban).toBe('DE89370400440532013001');
    expect(provenance['payment_means.iban']?.confidence).toBeLessThan(0.6);
    expect(checks.status).toBe('Check Invoice');
    expect(checks.findings.map((f) => f.code)).toContain('iban-check-digit');
  });

  it('is not taken without its label, nor with a length its country does not have', () => {
    expect(findIbanInRuns(page([[[40, 'DE89 3704 0044 0532 0130 01']]]))).toBeNull();
    expect(ibanAtStart('DE12 1234 4321 9876')).toBeNull();
  });

  it('a valid IBAN raises no finding', () => {
    const { form } = formFromLines(lines);
    const ok = crossCheck(
      { ...form, payment_means: { ...form.payment_means, iban: 'DE89370400440532013000' } },
      null,
      null,
    );
    expect(ok.findings.map((f) => f.code)).not.toContain('iban-check-digit');
  });
});
