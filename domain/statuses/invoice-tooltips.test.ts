// Tests: Tooltips per audience in en and sv, spec wording where given.
import { ALL_INVOICE_STATUSES } from './invoice-status';
import { STATUS_TOOLTIPS, statusTooltip, tooltipAudience } from './invoice-tooltips';

describe('status tooltips', () => {
  it.each([
    ['Processing', 'This document is being prepared and has not yet been sent'],
    ['Canceled', 'This invoice has been canceled'],
    ['Duplicate', 'This invoice is registered as a duplicate and will not be resent'],
    ['Sending', 'This invoice is complete and in the process of sending'],
    ['PDF Forward', 'This document has been sent as a PDF to the receiver'],
  ])('%s has the spec wording for senders', (status, text) => {
    expect(statusTooltip(status, 'sender', 'en')).toBe(text);
  });
  it('Sent interpolates brand and timestamp', () => {
    const params = { brand: 'eSyn', timestamp: 'Nov 21, 2026 05:00' };
    expect(statusTooltip('Sent', 'sender', 'en', params)).toBe('This invoice was sent from eSyn at Nov 21, 2026 05:00');
    expect(statusTooltip('Invoice Sent', 'sender', 'en', params)).toBe(
      'This invoice was sent from eSyn at Nov 21, 2026 05:00',
    );
    expect(statusTooltip('Sent', 'sender', 'sv', params)).toBe('Fakturan skickades från eSyn den Nov 21, 2026 05:00');
  });
  it('non-admins get the tooltip of the status they are shown', () => {
    expect(statusTooltip('Invalid PDF', 'sender', 'en')).toBe(statusTooltip('Processing', 'sender', 'en'));
    expect(statusTooltip('Sending error', 'receiver', 'en')).toBe(statusTooltip('Sending', 'receiver', 'en'));
    expect(statusTooltip('Auto PDF Forward', 'receiver', 'en')).toBe(statusTooltip('PDF Forward', 'receiver', 'en'));
    expect(statusTooltip('Sending error', 'admin', 'en')).toMatch(/failed/);
  });
  it('wording differs by audience', () => {
    expect(statusTooltip('Processing', 'admin', 'en')).not.toBe(statusTooltip('Processing', 'sender', 'en'));
    expect(statusTooltip('Processing', 'receiver', 'en')).not.toBe(statusTooltip('Processing', 'sender', 'en'));
  });
  it.each(ALL_INVOICE_STATUSES)('%s has en and sv tooltips for every audience, sv different', (status) => {
    for (const audience of ['admin', 'sender', 'receiver'] as const) {
      const en = statusTooltip(status, audience, 'en', { brand: 'B', timestamp: 'T' });
      const sv = statusTooltip(status, audience, 'sv', { brand: 'B', timestamp: 'T' });
      expect(en.length).toBeGreaterThan(10);
      expect(sv.length).toBeGreaterThan(10);
      expect(sv).not.toBe(en);
      expect(en).not.toMatch(/\{/);
      expect(sv).not.toMatch(/\{/);
    }
    expect(STATUS_TOOLTIPS[status].sender.en).toBeTruthy();
  });
  it('picks the audience by role and direction', () => {
    expect(tooltipAudience('admin')).toBe('admin');
    expect(tooltipAudience('sender', 'incoming')).toBe('sender');
    expect(tooltipAudience('receiver')).toBe('receiver');
    expect(tooltipAudience('user', 'incoming')).toBe('receiver');
    expect(tooltipAudience('esynpay_user')).toBe('sender');
  });
});
