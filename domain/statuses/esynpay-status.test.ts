// Tests: eSynPay statuses: values, bars, help texts and the 3-day window.
import {
  ESYNPAY_DETAIL_VALUES,
  ESYNPAY_STATUS_BARS,
  ESYNPAY_STATUSES,
  WITHIN_3_DAYS_LABEL,
  eSynPayHelpText,
  financeWindowEndsAt,
  isReadyForSale,
  isWithinFinanceWindow,
  parseESynPayStatus,
  showsSettlementNote,
  toESynPayDetailValue,
  SETTLEMENT_NOTE_PENDING,
  ESYNPAY_STATUS_LABELS,
} from './esynpay-status';

describe('eSynPay statuses', () => {
  it('has the list values and their lower-case detail values', () => {
    expect(ESYNPAY_STATUSES).toEqual([
      'UNKNOWN',
      'Sellable',
      'Not sellable',
      'Ready for sale',
      'Finance Requested',
      'Not Financed',
    ]);
    expect([...ESYNPAY_STATUSES.map(toESynPayDetailValue)].sort()).toEqual([...ESYNPAY_DETAIL_VALUES].sort());
    for (const v of ESYNPAY_DETAIL_VALUES) expect(parseESynPayStatus(v)).not.toBeNull();
    expect(parseESynPayStatus('ready for sale')).toBe('Ready for sale');
    expect(parseESynPayStatus('bogus')).toBeNull();
  });
  it('Not sellable is 75 danger and Ready for sale is 100', () => {
    expect(ESYNPAY_STATUS_BARS['Not sellable']).toEqual({ progress: 75, colour: 'danger' });
    expect(ESYNPAY_STATUS_BARS['Ready for sale'].progress).toBe(100);
  });
  it.each(['unknown', 'sellable', 'not sellable', 'not financed'])('%s has a help text in en and sv', (v) => {
    const en = eSynPayHelpText(v, 'en');
    const sv = eSynPayHelpText(v, 'sv');
    expect(en).toBeTruthy();
    expect(sv).toBeTruthy();
    expect(sv).not.toBe(en);
  });
  it.each(['ready for sale', 'finance requested', 'nonsense'])('%s has no help text', (v) => {
    expect(eSynPayHelpText(v, 'en')).toBeNull();
  });
  it('labels are in both languages', () => {
    expect(WITHIN_3_DAYS_LABEL).toEqual({ en: 'within 3 days!', sv: 'inom 3 dagar!' });
    expect(SETTLEMENT_NOTE_PENDING.sv).not.toBe(SETTLEMENT_NOTE_PENDING.en);
    for (const s of ESYNPAY_STATUSES) expect(ESYNPAY_STATUS_LABELS[s].sv).not.toBe(ESYNPAY_STATUS_LABELS[s].en);
  });
  it('ready for sale lets an admin sell; settlement note without a location', () => {
    expect(isReadyForSale('Ready for sale')).toBe(true);
    expect(isReadyForSale('Sellable')).toBe(false);
    expect(showsSettlementNote('finance requested', null)).toBe(true);
    expect(showsSettlementNote('Finance Requested', 's3://note.pdf')).toBe(false);
    expect(showsSettlementNote('Sellable', null)).toBe(false);
  });
  it('finance window is 3 days from creation', () => {
    const created = '2026-11-01T10:00:00Z';
    expect(financeWindowEndsAt(created).toISOString()).toBe('2026-11-04T10:00:00.000Z');
    expect(isWithinFinanceWindow(created, new Date('2026-11-04T09:59:59Z'))).toBe(true);
    expect(isWithinFinanceWindow(created, new Date('2026-11-04T10:00:00Z'))).toBe(false);
    expect(isWithinFinanceWindow(created, new Date('2026-10-31T10:00:00Z'))).toBe(false);
    expect(isWithinFinanceWindow('garbage', new Date())).toBe(false);
  });
});
