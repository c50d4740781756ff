// Where the machine's CPU went during a load, read from /proc: the api process, PostgreSQL's
// processes (server and backends), the load generator (this process, and wrk as a waited-for child)
// and how busy all cores were. On a two-core machine the three share the cores, so the split says
// what a lean generator or a leaner api would leave to the others.
import { readdir, readFile } from 'node:fs/promises';

const TICK_MS = 10; // /proc reports clock ticks of 1/100 s

/** A process's command name and the fields of /proc/<pid>/stat after it (utime is index 11). */
async function stat(pid: number | string): Promise<{ name: string; f: string[] }> {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8');
  return {
    name: text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')),
    f: text.slice(text.lastIndexOf(') ') + 2).split(' '),
  };
}

/** CPU time a process used so far in ms (utime + stime). */
export async function processCpuMs(pid: number): Promise<number> {
  const { f } = await stat(pid);
  return (Number(f[11]) + Number(f[12])) * TICK_MS;
}

/** This process's CPU plus that of its children that ended and were waited for (wrk). */
async function generatorCpuMs(): Promise<number> {
  const { f } = await stat('self');
  return (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * TICK_MS;
}

/** CPU of every live process named postgres (the server and its backends). */
async function postgresCpuMs(): Promise<number> {
  let total = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const { name, f } = await stat(entry);
      if (name === 'postgres') total += (Number(f[11]) + Number(f[12])) * TICK_MS;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/** Busy and total jiffies of the whole machine (/proc/stat), to tell how loaded the cores were. */
async function machineCpu(): Promise<{ busy: number; total: number }> {
  const cpu = (await readFile('/proc/stat', 'utf8')).split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  const total = cpu.reduce((a, b) => a + b, 0);
  const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
  return { busy: total - idle, total };
}

export async function peakRssMb(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 102.4) / 10 : null;
  } catch {
    return null;
  }
}

export interface CpuSplit {
  api_cpu_ms_per_request: number;
  postgres_cpu_ms_per_request: number;
  load_generator_cpu_ms_per_request: number;
  machine_cpu_busy_pct: number;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Runs a load and reports, per answered request, the CPU of the api, of PostgreSQL and of the load
 * generator, and how busy all cores were meanwhile (whatever else runs on the machine included).
 */
export async function withCpu<T extends { requests_total: number }>(
  apiPid: number,
  run: () => Promise<T>,
): Promise<{ result: T; cpu: CpuSplit }> {
  const before = [await processCpuMs(apiPid), await postgresCpuMs(), await generatorCpuMs()];
  const machine0 = await machineCpu();
  const result = await run();
  const after = [await processCpuMs(apiPid), await postgresCpuMs(), await generatorCpuMs()];
  const machine1 = await machineCpu();
  const perRequest = (i: number) => round2(((after[i] ?? 0) - (before[i] ?? 0)) / Math.max(1, result.requests_total));
  return {
    result,
    cpu: {
      api_cpu_ms_per_request: perRequest(0),
      postgres_cpu_ms_per_request: perRequest(1),
      load_generator_cpu_ms_per_request: perRequest(2),
      machine_cpu_busy_pct:
        Math.round(((machine1.busy - machine0.busy) / Math.max(1, machine1.total - machine0.total)) * 1000) / 10,
    },
  };
}
