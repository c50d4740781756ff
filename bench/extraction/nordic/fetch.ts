// Brings the Nordic set's third-party templates into its git-ignored cache
// (bench/extraction/nordic/cache, or EXTRACTION_NORDIC_CACHE): template and translation files
// from local git snapshots (`--mirror=<root>` holding '<owner>+<name>/repo') or
// raw.githubusercontent.com at the pinned commit, each checked against its sha256; the npm
// generators installed at their pinned version into cache/npm (npm checks the tarball's integrity,
// compared with the manifest's), the PyPI one by pip into cache/python.
// `npm run -s bench:extraction:fetch-nordic -- [--mirror=/path/to/snapshots]`
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { fromGithub, fromMirror } from '../external/git-source';
import {
  CACHE_DIR,
  loadNordicManifest,
  missingFromCache,
  NPM_DIR,
  PYTHON_DIR,
  sourcePath,
  type SourceFile,
} from './manifest';

async function bring(mirror: string | undefined, s: SourceFile): Promise<'cached' | 'fetched' | string> {
  const target = sourcePath(s);
  if (fs.existsSync(target) && crypto.createHash('sha256').update(fs.readFileSync(target)).digest('hex') === s.sha256)
    return 'cached';
  const bytes =
    (mirror ? fromMirror(mirror, s.repository, s.commit, s.path) : null) ??
    (await fromGithub(s.repository, s.commit, s.path));
  if (!bytes) return `not found: ${s.repository}@${s.commit.slice(0, 10)}:${s.path}`;
  const got = crypto.createHash('sha256').update(bytes).digest('hex');
  if (got !== s.sha256) return `sha256 mismatch for ${s.path}: ${got}`;
  fs.writeFileSync(target, bytes);
  return 'fetched';
}

async function main(): Promise<void> {
  const mirror = process.argv.find((a) => a.startsWith('--mirror='))?.slice('--mirror='.length);
  const m = loadNordicManifest();
  fs.mkdirSync(NPM_DIR, { recursive: true });
  const tally = { cached: 0, fetched: 0, failed: 0 };
  for (const s of Object.values(m.sources)) {
    const o = await bring(mirror, s);
    if (o === 'cached' || o === 'fetched') tally[o] += 1;
    else {
      tally.failed += 1;
      console.error(o);
    }
  }
  if (m.packages.length) {
    // A package.json of its own keeps the install out of the project's node_modules.
    const pj = `${NPM_DIR}/package.json`;
    if (!fs.existsSync(pj)) fs.writeFileSync(pj, '{ "private": true }\n');
    execFileSync(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        '--save-exact',
        ...m.packages.map((p) => `${p.name}@${p.version}`),
      ],
      { cwd: NPM_DIR, stdio: 'inherit' },
    );
  }
  if (m.python.length)
    execFileSync(
      'python3',
      [
        '-m',
        'pip',
        'install',
        '--no-input',
        '--disable-pip-version-check',
        '--upgrade',
        '--target',
        PYTHON_DIR,
        ...m.python.map((p) => `${p.name}==${p.version}`),
      ],
      { stdio: 'inherit' },
    );
  const missing = missingFromCache(m);
  console.log(JSON.stringify({ cache: CACHE_DIR, ...tally, missing }));
  if (tally.failed > 0 || missing.length > 0) process.exitCode = 1;
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
