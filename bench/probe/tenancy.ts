// The tenancy matrix, as an outsider probes it: every route of the api (api/openapi/operations.ts)
// with an id in its path, called by every demo login with the ids of every record on the platform.
// The rule checked is the one a tenant can see from outside: what none of your lists shows you, you
// cannot read or change by its id; an admin-only route answers no one else; nothing answers an
// anonymous caller but the public routes. Lists are checked too: every invoice a company user sees
// has their company (or one of its children) as sender or receiver.
import { INVOICE_ACTIONS } from '../../domain/actions';
import { OPERATIONS } from '../../api/openapi/operations';
import { check, newTally, type ProbeClient, type Session, type Tally } from './client';

type Family =
  | 'invoices'
  | 'companies'
  | 'users'
  | 'operators'
  | 'domains'
  | 'connections'
  | 'user-requests'
  | 'emails'
  | 'esynpay-failed-cases';

/** The family of a route's `:id`, by its path. */
const FAMILY_OF: Array<[RegExp, Family]> = [
  [/^\/api\/invoices\//, 'invoices'],
  [/^\/api\/(companies|receivers|senders)\//, 'companies'],
  [/^\/api\/(users|company-users)\//, 'users'],
  [/^\/api\/operators\//, 'operators'],
  [/^\/api\/domains\//, 'domains'],
  [/^\/api\/connections\//, 'connections'],
  [/^\/api\/user-requests\//, 'user-requests'],
  [/^\/api\/emails\//, 'emails'],
  [/^\/api\/esynpay-failed-cases\//, 'esynpay-failed-cases'],
];

/** Where an admin lists every record of a family. */
const ADMIN_LISTS: Record<Family, string[]> = {
  invoices: ['/api/invoices'],
  companies: ['/api/companies'],
  users: ['/api/users'],
  operators: ['/api/operators'],
  domains: ['/api/domains'],
  connections: ['/api/connections'],
  'user-requests': ['/api/user-requests'],
  emails: ['/api/emails'],
  'esynpay-failed-cases': ['/api/esynpay-failed-cases'],
};

/** Where a company user sees records of a family (a list that refuses them adds nothing). */
const OWN_LISTS: Partial<Record<Family, string[]>> = {
  invoices: ['/api/invoices/outgoing', '/api/invoices/incoming'],
  companies: [
    '/api/receivers',
    '/api/senders',
    '/api/lookups/receivers',
    '/api/lookups/senders',
    '/api/lookups/children',
  ],
  users: ['/api/company-users'],
};

/** Records per family the matrix tries (all of a demo platform; a cap keeps a big one bounded). */
const IDS_PER_FAMILY = 60;

interface Route {
  method: string;
  path: string;
  access: string;
}

/** Concrete requests for a route with an id: actions and document kinds spelled out. */
function expand(route: Route, id: string): Array<{ method: string; path: string; body?: unknown }> {
  const base = route.path.replace(':id', id);
  if (base.includes(':action'))
    return INVOICE_ACTIONS.map((a) => ({ method: route.method, path: base.replace(':action', a), body: {} }));
  if (base.includes(':kind'))
    return ['pdf', 'xml', 'original', 'generated'].map((k) => ({
      method: route.method,
      path: base.replace(':kind', k),
    }));
  if (base.includes(':index')) return [{ method: route.method, path: base.replace(':index', '0') }];
  return [
    { method: route.method, path: base, body: route.method === 'get' || route.method === 'delete' ? undefined : {} },
  ];
}

const isAllowed = (status: number): boolean => status >= 200 && status < 300;

async function idsOf(
  client: ProbeClient,
  paths: string[],
  token: string,
  pick: (row: Record<string, unknown>) => unknown[] = (r) => [r.id],
): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const p of paths) {
    for (const row of (await client.listAll(p, token)) ?? [])
      for (const v of pick(row)) if (typeof v === 'string') ids.add(v);
  }
  return ids;
}

export async function probeTenancy(
  client: ProbeClient,
  sessions: Session[],
): Promise<{ reads: Tally; writes: Tally; anonymous: Tally; lists: Tally; records: Record<string, number> }> {
  const admin = sessions.find((s) => s.role === 'admin');
  if (!admin) throw new Error('no admin among the demo logins');
  const all = {} as Record<Family, string[]>;
  for (const family of Object.keys(ADMIN_LISTS) as Family[])
    all[family] = [...(await idsOf(client, ADMIN_LISTS[family], admin.token))].slice(0, IDS_PER_FAMILY);

  const routes: Route[] = OPERATIONS.filter((r) => r.path.includes(':id')).map((r) => ({
    method: r.method,
    path: r.path,
    access: r.access,
  }));
  const reads = newTally();
  const writes = newTally();
  const anonymous = newTally();
  const lists = newTally();

  for (const s of sessions.filter((x) => x.role !== 'admin')) {
    const family = new Set(
      [s.companyId, ...(await idsOf(client, ['/api/lookups/children'], s.token))].filter(
        (x): x is string => typeof x === 'string',
      ),
    );
    const visible: Partial<Record<Family, Set<string>>> = {};
    for (const [f, paths] of Object.entries(OWN_LISTS) as Array<[Family, string[]]>)
      visible[f] = await idsOf(client, paths, s.token);
    visible.companies?.add(s.companyId ?? '');
    visible.users?.add(s.userId);

    // Lists: every invoice row has the user's company (or a child) on one side.
    for (const p of OWN_LISTS.invoices ?? []) {
      for (const row of (await client.listAll(p, s.token)) ?? []) {
        const sides = [(row.company as { id?: string } | null)?.id, (row.customer as { id?: string } | null)?.id];
        check(
          lists,
          sides.some((id) => id !== undefined && family.has(id)),
          `${s.key} sees invoice ${String(row.id)} of another company in ${p}`,
        );
      }
    }

    for (const route of routes) {
      const f = FAMILY_OF.find(([re]) => re.test(route.path))?.[1];
      if (!f) continue;
      const adminOnly = route.access === 'admin';
      for (const id of all[f]) {
        // A record this user may see is not a leak to test here (its own tests cover what they may do).
        if (!adminOnly && visible[f]?.has(id)) continue;
        for (const req of expand(route, id)) {
          const a = await client.call(req.method, req.path, { token: s.token, body: req.body });
          const tally = req.method === 'get' ? reads : writes;
          check(
            tally,
            !isAllowed(a.status) && a.status < 500 && a.status !== 429,
            `${s.key} ${req.method.toUpperCase()} ${req.path} answered ${a.status}`,
            a.status,
          );
        }
      }
    }
  }

  // Anonymous: one record per family is enough; every non-public route must ask for a login.
  for (const route of routes.filter((r) => r.access !== 'anyone')) {
    const f = FAMILY_OF.find(([re]) => re.test(route.path))?.[1];
    const id = f ? all[f][0] : undefined;
    if (!id) continue;
    for (const req of expand(route, id)) {
      const a = await client.call(req.method, req.path, { body: req.body });
      check(
        anonymous,
        a.status === 401,
        `anonymous ${req.method.toUpperCase()} ${req.path} answered ${a.status}`,
        a.status,
      );
    }
  }
  const records = Object.fromEntries(Object.entries(all).map(([k, v]) => [k, v.length]));
  return { reads, writes, anonymous, lists, records };
}
