// One reading of the invoice's PDF by the extraction engine (its own task queue), for the parse
// step and for manual parsing's head start alike: the job id it runs under, and the engine's
// outcome, or a failure (no PDF, the activity gave up) as text for the history.
import { ApplicationFailure } from '@temporalio/workflow';
import { extractionQueue, INVOICE_FAILURE_TYPES } from './activities';
import { failureText } from './failures';
import type { InvoiceProcess } from './process';

type EngineOutcome = Awaited<ReturnType<ReturnType<typeof extractionQueue>['extractInvoicePdf']>>;
export type PdfReading = EngineOutcome | { status: 'failed'; message: string };

export async function readPdf(p: InvoiceProcess): Promise<{ jobId: string; outcome: PdfReading }> {
  const location = p.s.location;
  const jobId = p.nextId('extraction');
  const { extractInvoicePdf } = extractionQueue(p.input.extractionTaskQueue);
  try {
    if (!location)
      throw ApplicationFailure.nonRetryable('The invoice has no PDF', INVOICE_FAILURE_TYPES.documentMissing);
    return { jobId, outcome: await extractInvoicePdf({ location }) };
  } catch (err) {
    return { jobId, outcome: { status: 'failed', message: failureText(err) } };
  }
}
