// The access-point part of `npm start`: with AP_SIMULATOR on (default in development) the launcher
// runs the simulator (tools/peppol-simulator/main.ts) as a child of its own and points
// the worker's transport at it; this module decides the variables both get, the FTPS certificate to
// make before they start, and the banner line.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { apSimulatorEnabled, apSimulatorTls, type Config } from '../../infra/config';
import { localAccessPointRoot } from '../../workers/peppol-transport/create-transport';
import { devCertificateFiles, ensureSelfSignedCertificate } from '../../tools/peppol-simulator/certificate';

export interface AccessPointSetup {
  /** Variables the simulator and the worker get (transport pointed at the simulator). */
  env: NodeJS.ProcessEnv;
  /** The banner line. */
  describe: string;
  controlUrl?: string;
  /** To run before any child starts: makes the simulator's FTPS certificate when missing (the worker reads it at start). */
  prepare?: () => Promise<void>;
}

/** Why the worker's transport will not reach the simulator, if it will not. */
function mismatch(cfg: Config, tls: boolean): string | undefined {
  if (cfg.PEPPOL_TRANSPORT === 'sftp')
    return 'The access-point simulator speaks FTP or FTPS, not SFTP; PEPPOL_TRANSPORT=sftp will not reach it (use local, ftp or ftps, or AP_SIMULATOR=false).';
  if (cfg.PEPPOL_TRANSPORT === 'ftps' && !tls)
    return 'AP_SIMULATOR_TLS=false: the access-point simulator speaks plain FTP; PEPPOL_TRANSPORT=ftps will not reach it (unset AP_SIMULATOR_TLS or use ftp).';
  if (cfg.PEPPOL_TRANSPORT === 'ftp' && tls)
    return 'AP_SIMULATOR_TLS=true: the access-point simulator requires FTPS and refuses plain FTP logins; use PEPPOL_TRANSPORT=ftps (or local).';
  return undefined;
}

/**
 * With AP_SIMULATOR on, the simulator serves DATA_DIR/access-point over FTP, or FTPS only when
 * AP_SIMULATOR_TLS is on (default: when PEPPOL_TRANSPORT=ftps). The worker reaches it with the
 * local-folder transport (same folder) or, with PEPPOL_TRANSPORT=ftp/ftps, on 127.0.0.1; for ftps it
 * trusts the simulator's self-signed certificate through PEPPOL_AP_CA_FILE, verification stays on.
 * A password is made for the run when none is set (the simulator's login; never written anywhere).
 */
export function accessPointSetup(cfg: Config, root: string, sayError: (message: string) => void): AccessPointSetup {
  const dataDir = path.resolve(root, cfg.DATA_DIR);
  const folder = localAccessPointRoot({ ...cfg, DATA_DIR: dataDir });
  const shown = (p: string) => path.relative(root, p) || p;
  if (!apSimulatorEnabled(cfg)) {
    const where =
      cfg.PEPPOL_TRANSPORT === 'local'
        ? `folder ${shown(folder)}`
        : `${cfg.PEPPOL_AP_HOST}:${cfg.PEPPOL_AP_PORT ?? (cfg.PEPPOL_TRANSPORT === 'sftp' ? 22 : 21)}`;
    return { env: {}, describe: `${cfg.PEPPOL_TRANSPORT} ${where} (no simulator: AP_SIMULATOR=false)` };
  }
  const tls = apSimulatorTls(cfg);
  const problem = mismatch(cfg, tls);
  if (problem) sayError(problem);
  const certificate = devCertificateFiles(dataDir);
  const env: NodeJS.ProcessEnv = {
    PEPPOL_AP_PASSWORD: cfg.PEPPOL_AP_PASSWORD ?? randomBytes(18).toString('base64url'),
    AP_SIMULATOR_TLS: String(tls),
  };
  const pointed = (cfg.PEPPOL_TRANSPORT === 'ftp' || cfg.PEPPOL_TRANSPORT === 'ftps') && !cfg.PEPPOL_AP_PORT;
  if (pointed) Object.assign(env, { PEPPOL_AP_HOST: '127.0.0.1', PEPPOL_AP_PORT: String(cfg.AP_SIMULATOR_FTP_PORT) });
  if (pointed && tls && cfg.PEPPOL_TRANSPORT === 'ftps' && !cfg.PEPPOL_AP_CA_FILE)
    env.PEPPOL_AP_CA_FILE = certificate.certFile;
  const controlUrl = `http://127.0.0.1:${cfg.AP_SIMULATOR_CONTROL_PORT}`;
  const protocol = tls ? `FTPS (explicit TLS, certificate ${shown(certificate.certFile)})` : 'FTP';
  return {
    env,
    controlUrl,
    ...(tls ? { prepare: async () => void (await ensureSelfSignedCertificate(certificate)) } : {}),
    describe: `simulator ftp://127.0.0.1:${cfg.AP_SIMULATOR_FTP_PORT} ${protocol} (user ${cfg.PEPPOL_AP_USER}), folder ${shown(folder)}, control ${controlUrl}; worker uses ${cfg.PEPPOL_TRANSPORT}`,
  };
}
