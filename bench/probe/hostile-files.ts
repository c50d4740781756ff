// Hostile files through the two doors that take files from outside: the Peppol inbox (what the
// access-point provider puts there: XXE, entity bombs, a 50 MB document, deep nesting, non-UTF-8,
// no envelope, an invoice number no column holds, a known envelope under a second name) and the PDF
// upload (a content stream that inflates to 300 MB, a page of a million operators). Each inbox file
// must be recorded once (peppol_messages, never dropped, never retried forever) and leave the inbox;
// each PDF must end Invalid PDF; the worker must still be healthy afterwards.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { buildEnvelope } from '../../domain/peppol/sbdh';
import { InvoiceStatus } from '../../domain/statuses';
import { inflateBombPdf, operatorFloodPdf } from '../../tools/extraction-corpus/bad-input/hostile';
import { check, newTally, type ProbeClient, type Session, type Tally } from './client';

const ROOT = path.resolve(__dirname, '..', '..');
const UBL_EXAMPLE = readFileSync(path.join(ROOT, 'domain', 'peppol', 'fixtures', 'bis-base-example.xml'), 'utf8');

function envelope(payload: string, instanceId = randomUUID()): string {
  return buildEnvelope(
    {
      sender: '0007:5560000001',
      receiver: '0007:5569999991',
      instanceId,
      createdAt: new Date().toISOString(),
      countryC1: 'SE',
      documentTypeId:
        'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1',
      processId: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
      standard: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
      type: 'Invoice',
    },
    payload.replace(/^<\?xml[^>]*>\s*/, ''),
  );
}

/** The inbox files, by name, with what must become of each. */
function inboxFiles(tag: string): Array<{ name: string; bytes: Buffer; outcomes: string[] }> {
  const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('')}]><lolz>&lol9;</lolz>`;
  const xxe = envelope(
    '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><ID>&xxe;</ID></Invoice>',
  ).replace(
    '<StandardBusinessDocument',
    '<!DOCTYPE StandardBusinessDocument [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<StandardBusinessDocument',
  );
  const big = `<?xml version="1.0"?><a>${'<b>x</b>'.repeat((50 * 1024 * 1024) / 8)}</a>`;
  const deep = `<?xml version="1.0"?>${'<a>'.repeat(200_000)}${'</a>'.repeat(200_000)}`;
  const longId = envelope(UBL_EXAMPLE.replace(/<cbc:ID>[^<]*<\/cbc:ID>/, `<cbc:ID>${'X'.repeat(20_000)}</cbc:ID>`));
  const copy = envelope(UBL_EXAMPLE.replace(/<cbc:ID>[^<]*<\/cbc:ID>/, `<cbc:ID>PROBE-${tag}</cbc:ID>`));
  const refused = ['import-error'];
  return [
    { name: `probe-${tag}-xxe.xml`, bytes: Buffer.from(xxe), outcomes: refused },
    { name: `probe-${tag}-laughs.xml`, bytes: Buffer.from(laughs), outcomes: refused },
    { name: `probe-${tag}-50mb.xml`, bytes: Buffer.from(big), outcomes: refused },
    { name: `probe-${tag}-deep.xml`, bytes: Buffer.from(deep), outcomes: refused },
    {
      name: `probe-${tag}-latin1.xml`,
      bytes: Buffer.from(envelope(UBL_EXAMPLE).replace('Stockholm', 'Malmö'), 'latin1'),
      outcomes: refused,
    },
    { name: `probe-${tag}-no-envelope.xml`, bytes: Buffer.from(UBL_EXAMPLE), outcomes: refused },
    { name: `probe-${tag}-empty.xml`, bytes: Buffer.alloc(0), outcomes: refused },
    {
      name: `probe-${tag}-binary.xml`,
      bytes: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
      outcomes: refused,
    },
    { name: `probe-${tag}-long-id.xml`, bytes: Buffer.from(longId), outcomes: refused },
    // The receiver is no company here: recorded as an import error naming it; then the same envelope
    // again under another name, which must be a duplicate of the first, not handled a second time.
    { name: `probe-${tag}-copy-a.xml`, bytes: Buffer.from(copy), outcomes: ['import-error', 'unmatched', 'handled'] },
    { name: `probe-${tag}-copy-b.xml`, bytes: Buffer.from(copy), outcomes: ['duplicate'] },
  ];
}

async function until<T>(timeoutMs: number, get: () => Promise<T | undefined>): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await get();
    if (v !== undefined || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

export interface HostileFilesOptions {
  databaseUrl: string;
  /** The inbox folder the worker polls (the local transport's, which the simulator serves too). */
  inboxDir: string;
  timeoutMs: number;
}

export async function probeInbox(
  client: ProbeClient,
  opts: HostileFilesOptions,
): Promise<Tally & { outcomes: Record<string, string> }> {
  const tally = newTally();
  const outcomes: Record<string, string> = {};
  if (!existsSync(opts.inboxDir))
    throw new Error(
      `no inbox folder at ${opts.inboxDir}: the probe drops files where the worker's local transport polls (PEPPOL_TRANSPORT=local or the simulator)`,
    );
  const files = inboxFiles(Date.now().toString(36));
  for (const f of files) {
    // Written under a hidden name, then renamed, as a provider does: the poller never sees half a file.
    const part = path.join(opts.inboxDir, `.${f.name}.part`);
    writeFileSync(part, f.bytes);
    renameSync(part, path.join(opts.inboxDir, f.name));
  }
  const db = new Client({ connectionString: opts.databaseUrl });
  await db.connect();
  try {
    for (const f of files) {
      const row = await until(opts.timeoutMs, async () => {
        const r = await db.query<{ outcome: string; detail: string | null; n: string }>(
          "SELECT outcome, detail, count(*) OVER () AS n FROM peppol_messages WHERE direction = 'incoming' AND file_name = $1",
          [f.name],
        );
        return r.rows[0];
      });
      outcomes[f.name] = row ? `${row.outcome}${row.detail ? `: ${row.detail.slice(0, 120)}` : ''}` : 'not recorded';
      check(
        tally,
        row !== undefined && f.outcomes.includes(row.outcome) && row.n === '1',
        `${f.name}: ${outcomes[f.name]} (expected ${f.outcomes.join(' or ')}, once)`,
      );
      check(tally, !JSON.stringify(row ?? {}).includes('root:x:0'), `${f.name}: /etc/passwd read into the record`);
    }
    const left = readdirSync(opts.inboxDir).filter((n) => n.includes('probe-'));
    check(tally, left.length === 0, `files left in the inbox: ${left.join(', ')}`);
  } finally {
    await db.end();
  }
  const health = await client.call('get', '/api/health');
  check(tally, health.status === 200, `health after the inbox files answered ${health.status}`, health.status);
  return { ...tally, outcomes };
}

