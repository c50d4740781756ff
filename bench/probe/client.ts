// What every part of the probe shares: the api's address, a signed-in session per demo login, one
// request helper that never throws on an answer, and the tally each part returns.
import { DEMO_LOGINS, type DemoLoginKey } from '../../scripts/db/demo-seed';

export interface Answer {
  status: number;
  body: unknown;
}

/** One part of the probe: how many requests (or files) it checked, and each check that failed. */
export interface Tally {
  checked: number;
  failures: string[];
  /** Answers by status code, to show what the refusals looked like. */
  statuses: Record<string, number>;
}

export const newTally = (): Tally => ({ checked: 0, failures: [], statuses: {} });

/** Counts one check; `ok` false records `what` as a failure (the first 50 are kept in full). */
export function check(tally: Tally, ok: boolean, what: string, status?: number): void {
  tally.checked += 1;
  if (status !== undefined) tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
  if (!ok) tally.failures.push(what);
}

export class ProbeClient {
  constructor(readonly baseUrl: string) {}

  async call(
    method: string,
    path: string,
    opts: { token?: string; body?: unknown; raw?: string | Uint8Array; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token !== undefined) headers.authorization = `Bearer ${opts.token}`;
    let body: string | Uint8Array | undefined;
    if (opts.raw !== undefined) body = opts.raw;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(this.baseUrl + path, { method: method.toUpperCase(), headers, body, redirect: 'manual' });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: res.status, body: parsed };
  }

  /** Every row of a list (pages of 100, at most 2,000 rows), or null when the list refuses this caller. */
  async listAll(path: string, token: string): Promise<Array<Record<string, unknown>> | null> {
    const rows: Array<Record<string, unknown>> = [];
    for (let from = 0; from < 2000; from += 100) {
      const sep = path.includes('?') ? '&' : '?';
      const a = await this.call('get', `${path}${sep}range=${encodeURIComponent(JSON.stringify([from, from + 99]))}`, {
        token,
      });
      if (a.status !== 200) return from === 0 ? null : rows;
      const page = (a.body as { data?: Array<Record<string, unknown>> }).data ?? [];
      rows.push(...page);
      if (page.length < 100) break;
    }
    return rows;
  }
}

export interface Session {
  key: DemoLoginKey;
  role: string;
  token: string;
  userId: string;
  companyId: string | null;
}

/** Signs in every demo login (one per role); stops with a clear message when the stack has no demo data. */
export async function signInAll(client: ProbeClient): Promise<Session[]> {
  const sessions: Session[] = [];
  for (const login of DEMO_LOGINS) {
    const a = await client.call('post', '/api/auth/login', { body: { email: login.email, password: login.password } });
    if (a.status !== 200)
      throw new Error(
        `login as ${login.email} answered ${a.status}: start the platform with its demo data (npm start) first`,
      );
    const body = a.body as { token: string; user: { id: string; company_id?: string | null } };
    sessions.push({
      key: login.key,
      role: login.role,
      token: body.token,
      userId: body.user.id,
      companyId: body.user.company_id ?? null,
    });
  }
  return sessions;
}
