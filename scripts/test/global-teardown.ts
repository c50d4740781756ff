// jest globalTeardown of the integration and e2e projects: stops the servers global-setup.ts started
// (embedded PostgreSQL only when it was started here; a server found on 127.0.0.1:5432 or given
// by TEST_PG_URL is left alone). The global is declared in global-setup.ts.

export default async function globalTeardown(): Promise<void> {
  const services = globalThis.__ESYN_TEST_SERVICES__;
  if (!services) return;
  globalThis.__ESYN_TEST_SERVICES__ = undefined;
  await Promise.allSettled([services.temporal?.stop(), services.postgres?.stop()]);
}
