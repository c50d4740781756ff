// Email domains (admin): three lists by kind (allowed, general, open_channel), CRUD. The list
// computes spec 3 'Domain' counts: users_count and users (accounts with an email at the domain),
// invoice_count / invoice_senders / invoice_customers (invoices uploaded by those users, their
// distinct sender and receiver companies) and receiveCount (invoices received by the domain's company).
import Router from '@koa/router';
import type { z } from 'zod';
import type { Knex } from 'knex';
import type { AppState } from '../context';
import { allow } from '../auth/auth.middleware';
import { isAdmin } from '../auth/access';
import { ApiError } from '../errors';
import { parseListQuery, type ListSpec } from '../http/list-params';
import { sendList } from '../http/list-response';
import { runList } from '../http/paged-query';
import { idParam } from '../http/params';
import { validateBody } from '../http/validate';
import { idFilter, oneOf, textContains, uuidEquals } from '../http/filters';
import { DOMAIN_KINDS, EmailDomain, type DomainKind, type DomainRow } from '../models/domain.model';

type DomainListRow = DomainRow & {
  company_name: string | null;
  users_count?: string;
  users?: string[] | null;
  invoice_count?: string;
  invoice_senders?: string;
  invoice_customers?: string;
  receive_count?: string;
};

export function toDomain(row: DomainListRow) {
  return {
    id: row.id,
    _id: row.id,
    kind: row.kind,
    name: row.name,
    description: row.description,
    company_id: row.company_id,
    company: row.company_id ? { id: row.company_id, _id: row.company_id, name: row.company_name } : null,
    users_count: Number(row.users_count ?? 0),
    users: row.users ?? [],
    invoice_count: Number(row.invoice_count ?? 0),
    invoice_senders: Number(row.invoice_senders ?? 0),
    invoice_customers: Number(row.invoice_customers ?? 0),
    receiveCount: Number(row.receive_count ?? 0),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: row.updated_at ? new Date(row.updated_at).toISOString() : null,
  };
}

export const domainsList: ListSpec = {
  sortable: { name: 'lower(domains.name)', created_at: 'domains.created_at', kind: 'domains.kind' },
  defaultSort: { field: 'name', order: 'ASC' },
  tieBreaker: 'domains.id',
  filters: {
    kind: oneOf('domains.kind', DOMAIN_KINDS),
    name: textContains('domains.name'),
    q: textContains('domains.name', 'domains.description'),
    company_id: uuidEquals('domains.company_id'),
    id: idFilter('domains.id'),
  },
};

export interface DomainInput {
  kind?: DomainKind;
  name?: string;
  company_id?: string | null;
  description?: string | null;
}

export interface DomainSchemas {
  create: z.ZodType;
  update: z.ZodType;
}

export function domainsRouter(db: Knex, schemas: DomainSchemas): Router<AppState> {
  const r = new Router<AppState>();
  r.use('/api/domains', allow(isAdmin));

  const selectWithCounts = (q: Knex.QueryBuilder) =>
    q.select(
      'domains.*',
      'companies.name as company_name',
      db.raw(`(select count(*) from users u where lower(split_part(u.email, '@', 2)) = lower(domains.name)) as users_count`),
      db.raw(`(select array_agg(e.email) from (select u.email from users u where lower(split_part(u.email, '@', 2)) = lower(domains.name) order by lower(u.email) limit 10) e) as users`),
      db.raw(`s.invoice_count, s.invoice_senders, s.invoice_customers`),
      db.raw(`(select count(*) from invoices i where i.receiver_company_id = domains.company_id) as receive_count`),
    ).joinRaw(`left join lateral (
        select count(*) as invoice_count, count(distinct i.sender_company_id) as invoice_senders, count(distinct i.receiver_company_id) as invoice_customers
          from invoices i join users u on u.id = i.sender_user_id
         where lower(split_part(u.email, '@', 2)) = lower(domains.name)) s on true`);

  const base = () => db('domains').leftJoin('companies', 'companies.id', 'domains.company_id');
  const get = async (id: string): Promise<DomainListRow> => {
    const row = (await selectWithCounts(base().where('domains.id', id)).first()) as DomainListRow | undefined;
    if (!row) throw ApiError.notFound();
    return row;
  };
  const write = (input: DomainInput) => {
    const w: Partial<DomainRow> = {};
    if (input.kind !== undefined) w.kind = input.kind;
    if (input.name !== undefined) w.name = input.name.trim().toLowerCase();
    if (input.company_id !== undefined) w.company_id = input.company_id;
    if (input.description !== undefined) w.description = input.description;
    return w;
  };

  r.get('/api/domains', async (ctx) => {
    const list = parseListQuery(ctx.query, domainsList);
    const result = await runList<DomainListRow>(db, base(), list, selectWithCounts);
    sendList(ctx, 'domains', list, { ...result, data: result.data.map(toDomain) });
  });
  r.get('/api/domains/:id', async (ctx) => {
    ctx.body = toDomain(await get(idParam(ctx.params)));
  });
  r.post('/api/domains', async (ctx) => {
    const input = validateBody(schemas.create, ctx.request.body) as DomainInput;
    const row = await EmailDomain.query(db).insert(write(input)).returning('id');
    ctx.status = 201;
    ctx.body = toDomain(await get(row.id));
  });
  r.put('/api/domains/:id', async (ctx) => {
    const id = idParam(ctx.params);
    await get(id);
    const input = validateBody(schemas.update, ctx.request.body, ['id', '_id', 'created_at', 'updated_at', 'company', 'users', 'users_count', 'invoice_count', 'invoice_senders', 'invoice_customers', 'receiveCount']) as DomainInput;
    const w = write(input);
    if (Object.keys(w).length > 0) await EmailDomain.query(db).patch(w).where('id', id);
    ctx.body = toDomain(await get(id));
  });
  r.delete('/api/domains/:id', async (ctx) => {
    const id = idParam(ctx.params);
    const row = await get(id);
    await EmailDomain.query(db).deleteById(id);
    ctx.body = toDomain(row);
  });
  return r;
}
