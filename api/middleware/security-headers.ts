// Security headers for every response (domain/security-headers: the console's dev server sends the
// same): the api is JSON only; the console (when served) is a same-origin SPA with a 'self' CSP.
// HSTS only on answers that came over TLS (directly, or X-Forwarded-Proto https from a trusted
// proxy with API_TRUST_PROXY), where a browser honours it.
import type Koa from 'koa';
import {
  API_CONTENT_SECURITY_POLICY,
  COMMON_SECURITY_HEADERS,
  HSTS_VALUE,
  consoleContentSecurityPolicy,
} from '../../domain/security-headers';

const CONSOLE_CSP = consoleContentSecurityPolicy();

export function securityHeaders(): Koa.Middleware {
  return async (ctx, next) => {
    await next();
    for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) ctx.set(name, value);
    if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS_VALUE);
    if (ctx.path.startsWith('/api/')) {
      // Nothing of the api is stored, unless a route chose otherwise for its own answer (an invoice's
      // document: private, for the viewer, under a URL that names the file's version).
      if (!ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store');
      ctx.set('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
    } else {
      ctx.set('Content-Security-Policy', CONSOLE_CSP);
    }
    ctx.remove('X-Powered-By');
  };
}
