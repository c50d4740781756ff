// Every route of the api, described once (docs/api.md 'Routes'), with the very schemas and list
// specs the routes validate and parse with. api/openapi/openapi.test.ts fails when a route the app
// registers is missing here or a route here is not registered.
import { z } from 'zod';
import { INVOICE_ACTIONS } from '../../domain/actions';
import { bookkeepingList } from '../bookkeeping/bookkeeping.lists';
import { adminCompaniesList, lookupList, partnerCompaniesList } from '../companies/companies.lists';
import { connectionsList } from '../connections/connections.lists';
import { domainsList } from '../domains/domains.lists';
import { emailFailedCasesList, emailsList } from '../emails/emails.lists';
import { esynpayFailedCasesList } from '../esynpay-failed-cases/esynpay-failed-cases.lists';
import { DOCUMENT_COLUMNS } from '../invoices/invoice-actions.service';
import { UPLOAD_PATHS } from '../invoices/invoice-upload.router';
import { adminInvoicesList, incomingInvoicesList, outgoingInvoicesList } from '../invoices/invoices.lists';
import { operatorsList } from '../operators/operators.lists';
import { BODY_SCHEMAS } from '../body-schemas';
import { userRequestsList } from '../user-requests/user-requests.lists';
import { adminUsersList, companyUsersList } from '../users/users.lists';
import type { ListSpec } from '../http/list-params';
import { idempotencyHeader, listEnvelope, messageSchema, record, type Ok, type RouteDoc } from './registry';

const one = (shape: string): Ok => ({ status: 200, description: shape, schema: record(shape) });
const created = (shape: string): Ok => ({ status: 201, description: `The new ${shape}`, schema: record(shape) });
const list = (shape: string): Ok => ({
  status: 200,
  description: `A page of ${shape} records`,
  schema: listEnvelope(record(shape)),
});
const file = (description: string, contentType = 'application/pdf'): Ok => ({ status: 200, description, contentType });
const format = z.object({ format: z.enum(['pdf', 'peppol']).optional() });
const paging = z.object({
  limit: z.coerce.number().int().min(1).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
const download = z.object({ download: z.enum(['1']).optional().meta({ description: '1: as an attachment' }) });
const actionResult = z.object({ result: z.looseObject({}), invoice: record('Invoice (detail)') });
const S = BODY_SCHEMAS;
const COMPANY_FORM =
  "The company form of docs/api.md 'Shapes' (Company admin): validated by domain/validation/company-settings.ts validateCompanySettings, a function zod wraps, so its fields are not spelled out here";

/** The five admin routes of a plain resource: list, one, create, edit, delete (a taken value is 409). */
function adminCrud(
  base: string,
  shape: string,
  noun: string,
  spec: ListSpec,
  schemas: { create: z.ZodType; update: z.ZodType },
): RouteDoc[] {
  return [
    { method: 'get', path: base, summary: `${shape} list`, access: 'admin', list: spec, ok: list(shape) },
    { method: 'get', path: `${base}/:id`, summary: `One ${noun}`, access: 'admin', ok: one(shape) },
    {
      method: 'post',
      path: base,
      summary: `Create a ${noun}`,
      access: 'admin',
      body: schemas.create,
      ok: created(shape),
      errors: [409],
    },
    {
      method: 'put',
      path: `${base}/:id`,
      summary: `Edit a ${noun}`,
      access: 'admin',
      body: schemas.update,
      ok: one(shape),
      errors: [409],
    },
    {
      method: 'delete',
      path: `${base}/:id`,
      summary: `Delete a ${noun}`,
      access: 'admin',
      ok: one(`${shape} (deleted)`),
      errors: [409],
    },
  ];
}

const auth: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/health',
    summary: 'Health of the api, database, Temporal and workers',
    access: 'anyone',
    query: z.object({ strict: z.enum(['1']).optional() }),
    ok: {
      status: 200,
      description: '{ ok, status, db, temporal, workers }',
      schema: z.looseObject({ ok: z.boolean(), status: z.enum(['ok', 'degraded', 'unavailable']) }),
    },
    errors: [503],
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This OpenAPI 3.1 document',
    access: 'anyone',
    ok: { status: 200, description: 'The OpenAPI document', schema: z.looseObject({ openapi: z.string() }) },
  },
  {
    method: 'get',
    path: '/api/public/forwarded-invoices/:token',
    summary: 'The PDF of a forwarded invoice (link of the forward e-mail)',
    access: 'anyone',
    params: { token: z.string().meta({ description: 'The signed link token' }) },
    ok: file('The PDF'),
  },
  {
    method: 'post',
    path: '/api/auth/login',
    summary: 'Sign in',
    access: 'anyone',
    body: S.auth.login,
    ok: {
      status: 200,
      description: '{ token, expires_at, device_token, user }',
      schema: z.looseObject({
        token: z.string(),
        expires_at: z.string(),
        device_token: z.string(),
        user: record('User'),
      }),
    },
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/auth/verify-email',
    summary: 'Confirm a pending e-mail address',
    access: 'anyone',
    body: S.auth.emailVerification,
    ok: { status: 200, description: 'Confirmed', schema: messageSchema },
    errors: [409],
  },
  {
    method: 'post',
    path: '/api/auth/invitation',
    summary: "Check an invitation's set-password link (400 invitation_invalid: unknown, used or expired alike)",
    access: 'anyone',
    body: S.invitations.check,
    ok: {
      status: 200,
      description: '{ email, expires_at }',
      schema: z.looseObject({ email: z.string(), expires_at: z.string() }),
    },
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/auth/invitation/password',
    summary: 'Set the first password through an invitation link; the link closes',
    access: 'anyone',
    body: S.invitations.password,
    ok: {
      status: 200,
      description: '{ email, data, code }',
      schema: z.looseObject({ email: z.string(), data: z.string(), code: z.string() }),
    },
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    summary: 'Revoke this token',
    access: 'signed in',
    ok: { status: 200, description: 'Signed out', schema: messageSchema },
  },
  {
    method: 'get',
    path: '/api/me',
    summary: 'The signed-in user with company and menu',
    access: 'signed in',
    ok: one('User'),
  },
  {
    method: 'post',
    path: '/api/me/password',
    summary: 'Change the own password; other sessions end',
    access: 'signed in',
    body: S.auth.passwordChange,
    ok: {
      status: 200,
      description: '{ token, expires_at, data, code }',
      schema: z.looseObject({ token: z.string(), expires_at: z.string() }),
    },
  },
  {
    method: 'get',
    path: '/api/dashboard/counts',
    summary: 'Invoice counts by status and format',
    access: 'signed in',
    query: format,
    ok: {
      status: 200,
      description: '{ total, by_status, by_format, as_of }',
      schema: z.looseObject({ total: z.number().int() }),
    },
  },
];

