// FTP and FTPS (explicit TLS, AUTH TLS) adapter on basic-ftp. One control connection per call: the
// calls are few (an upload per invoice, a poll every so often), and a fresh connection cannot be
// left in a half-finished state by an earlier failure.
import { PassThrough, Writable } from 'node:stream';
import { Client, FTPError, type FileInfo } from 'basic-ftp';
import { certificateFailure, ftpsSecureOptions } from './ftps';
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

export interface FtpTransportOptions {
  host: string;
  port: number;
  user: string;
  password: string;
  /** true: FTPS with explicit TLS (AUTH TLS) on the control and data connections. */
  secure: boolean;
  /** FTPS: verify the server certificate (false only for self-signed test servers). */
  verifyCertificate?: boolean;
  /** FTPS: PEM of the certificates to trust instead of the system's roots (a private CA, the simulator's certificate). */
  ca?: string | Buffer;
  timeoutMs: number;
  folders?: AccessPointFolders;
}

/** FTP reply codes meaning 'file not there' (RFC 959 550; some servers say 450). */
const NOT_FOUND = new Set([450, 550]);

/**
 * The transport's verdict on an FTP failure: 4xx replies are transient by definition (RFC 959),
 * and so is every failure without a reply (refused, reset, timeout); 5xx replies are permanent, and so
 * is a server certificate that does not verify (FTPS).
 */
export function ftpFailure(err: unknown, doing: string): TransportError {
  if (err instanceof TransportError) return err;
  const certificate = certificateFailure(err, doing);
  if (certificate) return certificate;
  if (err instanceof FTPError) {
    const code = Number(err.code);
    // basic-ftp's message is the whole reply line, code included.
    const text = err.message.replace(new RegExp(`^${code}[ -]`), '');
    return new TransportError(`FTP ${doing}: ${code} ${text}`, code >= 400 && code < 500, code);
  }
  const e = err as NodeJS.ErrnoException | undefined;
  return new TransportError(`FTP ${doing}: ${e?.message ?? String(err)}`, true, e?.code);
}

const isNotFound = (err: unknown) => err instanceof FTPError && NOT_FOUND.has(Number(err.code));

async function sizeOrNull(client: Client, remotePath: string): Promise<number | null> {
  try {
    return await client.size(remotePath);
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

function join(folder: string, name: string): string {
  if (!name || name.includes('/') || name.includes('\\') || name === '.' || name === '..') {
    throw new TransportError(`Not a plain file name: '${name}'`, false);
  }
  return `${folder.replace(/\/+$/, '')}/${name}`;
}

export class FtpTransport implements AccessPointTransport {
  readonly kind: 'ftp' | 'ftps';
  private readonly folders: AccessPointFolders;

  constructor(private readonly options: FtpTransportOptions) {
    this.kind = options.secure ? 'ftps' : 'ftp';
    this.folders = options.folders ?? DEFAULT_FOLDERS;
  }

  private async session<T>(doing: string, work: (client: Client) => Promise<T>): Promise<T> {
    const client = new Client(this.options.timeoutMs);
    try {
      await client.access({
        host: this.options.host,
        port: this.options.port,
        user: this.options.user,
        password: this.options.password,
        secure: this.options.secure,
        secureOptions: this.options.secure
          ? ftpsSecureOptions(this.options.host, { verify: this.options.verifyCertificate, ca: this.options.ca })
          : undefined,
      });
      return await work(client);
    } catch (err) {
      throw ftpFailure(err, doing);
    } finally {
      client.close();
    }
  }

  private path(folder: AccessPointFolder, name: string): string {
    return join(this.folders[folder], name);
  }

  async upload(fileName: string, bytes: Uint8Array): Promise<void> {
    const finalPath = this.path('outbox', fileName);
    const tempPath = join(this.folders.outbox, temporaryName(fileName));
    await this.session(`upload ${fileName}`, async (client) => {
      const source = new PassThrough();
      source.end(Buffer.from(bytes));
      try {
        await client.uploadFrom(source, tempPath);
        await client.rename(tempPath, finalPath);
      } catch (err) {
        // A temp file left by a broken upload is never read; remove it when the connection still works.
        await client.remove(tempPath, true).catch(() => undefined);
        throw err;
      }
    });
  }

  async exists(folder: AccessPointFolder, fileName: string): Promise<boolean> {
    const wanted = this.path(folder, fileName);
    return this.session(`look for ${wanted}`, async (client) => (await sizeOrNull(client, wanted)) !== null);
  }

  async listInbox(): Promise<InboxFile[]> {
    return this.session('list the inbox', async (client) => {
      let entries: FileInfo[];
      try {
        entries = await client.list(this.folders.inbox);
      } catch (err) {
        if (isNotFound(err)) return [];
        throw err;
      }
      return entries
        .filter((e) => e.isFile && isInboxDocumentName(e.name))
        .map((e) => ({ name: e.name, size: e.size }))
        .sort((a, b) => a.name.localeCompare(b.name));
    });
  }

  async download(fileName: string): Promise<Uint8Array | null> {
    const from = this.path('inbox', fileName);
    return this.session(`download ${from}`, async (client) => {
      const chunks: Buffer[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _enc, done) {
          chunks.push(chunk);
          done();
        },
      });
      try {
        await client.downloadTo(sink, from);
      } catch (err) {
        // Servers differ in the reply to RETR of a missing file (ftp-srv says 551): ask SIZE, whose 550 is common ground.
        if (isNotFound(err) || (err instanceof FTPError && (await sizeOrNull(client, from)) === null)) return null;
        throw err;
      }
      return new Uint8Array(Buffer.concat(chunks));
    });
  }

  async moveToProcessed(fileName: string): Promise<MoveResult> {
    const from = this.path('inbox', fileName);
    const to = this.path('processed', fileName);
    return this.session(`move ${from} to ${to}`, async (client) => {
      try {
        await client.rename(from, to);
        return 'moved';
      } catch (err) {
        // 550 also answers a missing processed folder: then the source is still there.
        if (!isNotFound(err) || (await sizeOrNull(client, from)) !== null) throw err;
      }
      // The source is gone: either an earlier attempt moved it (its reply was lost) or it never was.
      return (await sizeOrNull(client, to)) === null ? 'missing' : 'already-moved';
    });
  }

  async close(): Promise<void> {
    // Connections live for one call only.
  }
}
