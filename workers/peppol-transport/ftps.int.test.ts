// The FTP adapter over FTPS (explicit TLS) against the simulator's FTP front with TLS on a free port:
// a self-signed certificate made by openssl in a temporary folder, trusted through the adapter's CA
// option with verification on. The same adapter checks as over plain FTP (upload by temporary name
// and rename, exists, list, download, move, re-upload), TLS on the data connections as well, and the
// failures that must be final: a certificate from the wrong issuer, plain FTP to a server that
// requires FTPS, FTPS to a server without it. Last, the dev stack's way: the simulator process
// (tools/peppol-simulator/main.ts) with FTPS on, the worker's transport built from the configuration npm start
// gives it (PEPPOL_TRANSPORT=ftps, PEPPOL_AP_CA_FILE = the simulator's certificate).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Client } from 'basic-ftp';
import { sampleInput } from '../../domain/peppol/fixtures/samples';
import { parseConfig } from '../../infra/config';
import { freePort } from '../../infra/ports';
import { createTransport } from './create-transport';
import { FtpTransport, type FtpTransportOptions } from './ftp';
import { ftpsSecureOptions } from './ftps';
import { devCertificateFiles, ensureSelfSignedCertificate } from '../../tools/peppol-simulator/certificate';
import { startSimulatorFtp, type RunningFtpServer } from '../../tools/peppol-simulator/ftp-server';
import { envelopedInvoice } from '../../test-support/peppol-envelope';
import { TransportError } from './transport';

jest.setTimeout(60_000);

const USER = 'esyn';
const PASSWORD = 'ftps-test-password';
const bytes = (s: string) => new TextEncoder().encode(s);
const text = (b: Uint8Array | null) => (b ? new TextDecoder().decode(b) : null);

