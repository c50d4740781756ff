// Runs the platform's processes for the launcher. Each child gets its own process group (spawned
// detached), so stopping it also stops whatever it started, and a terminal Ctrl-C reaches the
// launcher only: it then stops the children itself, in order. A child that exits on its own is
// reported to the launcher, which stops everything.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import readline from 'node:readline';
import { print } from './output';
import { isAlive } from '../../infra/child-process';

export interface ChildSpec {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
}

export interface RunningChild {
  name: string;
  pid: number;
  child: ChildProcess;
  /** Settles when the process exits. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Process groups to kill if the launcher dies without stopping them (see killAllSync). */
const groups = new Map<number, string>();
/** Where the running groups are recorded, so a launcher killed with SIGKILL can be cleaned up by
 * the next start (see cleanLeftovers). */
let stateFile: string | undefined;

interface LauncherState {
  launcherPid: number;
  groups: { pid: number; name: string; cmdline: string }[];
}

function cmdlineOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return undefined;
  }
}

function writeState(): void {
  if (!stateFile) return;
  if (groups.size === 0) {
    rmSync(stateFile, { force: true });
    return;
  }
  const state: LauncherState = {
    launcherPid: process.pid,
    groups: [...groups].map(([pid, name]) => ({ pid, name, cmdline: cmdlineOf(pid) ?? '' })),
  };
  writeFileSync(stateFile, JSON.stringify(state, null, 2));
}

export function trackGroupsIn(file: string): void {
  stateFile = file;
}

export function registerGroup(pid: number, name: string): void {
  if (pid <= 0) return;
  groups.set(pid, name);
  writeState();
}
export function unregisterGroup(pid: number): void {
  if (groups.delete(pid)) writeState();
}

/**
 * Stops what an earlier launcher left running when it was killed without a chance to clean up
 * (SIGKILL, a closed terminal): every recorded process group whose leader still runs the same
 * command line. Returns the names stopped. Nothing is touched while that launcher still runs.
 */
export async function cleanLeftovers(file: string): Promise<string[]> {
  let state: LauncherState;
  try {
    state = JSON.parse(readFileSync(file, 'utf8')) as LauncherState;
  } catch {
    return [];
  }
  if (
    state.launcherPid !== process.pid &&
    isAlive(state.launcherPid) &&
    cmdlineOf(state.launcherPid)?.includes('start')
  )
    return [];
  const leftovers = state.groups.filter((g) => g.cmdline && cmdlineOf(g.pid) === g.cmdline);
  for (const g of leftovers) {
    try {
      process.kill(-g.pid, 'SIGTERM');
    } catch {
      // gone
    }
  }
  const deadline = Date.now() + 10_000;
  while (leftovers.some((g) => isAlive(g.pid)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const g of leftovers) {
    try {
      process.kill(-g.pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
  rmSync(file, { force: true });
  return leftovers.map((g) => `${g.name} (pid ${g.pid})`);
}

/** Last resort, from process.on('exit'): SIGKILL every group still registered. */
export function killAllSync(): void {
  for (const pid of groups.keys()) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
  groups.clear();
  writeState();
}

/** Starts a child; `quiet(line)` true drops a line of its output (the launcher mutes routine
 * shutdown chatter). */
export function startChild(spec: ChildSpec, quiet: (line: string) => boolean = () => false): RunningChild {
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: spec.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid ?? 0;
  registerGroup(pid, spec.name);
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      if (!quiet(line)) print(spec.name, line);
    });
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      unregisterGroup(pid);
      resolve({ code, signal });
    });
    child.once('error', (err) => {
      print(spec.name, `could not start ${spec.command}: ${err.message}`);
      unregisterGroup(pid);
      resolve({ code: null, signal: null });
    });
  });
  return { name: spec.name, pid, child, exited };
}

function isRunning(c: RunningChild): boolean {
  return c.child.exitCode === null && c.child.signalCode === null;
}

function timeout(ms: number): Promise<'timeout'> {
  return new Promise((resolve) => setTimeout(resolve, ms, 'timeout').unref());
}

/** SIGTERM to the child's group, SIGKILL after graceMs; resolves when the group leader exited. */
export async function stopChild(c: RunningChild, graceMs = 15_000): Promise<void> {
  if (!isRunning(c)) {
    // The leader is gone; make sure nothing it started is left in its group.
    try {
      process.kill(-c.pid, 'SIGKILL');
    } catch {
      // gone
    }
    return;
  }
  try {
    process.kill(-c.pid, 'SIGTERM');
  } catch {
    // gone
  }
  if ((await Promise.race([c.exited, timeout(graceMs)])) === 'timeout') {
    print('launcher', `${c.name} did not stop within ${graceMs / 1000} s: killing it`);
    try {
      process.kill(-c.pid, 'SIGKILL');
    } catch {
      // gone
    }
    await Promise.race([c.exited, timeout(5_000)]);
  }
  // Anything the child left behind in its group goes too.
  try {
    process.kill(-c.pid, 'SIGKILL');
  } catch {
    // gone
  }
  unregisterGroup(c.pid);
}
