// The access-point part of `npm start`: with AP_SIMULATOR on (default in development) the launcher
// runs the simulator (workers/peppol-transport/simulator/main.ts) as a child of its own and points
// the worker's transport at it; this module decides the variables both get and the banner line.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { apSimulatorEnabled, type Config } from '../../infra/config';
import { localAccessPointRoot } from '../../workers/peppol-transport/create-transport';

export interface AccessPointSetup {
  /** Variables the simulator and the worker get (transport pointed at the simulator). */
  env: NodeJS.ProcessEnv;
  /** The banner line. */
  describe: string;
  controlUrl?: string;
}

/**
 * With AP_SIMULATOR on, the simulator serves DATA_DIR/access-point over FTP; the worker reaches it
 * with the local-folder transport (same folder) or, with PEPPOL_TRANSPORT=ftp, over FTP on 127.0.0.1.
 * A password is made for the run when none is set (the simulator's login; never written anywhere).
 */
export function accessPointSetup(cfg: Config, root: string, sayError: (message: string) => void): AccessPointSetup {
  const folder = localAccessPointRoot({ ...cfg, DATA_DIR: path.resolve(root, cfg.DATA_DIR) });
  const shownRoot = path.relative(root, folder) || folder;
  if (!apSimulatorEnabled(cfg)) {
    const where = cfg.PEPPOL_TRANSPORT === 'local' ? `folder ${shownRoot}` : `${cfg.PEPPOL_AP_HOST}:${cfg.PEPPOL_AP_PORT ?? (cfg.PEPPOL_TRANSPORT === 'sftp' ? 22 : 21)}`;
    return { env: {}, describe: `${cfg.PEPPOL_TRANSPORT} ${where} (no simulator: AP_SIMULATOR=false)` };
  }
  if (cfg.PEPPOL_TRANSPORT === 'sftp' || cfg.PEPPOL_TRANSPORT === 'ftps') {
    sayError(`The access-point simulator speaks plain FTP; PEPPOL_TRANSPORT=${cfg.PEPPOL_TRANSPORT} will not reach it (use local or ftp, or AP_SIMULATOR=false).`);
  }
  const env: NodeJS.ProcessEnv = { PEPPOL_AP_PASSWORD: cfg.PEPPOL_AP_PASSWORD ?? randomBytes(18).toString('base64url') };
  if (cfg.PEPPOL_TRANSPORT === 'ftp' && !cfg.PEPPOL_AP_PORT) Object.assign(env, { PEPPOL_AP_HOST: '127.0.0.1', PEPPOL_AP_PORT: String(cfg.AP_SIMULATOR_FTP_PORT) });
  const controlUrl = `http://127.0.0.1:${cfg.AP_SIMULATOR_CONTROL_PORT}`;
  return {
    env,
    controlUrl,
    describe: `simulator ftp://127.0.0.1:${cfg.AP_SIMULATOR_FTP_PORT} (user ${cfg.PEPPOL_AP_USER}), folder ${shownRoot}, control ${controlUrl}; worker uses ${cfg.PEPPOL_TRANSPORT}`,
  };
}
