// `npm test` (after scripts/setup.mjs): every check of the project, in order, each streaming its own
// output: type-check (the Node, browser and browser-test programs side by side), lint, the format
// check, the console's production build (when the console exists), then jest with every project
// (unit, integration, e2e).
// All steps run even when one fails; the run ends with a summary of the steps and exactly one closing
// line `tests: <N> passed, <M> failed[, <K> skipped]` taken from jest's JSON report, and exits
// non-zero when any step failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const RESULTS = path.join(ROOT, '.data', 'jest-results.json');

interface Step {
  name: string;
  /** Script of an installed package, run with this Node. */
  script: string;
  /** The arguments of each run of the script; several run side by side and all must pass. */
  runs: string[][];
  /** Runs only when this returns true; otherwise reported as skipped with the reason. */
  when?: () => string | true;
}

interface StepResult {
  name: string;
  status: 'passed' | 'failed' | 'skipped';
  seconds: number;
  note?: string;
}

const bin = (...segments: string[]) => path.join(ROOT, 'node_modules', ...segments);

/** The TypeScript programs: Node code, the browser app, the browser tests and their support. */
const TSCONFIGS = [
  'tsconfig.json',
  'console/tsconfig.json',
  'e2e/tsconfig.json',
  'test-support/browser/tsconfig.json',
  'bench/console-pages/tsconfig.json',
];

const STEPS: Step[] = [
  {
    // One program per runtime (docs/architecture.md 'Boundaries'): Node without the DOM, the console
    // with the DOM and without Node's types, the browser tests with both.
    name: 'typecheck',
    script: bin('typescript', 'bin', 'tsc'),
    runs: TSCONFIGS.map((config) => ['--noEmit', '-p', config]),
  },
  { name: 'lint', script: bin('eslint', 'bin', 'eslint.js'), runs: [['--max-warnings', '0', '.']] },
  // The code's layout is Prettier's (.prettierrc.json, width 120): a file it would change fails here.
  {
    name: 'format',
    script: bin('prettier', 'bin', 'prettier.cjs'),
    runs: [['--check', '--log-level', 'warn', '**/*.{ts,tsx,js,mjs,cjs}']],
  },
  {
    name: 'console build',
    script: bin('vite', 'bin', 'vite.js'),
    runs: [['build', '--config', 'console/vite.config.ts']],
    when: () => existsSync(path.join(ROOT, 'console', 'vite.config.ts')) || 'console/vite.config.ts does not exist',
  },
  {
    name: 'jest',
    script: bin('jest', 'bin', 'jest.js'),
    // Two workers: the suite must stay well within 20 minutes on a 2-core machine. --forceExit:
    // a handle a test leaks must not hang CI after the results are in (the global teardown still
    // runs first).
    runs: [['--ci', '--maxWorkers=2', '--forceExit', '--json', `--outputFile=${path.relative(ROOT, RESULTS)}`]],
  },
];

function banner(text: string): void {
  process.stdout.write(`\n=== ${text} ===\n`);
}

/** One run of a step's script: undefined when it passed, else what went wrong. */
function runOnce(script: string, args: string[]): Promise<string | undefined> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: ROOT, stdio: 'inherit', env: process.env });
    child.once('error', (err) => resolve(err.message));
    child.once('exit', (code, signal) => resolve(code === 0 ? undefined : `exit ${code ?? signal}`));
  });
}

async function runStep(step: Step): Promise<StepResult> {
  const condition = step.when?.() ?? true;
  if (condition !== true) return { name: step.name, status: 'skipped', seconds: 0, note: condition };
  banner(
    `${step.name}: ${step.runs.map((args) => `${path.relative(ROOT, step.script)} ${args.join(' ')}`).join(' & ')}`,
  );
  const started = Date.now();
  const outcomes = await Promise.all(step.runs.map((args) => runOnce(step.script, args)));
  const failures = outcomes.flatMap((note, i) =>
    note === undefined ? [] : [step.runs.length > 1 ? `${step.runs[i]!.join(' ')}: ${note}` : note],
  );
  return {
    name: step.name,
    status: failures.length === 0 ? 'passed' : 'failed',
    seconds: (Date.now() - started) / 1000,
    note: failures.join('; ') || undefined,
  };
}

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numRuntimeErrorTestSuites: number;
}

function readJestReport(): JestReport | undefined {
  try {
    return JSON.parse(readFileSync(RESULTS, 'utf8')) as JestReport;
  } catch {
    return undefined;
  }
}

async function main(): Promise<number> {
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  rmSync(RESULTS, { force: true });

  // Forward Ctrl-C handling to the running step (it shares the terminal's process group).
  let interrupted = false;
  const onSignal = () => {
    interrupted = true;
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const results: StepResult[] = [];
  for (const step of STEPS) {
    if (interrupted) {
      results.push({ name: step.name, status: 'skipped', seconds: 0, note: 'interrupted' });
      continue;
    }
    results.push(await runStep(step));
  }

  const report = readJestReport();
  banner('summary');
  for (const r of results) {
    const time = r.status === 'skipped' ? '' : ` (${r.seconds.toFixed(1)} s)`;
    process.stdout.write(
      `${r.status === 'failed' ? 'FAILED ' : r.status === 'skipped' ? 'skipped' : 'ok     '} ${r.name}${time}${r.note ? `: ${r.note}` : ''}\n`,
    );
  }
  if (!report && results.some((r) => r.name === 'jest' && r.status !== 'skipped')) {
    process.stdout.write(`jest wrote no report to ${path.relative(ROOT, RESULTS)}\n`);
  }
  if (report && report.numRuntimeErrorTestSuites > 0) {
    process.stdout.write(
      `jest: ${report.numRuntimeErrorTestSuites} test suite(s) failed to run (their tests are not counted below)\n`,
    );
  }

  const failedSteps = results.filter((r) => r.status === 'failed');
  const passed = report?.numPassedTests ?? 0;
  const failed = report?.numFailedTests ?? 0;
  const skipped = (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0);
  process.stdout.write(`tests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}\n`);
  return failedSteps.length > 0 || interrupted || !report ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.stdout.write('tests: 0 passed, 0 failed\n');
    process.exit(1);
  },
);