const companies: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/companies',
    summary: 'Companies',
    access: 'admin',
    list: adminCompaniesList,
    ok: list('Company (admin)'),
  },
  { method: 'get', path: '/api/companies/:id', summary: 'One company', access: 'admin', ok: one('Company (admin)') },
  {
    method: 'post',
    path: '/api/companies',
    summary: 'Create a company',
    access: 'admin',
    body: S.companies.create,
    bodyNote: `${COMPANY_FORM}; plus the admin fields (api/companies/companies.schema.ts)`,
    ok: created('Company (admin)'),
    errors: [409],
  },
  {
    method: 'put',
    path: '/api/companies/:id',
    summary: 'Edit a company',
    access: 'admin',
    body: S.companies.update,
    bodyNote: `${COMPANY_FORM}; plus the admin fields, every field optional`,
    ok: one('Company (admin)'),
    errors: [409],
  },
  {
    method: 'get',
    path: '/api/receivers',
    summary: 'Companies with a receiver agreement',
    access: 'outgoing guard',
    list: partnerCompaniesList,
    ok: list('Company (partner view)'),
  },
  {
    method: 'get',
    path: '/api/receivers/:id',
    summary: 'One receiver',
    access: 'outgoing guard',
    ok: one('Company (partner view)'),
  },
  {
    method: 'get',
    path: '/api/senders',
    summary: 'Companies that sent to the own group',
    access: 'incoming guard',
    list: partnerCompaniesList,
    ok: list('Company (partner view)'),
  },
  {
    method: 'get',
    path: '/api/senders/:id',
    summary: 'One sender',
    access: 'incoming guard',
    ok: one('Company (partner view)'),
  },
  {
    method: 'get',
    path: '/api/settings/company',
    summary: 'The own company',
    access: 'company user',
    ok: one('Company (settings view)'),
  },
  {
    method: 'put',
    path: '/api/settings/company',
    summary: "Edit the own company (the role's sections; the admin form shown)",
    access: 'company admin',
    body: S.companies.settings('admin'),
    bodyNote: `${COMPANY_FORM}; only the sections of the caller's role are written`,
    ok: one('Company (settings view)'),
    errors: [409],
  },
  {
    method: 'get',
    path: '/api/lookups/companies',
    summary: 'Company picker',
    access: 'admin',
    list: lookupList(true),
    ok: list('Company (lookup)'),
  },
  {
    method: 'get',
    path: '/api/lookups/receivers',
    summary: 'Receiver picker',
    access: 'sender lookups',
    list: lookupList(false),
    ok: list('Company (lookup)'),
  },
  {
    method: 'get',
    path: '/api/lookups/senders',
    summary: 'The own company and its children',
    access: 'sender lookups',
    list: lookupList(false),
    ok: list('Company (lookup)'),
  },
  {
    method: 'get',
    path: '/api/lookups/children',
    summary: 'The own company and its children',
    access: 'children lookup',
    list: lookupList(false),
    ok: list('Company (lookup)'),
  },
];

