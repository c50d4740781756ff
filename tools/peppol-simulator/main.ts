// The simulator as a process of its own, started by the dev launcher (npm start) when AP_SIMULATOR
// is on: FTP on 127.0.0.1:AP_SIMULATOR_FTP_PORT and the HTTP control on AP_SIMULATOR_CONTROL_PORT,
// over the local access-point root (DATA_DIR/access-point), so the local-folder transport and FTP
// reach the same folders. With AP_SIMULATOR_TLS (or PEPPOL_TRANSPORT=ftps) it speaks FTPS only, with
// the development certificate under DATA_DIR/access-point-tls (made by openssl when missing).
// SIGINT/SIGTERM stop it cleanly.
import { apSimulatorTls, config } from '../../infra/config';
import { logger } from '../../infra/logger';
import { foldersOf, localAccessPointRoot } from '../../workers/peppol-transport/create-transport';
import { devCertificateFiles, ensureSelfSignedCertificate } from './certificate';
import { startControlServer } from './control-server';
import { AccessPointSimulator } from './simulator';

async function main(): Promise<void> {
  const cfg = config();
  const log = logger.child({ component: 'ap-simulator' });
  const password = cfg.PEPPOL_AP_PASSWORD;
  if (!password) throw new Error('PEPPOL_AP_PASSWORD is not set: the launcher sets one for the simulator');
  const root = localAccessPointRoot(cfg);
  let tls: { cert: string; key: string } | undefined;
  if (apSimulatorTls(cfg)) {
    const files = devCertificateFiles(cfg.DATA_DIR);
    if (await ensureSelfSignedCertificate(files))
      log.info({ cert: files.certFile }, 'made a self-signed certificate for FTPS');
    tls = { cert: files.certFile, key: files.keyFile };
  }
  const sim = new AccessPointSimulator({
    root,
    folders: foldersOf(cfg),
    mlrDelayMs: cfg.AP_SIMULATOR_MLR_DELAY_SECONDS * 1000,
    responseDelayMs: cfg.AP_SIMULATOR_RESPONSE_DELAY_SECONDS * 1000,
    responseCode: cfg.AP_SIMULATOR_RESPONSE_CODE,
    pollIntervalMs: 500,
    ftp: { host: '127.0.0.1', port: cfg.AP_SIMULATOR_FTP_PORT, user: cfg.PEPPOL_AP_USER, password, tls },
    log: (level, message, fields) => log[level](fields ?? {}, message),
  });
  await sim.start();
  const control = await startControlServer(sim, cfg.AP_SIMULATOR_CONTROL_PORT);
  log.info({ ftp: sim.ftpUrl, ftps: Boolean(tls), control: control.url, root }, 'access-point simulator ready');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    void Promise.all([control.close(), sim.stop()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  logger.fatal({ err }, 'access-point simulator failed');
  process.exit(1);
});
