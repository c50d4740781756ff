// The SFTP adapter against a real SFTP server: ssh2's Server in this process, serving a temporary
// folder with the SFTP requests the adapter uses (open/read/write/close, stat, opendir/readdir,
// realpath, rename, remove, mkdir). The server does not offer posix-rename, so the adapter's
// fallback to the plain rename is what runs here.
import {
  closeSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
  type Stats,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Server, utils, type Connection } from 'ssh2';
import { freePort } from '../../infra/ports';
import { SftpTransport } from './sftp';
import { TransportError } from './transport';

const { STATUS_CODE, flagsToString } = utils.sftp;
const USER = 'esyn';
const PASSWORD = 'sftp-test-password';

type Handle = { kind: 'file'; fd: number } | { kind: 'dir'; entries: string[]; dir: string; sent: boolean };

function attrsOf(s: Stats) {
  return {
    mode: s.mode,
    uid: s.uid,
    gid: s.gid,
    size: s.size,
    atime: Math.floor(s.atimeMs / 1000),
    mtime: Math.floor(s.mtimeMs / 1000),
  };
}

function statusOf(err: unknown): number {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return STATUS_CODE.NO_SUCH_FILE;
  if (code === 'EACCES' || code === 'EPERM') return STATUS_CODE.PERMISSION_DENIED;
  return STATUS_CODE.FAILURE;
}