const people: RouteDoc[] = [
  { method: 'get', path: '/api/users', summary: 'Users', access: 'admin', list: adminUsersList, ok: list('User') },
  { method: 'get', path: '/api/users/:id', summary: 'One user', access: 'admin', ok: one('User') },
  {
    method: 'post',
    path: '/api/users',
    summary: 'Create a user',
    access: 'admin',
    body: S.users.create,
    ok: created('User'),
    errors: [409],
  },
  {
    method: 'put',
    path: '/api/users/:id',
    summary: 'Edit a user',
    access: 'admin',
    body: S.users.update,
    ok: one('User'),
    errors: [409],
  },
  { method: 'delete', path: '/api/users/:id', summary: 'Delete a user', access: 'admin', ok: one('User (deleted)') },
  {
    method: 'get',
    path: '/api/company-users',
    summary: 'Users of the own company',
    access: 'company admin',
    list: companyUsersList,
    ok: list('Company user'),
  },
  {
    method: 'get',
    path: '/api/company-users/:id',
    summary: 'One user of the own company',
    access: 'company admin',
    ok: one('Company user'),
  },
  {
    method: 'post',
    path: '/api/company-users',
    summary: 'Create a user of the own company',
    access: 'company admin',
    query: z.object({ company_id: z.uuid().optional().meta({ description: 'Admins only' }) }),
    body: S.users.companyUserCreate,
    ok: created('Company user'),
    errors: [409],
  },
  {
    method: 'put',
    path: '/api/company-users/:id',
    summary: 'Edit a user of the own company',
    access: 'company admin',
    body: S.users.companyUserUpdate,
    ok: one('Company user'),
    errors: [409],
  },
  {
    method: 'get',
    path: '/api/operators',
    summary: 'Operators',
    access: 'admin',
    list: operatorsList,
    ok: list('Operator'),
  },
  { method: 'get', path: '/api/operators/:id', summary: 'One operator', access: 'admin', ok: one('Operator') },
  {
    method: 'post',
    path: '/api/operators',
    summary: 'Create an operator',
    access: 'admin',
    body: S.operators.create,
    ok: created('Operator'),
    errors: [409],
  },
  {
    method: 'patch',
    path: '/api/operators/:id',
    summary: 'Edit an operator',
    access: 'admin',
    body: S.operators.update,
    ok: one('Operator'),
    errors: [409],
  },
  {
    method: 'put',
    path: '/api/operators/:id',
    summary: 'Edit an operator (as PATCH)',
    access: 'admin',
    body: S.operators.update,
    ok: one('Operator'),
    errors: [409],
  },
  {
    method: 'get',
    path: '/api/operators/:id/companies',
    summary: "The operator's companies",
    access: 'admin',
    list: adminCompaniesList,
    ok: list('Company (admin)'),
  },
  ...adminCrud('/api/domains', 'Domain', 'domain', domainsList, S.domains),
  ...adminCrud('/api/connections', 'Connection system', 'connection system', connectionsList, S.connections),
  {
    method: 'post',
    path: '/api/user-requests',
    summary: 'Ask for access',
    access: 'anyone',
    body: S.userRequests.create,
    ok: { status: 201, description: '{ id, _id, status, created_at }', schema: record('Access request') },
    errors: [429],
  },
  {
    method: 'get',
    path: '/api/user-requests',
    summary: 'Access requests',
    access: 'admin',
    list: userRequestsList,
    ok: list('Access request'),
  },
  {
    method: 'get',
    path: '/api/user-requests/:id',
    summary: 'One access request',
    access: 'admin',
    ok: one('Access request'),
  },
  {
    method: 'put',
    path: '/api/user-requests/:id',
    summary:
      'Approve (creates the account and mails its invitation) or reject (mails a refusal) an access request; 409 when decided otherwise or the address has an account',
    access: 'admin',
    body: S.userRequests.decide,
    ok: one('Access request'),
    errors: [409],
  },
];

