// The link in a PDF-forward e-mail (infra/forward-links.ts): whoever holds it may open that one PDF,
// without signing in, until the link expires. Opening it tells the invoice's workflow (PDF Opened).
// The link names the invoice; a forged, expired or foreign token is 404, the same as a wrong id.
import Router from '@koa/router';
import type { Knex } from 'knex';
import { documentKeyOf, type DocumentStore } from '../../infra/document-store';
import { verifyForwardLink } from '../../infra/forward-links';
import { signalInvoice } from '../../infra/invoice-workflow-client';
import { signals } from '../../workflows/invoice/contract';
import type { AppState } from '../context';
import { ApiError } from '../errors';
import type { TemporalAccess } from '../temporal';

export interface ForwardedInvoiceDeps {
  db: Knex;
  documents?: DocumentStore;
  temporal?: TemporalAccess;
  /** AUTH_TOKEN_SECRET: the link's key is derived from it. */
  secret: string;
}

export function forwardedInvoicesRouter(deps: ForwardedInvoiceDeps): Router<AppState> {
  const r = new Router<AppState>();
  r.get('/api/public/forwarded-invoices/:token', async (ctx) => {
    const invoiceId = await verifyForwardLink(deps.secret, ctx.params.token ?? '');
    if (!invoiceId) throw ApiError.notFound('api.forwardLinkInvalid', 'link_invalid');
    const row = (await deps
      .db('invoices')
      .select('id', 'location', 'invoice_id', 'file_name')
      .where({ id: invoiceId })
      .first()) as
      { id: string; location: string | null; invoice_id: string | null; file_name: string | null } | undefined;
    if (!row?.location || !deps.documents) throw ApiError.notFound('api.forwardLinkInvalid', 'link_invalid');
    const bytes = await deps.documents.get(documentKeyOf(row.location)).catch(() => {
      throw new ApiError(503, 'api.documentUnavailable', 'document_store_unavailable');
    });
    try {
      const client = await deps.temporal?.client();
      if (client) {
        await signalInvoice(
          { client, ...(deps.temporal?.taskQueue ? { taskQueue: deps.temporal.taskQueue } : {}) },
          row.id,
          signals.pdfOpened,
          [{ at: new Date().toISOString() }],
        );
      }
    } catch (err) {
      // The receiver gets the PDF anyway; the invoice only misses its 'PDF Opened'.
      ctx.state.log.warn({ err, invoiceId: row.id }, 'could not tell the invoice its PDF was opened');
    }
    const name = `${(row.invoice_id ?? row.file_name ?? 'invoice')
      .replace(/\.pdf$/i, '')
      .replace(/[^\w.-]+/g, '_')
      .slice(0, 100)}.pdf`;
    ctx.set('Content-Type', 'application/pdf');
    ctx.set('Content-Disposition', `inline; filename="${name}"`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = Buffer.from(bytes);
  });
  return r;
}