/** A minimal SFTP server over `root`, one password login. */
async function startSftpServer(root: string): Promise<{ port: number; close(): Promise<void> }> {
  const hostKey = utils.generateKeyPairSync('ed25519').private;
  const clients = new Set<Connection>();
  const inside = (p: string) => {
    const resolved = path.resolve(root, `.${path.posix.resolve('/', p)}`);
    if (!resolved.startsWith(root)) throw Object.assign(new Error('outside root'), { code: 'EACCES' });
    return resolved;
  };
  const server = new Server({ hostKeys: [hostKey] }, (client) => {
    clients.add(client);
    client.on('close', () => clients.delete(client));
    client.on('error', () => undefined);
    client.on('authentication', (ctx) => {
      if (ctx.method === 'password' && ctx.username === USER && ctx.password === PASSWORD) ctx.accept();
      else ctx.reject(['password']);
    });
    client.on('ready', () => {
      client.on('session', (acceptSession) => {
        acceptSession().on('sftp', (acceptSftp) => {
          const sftp = acceptSftp();
          const handles = new Map<string, Handle>();
          let next = 0;
          const newHandle = (h: Handle) => {
            const id = Buffer.from(String(next++));
            handles.set(id.toString(), h);
            return id;
          };
          const guard = (reqid: number, work: () => void) => {
            try {
              work();
            } catch (err) {
              sftp.status(reqid, statusOf(err), (err as Error).message);
            }
          };
          sftp.on('OPEN', (reqid, filename, flags) =>
            guard(reqid, () => {
              sftp.handle(
                reqid,
                newHandle({ kind: 'file', fd: openSync(inside(filename), flagsToString(flags) ?? 'r') }),
              );
            }),
          );
          sftp.on('WRITE', (reqid, handle, offset, data) =>
            guard(reqid, () => {
              const h = handles.get(handle.toString());
              if (h?.kind !== 'file') throw new Error('bad handle');
              writeSync(h.fd, data, 0, data.length, offset);
              sftp.status(reqid, STATUS_CODE.OK);
            }),
          );
          sftp.on('READ', (reqid, handle, offset, length) =>
            guard(reqid, () => {
              const h = handles.get(handle.toString());
              if (h?.kind !== 'file') throw new Error('bad handle');
              const buf = Buffer.alloc(length);
              const n = readSync(h.fd, buf, 0, length, offset);
              if (n === 0) sftp.status(reqid, STATUS_CODE.EOF);
              else sftp.data(reqid, buf.subarray(0, n));
            }),
          );
          sftp.on('FSTAT', (reqid, handle) =>
            guard(reqid, () => {
              const h = handles.get(handle.toString());
              if (h?.kind !== 'file') throw new Error('bad handle');
              sftp.attrs(reqid, attrsOf(fstatSync(h.fd)));
            }),
          );
          sftp.on('CLOSE', (reqid, handle) =>
            guard(reqid, () => {
              const h = handles.get(handle.toString());
              if (h?.kind === 'file') closeSync(h.fd);
              handles.delete(handle.toString());
              sftp.status(reqid, STATUS_CODE.OK);
            }),
          );
          sftp.on('STAT', (reqid, p) => guard(reqid, () => sftp.attrs(reqid, attrsOf(statSync(inside(p))))));
          sftp.on('LSTAT', (reqid, p) => guard(reqid, () => sftp.attrs(reqid, attrsOf(lstatSync(inside(p))))));
          sftp.on('OPENDIR', (reqid, p) =>
            guard(reqid, () => {
              const dir = inside(p);
              if (!statSync(dir).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
              sftp.handle(reqid, newHandle({ kind: 'dir', dir, entries: readdirSync(dir), sent: false }));
            }),
          );
          sftp.on('READDIR', (reqid, handle) =>
            guard(reqid, () => {
              const h = handles.get(handle.toString());
              if (h?.kind !== 'dir') throw new Error('bad handle');
              if (h.sent) return void sftp.status(reqid, STATUS_CODE.EOF);
              h.sent = true;
              sftp.name(
                reqid,
                h.entries.map((filename) => {
                  const s = lstatSync(path.join(h.dir, filename));
                  return {
                    filename,
                    longname: `${s.isDirectory() ? 'd' : '-'}rw-r--r-- 1 esyn esyn ${s.size} Jan 1 00:00 ${filename}`,
                    attrs: attrsOf(s),
                  };
                }),
              );
            }),
          );
          sftp.on('REALPATH', (reqid, p) =>
            guard(reqid, () =>
              sftp.name(reqid, [
                {
                  filename: path.posix.resolve('/', p),
                  longname: '',
                  attrs: { mode: 0, uid: 0, gid: 0, size: 0, atime: 0, mtime: 0 },
                },
              ]),
            ),
          );
          sftp.on('RENAME', (reqid, from, to) =>
            guard(reqid, () => {
              renameSync(inside(from), inside(to));
              sftp.status(reqid, STATUS_CODE.OK);
            }),
          );
          sftp.on('REMOVE', (reqid, p) =>
            guard(reqid, () => {
              unlinkSync(inside(p));
              sftp.status(reqid, STATUS_CODE.OK);
            }),
          );
          sftp.on('MKDIR', (reqid, p) =>
            guard(reqid, () => {
              mkdirSync(inside(p));
              sftp.status(reqid, STATUS_CODE.OK);
            }),
          );
        });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const c of clients) c.end();
        server.close(() => resolve());
      }),
  };
}

describe('SftpTransport against an SFTP server', () => {
  let root: string;
  let server: Awaited<ReturnType<typeof startSftpServer>>;
  let transport: SftpTransport;
  const bytes = (s: string) => new TextEncoder().encode(s);

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'esyn-sftp-'));
    for (const f of ['outbox', 'archive', 'inbox', 'processed']) mkdirSync(path.join(root, f));
    server = await startSftpServer(root);
    transport = new SftpTransport({
      host: '127.0.0.1',
      port: server.port,
      user: USER,
      password: PASSWORD,
      timeoutMs: 10_000,
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('uploads under a temporary name and renames it to the message id', async () => {
    await transport.upload('m-1.xml', bytes('<Invoice/>'));
    expect(readdirSync(path.join(root, 'outbox'))).toEqual(['m-1.xml']);
    expect(await transport.exists('outbox', 'm-1.xml')).toBe(true);
    expect(await transport.exists('archive', 'm-1.xml')).toBe(false);
  });

  it('lists, downloads and moves inbox files; repeating a move is harmless', async () => {
    writeFileSync(path.join(root, 'inbox', 'b.xml'), '<b/>');
    writeFileSync(path.join(root, 'inbox', 'a.xml'), '<a/>');
    writeFileSync(path.join(root, 'inbox', '.c.xml.1.part'), 'half');
    mkdirSync(path.join(root, 'inbox', 'folder'));
    expect(await transport.listInbox()).toEqual([
      { name: 'a.xml', size: 4 },
      { name: 'b.xml', size: 4 },
    ]);
    expect(new TextDecoder().decode((await transport.download('a.xml')) ?? undefined)).toBe('<a/>');
    expect(await transport.download('gone.xml')).toBeNull();
    expect(await transport.moveToProcessed('a.xml')).toBe('moved');
    expect(await transport.moveToProcessed('a.xml')).toBe('already-moved');
    expect(await transport.moveToProcessed('never.xml')).toBe('missing');
    expect(readdirSync(path.join(root, 'processed'))).toEqual(['a.xml']);
  });

  it('treats wrong credentials as final and a refused connection as retryable', async () => {
    const wrong = new SftpTransport({
      host: '127.0.0.1',
      port: server.port,
      user: USER,
      password: 'wrong',
      timeoutMs: 10_000,
    });
    await expect(wrong.listInbox()).rejects.toMatchObject({ name: 'TransportError', retryable: false });
    const closed = new SftpTransport({
      host: '127.0.0.1',
      port: await freePort(),
      user: USER,
      password: PASSWORD,
      timeoutMs: 5_000,
    });
    const err = await closed.listInbox().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TransportError);
    expect(err).toMatchObject({ retryable: true });
  });
});
