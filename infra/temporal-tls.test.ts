// TLS options for the Temporal clients from the configuration.
import { parseConfig } from './config';
import { temporalTls } from './temporal-tls';

const read = (file: string) => Buffer.from(`<${file}>`);

describe('temporalTls', () => {
  it('is plain TCP without TLS settings (the local dev server)', () => {
    expect(temporalTls(parseConfig({}), read)).toBeUndefined();
  });

  it('is TLS with the system CAs when only TEMPORAL_TLS is on', () => {
    expect(temporalTls(parseConfig({ TEMPORAL_TLS: 'true' }), read)).toEqual({});
  });

  it('is mutual TLS with a client certificate, a private CA and a server name', () => {
    const cfg = parseConfig({
      TEMPORAL_TLS_CA_FILE: '/etc/ca.pem',
      TEMPORAL_TLS_CERT_FILE: '/etc/client.pem',
      TEMPORAL_TLS_KEY_FILE: '/etc/client.key',
      TEMPORAL_TLS_SERVER_NAME: 'temporal.internal',
    });
    expect(temporalTls(cfg, read)).toEqual({
      serverNameOverride: 'temporal.internal',
      serverRootCACertificate: Buffer.from('</etc/ca.pem>'),
      clientCertPair: { crt: Buffer.from('</etc/client.pem>'), key: Buffer.from('</etc/client.key>') },
    });
  });

  it('refuses a certificate without its key', () => {
    expect(() => parseConfig({ TEMPORAL_TLS_CERT_FILE: '/etc/client.pem' })).toThrow(
      /TEMPORAL_TLS_CERT_FILE and TEMPORAL_TLS_KEY_FILE/,
    );
  });
});
