// The state of one invoice's run and the few primitives its steps and handlers share: a lock so
// two changes never interleave, `change` (every write goes through the persistence activity and
// takes back the invoice's new state), the 'generation' that lets a person's action supersede a
// step in flight, and publishing the state to the Temporal UI (search attributes, memo).
import type { SearchAttributeUpdatePair } from '@temporalio/common';
import {
  ApplicationFailure,
  condition,
  currentUpdateInfo,
  log,
  upsertMemo,
  upsertSearchAttributes,
  workflowInfo,
} from '@temporalio/workflow';
import type { InvoiceAction } from '../../domain/actions';
import { searchAttributes } from '../contract';
import { db, type InvoiceChange } from './activities';
import {
  ACTION_REFUSED,
  type ActionRefusalDetails,
  type ActionResult,
  type InvoiceStage,
  type InvoiceState,
  type InvoiceWorkflowInput,
  type PendingWork,
  requestChangeKey,
} from './contract';

/** A mutual exclusion built on `condition`, so it is deterministic. */
export class Lock {
  private held = false;

  async run<T>(work: () => Promise<T>): Promise<T> {
    await condition(() => !this.held);
    this.held = true;
    try {
      return await work();
    } finally {
      this.held = false;
    }
  }

  get busy(): boolean {
    return this.held;
  }
}

/** Applies a step's result under the lock unless the step was superseded; true when applied. */
export async function settle(p: InvoiceProcess, generation: number, apply: () => Promise<void>): Promise<boolean> {
  return p.lock.run(async () => {
    if (generation !== p.generation) return false;
    await apply();
    return true;
  });
}

/** How many partner message ids a run remembers to apply each message once. */
const SEEN_LIMIT = 100;

export class InvoiceProcess {
  state: InvoiceState | null = null;
  stage: InvoiceStage = 'waiting';
  forward: PendingWork['forward'] = null;
  seen: string[] = [];
  /** Bumped by every action that changes what the process should do; a step's result of an older generation is dropped. */
  generation = 0;
  /** Set by anything that may give the main loop new work. */
  dirty = false;
  /** Workflow time of the last change, for closing an idle run. */
  lastChangeMs = Date.now();
  /** The sale child's outcome, while a sale is under way. */
  sale: Promise<void> | null = null;
  readonly lock = new Lock();
  /** Best-effort work that must not hold the invoice up (learning); awaited before the run ends. */
  private readonly tasks = new Set<Promise<void>>();
  private readonly published = new Map<string, string | null>();
  private sequence = 0;

  constructor(readonly input: InvoiceWorkflowInput) {
    if (input.carried) {
      this.state = input.carried.state;
      this.stage = input.carried.work.stage;
      this.forward = input.carried.work.forward;
      this.seen = [...input.carried.work.seenMessages];
    }
  }

  get invoiceId(): string {
    return this.input.invoiceId;
  }

  /** The state; only called once it is loaded (handlers await `ready` first). */
  get s(): InvoiceState {
    if (!this.state) throw new Error(`invoice ${this.invoiceId} is not loaded yet`);
    return this.state;
  }

  ready(): Promise<void> {
    return condition(() => this.state !== null);
  }

  wake(): void {
    this.dirty = true;
  }

  /** A unique id within this workflow for job ids and keys of system changes. */
  nextId(prefix: string): string {
    this.sequence += 1;
    const info = workflowInfo();
    return `${info.workflowId}/${info.runId}/${prefix}-${this.sequence}`;
  }

  /** The key of a change a person asked for: the update's id, so a repeated request is one change. */
  requestKey(action: InvoiceAction | 'update'): string {
    return requestChangeKey(action, currentUpdateInfo()?.id ?? this.nextId(action));
  }

  /** True the first time a partner message id is seen by this run. */
  firstSight(messageId: string): boolean {
    if (this.seen.includes(messageId)) return false;
    this.seen.push(messageId);
    if (this.seen.length > SEEN_LIMIT) this.seen.splice(0, this.seen.length - SEEN_LIMIT);
    return true;
  }

  /** Records a change of the invoice (status, columns, event) and takes back its new state. */
  async change(input: Omit<InvoiceChange, 'invoiceId'>, summary: string): Promise<InvoiceState> {
    const state = await db.recordInvoiceChange.executeWithOptions({ summary }, [
      { invoiceId: this.invoiceId, ...input },
    ]);
    this.state = state;
    this.lastChangeMs = Date.now();
    this.publish();
    return state;
  }

  setState(state: InvoiceState): void {
    this.state = state;
    this.lastChangeMs = Date.now();
    this.publish();
  }

  /** Search attributes and memo follow the state, so the Temporal UI finds invoices by status and party. */
  publish(): void {
    const s = this.state;
    if (!s) return;
    const wanted: Array<[keyof typeof searchAttributes, string | null]> = [
      ['InvoiceId', s.invoiceId],
      ['InvoiceStatus', s.status],
      ['InvoiceFormat', s.format],
      ['SenderCompanyId', s.sender?.id ?? null],
      ['ReceiverCompanyId', s.receiver?.id ?? null],
    ];
    const pairs: SearchAttributeUpdatePair[] = [];
    for (const [name, value] of wanted) {
      if (this.published.get(name) === value) continue;
      this.published.set(name, value);
      pairs.push({ key: searchAttributes[name], value });
    }
    if (pairs.length) upsertSearchAttributes(pairs);
    const memo = `${s.invoiceNumber ?? ''}|${s.sender?.name ?? ''}|${s.receiver?.name ?? s.customerName ?? ''}`;
    if (this.published.get('memo') !== memo) {
      this.published.set('memo', memo);
      upsertMemo({
        invoiceNumber: s.invoiceNumber,
        sender: s.sender?.name ?? null,
        receiver: s.receiver?.name ?? s.customerName,
      });
    }
  }

  result(action: InvoiceAction | 'update', inProgress: boolean): ActionResult {
    const s = this.s;
    return { invoiceId: s.invoiceId, action, status: s.status, esynpayStatus: s.esynpayStatus, inProgress };
  }

  background(task: Promise<unknown>): void {
    const tracked: Promise<void> = task
      .then(
        () => undefined,
        (err: unknown) =>
          log.warn('background task of the invoice failed', { invoiceId: this.invoiceId, error: String(err) }),
      )
      .finally(() => {
        this.tasks.delete(tracked);
      });
    this.tasks.add(tracked);
  }

  get backgroundDone(): boolean {
    return this.tasks.size === 0;
  }

  /** The work carried over by continue-as-new. */
  pendingWork(): PendingWork {
    return { stage: this.stage, forward: this.forward, seenMessages: [...this.seen] };
  }
}

/** The failure a refused action answers with (the api maps it to 403/409 and the spec's words). */
export function refused(
  state: InvoiceState,
  action: ActionRefusalDetails['action'],
  refusal: Omit<ActionRefusalDetails, 'action' | 'status' | 'format'>,
): ApplicationFailure {
  const details: ActionRefusalDetails = { ...refusal, action, status: state.status, format: state.format };
  return ApplicationFailure.create({
    type: ACTION_REFUSED,
    message: `${action} refused (${refusal.refusal}) while the invoice is ${state.status}`,
    details: [details],
    nonRetryable: true,
  });
}
