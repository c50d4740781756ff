// The embedded default transport: the provider's folders are plain folders under one root
// (DATA_DIR/access-point). The access-point simulator watches the same root, so in development a
// document 'uploaded' here is taken, checked and answered exactly as over FTP.
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isInboxDocumentName, temporaryName } from './naming';
import {
  DEFAULT_FOLDERS,
  TransportError,
  type AccessPointFolder,
  type AccessPointFolders,
  type AccessPointTransport,
  type InboxFile,
  type MoveResult,
} from './transport';

const isErrno = (err: unknown, code: string) => (err as NodeJS.ErrnoException | null)?.code === code;

/** A name coming from outside must stay inside its folder. */
function plainName(fileName: string): string {
  if (!fileName || fileName !== path.basename(fileName) || fileName === '.' || fileName === '..') {
    throw new TransportError(`Not a plain file name: '${fileName}'`, false);
  }
  return fileName;
}

export class LocalFolderTransport implements AccessPointTransport {
  readonly kind = 'local';
  readonly root: string;
  private readonly folders: AccessPointFolders;

  constructor(root: string, folders: AccessPointFolders = DEFAULT_FOLDERS) {
    this.root = path.resolve(root);
    this.folders = folders;
  }

  pathOf(folder: AccessPointFolder, fileName?: string): string {
    const dir = path.resolve(this.root, this.folders[folder]);
    return fileName === undefined ? dir : path.join(dir, plainName(fileName));
  }

  async upload(fileName: string, bytes: Uint8Array): Promise<void> {
    const dir = this.pathOf('outbox');
    await mkdir(dir, { recursive: true });
    const temp = path.join(dir, temporaryName(plainName(fileName)));
    try {
      await writeFile(temp, bytes, { flag: 'wx' });
      await rename(temp, this.pathOf('outbox', fileName));
    } catch (err) {
      await rm(temp, { force: true });
      throw new TransportError(`local outbox: ${(err as Error).message}`, true, (err as NodeJS.ErrnoException).code);
    }
  }

  async exists(folder: AccessPointFolder, fileName: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(folder, fileName))).isFile();
    } catch (err) {
      if (isErrno(err, 'ENOENT')) return false;
      throw err;
    }
  }

  async listInbox(): Promise<InboxFile[]> {
    const dir = this.pathOf('inbox');
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      if (isErrno(err, 'ENOENT')) return [];
      throw err;
    }
    const files: InboxFile[] = [];
    for (const e of entries) {
      if (!e.isFile() || !isInboxDocumentName(e.name)) continue;
      const s = await stat(path.join(dir, e.name)).catch(() => undefined);
      if (s) files.push({ name: e.name, size: s.size });
    }
    return files.sort((a, b) => a.name.localeCompare(b.name));
  }

  async download(fileName: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await readFile(this.pathOf('inbox', fileName)));
    } catch (err) {
      if (isErrno(err, 'ENOENT')) return null;
      throw err;
    }
  }

  async moveToProcessed(fileName: string): Promise<MoveResult> {
    await mkdir(this.pathOf('processed'), { recursive: true });
    try {
      await rename(this.pathOf('inbox', fileName), this.pathOf('processed', fileName));
      return 'moved';
    } catch (err) {
      if (!isErrno(err, 'ENOENT')) throw err;
      return (await this.exists('processed', fileName)) ? 'already-moved' : 'missing';
    }
  }

  async close(): Promise<void> {
    // Nothing to release.
  }
}