const invoices: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/invoices',
    summary: 'Every invoice',
    access: 'admin',
    list: adminInvoicesList,
    ok: list('Invoice (list item)'),
  },
  {
    method: 'get',
    path: '/api/invoices/outgoing',
    summary: 'Invoices the own company sent',
    access: 'outgoing guard',
    list: outgoingInvoicesList,
    ok: list('Invoice (list item)'),
  },
  {
    method: 'get',
    path: '/api/invoices/incoming',
    summary: 'Invoices the own group received',
    access: 'incoming guard',
    list: incomingInvoicesList,
    ok: list('Invoice (list item)'),
  },
  {
    method: 'get',
    path: '/api/invoices/outgoing/:id',
    summary: 'One outgoing invoice',
    access: 'outgoing guard',
    ok: one('Invoice (detail)'),
  },
  {
    method: 'get',
    path: '/api/invoices/incoming/:id',
    summary: 'One incoming invoice',
    access: 'incoming guard',
    ok: one('Invoice (detail)'),
  },
  {
    method: 'get',
    path: '/api/invoices/:id',
    summary: 'One invoice',
    access: 'signed in, scoped',
    ok: one('Invoice (detail)'),
  },
  {
    method: 'post',
    path: UPLOAD_PATHS.admin,
    summary: 'Upload a PDF invoice (admin)',
    access: 'admin',
    multipart: S.invoices.upload,
    headers: idempotencyHeader,
    ok: created('Upload { id, _id, status, file_name, existing }'),
    errors: [503],
  },
  {
    method: 'post',
    path: UPLOAD_PATHS.outgoing,
    summary: 'Upload an outgoing PDF invoice',
    access: 'uploaders',
    accessNote: 'senders and company users whose company shows outgoing invoices',
    multipart: S.invoices.upload,
    headers: idempotencyHeader,
    ok: created('Upload { id, _id, status, file_name, existing }'),
    errors: [503],
  },
  {
    method: 'post',
    path: UPLOAD_PATHS.incoming,
    summary: 'Upload an incoming PDF invoice (manual parsing)',
    access: 'uploaders',
    accessNote: 'receivers whose company allows manual parsing',
    multipart: S.invoices.upload,
    headers: idempotencyHeader,
    ok: created('Upload { id, _id, status, file_name, existing }'),
    errors: [503],
  },
  {
    method: 'post',
    path: '/api/invoices/:id/actions/:action',
    summary: "One action of the invoice's workflow",
    access: 'signed in, scoped',
    accessNote: 'company users and admins; domain/actions.ts ACTION_ROLES per action',
    params: { action: z.enum(INVOICE_ACTIONS) },
    headers: idempotencyHeader,
    body: z.union(Object.values(S.invoices.actions)).meta({ description: 'The body of the action named in the path' }),
    ok: { status: 200, description: '{ result, invoice }', schema: actionResult },
    errors: [409, 503],
  },
  {
    method: 'post',
    path: '/api/invoices/:id/response',
    summary: 'Approve or reject an incoming Peppol invoice',
    access: 'signed in, scoped',
    body: S.invoices.response,
    headers: idempotencyHeader,
    ok: one('Invoice (detail)'),
    errors: [409, 503],
  },
  {
    method: 'put',
    path: '/api/invoices/:id',
    summary: 'Update an invoice',
    access: 'signed in, scoped',
    body: S.invoices.update,
    headers: idempotencyHeader,
    ok: { status: 200, description: '{ result, invoice }', schema: actionResult },
    errors: [409, 503],
  },
  {
    method: 'get',
    path: '/api/invoices/:id/duplicates',
    summary: 'Possible duplicates of an invoice',
    access: 'admin',
    query: paging,
    ok: {
      status: 200,
      description: '{ data, total }',
      schema: z.object({ data: z.array(record('Invoice (list item)')), total: z.number().int() }),
    },
  },
  {
    method: 'get',
    path: '/api/invoices/:id/countdown',
    summary: 'The forward countdown',
    access: 'signed in, scoped',
    ok: {
      status: 200,
      description: '{ applies, deadline, leftMs, source }',
      schema: z.looseObject({ applies: z.boolean() }),
    },
  },
  {
    method: 'get',
    path: '/api/invoices/:id/documents/:kind',
    summary: "The invoice's PDF or XML",
    access: 'signed in, scoped',
    params: { kind: z.enum(Object.keys(DOCUMENT_COLUMNS) as [string, ...string[]]) },
    query: download,
    ok: file('The document (PDF or XML)', 'application/octet-stream'),
  },
  {
    method: 'get',
    path: '/api/bookkeeping',
    summary: 'Bookkeeping items of one format',
    access: 'bookkeeping guard',
    list: bookkeepingList,
    ok: list('Bookkeeping item'),
  },
];

