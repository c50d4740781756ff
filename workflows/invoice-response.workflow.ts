// A receiver's answer to an incoming Peppol invoice from the console: AP (approve) or RE (reject
// with a reason). One run per answer under the id invoice-response-<invoiceId>, so two answers to
// the same invoice never run at once; the activity is idempotent and refuses a second final answer.
// The workflow always completes: a refusal or an unreachable access point is an outcome the api
// shows, not a failed run.
import { ActivityFailure, ApplicationFailure, proxyActivities } from '@temporalio/workflow';
import type { AnswerSendingRefusal } from '../domain/actions';
import type { PeppolTransportActivities } from '../workers/activities/peppol-transport.activities';
import {
  PEPPOL_FAILURE_TYPES,
  type InvoiceResponseWorkflowInput,
  type InvoiceResponseWorkflowResult,
} from './contract';

// The user waits for the answer: a few quick retries of transport trouble, then 'unavailable'.
const { respondToIncomingInvoice } = proxyActivities<PeppolTransportActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '5 seconds', maximumAttempts: 4 },
});

function refusalOf(failure: ApplicationFailure): AnswerSendingRefusal {
  const details = failure.details?.[0] as { refusal?: AnswerSendingRefusal } | undefined;
  return details?.refusal ?? 'status';
}

export async function invoiceResponseWorkflow(
  input: InvoiceResponseWorkflowInput,
): Promise<InvoiceResponseWorkflowResult> {
  try {
    return await respondToIncomingInvoice({
      invoiceId: input.invoiceId,
      code: input.code,
      reason: input.reason ?? null,
      userId: input.userId,
    });
  } catch (err) {
    const cause = err instanceof ActivityFailure ? err.cause : undefined;
    if (cause instanceof ApplicationFailure) {
      if (cause.type === PEPPOL_FAILURE_TYPES.responseRefused)
        return { outcome: 'refused', refusal: refusalOf(cause), message: cause.message };
      if (cause.type === PEPPOL_FAILURE_TYPES.unavailable || cause.type === PEPPOL_FAILURE_TYPES.refused)
        return { outcome: 'unavailable', message: cause.message };
    }
    throw err;
  }
}
