// Tests: Progress and colour table row by row, admin and non-admin.
import { displayStatus, filterableStatuses, statusBar, storedStatusesFor, viewerOf } from './invoice-progress';

// The spec's table row by row: [status, admin progress, admin colour, user shown, user progress, user colour].
const ROWS: [string, number, string, string, number, string][] = [
  ['Processing', 50, 'info', 'Processing', 50, 'info'],
  ['Canceled', 0, 'secondary', 'Canceled', 0, 'secondary'],
  ['Duplicate', 100, 'danger', 'Duplicate', 100, 'danger'],
  ['Finish parsing', 25, 'success', 'Finish parsing', 25, 'success'],
  ['Sending', 75, 'success', 'Sending', 75, 'success'],
  ['Sending error', 75, 'danger', 'Sending', 75, 'success'],
  ['Invoice Sent', 75, 'success', 'Invoice Sent', 100, 'success'],
  ['Sent', 75, 'success', 'Sent', 100, 'success'],
  ['Invalid PDF', 50, 'danger', 'Processing', 50, 'info'],
  ['Invalid PDF Forward', 0, 'secondary', 'PDF Forward', 100, 'secondary'],
  ['Imported', 100, 'success', 'Imported', 100, 'success'],
  ['Delivered', 100, 'success', 'Delivered', 100, 'success'],
  ['Approved', 100, 'success', 'Approved', 100, 'success'],
  ['Denied', 100, 'danger', 'Denied', 100, 'danger'],
  ['Import error', 50, 'danger', 'Import error', 50, 'danger'],
  ['Auto PDF Forward', 0, 'secondary', 'PDF Forward', 100, 'secondary'],
  ['PDF Forward', 0, 'secondary', 'PDF Forward', 100, 'secondary'],
  ['PDF Opened', 100, 'success', 'PDF Opened', 100, 'success'],
  ['Check Invoice', 0, 'secondary', 'Check Invoice', 0, 'secondary'],
];

describe('status progress and colour', () => {
  it.each(ROWS)('%s: admin %d %s; users see %s %d %s', (status, ap, ac, us, up, uc) => {
    expect(statusBar(status, 'admin')).toEqual({ status, progress: ap, colour: ac });
    expect(statusBar(status, 'user')).toEqual({ status: us, progress: up, colour: uc });
    expect(displayStatus(status, 'admin')).toBe(status);
    expect(displayStatus(status, 'user')).toBe(us);
  });
  it('unknown and empty statuses show as Processing', () => {
    expect(statusBar('Whatever', 'admin')).toEqual({ status: 'Processing', progress: 50, colour: 'info' });
    expect(statusBar(undefined, 'user')).toEqual({ status: 'Processing', progress: 50, colour: 'info' });
  });
  it('maps roles to viewers', () => {
    expect(viewerOf('admin')).toBe('admin');
    for (const r of ['sender', 'receiver', 'user', 'esynpay_user'] as const) expect(viewerOf(r)).toBe('user');
  });
});

describe('status filter', () => {
  it('admins filter on every status of the format, others on what they can see', () => {
    expect(filterableStatuses('pdf', 'admin')).toHaveLength(18);
    const user = filterableStatuses('pdf', 'user');
    for (const hidden of ['Sending error', 'Invalid PDF', 'Invalid PDF Forward', 'Auto PDF Forward'])
      expect(user).not.toContain(hidden);
    expect(user).toContain('PDF Forward');
    expect(filterableStatuses('peppol', 'user')).toEqual([
      'Processing',
      'Sending',
      'Sent',
      'Imported',
      'Delivered',
      'Approved',
      'Denied',
      'Import error',
    ]);
  });
  it('maps a shown status back to the stored ones', () => {
    expect(storedStatusesFor('Sending', 'user').sort()).toEqual(['Sending', 'Sending error']);
    expect(storedStatusesFor('PDF Forward', 'user', 'pdf').sort()).toEqual([
      'Auto PDF Forward',
      'Invalid PDF Forward',
      'PDF Forward',
    ]);
    expect(storedStatusesFor('Processing', 'user', 'peppol')).toEqual(['Processing']);
    expect(storedStatusesFor('Processing', 'user', 'pdf').sort()).toEqual(['Invalid PDF', 'Processing']);
    expect(storedStatusesFor('Sending', 'admin')).toEqual(['Sending']);
    expect(storedStatusesFor('Invoice Sent', 'admin', 'peppol')).toEqual([]);
    expect(storedStatusesFor('nope', 'user')).toEqual([]);
  });
});