const mail: RouteDoc[] = [
  { method: 'get', path: '/api/emails', summary: 'Inbound mail', access: 'admin', list: emailsList, ok: list('Email') },
  {
    method: 'get',
    path: '/api/emails/failed-cases',
    summary: 'Failed email cases',
    access: 'admin',
    list: emailFailedCasesList,
    ok: list('Email'),
  },
  {
    method: 'get',
    path: '/api/emails/:id',
    summary: 'One mail and the invoices it made',
    access: 'admin',
    ok: one('Email'),
  },
  {
    method: 'post',
    path: '/api/emails/:id/processed',
    summary: 'Mark a failed case processed',
    access: 'admin',
    ok: one('Email'),
    errors: [409],
  },
  {
    method: 'post',
    path: '/api/emails/:id/reprocess',
    summary: 'Send a mail back to the mail intake',
    access: 'admin',
    ok: { status: 202, description: 'Email', schema: record('Email') },
    errors: [409],
  },
  {
    method: 'get',
    path: '/api/emails/:id/raw',
    summary: 'The raw mail',
    access: 'admin',
    ok: file('The mail as a download', 'message/rfc822'),
  },
  {
    method: 'get',
    path: '/api/emails/:id/attachments',
    summary: "The mail's attachments",
    access: 'admin',
    ok: {
      status: 200,
      description: '{ data: [{ index, fileName, contentType, size }], total }',
      schema: z.object({
        data: z.array(
          z.object({ index: z.number().int(), fileName: z.string(), contentType: z.string(), size: z.number().int() }),
        ),
        total: z.number().int(),
      }),
    },
  },
  {
    method: 'get',
    path: '/api/emails/:id/attachments/:index',
    summary: 'One attachment',
    access: 'admin',
    params: { index: z.coerce.number().int().min(0) },
    query: download,
    ok: file('The attachment (PDF inline, else a download)', 'application/octet-stream'),
  },
  {
    method: 'get',
    path: '/api/esynpay-failed-cases',
    summary: 'eSynPay failed cases',
    access: 'admin',
    list: esynpayFailedCasesList,
    ok: list('eSynPay failed case'),
  },
  {
    method: 'get',
    path: '/api/esynpay-failed-cases/:id',
    summary: 'One eSynPay failed case',
    access: 'admin',
    ok: one('eSynPay failed case'),
  },
];

/** Every route of the api, once. */
export const OPERATIONS: readonly RouteDoc[] = [...auth, ...companies, ...people, ...invoices, ...mail];
