// Test-only: the invoice workflow changed the way a careless edit would (its first step is a
// different activity), without patched(). Replaying a recorded history of the real workflow with
// this bundle must fail: the proof that the replay test catches a nondeterministic change.
import { proxyActivities } from '@temporalio/workflow';
import type { InvoiceActivities } from '../../../workers/activities/invoice.activities';
import type { InvoiceWorkflowInput, InvoiceWorkflowResult } from '../../invoice/contract';

const { loadInvoiceState } = proxyActivities<InvoiceActivities>({ startToCloseTimeout: '30 seconds' });

export async function invoiceWorkflow(input: InvoiceWorkflowInput): Promise<InvoiceWorkflowResult> {
  const state = await loadInvoiceState({ invoiceId: input.invoiceId });
  return { invoiceId: input.invoiceId, status: state.status };
}
