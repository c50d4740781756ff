// Small helpers for the server processes the launcher and the test harness start (embedded
// PostgreSQL, the Temporal dev server): wait for an exit with a deadline, signal a process group,
// tell whether a pid is still running.
import type { ChildProcess } from 'node:child_process';

/** Resolves true when the child has exited, false when `timeoutMs` passed first. */
export function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Signals the process group when the child leads one, else the child alone. */
export function signalChild(child: ChildProcess, ownGroup: boolean, sig: NodeJS.Signals): void {
  if (!child.pid) return;
  try {
    process.kill(ownGroup ? -child.pid : child.pid, sig);
  } catch {
    // already gone
  }
}

/** True while a process with this pid exists (EPERM: it does, under another user such as postgres). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
