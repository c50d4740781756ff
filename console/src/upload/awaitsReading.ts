// Whether the upload's manual form still waits for the engine's reading of the PDF
// (workflows/invoice/form-suggestion.ts; ManualInvoicePanel asks again while it does), and how often.
import type { InvoiceDetail } from '../../../domain/invoice-detail';
import { InvoiceStatus } from '../../../domain/statuses';

/** The workflow has yet to read this manual upload's PDF for its form. */
export function awaitsReading(invoice: InvoiceDetail | undefined): boolean {
  return (
    invoice !== undefined &&
    invoice.format === 'pdf' &&
    invoice.is_manual_parsing &&
    invoice.status === InvoiceStatus.Processing &&
    invoice.raw_result === null &&
    invoice.extracted_form === null &&
    !invoice.history.some((entry) => entry.event === 'parsed')
  );
}

/**
 * How long to wait before asking again, given how long the form has waited: every second at first
 * (a text PDF is read in a second or two), then every 5 s (a long scan is read page by page, several
 * seconds a page), and no more after 5 minutes: a reading that never comes leaves a blank form, and
 * a failed reading ends the wait at once (its 'parsed' history entry).
 */
export function readingPollMs(waitedMs: number): number | false {
  if (waitedMs < 30_000) return 1_000;
  if (waitedMs < 300_000) return 5_000;
  return false;
}
