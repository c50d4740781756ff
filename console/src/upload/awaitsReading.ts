// Whether the upload's manual form still waits for the engine's reading of the PDF
// (workflows/invoice/form-suggestion.ts; ManualInvoicePanel asks again while it does).
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
