// Runs the engine in a child process with a memory cap and a wall-clock budget, so a hostile PDF
// (image bomb, endless content stream, parser bug) costs a killed child, never a hung or crashed
// worker. Budgets: 60 s and 768 MB of V8 heap by default; over them the input is 'Invalid PDF'.
import { fork } from 'node:child_process';
import path from 'node:path';
import { InvalidPdfError, type ExtractionResult, type ExtractOptions } from './types';

export interface SandboxOptions extends ExtractOptions {
  timeoutMs?: number;
  maxHeapMb?: number;
}

type ChildReply = { ok: true; result: ExtractionResult } | { ok: false; name: string; reason?: string; message: string };

const ROOT = path.resolve(__dirname, '../..');

export function extractInvoiceIsolated(bytes: Uint8Array, opts: SandboxOptions = {}): Promise<ExtractionResult> {
  const { timeoutMs = 60_000, maxHeapMb = 768, ...extractOpts } = opts;
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, 'sandbox-child.ts'), [], {
      cwd: ROOT,
      execArgv: ['--import', 'tsx', `--max-old-space-size=${maxHeapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let settled = false;
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => { stderr = (stderr + d.toString()).slice(-2000); });
    const done = (fn: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
      fn();
    };
    const timer = setTimeout(() => done(() => reject(new InvalidPdfError('timeout', `Extraction took longer than ${timeoutMs} ms`))), timeoutMs);
    child.on('message', (m: ChildReply) => done(() => {
      if (m.ok) resolve(m.result);
      else if (m.name === 'InvalidPdfError') reject(new InvalidPdfError(m.reason ?? 'invalid', m.message));
      else reject(new Error(m.message));
    }));
    child.on('exit', (code, signal) => done(() => {
      const oom = /heap out of memory|Allocation failed/i.test(stderr);
      reject(new InvalidPdfError(oom ? 'out-of-memory' : 'crashed', oom ? `Extraction ran out of its ${maxHeapMb} MB memory budget` : `Extraction process ended (code ${code}, signal ${signal})`));
    }));
    child.on('error', (e) => done(() => reject(e)));
    child.send({ bytes, opts: extractOpts });
  });
}
