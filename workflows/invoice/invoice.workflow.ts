// The workflow `invoice-<id>`: one per invoice, the owner of its process state (ARCHITECTURE rule
// 2, docs/lifecycle.md). A run records a new invoice or loads an existing one, then repeats: do the
// next step of the automatic process, or wait for a person's action, a partner's message or the
// forward countdown. A run ends after a month without any change (docs/decisions.md): the next
// action or message starts a new run with-start, which loads the invoice again. A long run
// continues as new before its history grows large.
import {
  allHandlersFinished,
  ApplicationFailure,
  condition,
  continueAsNew,
  log,
  workflowInfo,
} from '@temporalio/workflow';
import { db } from './activities';
import type { InvoiceWorkflowInput, InvoiceWorkflowResult } from './contract';
import { registerHandlers } from './handlers';
import { autoForwardApplies, countdownApplies, forwardDeadlineMs, stageOnLoad } from './machine';
import { InvoiceProcess } from './process';
import { runStep } from './steps';

/** A run without any change for this long ends; the invoice's next message or action reopens it. */
export const IDLE_CLOSE_MS = 30 * 24 * 60 * 60 * 1000;
/** Continue as new before the history nears Temporal's limits (the server also suggests it). */
const HISTORY_EVENTS_LIMIT = 10_000;
/** Steps in a row without waiting for anything: more means a step makes no progress (a bug); the run stops and waits. */
const MAX_STEPS_WITHOUT_WAITING = 50;

async function start(p: InvoiceProcess): Promise<void> {
  if (p.state) {
    p.publish(); // carried over by continue-as-new
    return;
  }
  const create = p.input.create;
  const state = create ? await db.recordNewInvoice(create) : await db.loadInvoiceState({ invoiceId: p.invoiceId });
  if (!state) throw ApplicationFailure.nonRetryable(`No invoice ${p.invoiceId}`, 'InvoiceNotFoundError');
  p.setState(state);
  p.stage = stageOnLoad(state);
  if (autoForwardApplies(state)) p.forward = 'Auto PDF Forward';
}

/** Workflow time at which the run should look again without being woken. */
function nextWakeMs(p: InvoiceProcess): number {
  const idle = p.lastChangeMs + IDLE_CLOSE_MS;
  return countdownApplies(p.s) ? Math.min(idle, forwardDeadlineMs(p.s)) : idle;
}

function quiet(p: InvoiceProcess): boolean {
  return (
    p.stage === 'waiting' &&
    p.forward === null &&
    p.sale === null &&
    p.backgroundDone &&
    !p.lock.busy &&
    allHandlersFinished()
  );
}

export async function invoiceWorkflow(input: InvoiceWorkflowInput): Promise<InvoiceWorkflowResult> {
  const p = new InvoiceProcess(input);
  registerHandlers(p);
  await start(p);

  let steps = 0;
  for (;;) {
    if (await runStep(p)) {
      steps += 1;
      if (steps <= MAX_STEPS_WITHOUT_WAITING) continue;
      log.error('invoice process makes no progress; waiting for a person', { invoiceId: p.invoiceId, stage: p.stage });
      p.stage = 'waiting';
      p.forward = null;
    }
    steps = 0;
    const now = Date.now();
    if (countdownApplies(p.s) && now >= forwardDeadlineMs(p.s) && p.forward === null) {
      p.forward = 'PDF Forward';
      continue;
    }
    const info = workflowInfo();
    if ((info.continueAsNewSuggested || info.historyLength > HISTORY_EVENTS_LIMIT) && quiet(p)) {
      return continueAsNew<typeof invoiceWorkflow>({
        invoiceId: p.invoiceId,
        carried: { state: p.s, work: p.pendingWork() },
        ...(input.extractionTaskQueue ? { extractionTaskQueue: input.extractionTaskQueue } : {}),
      });
    }
    if (now >= p.lastChangeMs + IDLE_CLOSE_MS && quiet(p) && !countdownApplies(p.s)) break;
    p.dirty = false;
    await condition(() => p.dirty, Math.max(1, nextWakeMs(p) - now));
  }

  await condition(() => allHandlersFinished() && p.backgroundDone);
  return { invoiceId: p.invoiceId, status: p.s.status };
}
