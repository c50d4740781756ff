// The simulator's FTPS certificate: where it lives, how openssl is asked for it, PEM text or paths.
import path from 'node:path';
import { devCertificateFiles, isPem, readTlsMaterial, selfSignedCertificateArgs, subjectAltNames } from './certificate';

const CERT = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
const KEY = '-----BEGIN PRIVATE KEY-----\nMIGH\n-----END PRIVATE KEY-----\n';

describe('simulator certificate', () => {
  it('lives under DATA_DIR/access-point-tls', () => {
    expect(devCertificateFiles('/srv/esyn/.data')).toEqual({
      dir: '/srv/esyn/.data/access-point-tls',
      certFile: '/srv/esyn/.data/access-point-tls/cert.pem',
      keyFile: '/srv/esyn/.data/access-point-tls/key.pem',
    });
    expect(path.isAbsolute(devCertificateFiles('.data').certFile)).toBe(true);
  });

  it('is a self-signed P-256 certificate without a pass phrase for the loopback names and the hosts given', () => {
    expect(subjectAltNames([])).toBe('DNS:localhost,IP:127.0.0.1,IP:::1');
    expect(subjectAltNames(['ap.test', '10.0.0.5', 'localhost'])).toBe(
      'DNS:localhost,IP:127.0.0.1,IP:::1,DNS:ap.test,IP:10.0.0.5',
    );
    const args = selfSignedCertificateArgs({ certFile: '/d/c.pem', keyFile: '/d/k.pem' });
    expect(args.slice(0, 2)).toEqual(['req', '-x509']);
    expect(args).toEqual(
      expect.arrayContaining([
        '-nodes',
        'ec_paramgen_curve:prime256v1',
        'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
      ]),
    );
    expect(args.join(' ')).toMatch(/-days 825 .*-keyout \/d\/k\.pem -out \/d\/c\.pem$/);
  });

  it('takes PEM text as it is and names a file that is not PEM', async () => {
    expect(isPem(CERT)).toBe(true);
    expect(isPem('/etc/ssl/cert.pem')).toBe(false);
    await expect(readTlsMaterial({ cert: CERT, key: KEY })).resolves.toEqual({ cert: CERT, key: KEY });
    await expect(readTlsMaterial({ cert: CERT, key: '/nonexistent/esyn/key.pem' })).rejects.toThrow(
      /FTPS key: cannot read \/nonexistent\/esyn\/key\.pem/,
    );
  });
});
