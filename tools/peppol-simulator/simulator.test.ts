// The simulator over a temporary folder, reached through the local-folder transport (the FTP front
// is covered by the integration test): it takes uploads from its outbox, archives them and answers
// into the inbox with an MLR and an Invoice Response; rejects and injects on demand.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildUbl } from '../../domain/peppol';
import { sampleInput } from '../../domain/peppol/fixtures/samples';
import { classifyInboxDocument, type InboxDocument } from '../../workers/peppol-transport/classify';
import { LocalFolderTransport } from '../../workers/peppol-transport/local-folder';
import { envelopedInvoice } from '../../test-support/peppol-envelope';
import { AccessPointSimulator } from './simulator';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('AccessPointSimulator (local folder)', () => {
  let root: string;
  let sim: AccessPointSimulator;
  let transport: LocalFolderTransport;
  beforeEach(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'esyn-ap-sim-'));
    sim = new AccessPointSimulator({ root, mlrDelayMs: 0, responseDelayMs: 20, responseCode: 'AP' });
    transport = new LocalFolderTransport(root);
    await sim.start();
  });
  afterEach(async () => {
    await sim.stop();
    rmSync(root, { recursive: true, force: true });
  });

  async function inbox(): Promise<InboxDocument[]> {
    const docs: InboxDocument[] = [];
    for (const f of await transport.listInbox())
      docs.push(classifyInboxDocument((await transport.download(f.name)) ?? new Uint8Array()));
    return docs;
  }

  it('archives an upload and answers MLR AP, then an Invoice Response AP', async () => {
    await transport.upload('out-1.xml', bytes(envelopedInvoice(sampleInput(2), 'out-1')));
    expect(await sim.processOutbox()).toBe(1);
    expect(readdirSync(path.join(root, 'archive'))).toEqual(['out-1.xml']);
    expect(await transport.exists('outbox', 'out-1.xml')).toBe(false);
    await sim.idle();
    const docs = await inbox();
    expect(docs.map((d) => d.kind).sort()).toEqual(['invoice-response', 'mlr']);
    expect(docs.find((d) => d.kind === 'mlr')).toMatchObject({
      mlr: { code: 'AP', envelopeInstanceId: 'out-1' },
      envelope: { sender: '0007:2021006883', receiver: '0007:5560360793' },
    });
    expect(docs.find((d) => d.kind === 'invoice-response')).toMatchObject({
      response: { code: 'AP', document: { id: 'INV-2026-0001' }, receiver: { id: '0007:5560360793' } },
    });
    expect(sim.received).toEqual([
      expect.objectContaining({ fileName: 'out-1.xml', instanceId: 'out-1', kind: 'invoice', verdict: 'AP' }),
    ]);
  });

  it('rejects on demand and a document with fatal findings, with the reasons and no Invoice Response', async () => {
    sim.rejectNext(1, 'Receiver not reachable');
    await transport.upload('out-2.xml', bytes(envelopedInvoice(sampleInput(1), 'out-2')));
    const invalid = buildUbl(sampleInput(1)).replace(
      '<cbc:BuyerReference>ABC-123</cbc:BuyerReference><cac:OrderReference><cbc:ID>PO-77</cbc:ID></cac:OrderReference>',
      '',
    );
    await transport.upload('out-3.xml', bytes(envelopedInvoice(sampleInput(1), 'out-3', invalid)));
    await sim.processOutbox();
    await sim.idle();
    const docs = await inbox();
    expect(docs.map((d) => d.kind)).toEqual(['mlr', 'mlr']);
    const byRef = new Map(docs.flatMap((d) => (d.kind === 'mlr' ? [[d.mlr.envelopeInstanceId, d.mlr] as const] : [])));
    expect(byRef.get('out-2')).toMatchObject({
      code: 'RE',
      issues: [expect.objectContaining({ ruleId: 'SIM-REJECT', reason: 'Receiver not reachable' })],
    });
    expect(byRef.get('out-3')).toMatchObject({
      code: 'RE',
      issues: [expect.objectContaining({ ruleId: 'PEPPOL-EN16931-R003' })],
    });
  });

  it('answers with the configured Invoice Response code (RE with a reason)', async () => {
    await sim.stop();
    sim = new AccessPointSimulator({ root, mlrDelayMs: 0, responseDelayMs: 0, responseCode: 'RE' });
    await sim.start();
    await transport.upload('out-4.xml', bytes(envelopedInvoice(sampleInput(1), 'out-4')));
    await sim.processOutbox();
    await sim.idle();
    expect((await inbox()).find((d) => d.kind === 'invoice-response')).toMatchObject({
      response: { code: 'RE', statuses: [expect.objectContaining({ kind: 'reason', code: 'OTH' })] },
    });
  });

  it('counts a name it archived before as a duplicate and does not answer again', async () => {
    await transport.upload('out-5.xml', bytes(envelopedInvoice(sampleInput(1), 'out-5')));
    await sim.processOutbox();
    await transport.upload('out-5.xml', bytes(envelopedInvoice(sampleInput(1), 'out-5')));
    await sim.processOutbox();
    await sim.idle();
    expect(sim.received.map((r) => r.verdict)).toEqual(['AP', 'duplicate']);
    expect((await inbox()).length).toBe(2);
  });

  it('injects an invoice from another participant into the inbox', async () => {
    const { instanceId, fileName } = await sim.injectIncomingInvoice(sampleInput(3));
    expect(fileName).toBe(`${instanceId}.xml`);
    const [doc] = await inbox();
    expect(doc).toMatchObject({
      kind: 'invoice',
      envelope: { instanceId, sender: '0007:5560360793', receiver: '0007:2021006883' },
      findings: [],
    });
    const fromXml = await sim.injectIncomingInvoice(buildUbl(sampleInput(1, { credit: true })));
    expect((await inbox()).find((d) => d.envelope?.instanceId === fromXml.instanceId)?.kind).toBe('credit-note');
  });
});
