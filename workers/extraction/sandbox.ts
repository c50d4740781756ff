// Runs the engine in a child process under the child budgets (child-budget.ts: wall clock, V8 heap,
// resident-memory watch), so a hostile PDF (image bomb, endless content stream, parser bug) costs a
// killed child, never a hung or grown caller. Over a budget the input is 'Invalid PDF'.
import { fork } from 'node:child_process';
import path from 'node:path';
import { isExtractionRefusal } from '../../domain/extraction-refusals';
import {
  DEFAULT_CHILD_BUDGET,
  childEnded,
  childExecArgv,
  overTime,
  watchResidentMemory,
  type ChildBudget,
} from './child-budget';
import { InvalidPdfError, type ExtractionResult, type ExtractOptions } from './types';

export interface SandboxOptions extends ExtractOptions, Partial<ChildBudget> {}

export type ChildReply =
  { ok: true; result: ExtractionResult } | { ok: false; name: string; reason?: string; message: string };

const ROOT = path.resolve(__dirname, '../..');

/** The child's answer as the caller sees it: the result, or the refusal / error it sent. */
export function settleReply(m: ChildReply, resolve: (r: ExtractionResult) => void, reject: (e: Error) => void): void {
  if (m.ok) resolve(m.result);
  else if (m.name === 'InvalidPdfError')
    reject(new InvalidPdfError(isExtractionRefusal(m.reason) ? m.reason : 'unreadable', m.message));
  else reject(new Error(m.message));
}

export function extractInvoiceIsolated(bytes: Uint8Array, opts: SandboxOptions = {}): Promise<ExtractionResult> {
  const { timeoutMs: t, maxHeapMb: h, maxRssMb: r, ...extractOpts } = opts;
  const timeoutMs = t ?? DEFAULT_CHILD_BUDGET.timeoutMs;
  const maxHeapMb = h ?? DEFAULT_CHILD_BUDGET.maxHeapMb;
  const maxRssMb = r ?? DEFAULT_CHILD_BUDGET.maxRssMb;
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, 'sandbox-child.ts'), [], {
      cwd: ROOT,
      execArgv: childExecArgv(maxHeapMb),
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let settled = false;
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-2000);
    });
    const done = (fn: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stopWatch();
      if (child.exitCode === null) child.kill('SIGKILL');
      fn();
    };
    const timer = setTimeout(() => done(() => reject(overTime(timeoutMs))), timeoutMs);
    const stopWatch = watchResidentMemory(child, maxRssMb, (err) => done(() => reject(err)));
    child.on('message', (m: ChildReply) => done(() => settleReply(m, resolve, reject)));
    child.on('exit', (code, signal) => done(() => reject(childEnded(stderr, maxHeapMb, code, signal))));
    child.on('error', (e) => done(() => reject(e)));
    child.send({ bytes, opts: extractOpts });
  });
}
