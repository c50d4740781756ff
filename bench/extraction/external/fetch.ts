// Brings the external evaluation set into its git-ignored cache (bench/extraction/external/cache,
// or EXTRACTION_EVAL_CACHE): each manifest row from a local git snapshot of its repository when
// `--mirror=<root>` holds '<owner>+<name>/repo', else from raw.githubusercontent.com at the pinned
// commit. Every file is checked against its sha256 before it is kept.
// `npm run -s bench:extraction:fetch -- [--mirror=/path/to/snapshots]`
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CACHE_DIR, cachedPath, loadManifest, truthPath, type ManifestEntry } from './manifest';

function fromMirror(root: string, repo: string, commit: string, file: string): Buffer | null {
  const dir = path.join(root, repo.replace('/', '+'), 'repo');
  if (!fs.existsSync(dir)) return null;
  try {
    return execFileSync('git', ['-C', dir, 'cat-file', 'blob', `${commit}:${file}`], { maxBuffer: 256 * 1024 * 1024 });
  } catch {
    return null;
  }
}

async function fromGithub(repo: string, commit: string, file: string): Promise<Buffer | null> {
  const url = `https://raw.githubusercontent.com/${repo}/${commit}/${file.split('/').map(encodeURIComponent).join('/')}`;
  try {
    const res = await fetch(url);
    return res.ok ? Buffer.from(await res.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

async function bring(
  mirror: string | undefined,
  e: ManifestEntry,
  file: string,
  sha256: string,
  target: string,
): Promise<'cached' | 'fetched' | string> {
  if (fs.existsSync(target) && crypto.createHash('sha256').update(fs.readFileSync(target)).digest('hex') === sha256)
    return 'cached';
  const bytes =
    (mirror ? fromMirror(mirror, e.repository, e.commit, file) : null) ??
    (await fromGithub(e.repository, e.commit, file));
  if (!bytes) return `not found: ${e.repository}@${e.commit.slice(0, 10)}:${file}`;
  const got = crypto.createHash('sha256').update(bytes).digest('hex');
  if (got !== sha256) return `sha256 mismatch for ${file}: ${got}`;
  fs.writeFileSync(target, bytes);
  return 'fetched';
}

async function main(): Promise<void> {
  const mirror = process.argv.find((a) => a.startsWith('--mirror='))?.slice('--mirror='.length);
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const tally = { cached: 0, fetched: 0, failed: 0 };
  for (const e of loadManifest()) {
    const outcomes = [await bring(mirror, e, e.path, e.sha256, cachedPath(e))];
    if (e.truth.kind === 'invoice2data')
      outcomes.push(await bring(mirror, e, e.truth.path, e.truth.sha256, truthPath(e) as string));
    for (const o of outcomes) {
      if (o === 'cached' || o === 'fetched') tally[o] += 1;
      else {
        tally.failed += 1;
        console.error(o);
      }
    }
  }
  console.log(JSON.stringify({ cache: CACHE_DIR, ...tally }));
  if (tally.failed > 0) process.exitCode = 1;
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
