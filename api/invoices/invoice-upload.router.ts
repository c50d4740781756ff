// The upload endpoints (spec 7 'Invoice upload': one each for admins, receivers and the default
// role), multipart/form-data with one PDF in the field `file` and the text fields of spec 7. The
// body is bounded before it is read (5 MB file, a few small fields); the answer is the invoice,
// 201 when this request made it, 200 when it existed (the same file again, or a retried request
// with the same Idempotency-Key).
import Router from '@koa/router';
import { MAX_UPLOAD_BYTES } from '../../domain/constants';
import type { BODY_SCHEMAS } from '../body-schemas';
import { allow, authOf, type AccessRule } from '../auth/auth.middleware';
import { isAdmin } from '../auth/access';
import { hasOutgoingSide } from '../tenancy/scope';
import type { AppContext, AppState } from '../context';
import { ApiError } from '../errors';
import { IDEMPOTENCY_KEY_PATTERN } from '../http/params';
import { readMultipart } from '../http/multipart';
import { validateBody } from '../http/validate';
import { InvoiceUploadService, type UploadKind } from './invoice-upload.service';

/** The upload paths: the api lets multipart bodies through to these only (middleware/json-only.ts). */
export const UPLOAD_PATHS = {
  admin: '/api/admin/invoices/upload',
  outgoing: '/api/invoices/outgoing/upload',
  incoming: '/api/invoices/incoming/upload',
} as const satisfies Record<UploadKind, string>;

export const UPLOAD_PATH_PATTERNS: RegExp[] = Object.values(UPLOAD_PATHS).map(
  (p) => new RegExp(`^${p.replace(/\//g, '\\/')}$`),
);

/** The file, the form (raw_result up to 256 kB) and the small fields: anything larger is refused unread. */
const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + 512 * 1024;

/** Senders upload for their company; so may every company user whose menu shows outgoing invoices. */
const mayUploadOutgoing: AccessRule = ({ scope }) => hasOutgoingSide(scope);
/** Receivers upload incoming invoices when their company allows manual parsing (spec 2: the menu item shows only then). */
const mayUploadIncoming: AccessRule = ({ scope }) =>
  scope.role === 'receiver' && scope.company?.manualParsingAllowed === true;

/** The upload's text fields (BODY_SCHEMAS.invoices). */
export type InvoiceUploadSchemas = Pick<(typeof BODY_SCHEMAS)['invoices'], 'upload'>;

export function invoiceUploadRouter(service: InvoiceUploadService, schemas: InvoiceUploadSchemas): Router<AppState> {
  const r = new Router<AppState>();
  const route = (kind: UploadKind) => async (ctx: AppContext) => {
    if (!ctx.is('multipart/form-data')) throw new ApiError(415, 'api.uploadMultipart', 'unsupported_media_type');
    const length = Number(ctx.get('content-length') || 0);
    if (length > MAX_UPLOAD_REQUEST_BYTES) {
      throw new ApiError(
        413,
        { key: 'upload.tooLarge', params: { max: MAX_UPLOAD_BYTES / (1024 * 1024) } },
        'payload_too_large',
      );
    }
    const key = ctx.get('idempotency-key') || undefined;
    if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key))
      throw ApiError.badRequest('api.idempotencyKeyInvalid', 'bad_idempotency_key');
    const form = await readMultipart(ctx.req, { fileBytes: MAX_UPLOAD_BYTES, fields: 16, fieldBytes: 256 * 1024 });
    if (form.extraFiles) throw ApiError.badRequest('api.uploadOneFile', 'one_file_only');
    const file = service.checkFile(form.file);
    const fields = validateBody(schemas.upload, form.fields);
    const result = await service.upload(authOf(ctx).scope, kind, file, fields, key);
    ctx.status = result.existing ? 200 : 201;
    ctx.body = result;
  };
  r.post(UPLOAD_PATHS.admin, allow(isAdmin), route('admin'));
  r.post(UPLOAD_PATHS.outgoing, allow(mayUploadOutgoing), route('outgoing'));
  r.post(UPLOAD_PATHS.incoming, allow(mayUploadIncoming), route('incoming'));
  return r;
}
