// Routes: /api/companies (admin), /api/receivers and /api/senders (partner lists),
// /api/settings/company (own company), /api/lookups/* (pickers).
import Router from '@koa/router';
import type { z } from 'zod';
import type { Role } from '../../domain/roles';
import type { AppState } from '../context';
import { allow, authOf } from '../auth/auth.middleware';
import {
  canSeeIncoming,
  canSeeOutgoing,
  hasCompany,
  isAdmin,
  isCompanyAdminOrAdmin,
  isReceiver,
  isSender,
} from '../auth/access';
import { parseListQuery } from '../http/list-params';
import { sendItem, sendListOfJson } from '../http/list-response';
import { idParam } from '../http/params';
import { validateBody } from '../http/validate';
import { toAdminCompany, toSettingsCompany, type CompanyInput } from './companies.mapper';
import { adminCompaniesList, lookupList, partnerCompaniesList } from './companies.lists';
import type { CompaniesService } from './companies.service';

/** The shared form schemas (domain/validation) the controller validates bodies with. */
export interface CompanySchemas {
  /** Admin create: every section. */
  create: z.ZodType;
  /** Admin edit: every section, fields optional. */
  update: z.ZodType;
  /** Own company's settings form for a role (admin-only sections ignored for others). */
  settings: (role: Role) => z.ZodType;
}

/** Fields the api returns that are read-only or derived; a PUT of a whole record may carry them back. */
const READ_ONLY = ['id', '_id', 'created_at', 'updated_at', 'is_eSynPay_enabled', 'is_eSynSend_enabled'];

/** The operator picker's `operator_id` names the operator when the body has no `operator` of its own. */
function withOperator(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const b = body as Record<string, unknown>;
  if ('operator_id' in b && !('operator' in b)) return { ...b, operator: b.operator_id };
  return b;
}

export function companiesRouter(service: CompaniesService, schemas: CompanySchemas): Router<AppState> {
  const r = new Router<AppState>();

  // Admin
  r.get('/api/companies', allow(isAdmin), async (ctx) => {
    const list = parseListQuery(ctx.query, adminCompaniesList);
    const result = await service.list(list);
    sendListOfJson(ctx, 'companies', list, result);
  });
  r.get('/api/companies/:id', allow(isAdmin), async (ctx) => {
    ctx.body = toAdminCompany(await service.get(idParam(ctx.params)));
  });
  r.post('/api/companies', allow(isAdmin), async (ctx) => {
    // The schema's output is the company form (CompanyInput); zod checked every field.
    const input = validateBody(schemas.create, withOperator(ctx.request.body), READ_ONLY) as CompanyInput;
    ctx.status = 201;
    ctx.body = toAdminCompany(await service.create(input));
  });
  r.put('/api/companies/:id', allow(isAdmin), async (ctx) => {
    const id = idParam(ctx.params);
    const input = validateBody(schemas.update, withOperator(ctx.request.body), READ_ONLY) as CompanyInput;
    ctx.body = toAdminCompany(await service.update(id, input));
  });

  // Partner lists (spec 2 user sidebar: /receivers/list under Outgoing, /senders/list under Incoming)
  r.get('/api/receivers', allow(canSeeOutgoing), async (ctx) => {
    const list = parseListQuery(ctx.query, partnerCompaniesList);
    const result = await service.partners('receivers', authOf(ctx).scope, list);
    sendListOfJson(ctx, 'receivers', list, result);
  });
  r.get('/api/receivers/:id', allow(canSeeOutgoing), async (ctx) => {
    sendItem(ctx, await service.partner('receivers', authOf(ctx).scope, idParam(ctx.params)));
  });
  r.get('/api/senders', allow(canSeeIncoming), async (ctx) => {
    const list = parseListQuery(ctx.query, partnerCompaniesList);
    const result = await service.partners('senders', authOf(ctx).scope, list);
    sendListOfJson(ctx, 'senders', list, result);
  });
  r.get('/api/senders/:id', allow(canSeeIncoming), async (ctx) => {
    sendItem(ctx, await service.partner('senders', authOf(ctx).scope, idParam(ctx.params)));
  });

  // Own company settings
  r.get('/api/settings/company', allow(hasCompany), async (ctx) => {
    const { scope } = authOf(ctx);
    const row = await service.get(scope.companyId as string);
    ctx.body = scope.isAdmin ? toAdminCompany(row) : toSettingsCompany(row);
  });
  r.put('/api/settings/company', allow(hasCompany), allow(isCompanyAdminOrAdmin), async (ctx) => {
    const { scope } = authOf(ctx);
    const input = validateBody(schemas.settings(scope.role), withOperator(ctx.request.body), READ_ONLY) as CompanyInput;
    const row = await service.updateSettings(scope, input);
    ctx.body = scope.isAdmin ? toAdminCompany(row) : toSettingsCompany(row);
  });

  // Lookups (spec 7 'Company lookups': page size 20)
  r.get('/api/lookups/companies', allow(isAdmin), async (ctx) => {
    const list = parseListQuery(ctx.query, lookupList(true));
    const result = await service.repo.lookup('all', authOf(ctx).scope, list);
    sendListOfJson(ctx, 'companies', list, result);
  });
  r.get('/api/lookups/receivers', allow(isSender), async (ctx) => {
    const list = parseListQuery(ctx.query, lookupList(false));
    const result = await service.repo.lookup('receivers', authOf(ctx).scope, list);
    sendListOfJson(ctx, 'companies', list, result);
  });
  r.get('/api/lookups/senders', allow(isSender), async (ctx) => {
    const list = parseListQuery(ctx.query, lookupList(false));
    const result = await service.repo.lookup('group', authOf(ctx).scope, list);
    sendListOfJson(ctx, 'companies', list, result);
  });
  r.get('/api/lookups/children', allow(isReceiver), async (ctx) => {
    const list = parseListQuery(ctx.query, lookupList(false));
    const result = await service.repo.lookup('group', authOf(ctx).scope, list);
    sendListOfJson(ctx, 'companies', list, result);
  });
  return r;
}
