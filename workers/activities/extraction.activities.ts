// Activity of the per-invoice workflow's 'send to IE' step: reads the PDF from the document store
// and runs the extraction engine in its capped child process. A refused PDF is a result with
// status 'Invalid PDF' (a business outcome for a human), not a retryable failure.
import { extractInvoiceIsolated, type SandboxOptions } from '../extraction/sandbox';
import { InvalidPdfError, type ExtractionResult } from '../extraction/types';
import { InvoiceStatus } from '../../domain/statuses';

export interface ExtractionActivityDeps {
  /** Reads a stored document by its location. */
  readDocument(location: string): Promise<Uint8Array>;
  /** Engine limits; defaults are the engine's (60 s, 768 MB, 50 pages). */
  limits?: SandboxOptions;
  extract?: (bytes: Uint8Array, opts: SandboxOptions) => Promise<ExtractionResult>;
}

export type ExtractionOutcome =
  | { status: 'extracted'; result: ExtractionResult }
  | { status: typeof InvoiceStatus.InvalidPdf; reason: string; message: string };

export function createExtractionActivities(deps: ExtractionActivityDeps) {
  const extract = deps.extract ?? extractInvoiceIsolated;
  return {
    async extractInvoicePdf(input: { location: string }): Promise<ExtractionOutcome> {
      const bytes = await deps.readDocument(input.location);
      try {
        return { status: 'extracted', result: await extract(bytes, deps.limits ?? {}) };
      } catch (e) {
        if (e instanceof InvalidPdfError)
          return { status: InvoiceStatus.InvalidPdf, reason: e.reason, message: e.message };
        throw e;
      }
    },
  };
}

export type ExtractionActivities = ReturnType<typeof createExtractionActivities>;
