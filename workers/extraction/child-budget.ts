// The budgets every engine child process runs under, written once for the one-shot sandbox
// (sandbox.ts, also behind `npm run parse`) and the warm pool (sandbox-pool.ts): a V8 heap cap
// (--max-old-space-size), a watch on the child's whole resident memory (buffers, pdf.js's decoded
// streams and the canvas live outside the V8 heap, so the heap cap alone does not bound them) and
// the reading of a child's end. Breaking one is an 'Invalid PDF' with its reason, never a grown or
// crashed parent.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { InvalidPdfError } from './types';

export interface ChildBudget {
  /** Wall clock per document. */
  timeoutMs: number;
  /** The child's V8 heap (--max-old-space-size). */
  maxHeapMb: number;
  /** The child's whole resident memory during a document; past it the child is killed. */
  maxRssMb: number;
}

export const DEFAULT_CHILD_BUDGET: ChildBudget = { timeoutMs: 60_000, maxHeapMb: 768, maxRssMb: 1536 };

/** How often the resident memory is read (a fast-growing child overshoots by at most this much growth). */
export const RSS_POLL_MS = 25;

/** Node's arguments for an engine child under `maxHeapMb`. */
export function childExecArgv(maxHeapMb: number): string[] {
  return ['--import', 'tsx', `--max-old-space-size=${maxHeapMb}`];
}

/** The resident memory (VmRSS) of a process in MB, null when it cannot be read (gone, not Linux). */
export function residentMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'latin1'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Watches the child's resident memory; once it is over `maxRssMb` the child is killed and `onOver`
 * gets the out-of-memory refusal. Returns the function that stops the watch.
 */
export function watchResidentMemory(
  child: ChildProcess,
  maxRssMb: number,
  onOver: (err: InvalidPdfError) => void,
): () => void {
  const timer = setInterval(() => {
    const rss = residentMb(child.pid);
    if (rss === null || rss <= maxRssMb) return;
    clearInterval(timer);
    child.kill('SIGKILL');
    onOver(outOfMemory(maxRssMb));
  }, RSS_POLL_MS);
  return () => clearInterval(timer);
}

export function outOfMemory(mb: number): InvalidPdfError {
  return InvalidPdfError.of('out-of-memory', { mb });
}

export function overTime(timeoutMs: number): InvalidPdfError {
  return InvalidPdfError.of('timeout', { seconds: Math.round(timeoutMs / 100) / 10 });
}

/** The refusal for a child that ended without answering: its heap ran out, or it crashed. */
export function childEnded(
  stderr: string,
  maxHeapMb: number,
  code: number | null,
  signal: NodeJS.Signals | null,
): InvalidPdfError {
  if (/heap out of memory|Allocation failed/i.test(stderr)) return outOfMemory(maxHeapMb);
  return InvalidPdfError.of('crashed', undefined, `code ${code}, signal ${signal}`);
}
