// Field labels read by OCR without their non-ASCII letters still match on a scan, never on a text layer.
import { LABELS } from './labels';
import { matchLabel } from './label-match';

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
