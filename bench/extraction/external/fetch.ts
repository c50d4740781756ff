// Brings the external evaluation set into its git-ignored cache (bench/extraction/external/cache,
// or EXTRACTION_EVAL_CACHE): each manifest row from a local git snapshot of its repository when
// `--mirror=<root>` holds '<owner>+<name>/repo', else from raw.githubusercontent.com at the pinned
// commit. Every file is checked against its sha256 before it is kept.
// `npm run -s bench:extraction:fetch -- [--mirror=/path/to/snapshots]`
import crypto from 'node:crypto';
import fs from 'node:fs';
import { fromGithub, fromMirror } from './git-source';
import { CACHE_DIR, cachedPath, loadManifest, truthPath, type ManifestEntry } from './manifest';

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
