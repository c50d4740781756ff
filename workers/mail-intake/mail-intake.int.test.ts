// Invoices mailed to a company's invoice address (spec 1), end to end on real pieces: nodemailer as
// the supplier's mail server, the SMTP receiver, a migrated database, a document store, Temporal and
// a worker that records the invoices. Two PDFs become two invoices and one e-mail record; the same
// mail again creates nothing; plus-addressing finds the company; every failed-case reason; a 30 MB
// mail is refused at SMTP level; and the bad input of the issue (malformed MIME, 1,000
// attachments, '../../etc/passwd.pdf', non-UTF-8 headers, header injection) is a reply or a
// failed case, never a crash, a lost mail or a file outside the store.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { documentKey } from '../../infra/document-store';
import { CORPUS_DIR, startInvoiceProcess, type InvoiceProcess } from '../../test-support/invoice-process-harness';
import { startReceiver, type RunningReceiver } from './receiver';

jest.setTimeout(180_000);

const PDF_A = readFileSync(path.join(CORPUS_DIR, 't01-classic-sv.pdf'));
const PDF_B = readFileSync(path.join(CORPUS_DIR, 'h19-modern-sv.pdf'));
const PDF_C = readFileSync(path.join(CORPUS_DIR, 't03-classic-en-eur-iban.pdf'));
const PDF_D = readFileSync(path.join(CORPUS_DIR, 'h20-modern-en-eur.pdf'));
const ENCRYPTED = readFileSync(path.join(CORPUS_DIR, '..', 'bad-input', 'encrypted-user-password.pdf'));
const INVOICE_ADDRESS = 'kund@invoices.esyn.test';
const SUPPLIER = 'billing@leverantor.example';

type Mail = SendMailOptions;