describe('FtpTransport over FTPS against the simulator', () => {
  let dir: string;
  let root: string;
  let port: number;
  let server: RunningFtpServer;
  let ca: Buffer;
  let transport: FtpTransport;
  /** The path of every STOR the server saw; `failNext` makes the next one fail with 451. */
  const stored: string[] = [];
  let failNext = false;
  const connect = (overrides: Partial<FtpTransportOptions> = {}) =>
    new FtpTransport({
      host: '127.0.0.1',
      port,
      user: USER,
      password: PASSWORD,
      secure: true,
      ca,
      timeoutMs: 10_000,
      ...overrides,
    });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'esyn-ftps-'));
    root = path.join(dir, 'ap');
    for (const f of ['outbox', 'archive', 'inbox', 'processed']) mkdirSync(path.join(root, f), { recursive: true });
    const files = devCertificateFiles(dir);
    expect(await ensureSelfSignedCertificate(files)).toBe(true);
    expect(await ensureSelfSignedCertificate(files)).toBe(false);
    ca = readFileSync(files.certFile);
    port = await freePort();
    server = await startSimulatorFtp({
      root,
      host: '127.0.0.1',
      port,
      user: USER,
      password: PASSWORD,
      tls: { cert: files.certFile, key: readFileSync(files.keyFile, 'utf8') },
      failThisUpload: (p) => {
        stored.push(p);
        const fail = failNext;
        failNext = false;
        return fail;
      },
    });
    transport = connect();
  });

  afterAll(async () => {
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is an FTPS server', () => {
    expect(server.tls).toBe(true);
    expect(transport.kind).toBe('ftps');
  });

  it('uploads under a temporary name and renames it to the message id', async () => {
    stored.length = 0;
    await transport.upload('m-1.xml', bytes('<Invoice>1</Invoice>'));
    expect(stored).toEqual([expect.stringMatching(/^outbox\/\.m-1\.xml\.[0-9a-f]{12}\.part$/)]);
    expect(readdirSync(path.join(root, 'outbox'))).toEqual(['m-1.xml']);
    expect(readFileSync(path.join(root, 'outbox', 'm-1.xml'), 'utf8')).toBe('<Invoice>1</Invoice>');
    expect(await transport.exists('outbox', 'm-1.xml')).toBe(true);
    expect(await transport.exists('archive', 'm-1.xml')).toBe(false);
  });

  it("re-uploads the same name idempotently: one file, the provider's archive recognised", async () => {
    stored.length = 0;
    await transport.upload('m-2.xml', bytes('<Invoice>2</Invoice>'));
    await transport.upload('m-2.xml', bytes('<Invoice>2</Invoice>'));
    expect(new Set(stored).size).toBe(2);
    expect(readdirSync(path.join(root, 'outbox')).filter((n) => n.startsWith('.') || n.includes('m-2'))).toEqual([
      'm-2.xml',
    ]);
    // The provider takes it: the delivery's check before a re-upload finds it in the archive.
    renameSync(path.join(root, 'outbox', 'm-2.xml'), path.join(root, 'archive', 'm-2.xml'));
    expect(await transport.exists('outbox', 'm-2.xml')).toBe(false);
    expect(await transport.exists('archive', 'm-2.xml')).toBe(true);
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
    expect(text(await transport.download('a.xml'))).toBe('<a/>');
    expect(await transport.download('gone.xml')).toBeNull();
    expect(await transport.moveToProcessed('a.xml')).toBe('moved');
    expect(await transport.moveToProcessed('a.xml')).toBe('already-moved');
    expect(await transport.moveToProcessed('never.xml')).toBe('missing');
    expect(readdirSync(path.join(root, 'processed'))).toEqual(['a.xml']);
  });

  it('protects the data connections too (PBSZ 0, PROT P, TLS on upload, list and download)', async () => {
    const client = new Client(10_000);
    const log: string[] = [];
    client.ftp.verbose = true;
    client.ftp.log = (message: string) => void log.push(message);
    try {
      await client.access({
        host: '127.0.0.1',
        port,
        user: USER,
        password: PASSWORD,
        secure: true,
        secureOptions: ftpsSecureOptions('127.0.0.1', { ca }),
      });
      await client.uploadFrom(Readable.from([Buffer.from('<p/>')]), 'inbox/p.xml');
      expect((await client.list('inbox')).map((e) => e.name)).toContain('p.xml');
    } finally {
      client.close();
    }
    const joined = log.join('\n');
    expect(joined).toMatch(/> PBSZ 0\n< 200/);
    expect(joined).toMatch(/> PROT P\n< 200/);
    expect(joined).toMatch(/Uploading to 127\.0\.0\.1:\d+ \(TLSv1\.[23]\)/);
    expect(joined).toMatch(/Downloading from 127\.0\.0\.1:\d+ \(TLSv1\.[23]\)/);
    expect(joined).toMatch(/Control socket is using: TLSv1\.[23]/);
    expect(text(await transport.download('p.xml'))).toBe('<p/>');
  });

  it('retries a transient 451 on upload, as over plain FTP', async () => {
    failNext = true;
    const err = await transport.upload('m-3.xml', bytes('<x/>')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TransportError);
    expect(err).toMatchObject({ retryable: true, code: 451 });
    await transport.upload('m-3.xml', bytes('<x/>'));
    expect(await transport.exists('outbox', 'm-3.xml')).toBe(true);
  });

  it('refuses a certificate from another issuer (or none trusted) with a final, clear error', async () => {
    const other = devCertificateFiles(path.join(dir, 'other'));
    await ensureSelfSignedCertificate(other);
    for (const wrong of [connect({ ca: readFileSync(other.certFile) }), connect({ ca: undefined })]) {
      const err = await wrong.listInbox().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(TransportError);
      expect(err).toMatchObject({ retryable: false });
      expect((err as Error).message).toMatch(
        /^FTPS list the inbox: the server's certificate was not accepted \((DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN): .*PEPPOL_AP_CA_FILE/,
      );
    }
    // Verification off (PEPPOL_AP_TLS_VERIFY=false) accepts it: the check above is the certificate's, not the connection's.
    expect(await connect({ ca: undefined, verifyCertificate: false }).exists('outbox', 'm-1.xml')).toBe(true);
  });

  it('refuses plain FTP logins, final, saying FTPS is required', async () => {
    const err = await connect({ secure: false })
      .listInbox()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TransportError);
    expect(err).toMatchObject({ retryable: false, code: 530 });
    expect((err as Error).message).toMatch(/530 This server requires FTPS: send AUTH TLS before logging in/);
  });

  it('fails FTPS to a server without TLS, final', async () => {
    const plainPort = await freePort();
    const plain = await startSimulatorFtp({
      root,
      host: '127.0.0.1',
      port: plainPort,
      user: USER,
      password: PASSWORD,
      failThisUpload: () => false,
    });
    try {
      expect(plain.tls).toBe(false);
      const err = await connect({ port: plainPort })
        .listInbox()
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(TransportError);
      expect(err).toMatchObject({ retryable: false });
      expect((err as Error).message).toMatch(/^FTP list the inbox: 5\d\d /);
    } finally {
      await plain.close();
    }
  });

  it('says clearly when openssl is missing to make a certificate', async () => {
    const files = devCertificateFiles(path.join(dir, 'no-openssl'));
    await expect(ensureSelfSignedCertificate(files, { openssl: 'esyn-no-such-openssl' })).rejects.toThrow(
      /the esyn-no-such-openssl command was not found to make one: install openssl \(Debian: apt-get install openssl\)/,
    );
    expect(readdirSync(files.dir)).toEqual([]);
  });
});

