// Manual parsing with a head start: an invoice a person parses by hand (the upload's manual mode, a
// receiver's upload) still goes through the extraction engine once, and its reading is kept beside
// the invoice (ie_raw_result) for the form to open with (the detail's `extracted_form`). Nothing
// else changes: the status stays Processing and the invoice waits for the person's form. A reading
// that fails only leaves a line in the history; the form then opens empty.
import { InvoiceStatus } from '../../domain/statuses';
import { readPdf } from './read-pdf';
import { settle, type InvoiceProcess } from './process';

/** The patch marker of this step: runs recorded before it waited for the form straight away. */
export const MANUAL_FORM_SUGGESTION = 'manual-form-suggestion';

export async function suggestForm(p: InvoiceProcess): Promise<void> {
  const generation = p.generation;
  const { jobId, outcome } = await readPdf(p);
  await settle(p, generation, async () => {
    p.stage = 'waiting';
    // The person may have saved the form, or the invoice moved on, while the engine read.
    if (p.s.hasForm || p.s.status !== InvoiceStatus.Processing) return;
    const read = outcome.status === 'extracted' ? outcome.result : null;
    const reason = outcome.status === 'extracted' ? null : outcome.message;
    await p.change(
      {
        from: [InvoiceStatus.Processing],
        patch: {
          ...(read ? { ie_raw_result: read as unknown as Record<string, unknown> } : {}),
          pdf_extraction_job_pk: jobId,
        },
        event: 'parsed',
        reason,
        data: {
          job: jobId,
          forManualForm: true,
          ...(read
            ? { route: read.route, pages: read.pages, findings: read.checks.findings.length }
            : { failed: true }),
        },
        key: `parsed:${jobId}`,
      },
      read ? 'Read the PDF for the manual form' : 'The PDF could not be read for the manual form',
    );
  });
}
