// The access-point provider simulator for development and tests. It watches its outbox folder (so it
// takes documents however they arrived: over its FTP server or written there by the local-folder
// transport), checks each one (SBDH + the domain/peppol rules), moves it to its archive, and answers
// into the platform's inbox: an MLR after one delay (RE with the findings, or when told to reject),
// then for an accepted invoice an Invoice Response after another delay (configurable code, AP by
// default). It can fail uploads on demand (see ftp-server.ts) and inject invoices from other
// participants. Pending answers live in memory: a restart forgets them.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  buildEnvelope,
  buildInvoiceResponse,
  buildMessageLevelResponse,
  buildUbl,
  DOCUMENT_KINDS,
  endpointId,
  invoiceResponseFor,
  participantId,
  messageLevelResponseFor,
  parseEnvelope,
  parseInvoiceXml,
  parseTree,
  partyCountry,
  validateTree,
  type Envelope,
  type Finding,
  type InvoiceResponseCode,
  type PeppolDocumentInput,
} from '../../domain/peppol';
import { kindOf, type InboxDocumentKind } from '../../workers/peppol-transport/classify';
import { isTemporaryName, messageFileName, temporaryName } from '../../workers/peppol-transport/naming';
import { DEFAULT_FOLDERS, type AccessPointFolders } from '../../workers/peppol-transport/transport';
import type { TlsSource } from './certificate';
import { startSimulatorFtp, type RunningFtpServer } from './ftp-server';

export interface SimulatorOptions {
  /** The provider's root folder (outbox, archive, inbox, processed below it). */
  root: string;
  folders?: AccessPointFolders;
  mlrDelayMs: number;
  responseDelayMs: number;
  responseCode: InvoiceResponseCode;
  /** How often the outbox is looked at; 0 = only when processOutbox() is called (tests). */
  pollIntervalMs?: number;
  /** Serve the root over FTP; with `tls` (certificate and key, PEM text or paths) over FTPS only. */
  ftp?: { host: string; port: number; user: string; password: string; tls?: TlsSource };
  log?: (level: 'info' | 'warn' | 'error', message: string, fields?: Record<string, unknown>) => void;
}

export interface SimulatedUpload {
  fileName: string;
  instanceId?: string;
  kind?: InboxDocumentKind;
  /** AP/RE: the MLR it got; 'unreadable': no SBDH to answer; 'duplicate': its name was archived before. */
  verdict: 'AP' | 'RE' | 'unreadable' | 'duplicate';
  reasons: string[];
}

const SIMULATED_REJECTION = 'SIM-REJECT';

const today = () => new Date().toISOString().slice(0, 10);

