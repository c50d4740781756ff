// A tiny HTTP control for the simulator in development, on 127.0.0.1 only:
//   GET  /status                       what it received and what is pending
//   POST /fail-uploads?count=N         the next N FTP uploads fail with 451 (transient)
//   POST /reject?count=N&reason=text   the next N documents get an MLR RE
//   POST /inject                       body: UBL Invoice/CreditNote XML, or JSON { invoice, supplier, customer }
//                                      → delivered into the platform's inbox from the seller to the buyer
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PeppolDocumentInput } from '../../domain/peppol';
import type { AccessPointSimulator } from './simulator';

const MAX_BODY = 5 * 1024 * 1024;

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(new Error('body too large'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function count(url: URL): number {
  const n = Number(url.searchParams.get('count') ?? '1');
  return Number.isInteger(n) && n >= 0 && n <= 1000 ? n : 1;
}

async function route(sim: AccessPointSimulator, req: http.IncomingMessage, url: URL): Promise<[number, unknown]> {
  if (req.method === 'GET' && url.pathname === '/status')
    return [200, { ...sim.status(), uploads: sim.received.slice(-50) }];
  if (req.method !== 'POST') return [404, { error: 'not found' }];
  switch (url.pathname) {
    case '/fail-uploads':
      sim.failNextUploads(count(url));
      return [200, sim.status()];
    case '/reject':
      sim.rejectNext(count(url), url.searchParams.get('reason') ?? undefined);
      return [200, sim.status()];
    case '/inject': {
      const body = (await readBody(req)).trim();
      const source = body.startsWith('{') ? (JSON.parse(body) as PeppolDocumentInput) : body;
      return [201, await sim.injectIncomingInvoice(source)];
    }
    default:
      return [404, { error: 'not found' }];
  }
}

export async function startControlServer(
  sim: AccessPointSimulator,
  port: number,
  host = '127.0.0.1',
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    route(sim, req, url).then(
      ([status, body]) => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      },
      (err: unknown) => {
        res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: err instanceof Error ? err.message : String(err) }));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
