// docker-compose.yml, the production shape, read as compose reads it (it cannot run on the machine
// this is built on): no secret has a default (each is a required variable with a message), only the
// api (which serves the console) is published, and PostgreSQL, Temporal, its UI and MinIO sit on an
// internal network only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { API_NODE_FLAGS } from '../infra/api-node-flags';

interface Service {
  ports?: unknown[];
  networks?: string[] | Record<string, unknown>;
  environment?: Record<string, string | number | boolean | null>;
  entrypoint?: string[];
  command?: string[];
}
interface Compose {
  services: Record<string, Service>;
  networks?: Record<string, { internal?: boolean } | null>;
}

const text = readFileSync(path.join(__dirname, '..', 'docker-compose.yml'), 'utf8');
const compose = parse(text, { merge: true }) as Compose;
const networksOf = (s: Service): string[] => (Array.isArray(s.networks) ? s.networks : Object.keys(s.networks ?? {}));
const SECRET = /PASSWORD|PWD|SECRET|ACCESS_KEY|_KEY$|TOKEN/;

describe('docker-compose.yml', () => {
  it('gives no secret a default: each is a required variable with a message', () => {
    const problems: string[] = [];
    for (const [name, service] of Object.entries(compose.services)) {
      for (const [key, raw] of Object.entries(service.environment ?? {})) {
        const value = String(raw ?? '');
        const refs = [...value.matchAll(/\$\{([A-Z0-9_]+)(:?[-?])?([^}]*)\}/g)];
        if (SECRET.test(key)) {
          // Either required (${X:?message}) or optional without a value (${X:-}), never a literal.
          const literal = value.replace(/\$\{[^}]*\}/g, '').trim();
          const ok =
            literal === '' &&
            refs.length === 1 &&
            ((refs[0]?.[2] === ':?' && (refs[0]?.[3] ?? '').trim().length > 10) ||
              (refs[0]?.[2] === ':-' && refs[0]?.[3] === ''));
          if (!ok) problems.push(`${name}.${key}=${value}`);
        }
        // A password inside a URL comes from a required variable.
        const userinfo = /:\/\/([^@/]*)@/.exec(value)?.[1];
        const password = userinfo?.includes(':') ? userinfo.slice(userinfo.indexOf(':') + 1) : undefined;
        if (password !== undefined && !/^\$\{[A-Z0-9_]+:\?[^}]{10,}\}$/.test(password))
          problems.push(`${name}.${key}: password in URL ${password}`);
      }
    }
    expect(problems).toEqual([]);
    // Nothing in the file still carries the old literal secrets.
    expect(text).not.toMatch(/esyn-minio-secret|POSTGRES_PASSWORD: postgres\b|postgres:postgres@/);
  });

  it('publishes the api (which serves the console) and the mail intake (for the relay), nothing else', () => {
    const published = Object.entries(compose.services)
      .filter(([, s]) => (s.ports ?? []).length > 0)
      .map(([n]) => n);
    expect(published).toEqual(['api', 'mail-intake']);
  });

  it('keeps PostgreSQL, Temporal, its UI and MinIO on internal networks only', () => {
    const internal = new Set(
      Object.entries(compose.networks ?? {})
        .filter(([, n]) => n?.internal === true)
        .map(([k]) => k),
    );
    expect(internal.size).toBeGreaterThan(0);
    for (const name of ['postgres', 'temporal', 'temporal-ui', 'minio']) {
      const service = compose.services[name];
      expect({
        name,
        networks: networksOf(service ?? {}).every((n) => internal.has(n)) && networksOf(service ?? {}).length > 0,
      }).toEqual({ name, networks: true });
    }
    // Every service names its networks (none falls back to the default, non-internal one).
    for (const [name, service] of Object.entries(compose.services))
      expect({ name, named: networksOf(service).length > 0 }).toEqual({ name, named: true });
  });

  it("runs the api with its node flags (infra/api-node-flags.ts), here and in the image's default command", () => {
    expect(compose.services.api?.command).toEqual(['node', ...API_NODE_FLAGS, '--import', 'tsx', 'api/main.ts']);
    const dockerfile = readFileSync(path.join(__dirname, '..', 'Dockerfile'), 'utf8');
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(JSON.parse(cmd ?? '[]')).toEqual(['node', ...API_NODE_FLAGS, '--import', 'tsx', 'api/main.ts']);
  });
});
