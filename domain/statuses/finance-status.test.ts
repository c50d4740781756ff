// Tests: Finance statuses table row by row.
import {
  FINANCE_STATUS_BARS,
  FINANCE_STATUS_LABELS,
  FINANCE_STATUS_TOOLTIPS,
  FINANCE_STATUSES,
  financeStatusTooltip,
  parseFinanceStatus,
} from './finance-status';

describe('finance statuses', () => {
  it.each([
    ['Finance Requested', 50, 'Invoice is being confirmed'],
    ['Finance Accepted', 75, 'Pre-payment is approved'],
    ['Finance paid', 100, 'Invoice is paid'],
    ['Completed', 100, null],
    ['Not Financed', 100, 'Invoice is paid after your receiver settled the payment at the due date'],
  ] as const)('%s: %d %%, tooltip %p', (status, progress, tooltip) => {
    expect(FINANCE_STATUS_BARS[status].progress).toBe(progress);
    if (tooltip) expect(financeStatusTooltip(status, 'en')).toBe(tooltip);
    expect(FINANCE_STATUS_TOOLTIPS[status].sv).not.toBe(FINANCE_STATUS_TOOLTIPS[status].en);
  });
  it('parses case-insensitively', () => {
    expect(parseFinanceStatus('finance PAID')).toBe('Finance paid');
    expect(parseFinanceStatus('x')).toBeNull();
    expect(FINANCE_STATUSES).toHaveLength(5);
    for (const st of FINANCE_STATUSES) expect(FINANCE_STATUS_LABELS[st].sv).not.toBe(FINANCE_STATUS_LABELS[st].en);
  });
});
