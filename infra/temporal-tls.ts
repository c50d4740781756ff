// TLS to the Temporal frontend, the same for every client (api, worker, launcher): Temporal Cloud and
// a self-hosted cluster with TLS on its frontend; with a client certificate it is mutual TLS, the
// production setting (README.md 'Temporal in production'). Without any TEMPORAL_TLS*
// variable the connection is plain, as to the local dev server.
import { readFileSync } from 'node:fs';
import type { TLSConfig } from '@temporalio/client';
import type { Config } from './config';

export type TemporalTlsConfig = Pick<
  Config,
  | 'TEMPORAL_TLS'
  | 'TEMPORAL_TLS_CA_FILE'
  | 'TEMPORAL_TLS_CERT_FILE'
  | 'TEMPORAL_TLS_KEY_FILE'
  | 'TEMPORAL_TLS_SERVER_NAME'
>;

/** The SDK's `tls` option for Connection.connect / NativeConnection.connect, or undefined for plain TCP. */
export function temporalTls(
  cfg: TemporalTlsConfig,
  read: (file: string) => Buffer = (f) => readFileSync(f),
): TLSConfig | undefined {
  const anyFile = cfg.TEMPORAL_TLS_CA_FILE || cfg.TEMPORAL_TLS_CERT_FILE || cfg.TEMPORAL_TLS_KEY_FILE;
  if (!cfg.TEMPORAL_TLS && !anyFile) return undefined;
  return {
    ...(cfg.TEMPORAL_TLS_SERVER_NAME ? { serverNameOverride: cfg.TEMPORAL_TLS_SERVER_NAME } : {}),
    ...(cfg.TEMPORAL_TLS_CA_FILE ? { serverRootCACertificate: read(cfg.TEMPORAL_TLS_CA_FILE) } : {}),
    ...(cfg.TEMPORAL_TLS_CERT_FILE && cfg.TEMPORAL_TLS_KEY_FILE
      ? { clientCertPair: { crt: read(cfg.TEMPORAL_TLS_CERT_FILE), key: read(cfg.TEMPORAL_TLS_KEY_FILE) } }
      : {}),
  };
}
