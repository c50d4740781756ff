// The TLS side of the FTP adapter (FTPS, explicit TLS): which certificates it trusts and how a
// refused certificate is reported. A certificate that fails verification does not get better by
// retrying, so it is a final failure with a message that says what to configure.
import { isIP } from 'node:net';
import type { ConnectionOptions } from 'node:tls';
import { TransportError } from './transport';

export interface FtpsTrust {
  /** false accepts any certificate (test servers only); default true. */
  verify?: boolean;
  /**
   * PEM of the certificates to trust instead of the system's roots: a provider's private CA, or the
   * development simulator's self-signed certificate (PEPPOL_AP_CA_FILE).
   */
  ca?: string | Buffer;
}

/**
 * TLS options for the control connection (basic-ftp reuses them, and the session, for every data
 * connection). No servername for an IP address: Node derives SNI from a host name by itself and
 * RFC 6066 forbids an IP there; the certificate is still checked against the address.
 */
export function ftpsSecureOptions(host: string, trust: FtpsTrust): ConnectionOptions {
  return {
    rejectUnauthorized: trust.verify ?? true,
    ...(trust.ca ? { ca: trust.ca } : {}),
    ...(isIP(host) ? {} : { servername: host }),
  };
}

/** Node's codes for a server certificate that did not verify (OpenSSL X509_V_ERR names, and the host check). */
const CERTIFICATE_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_DECRYPT_CERT_SIGNATURE',
  'UNABLE_TO_DECODE_ISSUER_PUBLIC_KEY',
  'CERT_SIGNATURE_FAILURE',
  'CERT_NOT_YET_VALID',
  'CERT_HAS_EXPIRED',
  'ERROR_IN_CERT_NOT_BEFORE_FIELD',
  'ERROR_IN_CERT_NOT_AFTER_FIELD',
  'CERT_CHAIN_TOO_LONG',
  'CERT_REVOKED',
  'INVALID_CA',
  'PATH_LENGTH_EXCEEDED',
  'INVALID_PURPOSE',
  'CERT_UNTRUSTED',
  'CERT_REJECTED',
  'HOSTNAME_MISMATCH',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/** A final TransportError when the failure is a server certificate that did not verify, else undefined. */
export function certificateFailure(err: unknown, doing: string): TransportError | undefined {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code !== 'string' || !CERTIFICATE_CODES.has(code)) return undefined;
  const detail = (err as Error).message;
  return new TransportError(
    `FTPS ${doing}: the server's certificate was not accepted (${code}: ${detail}). Trust its issuer with PEPPOL_AP_CA_FILE, or check PEPPOL_AP_HOST against the certificate's names.`,
    false,
    code,
  );
}
