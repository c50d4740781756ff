// The browser tests run against the BUILT console (console/dist) served by the api. The test
// command builds it first; when it is missing (a bare `npx jest --selectProjects e2e`) we build it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');
export const CONSOLE_DIST = path.join(ROOT, 'console', 'dist');

export function ensureConsoleBuilt(): string {
  if (!existsSync(path.join(CONSOLE_DIST, 'index.html'))) {
    execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', 'console/vite.config.ts', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
  }
  return CONSOLE_DIST;
}
