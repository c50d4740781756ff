// A pool of warm sandbox processes for the extraction engine. Starting a child, loading pdf.js and
// reading the first page costs over a second; a warm child reads a text page in tens of
// milliseconds. Each child runs one job at a time under the same budgets as the one-shot sandbox
// (child-budget.ts): a wall-clock limit per job, a V8 heap cap, and a watch on its whole resident memory.
// A child that breaks a budget, crashes or answers strangely is killed and replaced, so a hostile
// PDF costs that job only; a child is also retired after a number of jobs or when it stays large
// after one, so nothing one document leaves behind grows without bound. Jobs wait in a queue when
// every child is busy.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import {
  DEFAULT_CHILD_BUDGET,
  childEnded,
  childExecArgv,
  overTime,
  residentMb,
  watchResidentMemory,
} from './child-budget';
import { settleReply, type ChildReply } from './sandbox';
import type { ExtractionResult, ExtractOptions } from './types';

export interface PoolOptions {
  /** Children at most (each runs one job at a time). */
  size: number;
  timeoutMs?: number;
  maxHeapMb?: number;
  /** The child's whole resident memory during a job; past it the job is 'Invalid PDF' (out of memory). */
  maxRssMb?: number;
  /** A child larger than this after a job is retired instead of reused. */
  retireRssMb?: number;
  /** Jobs per child before it is retired. */
  maxJobsPerChild?: number;
  /**
   * Keep `size` children started even when no job waits (from construction, and again after a child
   * is retired), so a job never pays the child's start (module loading, over a second).
   */
  warm?: boolean;
}

type Reply = ChildReply & { id: number };

interface Job {
  id: number;
  bytes: Uint8Array;
  opts: ExtractOptions;
  resolve: (r: ExtractionResult) => void;
  reject: (e: Error) => void;
}

interface Slot {
  child: ChildProcess;
  jobs: number;
  job: Job | undefined;
  timer: NodeJS.Timeout | undefined;
  stopWatch: (() => void) | undefined;
  stderr: string;
}

const ROOT = path.resolve(__dirname, '../..');

/** The pool's settings: each option given, else its default (an option passed as undefined keeps the default). */
export function poolSettings(options: PoolOptions): Required<PoolOptions> {
  return {
    size: options.size,
    timeoutMs: options.timeoutMs ?? DEFAULT_CHILD_BUDGET.timeoutMs,
    maxHeapMb: options.maxHeapMb ?? DEFAULT_CHILD_BUDGET.maxHeapMb,
    maxRssMb: options.maxRssMb ?? DEFAULT_CHILD_BUDGET.maxRssMb,
    retireRssMb: options.retireRssMb ?? 700,
    maxJobsPerChild: options.maxJobsPerChild ?? 200,
    warm: options.warm ?? false,
  };
}

export class ExtractionPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  /** Set when an idle child ended before its first job (it cannot start): no more eager starts then. */
  private warmStopped = false;
  private readonly o: Required<PoolOptions>;

  constructor(options: PoolOptions) {
    this.o = poolSettings(options);
    this.dispatch();
  }

  extract(bytes: Uint8Array, opts: ExtractOptions = {}): Promise<ExtractionResult> {
    if (this.closed) return Promise.reject(new Error('The extraction pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, bytes, opts, resolve, reject });
      this.dispatch();
    });
  }

  /** Children running now (for tests and the worker's log). */
  get children(): number {
    return this.slots.size;
  }

  /** Jobs being extracted now (never more than `size`; the rest wait in the queue). */
  get running(): number {
    return [...this.slots].filter((s) => s.job).length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('The extraction pool is closed'));
    for (const slot of [...this.slots]) this.retire(slot);
  }

  private dispatch(): void {
    while (this.queue.length) {
      const idle = [...this.slots].find((s) => !s.job);
      const slot = idle ?? (this.slots.size < this.o.size ? this.spawn() : undefined);
      if (!slot) return;
      this.run(slot, this.queue.shift() as Job);
    }
    if (this.keepsWarm()) while (this.slots.size < this.o.size) this.spawn();
  }

  private spawn(): Slot {
    const child = fork(path.join(__dirname, 'sandbox-pool-child.ts'), [], {
      cwd: ROOT,
      execArgv: childExecArgv(this.o.maxHeapMb),
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    const slot: Slot = { child, jobs: 0, job: undefined, timer: undefined, stopWatch: undefined, stderr: '' };
    child.stderr?.on('data', (d: Buffer) => {
      slot.stderr = (slot.stderr + d.toString()).slice(-2000);
    });
    child.on('message', (reply: Reply) => this.answered(slot, reply));
    child.on('exit', (code, signal) => this.exited(slot, code, signal));
    child.on('error', (err) => this.fail(slot, err));
    this.slots.add(slot);
    return slot;
  }

  private run(slot: Slot, job: Job): void {
    slot.job = job;
    slot.jobs += 1;
    slot.timer = setTimeout(() => this.fail(slot, overTime(this.o.timeoutMs)), this.o.timeoutMs);
    slot.stopWatch = watchResidentMemory(slot.child, this.o.maxRssMb, (err) => this.fail(slot, err));
    slot.child.send({ id: job.id, bytes: job.bytes, opts: job.opts });
  }

  private settle(slot: Slot): Job | undefined {
    const job = slot.job;
    slot.job = undefined;
    clearTimeout(slot.timer);
    slot.stopWatch?.();
    slot.stopWatch = undefined;
    return job;
  }

  private answered(slot: Slot, reply: Reply): void {
    if (!slot.job || reply.id !== slot.job.id) return this.retire(slot);
    const job = this.settle(slot) as Job;
    this.warmStopped = false;
    settleReply(reply, job.resolve, job.reject);
    const rss = residentMb(slot.child.pid);
    if (slot.jobs >= this.o.maxJobsPerChild || (rss !== null && rss > this.o.retireRssMb)) this.retire(slot);
    this.dispatch();
  }

  /** A budget broken or the child lost: the job fails, the child goes. */
  private fail(slot: Slot, err: Error): void {
    const job = this.settle(slot);
    this.retire(slot);
    job?.reject(err);
    this.dispatch();
  }

  private exited(slot: Slot, code: number | null, signal: NodeJS.Signals | null): void {
    const wasHere = this.slots.delete(slot);
    const job = this.settle(slot);
    // A child that never ran a job and died by itself cannot start: starting it again and again
    // would only spin; jobs still start children on demand (and see the failure).
    if (!job && slot.jobs === 0 && wasHere) this.warmStopped = true;
    if (job) job.reject(childEnded(slot.stderr, this.o.maxHeapMb, code, signal));
    if (wasHere) this.dispatch();
  }

  private keepsWarm(): boolean {
    return this.o.warm && !this.closed && !this.warmStopped;
  }

  private retire(slot: Slot): void {
    this.slots.delete(slot);
    if (slot.child.exitCode === null && slot.child.signalCode === null) slot.child.kill('SIGKILL');
    if (this.keepsWarm()) queueMicrotask(() => this.dispatch());
  }
}
