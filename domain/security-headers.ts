// The security headers of every web answer, in one place: the api (api/middleware/security-headers,
// which also serves the built console) and the console's Vite dev and preview servers
// (console/vite.config.ts) send the same ones, so a page of the console is framed, sniffed and
// scripted by the same rules however it is served. It lives in domain/ because two rooms share it
// (the api and the console's build tooling) and it is plain data; no browser code imports it.

/** Sent on every answer. */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/** The api's JSON answers: nothing may load or frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Only on answers that came over TLS (a browser ignores it over plain HTTP; see hstsHeader). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export interface ConsoleCspOptions {
  /** sha256 hashes (base64) of inline scripts the page may run: the dev server's React refresh preamble. */
  inlineScriptHashes?: readonly string[];
  /** Extra connect-src sources: the dev server's hot-reload web socket. */
  connectSources?: readonly string[];
}

/**
 * The console's policy: its own scripts (never inline ones, except listed by hash), styles
 * including the ones MUI injects at run time, PDFs rendered from blobs, no plugins, no framing.
 */
export function consoleContentSecurityPolicy(options: ConsoleCspOptions = {}): string {
  const scripts = ["'self'", ...(options.inlineScriptHashes ?? []).map((h) => `'sha256-${h}'`)];
  const connect = ["'self'", ...(options.connectSources ?? [])];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
