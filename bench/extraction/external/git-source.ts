// Where a pinned file of a public repository is read from: a local git snapshot
// ('<root>/<owner>+<name>/repo') or raw.githubusercontent.com at the pinned commit. Shared by the
// external set's fetch and the Nordic set's fetch.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import fs from 'node:fs';

export function fromMirror(root: string, repo: string, commit: string, file: string): Buffer | null {
  const dir = path.join(root, repo.replace('/', '+'), 'repo');
  if (!fs.existsSync(dir)) return null;
  try {
    return execFileSync('git', ['-C', dir, 'cat-file', 'blob', `${commit}:${file}`], { maxBuffer: 256 * 1024 * 1024 });
  } catch {
    return null;
  }
}

export async function fromGithub(repo: string, commit: string, file: string): Promise<Buffer | null> {
  const url = `https://raw.githubusercontent.com/${repo}/${commit}/${file.split('/').map(encodeURIComponent).join('/')}`;
  try {
    const res = await fetch(url);
    return res.ok ? Buffer.from(await res.arrayBuffer()) : null;
  } catch {
    return null;
  }
}
