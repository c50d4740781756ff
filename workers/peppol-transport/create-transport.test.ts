// PEPPOL_TRANSPORT and the PEPPOL_AP_* variables: parsed by infra/config.ts, turned into an adapter here.
import path from 'node:path';
import { apSimulatorEnabled, apSimulatorTls, ConfigError, parseConfig } from '../../infra/config';
import { createTransport, foldersOf, localAccessPointRoot } from './create-transport';
import { FtpTransport } from './ftp';
import { LocalFolderTransport } from './local-folder';
import { SftpTransport } from './sftp';

describe('access-point transport configuration', () => {
  it('defaults to the local folder under DATA_DIR', () => {
    const cfg = parseConfig({ DATA_DIR: '/srv/esyn' });
    const t = createTransport(cfg);
    expect(t).toBeInstanceOf(LocalFolderTransport);
    expect((t as LocalFolderTransport).root).toBe(path.resolve('/srv/esyn/access-point'));
    expect(localAccessPointRoot({ DATA_DIR: '.data', PEPPOL_AP_LOCAL_DIR: '/tmp/ap' })).toBe('/tmp/ap');
    expect(foldersOf(cfg)).toEqual({ outbox: 'outbox', archive: 'archive', inbox: 'inbox', processed: 'processed' });
    expect(cfg.PEPPOL_POLL_INTERVAL_SECONDS).toBe(30);
  });

  it('builds FTP, FTPS and SFTP adapters', () => {
    expect(createTransport(parseConfig({ PEPPOL_TRANSPORT: 'ftp', PEPPOL_AP_PASSWORD: 's3cret' })).kind).toBe('ftp');
    const ftps = createTransport(parseConfig({ PEPPOL_TRANSPORT: 'ftps', PEPPOL_AP_PASSWORD: 's3cret' }));
    expect(ftps).toBeInstanceOf(FtpTransport);
    expect(ftps.kind).toBe('ftps');
    expect(createTransport(parseConfig({ PEPPOL_TRANSPORT: 'sftp', PEPPOL_AP_PASSWORD: 's3cret' }))).toBeInstanceOf(
      SftpTransport,
    );
  });

  it('reads the FTPS CA file at start-up and names the variable when it cannot', () => {
    const missing = '/nonexistent/esyn/ca.pem';
    expect(() =>
      createTransport(parseConfig({ PEPPOL_TRANSPORT: 'ftps', PEPPOL_AP_PASSWORD: 'x', PEPPOL_AP_CA_FILE: missing })),
    ).toThrow(/PEPPOL_AP_CA_FILE: cannot read \/nonexistent\/esyn\/ca\.pem/);
    // Plain FTP has no use for it.
    expect(
      createTransport(parseConfig({ PEPPOL_TRANSPORT: 'ftp', PEPPOL_AP_PASSWORD: 'x', PEPPOL_AP_CA_FILE: missing }))
        .kind,
    ).toBe('ftp');
    expect(() =>
      createTransport(parseConfig({ PEPPOL_TRANSPORT: 'sftp', PEPPOL_AP_PRIVATE_KEY_FILE: missing })),
    ).toThrow(/PEPPOL_AP_PRIVATE_KEY_FILE: cannot read/);
  });

  it('requires a password for a real provider, unless the development simulator provides one', () => {
    expect(() =>
      parseConfig({ PEPPOL_TRANSPORT: 'ftp', NODE_ENV: 'production', AUTH_TOKEN_SECRET: 'x'.repeat(32) }),
    ).toThrow(/PEPPOL_AP_PASSWORD: required when PEPPOL_TRANSPORT=ftp/);
    expect(() => parseConfig({ PEPPOL_TRANSPORT: 'ftp', NODE_ENV: 'development' })).not.toThrow();
    expect(() => parseConfig({ PEPPOL_TRANSPORT: 'sftp', NODE_ENV: 'development' })).toThrow(ConfigError);
    expect(() => parseConfig({ PEPPOL_TRANSPORT: 'sftp', PEPPOL_AP_PRIVATE_KEY_FILE: '/k' })).not.toThrow();
    expect(() => parseConfig({ PEPPOL_TRANSPORT: 'smtp' })).toThrow(/PEPPOL_TRANSPORT/);
  });

  it('runs the simulator in development unless AP_SIMULATOR says otherwise', () => {
    expect(apSimulatorEnabled(parseConfig({ NODE_ENV: 'development' }))).toBe(true);
    expect(apSimulatorEnabled(parseConfig({ NODE_ENV: 'development', AP_SIMULATOR: 'false' }))).toBe(false);
    expect(apSimulatorEnabled(parseConfig({ NODE_ENV: 'test' }))).toBe(false);
    expect(apSimulatorEnabled(parseConfig({ NODE_ENV: 'test', AP_SIMULATOR: 'yes' }))).toBe(true);
  });

  it('makes the simulator speak FTPS when asked, else when the worker uses ftps', () => {
    expect(apSimulatorTls(parseConfig({}))).toBe(false);
    expect(apSimulatorTls(parseConfig({ PEPPOL_TRANSPORT: 'ftps' }))).toBe(true);
    expect(apSimulatorTls(parseConfig({ PEPPOL_TRANSPORT: 'ftps', AP_SIMULATOR_TLS: 'false' }))).toBe(false);
    expect(apSimulatorTls(parseConfig({ AP_SIMULATOR_TLS: 'true' }))).toBe(true);
  });
});
