// Tests: Invoice status strings, PDF vs Peppol sets, labels and selector lists.
import {
  ALL_INVOICE_STATUSES,
  INVOICE_STATUS_LABELS,
  InvoiceStatus,
  PDF_STATUSES,
  PDF_TYPE_STATUSES,
  PEPPOL_STATUSES,
  invoiceStatusLabel,
  isInvoiceStatus,
  parseInvoiceStatus,
  selectableStatuses,
  sentStatusFor,
  statusIn,
  statusesFor,
} from './invoice-status';

describe('invoice statuses', () => {
  it('has exactly the spec strings', () => {
    expect([...ALL_INVOICE_STATUSES].sort()).toEqual(
      [
        'Processing',
        'Canceled',
        'Duplicate',
        'Finish parsing',
        'Sending',
        'Sending error',
        'Invoice Sent',
        'Sent',
        'Invalid PDF',
        'Invalid PDF Forward',
        'Imported',
        'Delivered',
        'Approved',
        'Denied',
        'Import error',
        'Auto PDF Forward',
        'PDF Forward',
        'PDF Opened',
        'Check Invoice',
      ].sort(),
    );
  });
  it('spells sent per format', () => {
    expect(sentStatusFor('pdf')).toBe('Invoice Sent');
    expect(sentStatusFor('peppol')).toBe('Sent');
    expect(PDF_STATUSES).not.toContain('Sent');
    expect(PEPPOL_STATUSES).not.toContain('Invoice Sent');
  });
  it('Peppol has the statuses seen and no PDF-only status', () => {
    for (const s of ['Sent', 'Sending error', 'Approved', 'Denied', 'Imported', 'Delivered', 'Processing']) {
      expect(PEPPOL_STATUSES).toContain(s);
    }
    for (const s of PDF_TYPE_STATUSES) expect(PEPPOL_STATUSES).not.toContain(s);
    expect(PEPPOL_STATUSES).not.toContain(InvoiceStatus.FinishParsing);
    expect(PEPPOL_STATUSES).not.toContain(InvoiceStatus.CheckInvoice);
    expect(statusesFor('peppol')).toBe(PEPPOL_STATUSES);
    expect(statusesFor('pdf')).toBe(PDF_STATUSES);
    expect(PDF_STATUSES).toHaveLength(18);
  });
  it('parses case-insensitively', () => {
    expect(parseInvoiceStatus('Invoice sent')).toBe('Invoice Sent');
    expect(parseInvoiceStatus(' pdf forward ')).toBe('PDF Forward');
    expect(parseInvoiceStatus('Nope')).toBeNull();
    expect(parseInvoiceStatus(null)).toBeNull();
    expect(isInvoiceStatus('Sent')).toBe(true);
    expect(isInvoiceStatus('sent')).toBe(false);
    expect(statusIn('auto pdf forward', PDF_TYPE_STATUSES)).toBe(true);
    expect(statusIn('Sent', PDF_TYPE_STATUSES)).toBe(false);
  });
  it.each(ALL_INVOICE_STATUSES)('%s has en and a different-or-equal sv label', (s) => {
    expect(INVOICE_STATUS_LABELS[s].en).toBe(s);
    expect(INVOICE_STATUS_LABELS[s].sv.length).toBeGreaterThan(0);
    expect(INVOICE_STATUS_LABELS[s].sv).not.toBe(s);
    expect(invoiceStatusLabel(s, 'sv')).toBe(INVOICE_STATUS_LABELS[s].sv);
  });
  it('only admins get a status selector, per format', () => {
    expect(selectableStatuses('admin', 'pdf')).toEqual(PDF_STATUSES);
    expect(selectableStatuses('admin', 'peppol')).toEqual(PEPPOL_STATUSES);
    for (const role of ['sender', 'receiver', 'user', 'esynpay_user'] as const) {
      expect(selectableStatuses(role, 'pdf')).toEqual([]);
    }
  });
});
