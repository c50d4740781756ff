// GET /api/public/forwarded-invoices/:token (anyone holding the link of a PDF-forward e-mail): the
// invoice's PDF, inline; the rules are in forwarded-invoices.service.ts.
import Router from '@koa/router';
import type { AppState } from '../context';
import type { ForwardedInvoicesService } from './forwarded-invoices.service';

export function forwardedInvoicesRouter(service: ForwardedInvoicesService): Router<AppState> {
  const r = new Router<AppState>();
  r.get('/api/public/forwarded-invoices/:token', async (ctx) => {
    const { bytes, fileName } = await service.open(ctx.params.token ?? '', ctx.state.log);
    ctx.set('Content-Type', 'application/pdf');
    ctx.set('Content-Disposition', `inline; filename="${fileName}"`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = Buffer.from(bytes);
  });
  return r;
}
