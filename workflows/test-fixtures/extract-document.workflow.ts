// Test-only workflow: runs the 'send to IE' activity once on the given task queue and returns its
// outcome. One attempt only, so a refused PDF that surfaced as an activity failure (instead of the
// 'Invalid PDF' outcome) fails the workflow and the test sees it.
import { proxyActivities } from '@temporalio/workflow';
import type { ExtractionActivities, ExtractionOutcome } from '../../workers/activities/extraction.activities';

export interface ExtractDocumentInput {
  location: string;
  /** Queue of the extraction worker. */
  taskQueue: string;
}

export async function extractDocumentWorkflow(input: ExtractDocumentInput): Promise<ExtractionOutcome> {
  const { extractInvoicePdf } = proxyActivities<ExtractionActivities>({
    taskQueue: input.taskQueue,
    startToCloseTimeout: '2 minutes',
    retry: { maximumAttempts: 1 },
  });
  return extractInvoicePdf({ location: input.location });
}
