// SFTP adapter on ssh2-sftp-client: one SSH connection per call, like the FTP adapter. Renames use
// the OpenSSH posix-rename extension when the server has it (atomic, replaces the target), else the
// plain SFTP rename.
import SftpClient from 'ssh2-sftp-client';
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

export interface SftpTransportOptions {
  host: string;
  port: number;
  user: string;
  password?: string;
  privateKey?: string | Buffer;
  timeoutMs: number;
  folders?: AccessPointFolders;
}

/** SFTP status codes (draft-ietf-secsh-filexfer-02): 2 no such file, 3 permission denied. */
const NO_SUCH_FILE = 2;
const PERMISSION_DENIED = 3;

function codeOf(err: unknown): string | number | undefined {
  return (err as { code?: string | number } | null)?.code;
}

function isNotFound(err: unknown): boolean {
  const code = codeOf(err);
  return code === NO_SUCH_FILE || code === 'ENOENT';
}

/** Permanent: wrong credentials, permission denied; everything else (refused, reset, timeouts) is retried. */
export function sftpFailure(err: unknown, doing: string): TransportError {
  if (err instanceof TransportError) return err;
  const code = codeOf(err);
  const message = (err as Error | undefined)?.message ?? String(err);
  const permanent =
    code === PERMISSION_DENIED ||
    code === 'EACCES' ||
    code === 'ERR_BAD_AUTH' ||
    /authentication methods failed/i.test(message);
  return new TransportError(`SFTP ${doing}: ${message}`, !permanent, code);
}

function join(folder: string, name: string): string {
  if (!name || name.includes('/') || name.includes('\\') || name === '.' || name === '..') {
    throw new TransportError(`Not a plain file name: '${name}'`, false);
  }
  return `${folder.replace(/\/+$/, '')}/${name}`;
}

export class SftpTransport implements AccessPointTransport {
  readonly kind = 'sftp';
  private readonly folders: AccessPointFolders;

  constructor(private readonly options: SftpTransportOptions) {
    this.folders = options.folders ?? DEFAULT_FOLDERS;
  }

  private async session<T>(doing: string, work: (client: SftpClient) => Promise<T>): Promise<T> {
    // Failures reach the caller through the call's own promise; the library's global listeners
    // would only log them to the console a second time.
    const ignore = () => undefined;
    const client = new SftpClient('peppol-transport', { error: ignore, end: ignore, close: ignore });
    let connected = false;
    try {
      await client.connect({
        host: this.options.host,
        port: this.options.port,
        username: this.options.user,
        password: this.options.password,
        privateKey: this.options.privateKey,
        readyTimeout: this.options.timeoutMs,
        retries: 0,
      });
      connected = true;
      return await work(client);
    } catch (err) {
      throw sftpFailure(err, doing);
    } finally {
      if (connected) await client.end().catch(() => undefined);
    }
  }

  private path(folder: AccessPointFolder, name: string): string {
    return join(this.folders[folder], name);
  }

  private static async rename(client: SftpClient, from: string, to: string): Promise<void> {
    try {
      await client.posixRename(from, to);
    } catch (err) {
      // Servers without the extension answer 'unsupported' (8) or a generic failure (4).
      if (isNotFound(err)) throw err;
      await client.rename(from, to);
    }
  }

  async upload(fileName: string, bytes: Uint8Array): Promise<void> {
    const finalPath = this.path('outbox', fileName);
    const tempPath = join(this.folders.outbox, temporaryName(fileName));
    await this.session(`upload ${fileName}`, async (client) => {
      try {
        await client.put(Buffer.from(bytes), tempPath);
        await SftpTransport.rename(client, tempPath, finalPath);
      } catch (err) {
        await client.delete(tempPath, true).catch(() => undefined);
        throw err;
      }
    });
  }

  async exists(folder: AccessPointFolder, fileName: string): Promise<boolean> {
    const wanted = this.path(folder, fileName);
    return this.session(`look for ${wanted}`, async (client) => (await client.exists(wanted)) === '-');
  }

  async listInbox(): Promise<InboxFile[]> {
    return this.session('list the inbox', async (client) => {
      if (!(await client.exists(this.folders.inbox))) return [];
      const entries = await client.list(this.folders.inbox);
      return entries
        .filter((e) => e.type === '-' && isInboxDocumentName(e.name))
        .map((e) => ({ name: e.name, size: e.size }))
        .sort((a, b) => a.name.localeCompare(b.name));
    });
  }

  async download(fileName: string): Promise<Uint8Array | null> {
    const from = this.path('inbox', fileName);
    return this.session(`download ${from}`, async (client) => {
      try {
        const data = await client.get(from);
        return new Uint8Array(data as Buffer);
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    });
  }

  async moveToProcessed(fileName: string): Promise<MoveResult> {
    const from = this.path('inbox', fileName);
    const to = this.path('processed', fileName);
    return this.session(`move ${from} to ${to}`, async (client) => {
      if (!(await client.exists(from))) return (await client.exists(to)) ? 'already-moved' : 'missing';
      await SftpTransport.rename(client, from, to);
      return 'moved';
    });
  }

  async close(): Promise<void> {
    // Connections live for one call only.
  }
}
