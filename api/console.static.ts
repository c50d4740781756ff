// Serves the built console (console/dist) when SERVE_CONSOLE is on: static files, and index.html
// for every other GET outside /api so the SPA's client-side routes survive a reload.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type Koa from 'koa';
import serve from 'koa-static';

export const CONSOLE_DIST = path.resolve(__dirname, '..', 'console', 'dist');

export function serveConsole(dir = CONSOLE_DIST): Koa.Middleware[] {
  let indexHtml: Promise<Buffer> | undefined;
  const fallback: Koa.Middleware = async (ctx, next) => {
    await next();
    if (ctx.status !== 404 || ctx.body != null || ctx.path.startsWith('/api')) return;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    if (!ctx.accepts('html')) return;
    indexHtml ??= readFile(path.join(dir, 'index.html'));
    try {
      const html = await indexHtml;
      ctx.status = 200;
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = html;
    } catch {
      indexHtml = undefined;
      ctx.status = 404;
      ctx.body = 'The console is not built (npm run console:build).';
    }
  };
  const files = serve(dir, { index: 'index.html', maxage: 0, gzip: true, brotli: true });
  // The api's paths never hit the file system.
  const staticFiles: Koa.Middleware = (ctx, next) => (ctx.path.startsWith('/api') ? next() : files(ctx, next));
  return [fallback, staticFiles];
}
