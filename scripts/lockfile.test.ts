// A fresh machine installs with `npm ci`, which refuses a lock file that is out of step with
// package.json (for example one missing other platforms' optional packages). `npm ci --dry-run`
// answers that question from the two files alone, offline, in about a second.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

describe('package-lock.json', () => {
  it('is accepted by `npm ci` as it is', () => {
    const result = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--offline', '--no-audit', '--no-fund'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
    });
    const refusal = `${result.stdout}\n${result.stderr}`
      .split('\n')
      .filter((l) => /npm error/.test(l))
      .slice(0, 8)
      .join('\n');
    expect({ status: result.status, refusal }).toEqual({ status: 0, refusal: '' });
  });
});
