// Field labels read by OCR without their non-ASCII letters still match on a scan, never on a text layer.
import { LABELS } from './labels';
import { matchLabel, withinEdits } from './label-match';

describe('matchLabel on a scan', () => {
  it('matches a Finnish date label read without its umlauts', () => {
    expect(matchLabel('Laskun paivamaara 2.11.2026', LABELS.issue_date, { scanned: true })?.rest).toBe('2.11.2026');
    expect(matchLabel('Erdpaiva 22.11.2026', LABELS.due_date, { scanned: true })?.rest).toBe('22.11.2026');
  });
  it('does not on a text layer, nor where an ASCII letter differs', () => {
    expect(matchLabel('Erdpaiva 22.11.2026', LABELS.due_date)).toBeNull();
    expect(matchLabel('Xrdpaiva 22.11.2026', LABELS.due_date, { scanned: true })).toBeNull();
  });
});

describe('matchLabel with two OCR slips', () => {
  it('matches a label of ten letters or more read with two slips, on a scan only', () => {
    expect(matchLabel('Zahidetrag 1,00', LABELS.payable, { scanned: true })?.rest).toBe('1,00');
    expect(matchLabel('Zahidetrag 1,00', LABELS.payable)).toBeNull();
  });
  it("never takes another label's one-slip misread", () => {
    // 'Your reterence' is 'Your reference' (the buyer's) read with one slip, not 'Our reference'.
    expect(matchLabel('Your reterence Anna Svensson', LABELS.supplier_reference, { scanned: true })).toBeNull();
  });
  it('counts slips within a band', () => {
    expect(withinEdits('zahidetrag', 'zahlbetrag', 2)).toBe(true);
    expect(withinEdits('kitten', 'sitting', 2)).toBe(false);
    expect(withinEdits('kitten', 'sitting', 3)).toBe(true);
  });
});
