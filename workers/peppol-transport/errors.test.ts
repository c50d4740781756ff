import { FTPError } from 'basic-ftp';
import { ftpFailure } from './ftp';
import { sftpFailure } from './sftp';
import { TransportError } from './transport';

const reply = (code: number, message: string) =>
  new FTPError({ code, message } as ConstructorParameters<typeof FTPError>[0]);

describe('transport failure classification', () => {
  it('retries FTP 4xx replies and failures without a reply; 5xx replies are final', () => {
    expect(ftpFailure(reply(451, 'Local error'), 'upload')).toMatchObject({ retryable: true, code: 451 });
    expect(ftpFailure(reply(421, 'Service not available'), 'upload').retryable).toBe(true);
    expect(ftpFailure(reply(550, 'Permission denied'), 'upload')).toMatchObject({ retryable: false, code: 550 });
    expect(ftpFailure(reply(530, 'Not logged in'), 'login').retryable).toBe(false);
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:21'), { code: 'ECONNREFUSED' });
    expect(ftpFailure(refused, 'upload')).toMatchObject({ retryable: true, code: 'ECONNREFUSED' });
    expect(ftpFailure(new Error('Timeout (control socket)'), 'list').retryable).toBe(true);
    expect(ftpFailure(reply(451, 'x'), 'upload x').message).toBe('FTP upload x: 451 x');
  });

  it('retries SFTP connection trouble; bad credentials and permission denied are final', () => {
    expect(
      sftpFailure(
        Object.assign(new Error('connect: Remote host refused connection'), { code: 'ECONNREFUSED' }),
        'upload',
      ).retryable,
    ).toBe(true);
    expect(sftpFailure(Object.assign(new Error('_put: Failure'), { code: 4 }), 'upload').retryable).toBe(true);
    expect(sftpFailure(new Error('connect: All configured authentication methods failed'), 'login').retryable).toBe(
      false,
    );
    expect(sftpFailure(Object.assign(new Error('_rename: Permission denied'), { code: 3 }), 'move').retryable).toBe(
      false,
    );
  });

  it('passes a TransportError through unchanged', () => {
    const e = new TransportError('x', false);
    expect(ftpFailure(e, 'a')).toBe(e);
    expect(sftpFailure(e, 'a')).toBe(e);
  });
});
