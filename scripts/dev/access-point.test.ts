import { parseConfig } from '../../infra/config';
import { accessPointSetup } from './access-point';

describe('npm start: access point', () => {
  const errors: string[] = [];
  const setup = (env: Record<string, string>) => accessPointSetup(parseConfig(env), '/work/app', (m) => errors.push(m));
  beforeEach(() => (errors.length = 0));

  it('runs the simulator in development with a password made for the run, over the local folder', () => {
    const a = setup({ NODE_ENV: 'development' });
    const b = setup({ NODE_ENV: 'development' });
    expect(a.controlUrl).toBe('http://127.0.0.1:2122');
    expect(a.env.PEPPOL_AP_PASSWORD).toMatch(/^[\w-]{24}$/);
    expect(b.env.PEPPOL_AP_PASSWORD).not.toBe(a.env.PEPPOL_AP_PASSWORD);
    expect(a.env.PEPPOL_AP_PORT).toBeUndefined();
    expect(a.env.AP_SIMULATOR_TLS).toBe('false');
    expect(a.prepare).toBeUndefined();
    expect(a.describe).toBe(
      'simulator ftp://127.0.0.1:2121 FTP (user esyn), folder .data/access-point, control http://127.0.0.1:2122; worker uses local',
    );
  });

  it('points an FTP transport at the simulator unless a port is given, and keeps a given password', () => {
    const a = setup({
      NODE_ENV: 'development',
      PEPPOL_TRANSPORT: 'ftp',
      AP_SIMULATOR_FTP_PORT: '3021',
      PEPPOL_AP_PASSWORD: 'given',
    });
    expect(a.env).toEqual({
      PEPPOL_AP_PASSWORD: 'given',
      AP_SIMULATOR_TLS: 'false',
      PEPPOL_AP_HOST: '127.0.0.1',
      PEPPOL_AP_PORT: '3021',
    });
    expect(
      setup({ NODE_ENV: 'development', PEPPOL_TRANSPORT: 'ftp', PEPPOL_AP_PORT: '21' }).env.PEPPOL_AP_PORT,
    ).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it('with ftps, runs the simulator over FTPS and has the worker trust its certificate, verification on', () => {
    const a = setup({ NODE_ENV: 'development', PEPPOL_TRANSPORT: 'ftps', DATA_DIR: '.data' });
    expect(a.env).toEqual({
      PEPPOL_AP_PASSWORD: expect.any(String),
      AP_SIMULATOR_TLS: 'true',
      PEPPOL_AP_HOST: '127.0.0.1',
      PEPPOL_AP_PORT: '2121',
      PEPPOL_AP_CA_FILE: '/work/app/.data/access-point-tls/cert.pem',
    });
    expect(a.env.PEPPOL_AP_TLS_VERIFY).toBeUndefined();
    expect(typeof a.prepare).toBe('function');
    expect(a.describe).toBe(
      'simulator ftp://127.0.0.1:2121 FTPS (explicit TLS, certificate .data/access-point-tls/cert.pem) (user esyn), folder .data/access-point, control http://127.0.0.1:2122; worker uses ftps',
    );
    // A CA the developer gave, or a port pointing elsewhere, is left alone.
    expect(
      setup({ NODE_ENV: 'development', PEPPOL_TRANSPORT: 'ftps', PEPPOL_AP_CA_FILE: '/etc/ca.pem' }).env
        .PEPPOL_AP_CA_FILE,
    ).toBeUndefined();
    expect(setup({ NODE_ENV: 'development', PEPPOL_TRANSPORT: 'ftps', PEPPOL_AP_PORT: '990' }).env).toEqual({
      PEPPOL_AP_PASSWORD: expect.any(String),
      AP_SIMULATOR_TLS: 'true',
    });
    // The local transport with an FTPS simulator: the certificate is still made, nothing is pointed.
    const local = setup({ NODE_ENV: 'development', AP_SIMULATOR_TLS: 'true' });
    expect(local.env).toEqual({ PEPPOL_AP_PASSWORD: expect.any(String), AP_SIMULATOR_TLS: 'true' });
    expect(typeof local.prepare).toBe('function');
    expect(errors).toEqual([]);
  });

  it("warns when the worker's transport will not reach the simulator, and runs without it when switched off", () => {
    setup({ NODE_ENV: 'development', PEPPOL_TRANSPORT: 'sftp', PEPPOL_AP_PASSWORD: 'x' });
    expect(errors).toEqual([expect.stringContaining('not SFTP')]);
    setup({ NODE_ENV: 'development', PEPPOL_TRANSPORT: 'ftps', AP_SIMULATOR_TLS: 'false' });
    expect(errors[1]).toMatch(/speaks plain FTP; PEPPOL_TRANSPORT=ftps will not reach it/);
    setup({ NODE_ENV: 'development', PEPPOL_TRANSPORT: 'ftp', AP_SIMULATOR_TLS: 'true' });
    expect(errors[2]).toMatch(/refuses plain FTP logins; use PEPPOL_TRANSPORT=ftps/);
    const off = setup({
      NODE_ENV: 'development',
      AP_SIMULATOR: 'false',
      PEPPOL_TRANSPORT: 'sftp',
      PEPPOL_AP_HOST: 'ap.example.com',
      PEPPOL_AP_PASSWORD: 'x',
    });
    expect(off).toEqual({ env: {}, describe: 'sftp ap.example.com:22 (no simulator: AP_SIMULATOR=false)' });
  });
});
