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
    expect(a.describe).toBe('simulator ftp://127.0.0.1:2121 (user esyn), folder .data/access-point, control http://127.0.0.1:2122; worker uses local');
  });

  it('points an FTP transport at the simulator unless a port is given, and keeps a given password', () => {
    const a = setup({ NODE_ENV: 'development', PEPPOL_TRANSPORT: 'ftp', AP_SIMULATOR_FTP_PORT: '3021', PEPPOL_AP_PASSWORD: 'given' });
    expect(a.env).toEqual({ PEPPOL_AP_PASSWORD: 'given', PEPPOL_AP_HOST: '127.0.0.1', PEPPOL_AP_PORT: '3021' });
    expect(setup({ NODE_ENV: 'development', PEPPOL_TRANSPORT: 'ftp', PEPPOL_AP_PORT: '21' }).env.PEPPOL_AP_PORT).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it('warns that the simulator does not speak SFTP or FTPS, and runs without it when switched off', () => {
    setup({ NODE_ENV: 'development', PEPPOL_TRANSPORT: 'sftp', PEPPOL_AP_PASSWORD: 'x' });
    expect(errors).toEqual([expect.stringContaining('speaks plain FTP')]);
    const off = setup({ NODE_ENV: 'development', AP_SIMULATOR: 'false', PEPPOL_TRANSPORT: 'sftp', PEPPOL_AP_HOST: 'ap.example.com', PEPPOL_AP_PASSWORD: 'x' });
    expect(off).toEqual({ env: {}, describe: 'sftp ap.example.com:22 (no simulator: AP_SIMULATOR=false)' });
  });
});