describe('mail intake', () => {
  let p: InvoiceProcess;
  let receiver: RunningReceiver;
  let smtp: Transporter;
  const ids: Record<string, string> = {};
  let n = 0;
  const messageId = () => `<intake-test-${process.pid}-${++n}@leverantor.example>`;

  const send = async (mail: Mail) => {
    const info = await smtp.sendMail(mail);
    await receiver.idle();
    return info;
  };
  const emailOf = async (id: string) =>
    (await p.db('emails').where({ message_id: id }).first()) as Record<string, unknown> | undefined;
  const invoicesOf = (emailId: string) => p.db('invoices').where({ email_id: emailId }).orderBy('file_name');
  /** The worker records a started invoice a moment after the mail's reply: wait until all are there. */
  const waitForInvoices = async (emailId: string, count: number) => {
    for (let i = 0; i < 600; i += 1) {
      const rows = await invoicesOf(emailId);
      if (rows.length >= count) return rows;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`mail ${emailId} did not make ${count} invoice(s)`);
  };
  const supplierMail = (extra: Partial<Mail>): Mail => ({
    from: `Leverantören AB <${SUPPLIER}>`,
    to: INVOICE_ADDRESS,
    subject: 'Faktura',
    text: 'Se bifogad faktura.',
    messageId: messageId(),
    ...extra,
  });
  const failedCase = async (mail: Mail) => {
    await send(mail);
    const row = await emailOf(String(mail.messageId));
    expect(row).toMatchObject({ intake_status: 'done', is_failed_case: true });
    return row as Record<string, unknown>;
  };

  beforeAll(async () => {
    p = await startInvoiceProcess();
    const [receiverCo] = (await p
      .db('companies')
      .insert({
        name: 'Kund AB',
        invoice_email: INVOICE_ADDRESS,
        is_receiver: true,
        aliases: JSON.stringify(['Kund Alias AB', 'ekonomi@kund.example']),
      })
      .returning('id')) as { id: string }[];
    const [supplierCo] = (await p
      .db('companies')
      .insert({ name: 'Leverantören AB', contact_emails: JSON.stringify([{ email: SUPPLIER, type: 'Invoice' }]) })
      .returning('id')) as { id: string }[];
    const [channelCo] = (await p.db('companies').insert({ name: 'Kanal AB' }).returning('id')) as { id: string }[];
    ids.receiver = receiverCo?.id ?? '';
    ids.supplier = supplierCo?.id ?? '';
    await p.db('domains').insert([
      { kind: 'general', name: 'gmail.example' },
      { kind: 'open_channel', name: 'kanal.example', company_id: channelCo?.id },
    ]);
    receiver = await startReceiver(
      { db: p.db, documents: p.documents, target: p.target },
      { port: 0, maxBytes: 25 * 1024 * 1024, sweepSeconds: 0, processConcurrency: 2 },
    );
    smtp = nodemailer.createTransport({
      host: '127.0.0.1',
      port: receiver.port,
      secure: false,
      ignoreTLS: true,
      pool: false,
    });
  });

  afterAll(async () => {
    smtp?.close();
    await receiver?.close();
    await p?.close();
  });

  it('makes one invoice per PDF and one e-mail record, stores the raw mail, and a second delivery creates nothing', async () => {
    const mail = supplierMail({
      subject: 'Fakturor oktober',
      attachments: [
        { filename: 'faktura-1.pdf', content: PDF_A, contentType: 'application/pdf' },
        { filename: 'faktura-2.pdf', content: PDF_B, contentType: 'application/pdf' },
      ],
    });
    const info = await send(mail);
    expect(info.response).toMatch(/^250 .*Queued as/);
    const email = await emailOf(String(mail.messageId));
    expect(email).toMatchObject({
      subject: 'Fakturor oktober',
      from_address: SUPPLIER,
      to_addresses: [INVOICE_ADDRESS],
      direction: 'in',
      intake_status: 'done',
      is_failed_case: false,
      case: null,
      company_id: ids.supplier,
      customer_company_id: ids.receiver,
      source_kind: 'Data-User',
    });
    const invoices = await waitForInvoices(String(email?.id), 2);
    expect(
      invoices.map((i: Record<string, unknown>) => ({
        file: i.file_name,
        origin: i.origin,
        sender: i.sender_company_id,
        receiver: i.receiver_company_id,
      })),
    ).toEqual([
      { file: 'faktura-1.pdf', origin: 'email', sender: ids.supplier, receiver: ids.receiver },
      { file: 'faktura-2.pdf', origin: 'email', sender: ids.supplier, receiver: ids.receiver },
    ]);
    expect(invoices.map((i: Record<string, unknown>) => i.id)).toContain(
      (await emailOf(String(mail.messageId)))?.invoice_id,
    );
    const raw = Buffer.from(await p.documents.get(documentKey(String(email?.mail_document_sha256)))).toString('utf8');
    expect(raw).toContain(`Message-ID: ${String(mail.messageId)}`);

    const counts = async () => ({
      emails: Number((await p.db('emails').count({ n: '*' }))[0]?.n),
      invoices: Number((await p.db('invoices').count({ n: '*' }))[0]?.n),
    });
    const before = await counts();
    const again = await send(mail);
    expect(again.response).toMatch(/^250 .*Already received/);
    expect(await counts()).toEqual(before);
  });

  it('finds the company by its invoice address in any case with a +tag, and by an alias written as an address', async () => {
    const plus = supplierMail({
      to: 'KUND+Oktober@Invoices.Esyn.Test',
      attachments: [{ filename: 'c.pdf', content: PDF_C }],
    });
    await send(plus);
    const row = await emailOf(String(plus.messageId));
    expect(row).toMatchObject({ is_failed_case: false, customer_company_id: ids.receiver });
    expect(await waitForInvoices(String(row?.id), 1)).toHaveLength(1);

    const alias = supplierMail({ to: 'Ekonomi@kund.example', attachments: [{ filename: 'd.pdf', content: PDF_D }] });
    await send(alias);
    expect(await emailOf(String(alias.messageId))).toMatchObject({
      is_failed_case: false,
      customer_company_id: ids.receiver,
    });
  });

  it('makes a failed case with its reason for each kind of mail that cannot become invoices', async () => {
    expect(
      await failedCase(
        supplierMail({ to: 'nobody@invoices.esyn.test', attachments: [{ filename: 'a.pdf', content: PDF_A }] }),
      ),
    ).toMatchObject({ case: 'unknown_recipient', customer_company_id: null });
    expect(await failedCase(supplierMail({ attachments: [{ filename: 'notes.txt', content: 'hej' }] }))).toMatchObject({
      case: 'no_pdf',
      customer_company_id: ids.receiver,
    });
    const refused = await failedCase(
      supplierMail({
        attachments: [
          { filename: 'locked.pdf', content: ENCRYPTED, contentType: 'application/pdf' },
          { filename: 'fake.pdf', content: 'not a pdf at all', contentType: 'application/pdf' },
          {
            filename: 'huge.pdf',
            content: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * 1024 * 1024, 0x20)]),
            contentType: 'application/pdf',
          },
        ],
      }),
    );
    expect(refused).toMatchObject({ case: 'pdf_refused' });
    // More PDFs than one mail may carry: the whole mail is refused.
    const many = await failedCase(
      supplierMail({
        attachments: Array.from({ length: 25 }, (_, i) => ({
          filename: `f${i}.pdf`,
          content: Buffer.from(`%PDF-1.4\n%${i}\n`),
          contentType: 'application/pdf',
        })),
      }),
    );
    expect(many).toMatchObject({ case: 'pdf_refused', case_detail: '25 PDF attachments; at most 20 per mail' });
    expect(await invoicesOf(String(many.id))).toHaveLength(0);
    expect(String(refused.case_detail)).toEqual('locked.pdf: encrypted; fake.pdf: not_pdf; huge.pdf: too_large');
    expect(await invoicesOf(String(refused.id))).toHaveLength(0);
    expect(
      await failedCase(
        supplierMail({ from: 'someone@stranger.example', attachments: [{ filename: 'a.pdf', content: PDF_A }] }),
      ),
    ).toMatchObject({ case: 'sender_not_allowed', customer_company_id: ids.receiver });
    expect(
      await failedCase(
        supplierMail({ from: 'lev@gmail.example', attachments: [{ filename: 'a.pdf', content: PDF_A }] }),
      ),
    ).toMatchObject({ case: 'sender_not_allowed' });
    const garbage = await send({
      envelope: { from: SUPPLIER, to: [INVOICE_ADDRESS] },
      raw: Buffer.from('this is not a mail\r\nat all\r\n'),
    });
    expect(garbage.response).toMatch(/^250 /);
    const parseFailures = (await p.db('emails').where({ case: 'parse_failure' })) as Record<string, unknown>[];
    expect(parseFailures).toHaveLength(1);
    expect(parseFailures[0]).toMatchObject({ is_failed_case: true, intake_status: 'done', from_address: SUPPLIER });
  });

  it('routes a failed case again once the company data is fixed, and marks it processed by the admin who asked', async () => {
    const mail = supplierMail({
      to: 'leverantorsfakturor@kund.example',
      attachments: [{ filename: 'late.pdf', content: Buffer.concat([PDF_B, Buffer.from('\n% late\n')]) }],
    });
    const row = await failedCase(mail);
    expect(row).toMatchObject({ case: 'unknown_recipient' });
    await p
      .db('companies')
      .where({ id: ids.receiver })
      .update({
        aliases: JSON.stringify(['Kund Alias AB', 'ekonomi@kund.example', 'leverantorsfakturor@kund.example']),
      });
    const [admin] = (await p
      .db('users')
      .insert({ email: `admin-${process.pid}@esyn.test`, password_hash: 'x', role: 'admin' })
      .returning('id')) as { id: string }[];
    // What POST /api/emails/:id/reprocess writes (api/emails/emails.service.ts).
    await p
      .db('emails')
      .where({ id: row.id })
      .update({ intake_status: 'pending', intake_claimed_at: null, reprocess_requested_by: admin?.id });
    expect(await receiver.sweep()).toBe(1);
    expect(await emailOf(String(mail.messageId))).toMatchObject({
      intake_status: 'done',
      customer_company_id: ids.receiver,
      processed_by: admin?.id,
      processed_at: expect.any(Date),
      reprocess_requested_by: null,
      case: 'unknown_recipient',
    });
    expect(await waitForInvoices(String(row.id), 1)).toHaveLength(1);
    expect(await receiver.sweep()).toBe(0);
  });

  it('routes a burst a few at a time, every mail of it', async () => {
    const burst = Array.from({ length: 6 }, (_, i) =>
      supplierMail({
        attachments: [{ filename: `burst-${i}.pdf`, content: Buffer.concat([PDF_C, Buffer.from(`\n% burst ${i}\n`)]) }],
      }),
    );
    await Promise.all(burst.map((m) => smtp.sendMail(m)));
    await receiver.idle();
    for (const m of burst) {
      const row = await emailOf(String(m.messageId));
      expect(row).toMatchObject({ intake_status: 'done', is_failed_case: false });
      expect(await waitForInvoices(String(row?.id), 1)).toHaveLength(1);
    }
  });

  it('takes mail from an open-channel domain as Open Channel', async () => {
    const mail = supplierMail({ from: 'ar@kanal.example', attachments: [{ filename: 'a.pdf', content: PDF_A }] });
    await send(mail);
    expect(await emailOf(String(mail.messageId))).toMatchObject({ is_failed_case: false, source_kind: 'Open Channel' });
  });

  it('refuses a 30 MB mail at SMTP level with a reply that says the limit, and records nothing', async () => {
    const mail = supplierMail({
      attachments: [{ filename: 'big.pdf', content: Buffer.alloc(30 * 1024 * 1024, 0x41) }],
    });
    await expect(smtp.sendMail(mail)).rejects.toMatchObject({
      responseCode: 552,
      response: expect.stringMatching(/too large.*25 MB/),
    });
    expect(await emailOf(String(mail.messageId))).toBeUndefined();
  });

  describe('bad input', () => {
    it('keeps a malformed MIME mail as a failed case', async () => {
      const id = messageId();
      const raw = [
        `From: ${SUPPLIER}`,
        `To: ${INVOICE_ADDRESS}`,
        `Message-ID: ${id}`,
        'Subject: broken',
        'MIME-Version: 1.0',
        'Content-Type: multipart/mixed; boundary="abc"',
        '',
        '--abc',
        'Content-Type: application/pdf; name="x.pdf"',
        'Content-Transfer-Encoding: base64',
        '',
        '%%%not base64%%%',
        '--wrong-boundary',
        '',
      ].join('\r\n');
      const info = await send({ envelope: { from: SUPPLIER, to: [INVOICE_ADDRESS] }, raw });
      expect(info.response).toMatch(/^250 /);
      expect(await emailOf(id)).toMatchObject({ is_failed_case: true, intake_status: 'done', subject: 'broken' });
    });

    it('keeps a mail with 1,000 attachments as one failed case without making invoices', async () => {
      const tiny = Buffer.from('%PDF-1.4\n%%EOF\n');
      const mail = supplierMail({
        attachments: Array.from({ length: 1000 }, (_, i) => ({
          filename: `f${i}.pdf`,
          content: tiny,
          contentType: 'application/pdf',
        })),
      });
      await send(mail);
      const row = await emailOf(String(mail.messageId));
      // The MIME parser stops at its limit of parts: the headers are kept, the body is a parse failure.
      expect(row).toMatchObject({
        is_failed_case: true,
        case: 'parse_failure',
        case_detail: 'Max allowed child nodes exceeded',
        from_address: SUPPLIER,
      });
      expect(await invoicesOf(String(row?.id))).toHaveLength(0);
    });

    it('keeps only the last segment of an attachment named ../../etc/passwd.pdf, and nothing outside the store', async () => {
      const mail = supplierMail({
        attachments: [
          {
            filename: '../../etc/passwd.pdf',
            content: Buffer.concat([PDF_A, Buffer.from('\n% passwd\n')]),
            contentType: 'application/pdf',
          },
        ],
      });
      await send(mail);
      const row = await emailOf(String(mail.messageId));
      const [invoice] = await waitForInvoices(String(row?.id), 1);
      expect(invoice).toMatchObject({ file_name: 'passwd.pdf' });
      // The store holds only content-addressed files: no name from the mail reaches a path.
      const root = (p.documents as unknown as { root: string }).root;
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((f) => (statSync(path.join(dir, f)).isDirectory() ? walk(path.join(dir, f)) : [f]));
      expect(walk(root).filter((f) => !/^[0-9a-f]{64}$/.test(f))).toEqual([]);
    });

    it('reads non-UTF-8 headers and keeps no control characters from an injected subject', async () => {
      const id = messageId();
      const raw = Buffer.concat([
        Buffer.from(
          `From: =?iso-8859-1?Q?Lev=E5rant=F6r?= <${SUPPLIER}>\r\nTo: ${INVOICE_ADDRESS}\r\nMessage-ID: ${id}\r\nSubject: R\u00e4kning `,
          'latin1',
        ),
        Buffer.from([0xe5, 0xe4, 0xf6, 0x00, 0xff]),
        Buffer.from(
          ' =?utf-8?B?' + Buffer.from('Faktura\r\nBcc: victim@example.com').toString('base64') + '?=\r\n\r\nhej\r\n',
          'latin1',
        ),
      ]);
      const info = await send({ envelope: { from: SUPPLIER, to: [INVOICE_ADDRESS] }, raw });
      expect(info.response).toMatch(/^250 /);
      const row = await emailOf(id);
      expect(row).toMatchObject({ from_address: SUPPLIER, is_failed_case: true, case: 'no_pdf' });
      // eslint-disable-next-line no-control-regex -- checking that none is left
      expect(String(row?.subject)).not.toMatch(/[\r\n\u0000]/);
      expect(String(row?.subject)).toContain('Faktura Bcc: victim@example.com');
    });
  });
});