export async function probePdfBombs(
  client: ProbeClient,
  sessions: Session[],
  timeoutMs: number,
): Promise<Tally & { outcomes: Record<string, string> }> {
  const tally = newTally();
  const outcomes: Record<string, string> = {};
  const sender = sessions.find((s) => s.key === 'sender');
  if (!sender) throw new Error('the demo sender is needed');
  const receivers = await client.listAll('/api/lookups/receivers', sender.token);
  const receiver = receivers?.[0]?.id;
  if (typeof receiver !== 'string') throw new Error('the demo sender has no receiver to upload to');
  const bombs: Array<[string, Buffer]> = [
    ['inflates-to-300mb.pdf', inflateBombPdf(300)],
    ['a-million-text-operators.pdf', operatorFloodPdf(1_000_000, 'text')],
    ['a-million-path-operators.pdf', operatorFloodPdf(1_000_000, 'path')],
  ];
  for (const [name, bytes] of bombs) {
    const form = new FormData();
    form.append('receiver_company', receiver);
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
    const res = await fetch(`${client.baseUrl}/api/invoices/outgoing/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${sender.token}`, 'idempotency-key': randomUUID() },
    });
    const body = (await res.json()) as { id?: string };
    // 201 for a new invoice; 200 for the same file uploaded before (an earlier probe run).
    check(
      tally,
      (res.status === 201 || res.status === 200) && typeof body.id === 'string',
      `${name}: upload answered ${res.status}`,
      res.status,
    );
    if (!body.id) continue;
    const status = await until(timeoutMs, async () => {
      const a = await client.call('get', `/api/invoices/outgoing/${body.id}`, { token: sender.token });
      const s = (a.body as { status?: string }).status;
      return s && s !== InvoiceStatus.Processing ? s : undefined;
    });
    outcomes[name] = status ?? 'still Processing';
    check(tally, status === InvoiceStatus.InvalidPdf, `${name}: ended ${outcomes[name]}, not Invalid PDF`);
  }
  const health = await client.call('get', '/api/health?strict=1');
  check(tally, health.status === 200, `health after the PDF bombs answered ${health.status}`, health.status);
  return { ...tally, outcomes };
}
