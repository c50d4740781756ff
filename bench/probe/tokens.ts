// Token tampering: the sender's real token changed the ways an attacker would (claims raised to
// admin, another user's id, alg none, other algorithms, guessed secrets, a cut or flipped signature,
// a device token as bearer, a token after logout, oversized), each sent to a signed-in route and to
// admin-only lists. Every one must answer 401 (an oversized header 431); the untouched token is the control (200).
import { SignJWT } from 'jose';
import { DEMO_LOGINS } from '../../scripts/db/demo-seed';
import { check, newTally, type ProbeClient, type Session, type Tally } from './client';

const b64 = (v: unknown): string => Buffer.from(JSON.stringify(v)).toString('base64url');
const parts = (token: string): [Record<string, unknown>, Record<string, unknown>, string] => {
  const [h, p, s] = token.split('.');
  return [
    JSON.parse(Buffer.from(h ?? '', 'base64url').toString()),
    JSON.parse(Buffer.from(p ?? '', 'base64url').toString()),
    s ?? '',
  ];
};

/** The signature with one character in its middle changed (the last one may only carry padding bits). */
function flipped(signature: string): string {
  const i = Math.floor(signature.length / 2);
  return signature.slice(0, i) + (signature[i] === 'A' ? 'B' : 'A') + signature.slice(i + 1);
}

async function forgeries(client: ProbeClient, sender: Session, admin: Session): Promise<Array<[string, string]>> {
  const [header, payload, sig] = parts(sender.token);
  const raised = { ...payload, role: 'admin', company_id: null };
  const out: Array<[string, string]> = [
    ['claims raised to admin, signature kept', `${b64(header)}.${b64(raised)}.${sig}`],
    ["another user's id, signature kept", `${b64(header)}.${b64({ ...payload, sub: admin.userId })}.${sig}`],
    [
      'expiry moved a year on, signature kept',
      `${b64(header)}.${b64({ ...payload, exp: Math.floor(Date.now() / 1000) + 31_536_000 })}.${sig}`,
    ],
    ['alg none, no signature', `${b64({ alg: 'none', typ: 'JWT' })}.${b64(raised)}.`],
    ['alg none, signature kept', `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.${sig}`],
    ['alg HS512, same signature', `${b64({ ...header, alg: 'HS512' })}.${b64(payload)}.${sig}`],
    ['alg RS256 with a kid', `${b64({ alg: 'RS256', typ: 'JWT', kid: '../../.data/secret' })}.${b64(payload)}.${sig}`],
    ['signature cut off', `${b64(header)}.${b64(payload)}.`],
    ['signature flipped', `${b64(header)}.${b64(payload)}.${flipped(sig)}`],
    ['token cut short', sender.token.slice(0, -10)],
    ['two parts only', sender.token.split('.').slice(0, 2).join('.')],
    ['oversized (16 kB)', `${b64(header)}.${b64({ ...payload, pad: 'x'.repeat(16_000) })}.${sig}`],
    ['garbage', 'not-a-token'],
    ['empty', ''],
  ];
  for (const secret of ['secret', 'changeme', 'esyn', 'eSyn', 'development', '']) {
    const key = new TextEncoder().encode(secret.padEnd(secret ? 32 : 0, secret || ' '));
    const forged = await new SignJWT({ role: 'admin', company_id: null, sv: payload.sv ?? 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(admin.userId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key.length ? key : new Uint8Array(32));
    out.push([`signed with a guessed secret '${secret}'`, forged]);
  }
  // A device token is signed by the same service but is not a session.
  const demo = DEMO_LOGINS.find((l) => l.key === sender.key);
  const login = await client.call('post', '/api/auth/login', {
    body: { email: demo?.email, password: demo?.password },
  });
  const fresh = login.body as { token?: string; device_token?: string };
  if (fresh.device_token) out.push(['a device token as bearer', fresh.device_token]);
  // A session after its logout.
  if (fresh.token) {
    await client.call('post', '/api/auth/logout', { token: fresh.token });
    out.push(['a token after its logout', fresh.token]);
  }
  return out;
}

const ROUTES = ['/api/me', '/api/invoices?range=[0,0]', '/api/companies?range=[0,0]', '/api/users?range=[0,0]'];

export async function probeTokens(client: ProbeClient, sessions: Session[]): Promise<Tally & { control: number }> {
  const sender = sessions.find((s) => s.key === 'sender');
  const admin = sessions.find((s) => s.key === 'admin');
  if (!sender || !admin) throw new Error('the demo sender and admin are needed');
  const tally = newTally();
  for (const [what, token] of await forgeries(client, sender, admin)) {
    for (const route of ROUTES) {
      const a = await client.call('get', route, { token });
      // A header past the server's limit is refused before any route (431): as good as a 401.
      const refused = a.status === 401 || (what.startsWith('oversized') && a.status === 431);
      check(tally, refused, `${what}: GET ${route} answered ${a.status}`, a.status);
    }
  }
  // The token in a query string or a cookie is not a way in either.
  for (const route of ['/api/me?token=', '/api/me?access_token=']) {
    const a = await client.call('get', `${route}${encodeURIComponent(admin.token)}`);
    check(tally, a.status === 401, `token in the query string (${route}) answered ${a.status}`, a.status);
  }
  const cookie = await client.call('get', '/api/me', {
    headers: { cookie: `token=${admin.token}; esyn.token=${admin.token}` },
  });
  check(tally, cookie.status === 401, `token in a cookie answered ${cookie.status}`, cookie.status);
  const control = (await client.call('get', '/api/me', { token: sender.token })).status;
  check(tally, control === 200, `the untouched token answered ${control}`);
  return { ...tally, control };
}
