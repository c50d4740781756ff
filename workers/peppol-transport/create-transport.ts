// The transport the configuration asks for (PEPPOL_TRANSPORT and the PEPPOL_AP_* variables).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from '../../infra/config';
import { FtpTransport } from './ftp';
import { LocalFolderTransport } from './local-folder';
import { SftpTransport } from './sftp';
import type { AccessPointFolders, AccessPointTransport } from './transport';

export type TransportConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'PEPPOL_TRANSPORT'
  | 'PEPPOL_AP_LOCAL_DIR'
  | 'PEPPOL_AP_HOST'
  | 'PEPPOL_AP_PORT'
  | 'PEPPOL_AP_USER'
  | 'PEPPOL_AP_PASSWORD'
  | 'PEPPOL_AP_PRIVATE_KEY_FILE'
  | 'PEPPOL_AP_TLS_VERIFY'
  | 'PEPPOL_AP_CA_FILE'
  | 'PEPPOL_AP_TIMEOUT_SECONDS'
  | 'PEPPOL_AP_OUTBOX_DIR'
  | 'PEPPOL_AP_ARCHIVE_DIR'
  | 'PEPPOL_AP_INBOX_DIR'
  | 'PEPPOL_AP_PROCESSED_DIR'
>;

export function foldersOf(cfg: TransportConfig): AccessPointFolders {
  return {
    outbox: cfg.PEPPOL_AP_OUTBOX_DIR,
    archive: cfg.PEPPOL_AP_ARCHIVE_DIR,
    inbox: cfg.PEPPOL_AP_INBOX_DIR,
    processed: cfg.PEPPOL_AP_PROCESSED_DIR,
  };
}

/** The local transport's (and the simulator's) root: PEPPOL_AP_LOCAL_DIR, else DATA_DIR/access-point. */
export function localAccessPointRoot(cfg: Pick<Config, 'DATA_DIR' | 'PEPPOL_AP_LOCAL_DIR'>): string {
  return path.resolve(cfg.PEPPOL_AP_LOCAL_DIR ?? path.join(cfg.DATA_DIR, 'access-point'));
}

/** A key or certificate file named by a variable, read at start-up so a wrong path stops it with the variable's name. */
function readConfiguredFile(file: string, variable: string): Buffer {
  try {
    return readFileSync(file);
  } catch (err) {
    throw new ConfigError([`${variable}: cannot read ${file} (${(err as Error).message})`]);
  }
}

export function createTransport(cfg: TransportConfig): AccessPointTransport {
  const folders = foldersOf(cfg);
  const timeoutMs = cfg.PEPPOL_AP_TIMEOUT_SECONDS * 1000;
  switch (cfg.PEPPOL_TRANSPORT) {
    case 'local':
      return new LocalFolderTransport(localAccessPointRoot(cfg), folders);
    case 'ftp':
    case 'ftps':
      return new FtpTransport({
        host: cfg.PEPPOL_AP_HOST,
        port: cfg.PEPPOL_AP_PORT ?? 21,
        user: cfg.PEPPOL_AP_USER,
        password: cfg.PEPPOL_AP_PASSWORD ?? '',
        secure: cfg.PEPPOL_TRANSPORT === 'ftps',
        verifyCertificate: cfg.PEPPOL_AP_TLS_VERIFY,
        ca:
          cfg.PEPPOL_TRANSPORT === 'ftps' && cfg.PEPPOL_AP_CA_FILE
            ? readConfiguredFile(cfg.PEPPOL_AP_CA_FILE, 'PEPPOL_AP_CA_FILE')
            : undefined,
        timeoutMs,
        folders,
      });
    case 'sftp':
      return new SftpTransport({
        host: cfg.PEPPOL_AP_HOST,
        port: cfg.PEPPOL_AP_PORT ?? 22,
        user: cfg.PEPPOL_AP_USER,
        password: cfg.PEPPOL_AP_PASSWORD,
        privateKey: cfg.PEPPOL_AP_PRIVATE_KEY_FILE
          ? readConfiguredFile(cfg.PEPPOL_AP_PRIVATE_KEY_FILE, 'PEPPOL_AP_PRIVATE_KEY_FILE')
          : undefined,
        timeoutMs,
        folders,
      });
  }
}
