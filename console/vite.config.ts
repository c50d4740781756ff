// Vite config of the react-admin console. Root is console/ (index.html loads src/main.tsx; every
// source is under console/src/), the build lands in console/dist (served by the api when
// SERVE_CONSOLE is on); the dev server proxies /api to the api process.
//
// The dev server reads files for anyone who can reach its port (no login), so it may read only
// what the console is made of: its own folder and the shared rules in ../domain. Everything else in
// the repository (server code, DATA_DIR with the token secret and every tenant's documents, the
// launcher's process file) is outside its allow list, and DATA_DIR and secret-looking files are
// denied outright even if they sit inside an allowed folder. Its answers carry the same security
// headers as the api (domain/security-headers.ts).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { COMMON_SECURITY_HEADERS, HSTS_VALUE, consoleContentSecurityPolicy } from '../domain/security-headers.ts';

const consoleRoot = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(consoleRoot, '..');
// The launcher passes DATA_DIR absolute; the default is relative to the repository like its own.
const dataDir = path.resolve(repoRoot, process.env.DATA_DIR || '.data');

// The PDF viewer's pdf.js is the one react-pdf was built against (it pins its version; the server's
// extraction has its own pdfjs-dist): API and worker must be the same release.
const nestedPdfjs = path.join(repoRoot, 'node_modules', 'react-pdf', 'node_modules', 'pdfjs-dist');
const pdfjsDir = existsSync(nestedPdfjs) ? nestedPdfjs : path.join(repoRoot, 'node_modules', 'pdfjs-dist');

/** sha256 (base64) of each inline <script> of an HTML page, for the CSP. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (m[1]) hashes.push(createHash('sha256').update(m[1], 'utf8').digest('base64'));
  }
  return hashes;
}

/**
 * Sets the common headers on every answer and the console's CSP; for HTML pages the CSP allows
 * exactly the inline scripts the page carries (the dev server adds React refresh's preamble), by
 * hash, so no 'unsafe-inline' is needed.
 */
function securityHeaders(connectSources: string[]): Connect.NextHandleFunction {
  return (req: IncomingMessage, res: ServerResponse, next: Connect.NextFunction) => {
    for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) res.setHeader(name, value);
    if ((req.socket as TLSSocket).encrypted) res.setHeader('Strict-Transport-Security', HSTS_VALUE);
    res.setHeader('Content-Security-Policy', consoleContentSecurityPolicy({ connectSources }));
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      const [chunk] = args;
      const type = String(res.getHeader('Content-Type') ?? '');
      if (!res.headersSent && type.includes('text/html') && (typeof chunk === 'string' || Buffer.isBuffer(chunk))) {
        const hashes = inlineScriptHashes(chunk.toString());
        res.setHeader(
          'Content-Security-Policy',
          consoleContentSecurityPolicy({ inlineScriptHashes: hashes, connectSources }),
        );
      }
      return end(...args);
    }) as ServerResponse['end'];
    next();
  };
}

function consoleSecurity(): Plugin {
  return {
    name: 'esyn-console-security',
    configureServer(server) {
      // Hot reload talks over a web socket on the dev server's own host and port.
      const port = server.config.server.port;
      server.middlewares.use(securityHeaders([`ws://127.0.0.1:${port}`, `ws://localhost:${port}`]));
    },
    configurePreviewServer(server) {
      server.middlewares.use(securityHeaders([]));
    },
  };
}

export default defineConfig({
  root: consoleRoot,
  base: '/',
  plugins: [consoleSecurity(), react()],
  resolve: { alias: [{ find: /^pdfjs-dist(?=\/|$)/, replacement: pdfjsDir }] },
  build: {
    outDir: path.join(consoleRoot, 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2500,
    // The console's sources stay private in production.
    sourcemap: false,
    // Each page is its own chunk (loaded when its route opens). Left to itself the bundler cuts the
    // modules those pages share into dozens of small files, each one more request before the first
    // page shows; so what the first page needs is one chunk, and what only later pages share is
    // another.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'pages-shared', minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.CONSOLE_PORT || 5173),
    strictPort: true,
    fs: {
      strict: true,
      // The console and the shared rules it imports from ../domain; nothing else of the repository.
      // Plus pdf.js's worker and standard fonts, which the PDF viewer loads as files.
      allow: [
        consoleRoot,
        path.join(repoRoot, 'domain'),
        path.join(pdfjsDir, 'build'),
        path.join(pdfjsDir, 'standard_fonts'),
      ],
      // Vite's own defaults, plus the data folder wherever it is and key files.
      deny: ['.env', '.env.*', '*.{crt,pem,key,p12,pfx}', '**/.git/**', '**/.data/**', `${dataDir}/**`],
    },
    proxy: {
      '/api': { target: `http://127.0.0.1:${process.env.API_PORT || 3000}`, changeOrigin: true },
    },
  },
  define: { __STAGE_HOSTS__: JSON.stringify(process.env.STAGE_HOSTS || 'localhost,127.0.0.1,staging') },
  preview: { port: Number(process.env.CONSOLE_PORT || 5173) },
});
