// The browser tests run against the BUILT console (console/dist) served by the api. The test
// command builds it first; when it is missing or older than its sources (console/ and domain/),
// for example after an edit and a bare `npx jest --selectProjects e2e`, it is built here.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');
export const CONSOLE_DIST = path.join(ROOT, 'console', 'dist');
const SOURCES = [path.join(ROOT, 'console'), path.join(ROOT, 'domain')];

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory()
      ? newestSource(full)
      : /\.(tsx?|html|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? statSync(full).mtimeMs
        : 0;
    if (time > newest) newest = time;
  }
  return newest;
}

export function ensureConsoleBuilt(): string {
  const index = path.join(CONSOLE_DIST, 'index.html');
  const stale = !existsSync(index) || statSync(index).mtimeMs < Math.max(...SOURCES.map(newestSource));
  if (stale) {
    execFileSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--config',
        'console/vite.config.ts',
        '--logLevel',
        'warn',
      ],
      {
        cwd: ROOT,
        stdio: 'inherit',
        // jest sets NODE_ENV=test, which would make Vite bundle React's development build (a third
        // larger and slower): the browser tests and bench/console-pages run the production console.
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
  }
  return CONSOLE_DIST;
}
