// The simulator's TLS certificate for FTPS. Development uses a self-signed certificate made once with
// the openssl CLI under DATA_DIR/access-point-tls (only when FTPS is asked for); the worker trusts
// exactly that certificate through PEPPOL_AP_CA_FILE instead of turning verification off.
import { execFile } from 'node:child_process';
import { chmod, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** A certificate and its key, each PEM text or the path of a PEM file. */
export interface TlsSource {
  cert: string;
  key: string;
}

/** The PEM texts themselves. */
export interface TlsMaterial {
  cert: string;
  key: string;
}

export interface CertificateFiles {
  dir: string;
  certFile: string;
  keyFile: string;
}

/** Where the development certificate lives: DATA_DIR/access-point-tls/{cert,key}.pem. */
export function devCertificateFiles(dataDir: string): CertificateFiles {
  const dir = path.resolve(dataDir, 'access-point-tls');
  return { dir, certFile: path.join(dir, 'cert.pem'), keyFile: path.join(dir, 'key.pem') };
}

export const isPem = (value: string): boolean => /-----BEGIN [A-Z0-9 ]+-----/.test(value);

/** Reads the material of a source whose parts are PEM text or file paths. */
export async function readTlsMaterial(source: TlsSource): Promise<TlsMaterial> {
  const load = async (value: string, what: string) => {
    if (isPem(value)) return value;
    const text = await readFile(value, 'utf8').catch((err: unknown) => {
      throw new Error(`FTPS ${what}: cannot read ${value} (${(err as Error).message})`);
    });
    if (!isPem(text)) throw new Error(`FTPS ${what}: ${value} is not a PEM file`);
    return text;
  };
  return { cert: await load(source.cert, 'certificate'), key: await load(source.key, 'key') };
}

/** The subject alternative names of a development certificate: the loopback names, and any host given. */
export function subjectAltNames(hosts: readonly string[]): string {
  const names = new Set(['localhost', '127.0.0.1', '::1', ...hosts]);
  return [...names].map((h) => (/^[\d.]+$/.test(h) || h.includes(':') ? `IP:${h}` : `DNS:${h}`)).join(',');
}

/**
 * `openssl req` arguments for a self-signed certificate (P-256 key, no pass phrase) valid for the
 * given hosts. 825 days: the longest validity clients accept for a server certificate.
 */
export function selfSignedCertificateArgs(
  files: { certFile: string; keyFile: string },
  hosts: readonly string[] = [],
  days = 825,
): string[] {
  return [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-sha256',
    '-days',
    String(days),
    '-subj',
    '/O=eSyn development/CN=eSyn access-point simulator',
    '-addext',
    `subjectAltName=${subjectAltNames(hosts)}`,
    '-keyout',
    files.keyFile,
    '-out',
    files.certFile,
  ];
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

function runOpenssl(openssl: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(openssl, args, { timeout: 60_000 }, (err, _stdout, stderr) => {
      if (!err) return resolve();
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        reject(
          new Error(
            `FTPS in the access-point simulator needs a certificate, and the ${openssl} command was not found to make one: install openssl (Debian: apt-get install openssl), or turn AP_SIMULATOR_TLS off`,
          ),
        );
      } else
        reject(
          new Error(`openssl could not make the simulator's certificate: ${String(stderr).trim() || err.message}`),
        );
    });
  });
}

export interface MakeCertificateOptions {
  /** Host names or addresses besides the loopback ones. */
  hosts?: readonly string[];
  /** The openssl program; default `openssl` from PATH. */
  openssl?: string;
}

/**
 * The certificate in `files.dir`, made when it is not there yet (written under temporary names and
 * renamed, so a reader never sees half of it). Answers whether it was made now.
 */
export async function ensureSelfSignedCertificate(
  files: CertificateFiles,
  { hosts = [], openssl = 'openssl' }: MakeCertificateOptions = {},
): Promise<boolean> {
  if ((await exists(files.certFile)) && (await exists(files.keyFile))) return false;
  await mkdir(files.dir, { recursive: true, mode: 0o700 });
  const suffix = `.${process.pid}.${Date.now()}.tmp`;
  const temp = { certFile: files.certFile + suffix, keyFile: files.keyFile + suffix };
  try {
    await runOpenssl(openssl, selfSignedCertificateArgs(temp, hosts));
    await chmod(temp.keyFile, 0o600);
    await rename(temp.keyFile, files.keyFile);
    await rename(temp.certFile, files.certFile);
  } finally {
    await rm(temp.keyFile, { force: true });
    await rm(temp.certFile, { force: true });
  }
  return true;
}
