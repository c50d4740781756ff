// Security headers for every response: the api is JSON only; the console (when served) is a
// same-origin SPA, so a strict CSP with 'self' fits both.
import type Koa from 'koa';

export function securityHeaders(): Koa.Middleware {
  return async (ctx, next) => {
    await next();
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (ctx.path.startsWith('/api/')) {
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    } else {
      // The console: its own scripts and styles; MUI injects styles at runtime; PDFs render from blobs.
      ctx.set(
        'Content-Security-Policy',
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
          "font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; frame-src 'self' blob:; object-src 'none'; " +
          "frame-ancestors 'none'; base-uri 'self'",
      );
    }
    ctx.remove('X-Powered-By');
  };
}