export class AccessPointSimulator {
  readonly received: SimulatedUpload[] = [];
  readonly folders: AccessPointFolders;
  private failUploads = 0;
  private readonly rejections: string[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  /** The write each pending timer will run (answerNow runs them at once). */
  private readonly pendingWrites = new Map<NodeJS.Timeout, () => void>();
  private readonly writes = new Set<Promise<void>>();
  private poller?: NodeJS.Timeout;
  private pass?: Promise<number>;
  private ftp?: RunningFtpServer;
  private stopped = false;

  constructor(private readonly options: SimulatorOptions) {
    this.folders = options.folders ?? DEFAULT_FOLDERS;
  }

  dir(folder: keyof AccessPointFolders): string {
    return path.resolve(this.options.root, this.folders[folder]);
  }

  get ftpUrl(): string | undefined {
    return this.ftp?.url;
  }

  async start(): Promise<void> {
    for (const f of Object.keys(this.folders) as (keyof AccessPointFolders)[])
      await mkdir(this.dir(f), { recursive: true });
    if (this.options.ftp) {
      this.ftp = await startSimulatorFtp({
        root: path.resolve(this.options.root),
        ...this.options.ftp,
        failThisUpload: () => this.takeUploadFailure(),
        onError: (message) => this.log('warn', message),
      });
    }
    const every = this.options.pollIntervalMs ?? 0;
    if (every > 0) {
      const tick = () => {
        this.poller = setTimeout(() => {
          this.processOutbox()
            .catch((err: unknown) => this.log('error', `outbox pass failed: ${(err as Error).message}`))
            .finally(() => {
              if (!this.stopped) tick();
            });
        }, every);
      };
      tick();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.poller) clearTimeout(this.poller);
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.pendingWrites.clear();
    await this.pass?.catch(() => undefined);
    await Promise.allSettled([...this.writes]);
    await this.ftp?.close();
  }

  /** The next `count` FTP uploads fail with a transient 451 reply. */
  failNextUploads(count: number): void {
    this.failUploads += Math.max(0, count);
  }

  /** The next `count` documents get an MLR RE with this reason, whatever their content. */
  rejectNext(count: number, reason = 'Rejected by the access point (simulated)'): void {
    for (let i = 0; i < count; i += 1) this.rejections.push(reason);
  }

  status() {
    return {
      received: this.received.length,
      failUploads: this.failUploads,
      rejections: this.rejections.length,
      pendingAnswers: this.timers.size,
      ftp: this.ftpUrl,
      ftps: this.ftp?.tls ?? false,
    };
  }

  /** Writes every scheduled answer now instead of after its delay (tests hold answers with long delays). */
  async answerNow(): Promise<void> {
    for (const [timer, run] of [...this.pendingWrites]) {
      clearTimeout(timer);
      run();
    }
    await this.idle();
  }

  /** Resolves once every scheduled answer is written (tests with short delays). */
  async idle(): Promise<void> {
    while (this.timers.size > 0 || this.writes.size > 0 || this.pass) {
      await Promise.allSettled([...this.writes, this.pass]);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  private takeUploadFailure(): boolean {
    if (this.failUploads <= 0) return false;
    this.failUploads -= 1;
    this.log('info', 'failing an upload on demand (451)');
    return true;
  }

  private log(level: 'info' | 'warn' | 'error', message: string, fields?: Record<string, unknown>): void {
    this.options.log?.(level, message, fields);
  }

  /** Takes every complete file in the outbox once; one pass at a time. Answers the number taken. */
  processOutbox(): Promise<number> {
    this.pass ??= this.takeOutbox().finally(() => {
      this.pass = undefined;
    });
    return this.pass;
  }

  private async takeOutbox(): Promise<number> {
    const names = (await readdir(this.dir('outbox'), { withFileTypes: true }).catch(() => []))
      .filter((e) => e.isFile() && !isTemporaryName(e.name))
      .map((e) => e.name)
      .sort();
    for (const name of names) await this.takeUpload(name);
    return names.length;
  }

  private async takeUpload(fileName: string): Promise<void> {
    const source = path.join(this.dir('outbox'), fileName);
    const archived = path.join(this.dir('archive'), fileName);
    const bytes = await readFile(source).catch(() => undefined);
    if (!bytes) return;
    if (
      await stat(archived).then(
        () => true,
        () => false,
      )
    ) {
      // The platform sent a name it had sent before: a real provider would refuse it; count it.
      await rm(source, { force: true });
      this.received.push({ fileName, verdict: 'duplicate', reasons: [] });
      this.log('warn', 'duplicate upload', { fileName });
      return;
    }
    await rename(source, archived);
    this.answer(fileName, bytes.toString('utf8'));
  }

  private answer(fileName: string, xml: string): void {
    let envelope: Envelope;
    let kind: InboxDocumentKind | undefined;
    let findings: Finding[] = [];
    let invoice: PeppolDocumentInput | undefined;
    try {
      const parsed = parseEnvelope(xml);
      envelope = parsed.envelope;
      kind = kindOf(envelope, parsed.payload);
      // A response (an Invoice Response a receiver sends back) is carried, not answered: MLRs
      // acknowledge business documents, and the network does not answer responses with responses.
      if (kind === 'invoice-response') {
        this.received.push({ fileName, instanceId: envelope.instanceId, kind, verdict: 'AP', reasons: [] });
        this.log('info', 'received invoice-response: carried, not answered', {
          fileName,
          instanceId: envelope.instanceId,
        });
        return;
      }
      if (kind === 'invoice' || kind === 'credit-note') {
        findings = validateTree(parsed.payload);
        invoice = parseTree(parsed.payload);
      }
    } catch (err) {
      this.received.push({ fileName, verdict: 'unreadable', reasons: [(err as Error).message] });
      this.log('warn', 'upload without a readable SBDH: not answered', { fileName, error: (err as Error).message });
      return;
    }
    const forced = this.rejections.shift();
    if (forced) findings = [...findings, { id: SIMULATED_REJECTION, flag: 'fatal', message: forced, location: 'NA' }];
    const mlr = messageLevelResponseFor(
      {
        id: randomUUID(),
        issueDate: today(),
        sender: envelope.receiver,
        receiver: envelope.sender,
        envelopeInstanceId: envelope.instanceId,
      },
      findings,
    );
    this.received.push({
      fileName,
      instanceId: envelope.instanceId,
      kind,
      verdict: mlr.code === 'RE' ? 'RE' : 'AP',
      reasons: mlr.issues.filter((i) => i.code === 'BV').map((i) => i.reason ?? ''),
    });
    this.log('info', `received ${kind ?? 'document'}: MLR ${mlr.code}`, { fileName, instanceId: envelope.instanceId });
    const country = (invoice && partyCountry(invoice.customer)) ?? 'SE';
    this.later(this.options.mlrDelayMs, () =>
      this.deliver(buildMessageLevelResponse(mlr), DOCUMENT_KINDS.mlr, {
        sender: envelope.receiver,
        receiver: envelope.sender,
        countryC1: country,
      }),
    );
    if (mlr.code !== 'RE' && invoice) {
      const code = this.options.responseCode;
      const needsReason = code === 'RE' || code === 'UQ' || code === 'CA';
      const response = invoiceResponseFor(invoice, {
        id: randomUUID(),
        issueDate: today(),
        code,
        statuses: needsReason
          ? [{ kind: 'reason', code: 'OTH', text: 'Answer configured in the access-point simulator' }]
          : [],
      });
      this.later(this.options.responseDelayMs, () =>
        this.deliver(buildInvoiceResponse(response), DOCUMENT_KINDS.invoiceResponse, {
          sender: envelope.receiver,
          receiver: envelope.sender,
          countryC1: country,
        }),
      );
    }
  }

  private later(delayMs: number, write: () => Promise<unknown>): void {
    const run = () => {
      this.timers.delete(timer);
      this.pendingWrites.delete(timer);
      const w = write().then(
        () => undefined,
        (err: unknown) => this.log('error', `could not write an answer: ${(err as Error).message}`),
      );
      this.writes.add(w);
      void w.finally(() => this.writes.delete(w));
    };
    const timer = setTimeout(run, delayMs);
    this.timers.add(timer);
    this.pendingWrites.set(timer, run);
  }

  /** Wraps a payload in an SBDH and writes it into the platform's inbox (temp name, then rename). */
  private async deliver(
    payloadXml: string,
    kind: (typeof DOCUMENT_KINDS)[keyof typeof DOCUMENT_KINDS],
    parties: { sender: string; receiver: string; countryC1: string },
  ): Promise<{ instanceId: string; fileName: string }> {
    const instanceId = randomUUID();
    const xml = buildEnvelope(
      {
        ...parties,
        documentTypeId: kind.documentTypeId,
        processId: kind.processId,
        instanceId,
        createdAt: new Date().toISOString(),
        standard: kind.rootNs,
        type: kind.rootName,
      },
      payloadXml,
    );
    const fileName = messageFileName(instanceId);
    const temp = path.join(this.dir('inbox'), temporaryName(fileName));
    await writeFile(temp, xml);
    await rename(temp, path.join(this.dir('inbox'), fileName));
    return { instanceId, fileName };
  }

  /**
   * Delivers an invoice from another participant into the platform's inbox: a document input (built
   * here) or UBL XML. The envelope goes from the seller's endpoint to the buyer's.
   */
  async injectIncomingInvoice(source: PeppolDocumentInput | string): Promise<{ instanceId: string; fileName: string }> {
    const input = typeof source === 'string' ? parseInvoiceXml(source) : source;
    const xml = typeof source === 'string' ? source : buildUbl(source);
    const sender = endpointId(input.supplier);
    const receiver = endpointId(input.customer);
    if (!sender || !receiver)
      throw new Error('The invoice needs a seller and a buyer endpoint (peppol_id or organisation number)');
    const kind = input.invoice.document_type === '381' ? DOCUMENT_KINDS.creditNote : DOCUMENT_KINDS.invoice;
    const delivered = await this.deliver(xml, kind, {
      sender: participantId(sender),
      receiver: participantId(receiver),
      countryC1: partyCountry(input.supplier) ?? 'SE',
    });
    this.log('info', 'injected an incoming invoice', {
      ...delivered,
      invoice: input.invoice.invoice_id,
      to: participantId(receiver),
    });
    return delivered;
  }
}
