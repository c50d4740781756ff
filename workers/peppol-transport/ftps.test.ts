// The FTP adapter's TLS side: the options it connects with and how a refused certificate is reported.
import { FTPError } from 'basic-ftp';
import { ftpFailure } from './ftp';
import { certificateFailure, ftpsSecureOptions } from './ftps';

const tlsError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('FTPS options', () => {
  it('verifies by default, trusts a given CA instead of the system roots, and sends SNI for host names only', () => {
    expect(ftpsSecureOptions('127.0.0.1', {})).toEqual({ rejectUnauthorized: true });
    expect(ftpsSecureOptions('::1', { ca: 'PEM' })).toEqual({ rejectUnauthorized: true, ca: 'PEM' });
    expect(ftpsSecureOptions('ap.example.com', { verify: true })).toEqual({
      rejectUnauthorized: true,
      servername: 'ap.example.com',
    });
    expect(ftpsSecureOptions('ap.example.com', { verify: false })).toMatchObject({ rejectUnauthorized: false });
  });
});

describe('FTPS certificate failures', () => {
  it('makes a certificate that does not verify a final failure that names what to configure', () => {
    const err = certificateFailure(
      tlsError('DEPTH_ZERO_SELF_SIGNED_CERT', 'self-signed certificate'),
      'list the inbox',
    );
    expect(err).toMatchObject({ name: 'TransportError', retryable: false, code: 'DEPTH_ZERO_SELF_SIGNED_CERT' });
    expect(err?.message).toBe(
      "FTPS list the inbox: the server's certificate was not accepted (DEPTH_ZERO_SELF_SIGNED_CERT: self-signed certificate). Trust its issuer with PEPPOL_AP_CA_FILE, or check PEPPOL_AP_HOST against the certificate's names.",
    );
    expect(
      certificateFailure(
        tlsError('ERR_TLS_CERT_ALTNAME_INVALID', "Hostname/IP does not match certificate's altnames"),
        'upload',
      )?.retryable,
    ).toBe(false);
    expect(certificateFailure(tlsError('CERT_HAS_EXPIRED', 'certificate has expired'), 'upload')?.code).toBe(
      'CERT_HAS_EXPIRED',
    );
  });

  it('leaves other failures to the FTP rules: connection trouble retryable, replies by their code', () => {
    expect(certificateFailure(tlsError('ECONNRESET', 'socket hang up'), 'upload')).toBeUndefined();
    expect(certificateFailure(new Error('no code'), 'upload')).toBeUndefined();
    expect(
      ftpFailure(tlsError('UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'unable to verify the first certificate'), 'upload'),
    ).toMatchObject({ retryable: false, code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' });
    expect(ftpFailure(tlsError('ECONNRESET', 'socket hang up'), 'upload')).toMatchObject({
      retryable: true,
      code: 'ECONNRESET',
    });
    const refusedTls = new FTPError({ code: 530, message: 'This server requires FTPS' } as ConstructorParameters<
      typeof FTPError
    >[0]);
    expect(ftpFailure(refusedTls, 'list the inbox')).toMatchObject({ retryable: false, code: 530 });
  });
});
