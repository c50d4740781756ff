// When the manual upload's form keeps asking for the engine's reading (ManualInvoicePanel).
import type { InvoiceDetail } from '../../../domain/invoice-detail';
import { InvoiceStatus } from '../../../domain/statuses';
import { awaitsReading, readingPollMs } from './awaitsReading';

const waiting = {
  format: 'pdf',
  is_manual_parsing: true,
  status: InvoiceStatus.Processing,
  raw_result: null,
  extracted_form: null,
  history: [
    {
      at: '2026-11-27T06:00:00Z',
      actor: 'System',
      event: 'uploaded',
      from_status: null,
      to_status: 'Processing',
      reason: null,
    },
  ],
} as unknown as InvoiceDetail;

describe('awaitsReading', () => {
  it('waits while a manual PDF upload has neither a form nor the reading', () => {
    expect(awaitsReading(waiting)).toBe(true);
  });

  it.each([
    ['the reading is there', { extracted_form: { invoice_id: '1' } }],
    ['a form was saved', { raw_result: { invoice_id: '1' } }],
    ['the reading was tried and failed', { history: [...waiting.history, { ...waiting.history[0], event: 'parsed' }] }],
    ['the invoice moved on', { status: InvoiceStatus.FinishParsing }],
    ['it is not manual parsing', { is_manual_parsing: false }],
    ['it is a Peppol invoice', { format: 'peppol' }],
  ])('stops when %s', (_why, change) => {
    expect(awaitsReading({ ...waiting, ...change } as InvoiceDetail)).toBe(false);
  });

  it('has nothing to wait for before the invoice is read', () => {
    expect(awaitsReading(undefined)).toBe(false);
  });
});

describe('readingPollMs', () => {
  it('asks every second at first, then every 5 s, and gives up after 5 minutes', () => {
    expect(readingPollMs(0)).toBe(1_000);
    expect(readingPollMs(29_999)).toBe(1_000);
    expect(readingPollMs(30_000)).toBe(5_000);
    expect(readingPollMs(299_999)).toBe(5_000);
    expect(readingPollMs(300_000)).toBe(false);
  });
});
