// The embedded document store: a folder (DATA_DIR/documents by default) holding each document once
// under `ab/cd/<sha256>`. A put writes a temp file in the store's own `tmp/` folder (same file
// system), flushes it to disk and renames it onto the key: rename is atomic, so a crash at any point
// leaves either no file or the whole file under the key, never half of one. Temp files a crash
// left behind are never visible through the store and may be deleted at any time.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { DocumentNotFoundError, type DocumentStore, type StoredDocument } from './types';
import { assertIntact, documentKey, sha256Hex, sha256OfKey } from './keys';

const TMP_DIR = 'tmp';

function isErrno(err: unknown, code: string): boolean {
  return (err as NodeJS.ErrnoException | null)?.code === code;
}

/** fsync a folder so a rename inside it survives a power cut (Linux; a no-op error elsewhere). */
async function syncFolder(folder: string): Promise<void> {
  let handle;
  try {
    handle = await open(folder, 'r');
    await handle.sync();
  } catch {
    // Some platforms refuse fsync on folders; the rename itself is still atomic.
  } finally {
    await handle?.close();
  }
}

export class LocalDocumentStore implements DocumentStore {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file of a key. The key is checked first, so the path always lies inside the root. */
  pathOf(key: string): string {
    sha256OfKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(bytes: Uint8Array, contentType: string): Promise<StoredDocument> {
    const sha256 = sha256Hex(bytes);
    const key = documentKey(sha256);
    const stored: StoredDocument = { sha256, key, sizeBytes: bytes.byteLength, contentType };
    const target = this.pathOf(key);
    if (await this.hasFileOfSize(target, bytes.byteLength)) return stored;

    const tmpFolder = path.join(this.root, TMP_DIR);
    await mkdir(tmpFolder, { recursive: true });
    const tmp = path.join(tmpFolder, `${sha256}.${process.pid}.${randomBytes(6).toString('hex')}`);
    try {
      const handle = await open(tmp, 'wx', 0o640);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await mkdir(path.dirname(target), { recursive: true });
      // Two puts of the same bytes may race; both renames carry identical content.
      await rename(tmp, target);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
    await syncFolder(path.dirname(target));
    return stored;
  }

  async get(key: string): Promise<Uint8Array> {
    const file = this.pathOf(key);
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch (err) {
      if (isErrno(err, 'ENOENT')) throw new DocumentNotFoundError(key);
      throw err;
    }
    assertIntact(key, bytes);
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  async has(key: string): Promise<boolean> {
    const file = this.pathOf(key);
    try {
      return (await stat(file)).isFile();
    } catch (err) {
      if (isErrno(err, 'ENOENT')) return false;
      throw err;
    }
  }

  private async hasFileOfSize(file: string, size: number): Promise<boolean> {
    try {
      const s = await stat(file);
      return s.isFile() && s.size === size;
    } catch (err) {
      if (isErrno(err, 'ENOENT')) return false;
      throw err;
    }
  }
}
