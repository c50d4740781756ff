// The console's Vite dev server (the `console` process of `npm start`) serves the console's own
// sources and the shared domain rules, nothing else: not the token secret and documents under
// DATA_DIR, not the server code, not the repository's files, whatever the path trick (`/@fs/…`,
// `/../…`, encoded dots, `?raw`, `?import`). Its answers carry the api's security headers, and the
// production build writes no source maps.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rawGet, ROOT, startViteDevServer, type RunningViteDevServer } from '../../test-support/vite-dev-server';

jest.setTimeout(120_000);

const DATA_DIR = path.join(ROOT, '.data');
const probeName = `dev-server-probe-${process.pid}-${randomBytes(4).toString('hex')}.txt`;
const secret = `probe-secret-${randomBytes(12).toString('hex')}`;
/** A second DATA_DIR given to the dev server the way the launcher does (absolute, inside the repository). */
const customDataDir = path.join(ROOT, '.data', `custom-data-${process.pid}`);

let server: RunningViteDevServer;

beforeAll(async () => {
  mkdirSync(DATA_DIR, { recursive: true });
  mkdirSync(customDataDir, { recursive: true });
  writeFileSync(path.join(DATA_DIR, probeName), secret);
  writeFileSync(path.join(customDataDir, probeName), secret);
  server = await startViteDevServer({ DATA_DIR: customDataDir });
});

afterAll(async () => {
  await server?.stop();
  rmSync(path.join(DATA_DIR, probeName), { force: true });
  rmSync(customDataDir, { recursive: true, force: true });
});

/** Requests the server must never answer with the file's content: [path, text only that file holds]. */
function forbiddenProbes(): Array<[string, string]> {
  const probes: Array<[string, string]> = [];
  for (const suffix of ['', '?raw', '?import', '?url', '?inline', '?import&raw']) {
    probes.push([`/@fs${ROOT}/.data/${probeName}${suffix}`, secret]);
    probes.push([`/@fs${customDataDir}/${probeName}${suffix}`, secret]);
    probes.push([`/../.data/${probeName}${suffix}`, secret]);
    probes.push([`/%2e%2e/.data/${probeName}${suffix}`, secret]);
    probes.push([`/..%2f.data/${probeName}${suffix}`, secret]);
    probes.push([`/@fs${ROOT}/package.json${suffix}`, '"esyn-einvoicing"']);
    probes.push([`/../package.json${suffix}`, '"esyn-einvoicing"']);
  }
  probes.push(
    // Server code: the api, the launcher (it writes the process file and the dev secret).
    [`/../api/app.ts`, 'createApp'],
    [`/@fs${ROOT}/api/app.ts`, 'createApp'],
    [`/../scripts/dev/start.ts`, 'devAuthSecret'],
    [`/@fs${ROOT}/scripts/dev/start.ts`, 'devAuthSecret'],
    [`/../infra/config.ts`, 'AUTH_TOKEN_SECRET'],
    [`/@fs${ROOT}/docker-compose.yml`, 'services:'],
    [`/../.git/HEAD`, 'ref:'],
    [`/@fs/etc/passwd`, 'root:'],
    [`/../../../../../../etc/passwd?raw`, 'root:'],
  );
  return probes;
}

describe('console dev server', () => {
  it('serves no file outside the console and the shared domain rules', async () => {
    const leaks: string[] = [];
    for (const [probe, marker] of forbiddenProbes()) {
      const res = await rawGet(server.port, probe);
      if (res.body.includes(marker)) leaks.push(`${probe} → ${res.status}`);
    }
    expect(leaks).toEqual([]);
  });

  it('refuses /@fs/ requests outside its allow list (403)', async () => {
    for (const probe of [
      `/@fs${ROOT}/.data/${probeName}`,
      `/@fs${customDataDir}/${probeName}`,
      `/@fs${ROOT}/package.json`,
      `/@fs${ROOT}/api/app.ts`,
    ]) {
      expect({ probe, status: (await rawGet(server.port, probe)).status }).toEqual({ probe, status: 403 });
    }
  });

  it('still serves the console and the domain modules it imports', async () => {
    const index = await rawGet(server.port, '/');
    expect(index.status).toBe(200);
    expect(index.body).toContain('<div id="root">');
    const main = await rawGet(server.port, '/src/main.tsx');
    expect(main.status).toBe(200);
    const domain = await rawGet(server.port, `/@fs${ROOT}/domain/roles.ts`);
    expect(domain.status).toBe(200);
    expect(domain.body).toContain('ROLES');
  });

  it('answers with the security headers of the api', async () => {
    for (const p of ['/', '/src/main.tsx', `/@fs${ROOT}/.data/${probeName}`]) {
      const res = await rawGet(server.port, p);
      expect({ p, nosniff: res.headers['x-content-type-options'] }).toEqual({ p, nosniff: 'nosniff' });
      expect({ p, frame: res.headers['x-frame-options'] }).toEqual({ p, frame: 'DENY' });
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
    const csp = String((await rawGet(server.port, '/')).headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // The dev server's inline module (React refresh) is allowed by its hash, not by 'unsafe-inline'.
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('builds without source maps', () => {
    // The resolved production configuration, as `vite build` sees it.
    const script = `import('vite').then((v) => v.resolveConfig({ configFile: 'console/vite.config.ts', logLevel: 'silent' }, 'build', 'production')).then((c) => console.log(JSON.stringify({ sourcemap: c.build.sourcemap })))`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
    expect(JSON.parse(out.trim().split('\n').pop() ?? '{}')).toEqual({ sourcemap: false });
  });
});