describe('the simulator process with FTPS, reached through the configured transport', () => {
  let dataDir: string;
  let child: ChildProcess | undefined;
  let ports: { ftp: number; control: number };
  const password = 'ftps-dev-password';

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'esyn-ftps-dev-'));
    ports = { ftp: await freePort(), control: await freePort() };
    const env = {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PEPPOL_TRANSPORT: 'ftps',
      PEPPOL_AP_PASSWORD: password,
      AP_SIMULATOR_TLS: 'true',
      AP_SIMULATOR_FTP_PORT: String(ports.ftp),
      AP_SIMULATOR_CONTROL_PORT: String(ports.control),
      AP_SIMULATOR_MLR_DELAY_SECONDS: '0',
    };
    child = spawn(process.execPath, ['--import', 'tsx', 'tools/peppol-simulator/main.ts'], {
      cwd: path.resolve(__dirname, '../..'),
      env,
      stdio: 'ignore',
    });
    const deadline = Date.now() + 30_000;
    for (;;) {
      const up = await fetch(`http://127.0.0.1:${ports.control}/status`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('the simulator did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  });

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child?.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('made its certificate under DATA_DIR, and many connections in a row all get through TLS', async () => {
    const status = (await (await fetch(`http://127.0.0.1:${ports.control}/status`)).json()) as {
      ftps: boolean;
      received: number;
    };
    expect(status).toMatchObject({ ftps: true, received: 0 });
    const transport = createTransport(
      parseConfig({
        NODE_ENV: 'test',
        PEPPOL_TRANSPORT: 'ftps',
        PEPPOL_AP_HOST: '127.0.0.1',
        PEPPOL_AP_PORT: String(ports.ftp),
        PEPPOL_AP_PASSWORD: password,
        PEPPOL_AP_CA_FILE: devCertificateFiles(dataDir).certFile,
      }),
    );
    // Each call is a fresh control connection with its own AUTH TLS handshake.
    for (let i = 0; i < 20; i += 1) expect(await transport.exists('outbox', 'nothing.xml')).toBe(false);
    await transport.upload('dev-1.xml', bytes(envelopedInvoice(sampleInput(1), 'dev-1')));
    const deadline = Date.now() + 15_000;
    while ((await transport.listInbox()).length === 0) {
      if (Date.now() > deadline) throw new Error('no answer from the simulator');
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await transport.exists('archive', 'dev-1.xml')).toBe(true);
  });
});
