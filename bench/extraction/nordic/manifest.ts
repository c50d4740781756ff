// The Nordic evaluation set: invoices laid out by third-party invoice generators and designs, fed
// with our seeded Nordic data. Only the manifest is committed: which template files (repository,
// pinned commit, sha256) and npm packages (pinned version) each family uses, the documents (seed,
// language) and the split by family. Templates are fetched into a git-ignored cache.
import fs from 'node:fs';
import path from 'node:path';
import type { Split } from '../external/manifest';
import type { Language } from './nordic-data';

export const MANIFEST_PATH = path.join(__dirname, 'manifest.json');
export const CACHE_DIR = process.env.EXTRACTION_NORDIC_CACHE ?? path.join(__dirname, 'cache');
export const NPM_DIR = path.join(CACHE_DIR, 'npm');
export const PYTHON_DIR = path.join(CACHE_DIR, 'python');

export interface SourceFile {
  repository: string;
  commit: string;
  path: string;
  sha256: string;
  license: string;
}

export interface NpmPackage {
  name: string;
  version: string;
  integrity: string;
  license: string;
}

export interface PythonPackage {
  name: string;
  version: string;
  license: string;
}

export interface Family {
  /** One layout of one generator, e.g. 'invoiceninja-bold'. */
  name: string;
  generator: 'invoiceninja' | 'crater' | 'microinvoice' | 'pdf-invoice' | 'simple-html' | 'invoicegenerator';
  /** The template file for HTML designs (key into `sources`). */
  template?: string;
  split: Split;
}

export interface NordicDocument {
  id: string;
  family: string;
  language: Language;
  seed: number;
}

export interface NordicManifest {
  /** Template and translation files by key. */
  sources: Record<string, SourceFile>;
  packages: NpmPackage[];
  /** PyPI packages, installed with their dependencies by pip into cache/python. */
  python: PythonPackage[];
  families: Family[];
  documents: NordicDocument[];
}

export function loadNordicManifest(): NordicManifest {
  return JSON.parse(fs.readFileSync(MANIFEST_PATH, 'utf8')) as NordicManifest;
}

export function sourcePath(s: SourceFile): string {
  return path.join(CACHE_DIR, `${s.sha256}${path.extname(s.path)}`);
}

export function packageDir(p: NpmPackage): string {
  return path.join(NPM_DIR, 'node_modules', p.name);
}

/** The file of a source key, read from the cache. */
export function readSource(m: NordicManifest, key: string): string {
  const s = m.sources[key];
  if (!s) throw new Error(`nordic manifest: no source '${key}'`);
  return fs.readFileSync(sourcePath(s), 'utf8');
}

/** What is missing from the cache (empty when the set can be built). */
export function missingFromCache(m: NordicManifest): string[] {
  const out: string[] = [];
  for (const [k, s] of Object.entries(m.sources)) if (!fs.existsSync(sourcePath(s))) out.push(`${k} (${s.path})`);
  // npm records each installed tarball's integrity in the lock file; it must be the pinned one.
  const lockPath = path.join(NPM_DIR, 'package-lock.json');
  const lock = fs.existsSync(lockPath)
    ? (JSON.parse(fs.readFileSync(lockPath, 'utf8')) as {
        packages?: Record<string, { version?: string; integrity?: string }>;
      })
    : {};
  for (const p of m.packages) {
    const got = lock.packages?.[`node_modules/${p.name}`];
    if (got?.version !== p.version || got.integrity !== p.integrity || !fs.existsSync(packageDir(p)))
      out.push(`${p.name}@${p.version}`);
  }
  for (const p of m.python)
    if (!fs.existsSync(path.join(PYTHON_DIR, `${p.name}-${p.version}.dist-info`))) out.push(`${p.name}==${p.version}`);
  return out;
}
