// Tests: The four-step shown-status precedence.
import { shownStatus, shownStatusView } from './shown-status';

describe('which status is shown', () => {
  it.each([
    'Duplicate',
    'Canceled',
    'Invalid PDF',
    'Invalid PDF Forward',
    'PDF Forward',
    'PDF Opened',
    'Auto PDF Forward',
  ])('1. PDF-type status %s always wins, even in the eSynPay view', (status) => {
    expect(
      shownStatus({ status, eSynPayStatus: 'Sellable', financeStatus: 'Finance paid', eSynPayView: true }),
    ).toEqual({ kind: 'invoice', status });
  });
  it('2. eSynPay view: finance status first, then eSynPay status', () => {
    expect(
      shownStatus({ status: 'Sent', eSynPayStatus: 'Sellable', financeStatus: 'Finance Accepted', eSynPayView: true }),
    ).toEqual({ kind: 'finance', status: 'Finance Accepted' });
    expect(shownStatus({ status: 'Sent', eSynPayStatus: 'sellable', financeStatus: null, eSynPayView: true })).toEqual({
      kind: 'esynpay',
      status: 'Sellable',
    });
  });
  it('3. otherwise the invoice status', () => {
    expect(shownStatus({ status: 'Sent', eSynPayStatus: 'Sellable', financeStatus: 'Finance paid' })).toEqual({
      kind: 'invoice',
      status: 'Sent',
    });
    expect(shownStatus({ status: 'Delivered', eSynPayView: true })).toEqual({ kind: 'invoice', status: 'Delivered' });
  });
  it('4. unknown falls back to Processing', () => {
    expect(shownStatus({ status: 'Weird' })).toEqual({ kind: 'invoice', status: 'Processing' });
    expect(shownStatus({ status: undefined, eSynPayStatus: 'nope', eSynPayView: true })).toEqual({
      kind: 'invoice',
      status: 'Processing',
    });
  });
  it('renders label, bar and tooltip per viewer', () => {
    const v = shownStatusView({ status: 'Sending error' }, 'sender', 'sv');
    expect(v).toMatchObject({
      label: 'Skickas',
      progress: 75,
      colour: 'success',
      shown: { kind: 'invoice', status: 'Sending' },
    });
    const a = shownStatusView({ status: 'Sending error' }, 'admin', 'en');
    expect(a).toMatchObject({ label: 'Sending error', progress: 75, colour: 'danger' });
    const f = shownStatusView(
      { status: 'Sent', financeStatus: 'Finance Requested', eSynPayView: true },
      'sender',
      'en',
    );
    expect(f).toMatchObject({ label: 'Finance Requested', progress: 50, tooltip: 'Invoice is being confirmed' });
    const e = shownStatusView({ status: 'Sent', eSynPayStatus: 'Not sellable', eSynPayView: true }, 'sender', 'en');
    expect(e).toMatchObject({ progress: 75, colour: 'danger' });
    expect(e.tooltip).toBeTruthy();
  });
});
