// Seeds the demo invoices with the mail each one arrived in (when it came by mail) and its audit
// events; ids and idempotency keys derive from the demo number, so a re-run inserts nothing.
import { round } from '../../../domain/money';
import { ESynPayStatus, FinanceStatus, InvoiceStatus } from '../../../domain/statuses';
import { company, companyId, identity, type DemoCompany } from './companies';
import type { SeedContext } from './context';
import { demoUuid } from './identifiers';
import {
  buildInvoiceForm,
  FINAL_SENT,
  INVOICES,
  invoiceIdOf,
  PREFIX,
  statusPath,
  type DemoInvoice,
} from './invoice-data';
import { userOf } from './users';

const S = InvoiceStatus;
const P = ESynPayStatus;
const F = FinanceStatus;

/** The mail a demo invoice arrived in; its id, known before the invoice row exists. */
async function seedInvoiceMail(
  ctx: SeedContext,
  inv: DemoInvoice,
  invoiceNumber: string,
  from: DemoCompany,
  to: DemoCompany | null,
  createdAt: Date,
  sentAt: Date | null,
): Promise<string> {
  const messageId = `<demo-${inv.n}.${invoiceNumber.toLowerCase()}@${from.domain}>`;
  await ctx
    .trx('emails')
    .insert({
      id: demoUuid(`email:${inv.n}`),
      message_id: messageId,
      subject: `Faktura ${invoiceNumber} från ${from.name}`,
      from_address: `faktura@${from.domain}`,
      to_addresses: JSON.stringify([identity(to ?? from).invoiceEmail]),
      receive_time: createdAt,
      company_id: companyId(ctx, from.key),
      customer_company_id: to ? companyId(ctx, to.key) : null,
      source_kind: 'User',
      invoice_sent: sentAt,
      created_at: createdAt,
    })
    .onConflict('message_id')
    .ignore();
  return demoUuid(`email:${inv.n}`);
}

async function seedInvoice(ctx: SeedContext, inv: DemoInvoice): Promise<void> {
  const { trx, now, companyIds, userIds } = ctx;
  const from = company(inv.from);
  const to = inv.to ? company(inv.to) : null;
  const createdAt = new Date(now.getTime() - inv.daysAgo * 86_400_000 - ((inv.n * 37) % 600) * 60_000);
  const original = inv.duplicateOf ? INVOICES.find((x) => x.n === inv.duplicateOf) : undefined;
  const invoiceNumber = `${PREFIX[from.key] ?? 'X'}-2026-${String(1000 + (original?.n ?? inv.n))}`;
  const form = buildInvoiceForm(inv, invoiceNumber, createdAt, from, to, companyIds);
  const senderUser = userOf(inv.from, 'sender');
  // Uploaded by the sender's user; mail and Peppol arrivals have no user.
  const uploader = inv.format === 'pdf' && !inv.viaEmail ? senderUser : undefined;
  const receiverUser = userOf(inv.to, 'receiver');
  const steps = statusPath(inv, senderUser?.email ?? null, receiverUser?.email ?? null);
  const sentAt = FINAL_SENT.has(inv.status) ? new Date(createdAt.getTime() + 2 * 3_600_000) : null;
  const id = invoiceIdOf(inv.n);
  const emailId = inv.viaEmail ? await seedInvoiceMail(ctx, inv, invoiceNumber, from, to, createdAt, sentAt) : null;

  const finance = inv.finance
    ? {
        newAmount: round(form.legal_monetary_total.payable_amount * 0.97),
        service_type: from.flags?.esynpay_type === 'Auto sale' ? 'Auto sale' : 'Spot',
        created_at: new Date(createdAt.getTime() + 86_400_000).toISOString(),
        settlementNoteLocation:
          inv.finance === F.FinancePaid
            ? `https://finance.esyn.se/settlements/${demoUuid(`settlement:${inv.n}`)}.pdf`
            : null,
      }
    : null;
  const solved = inv.bookkeeping === 'solved';
  await trx('invoices')
    .insert({
      id,
      invoice_uuid: demoUuid(`invoice-uuid:${inv.n}`),
      format: inv.format,
      document_type: form.document_type,
      invoice_id: invoiceNumber,
      file_name: inv.format === 'pdf' ? `Faktura_${invoiceNumber}.pdf` : null,
      status: inv.status,
      esynpay_status: inv.esynpay ?? P.Unknown,
      finance_status: inv.finance ?? null,
      finance: finance ? JSON.stringify(finance) : null,
      sender_company_id: companyId(ctx, from.key),
      receiver_company_id: to ? companyId(ctx, to.key) : null,
      sender_user_id: uploader ? (userIds.get(uploader.email) ?? null) : null,
      email_id: emailId,
      customer_data: JSON.stringify(form.customer_data),
      customer_data_from_peppol_network:
        inv.format === 'peppol' && to ? JSON.stringify({ name: to.name, peppol_id: identity(to).peppol }) : null,
      raw_result: JSON.stringify(form),
      ie_raw_result:
        inv.format === 'pdf' && inv.status !== S.Processing ? JSON.stringify({ ...form, status: undefined }) : null,
      issue_date: form.issue_date,
      due_date: form.due_date,
      currency: form.document_currency_code,
      payable_amount: form.legal_monetary_total.payable_amount,
      invoice_sent: sentAt,
      is_manual_parsing: inv.manual ?? false,
      is_esynsend: inv.esynsend ?? false,
      is_esynpay: inv.esynpay !== undefined,
      is_esynaccess: false,
      exception: inv.exception ?? null,
      job_pk: inv.format === 'pdf' && inv.status !== S.Processing ? `job-${2600 + inv.n}` : null,
      pdf_extraction_job_pk:
        inv.format === 'pdf' && !inv.manual && inv.status !== S.Processing ? `pdfx-${2600 + inv.n}` : null,
      manual_pdf_job_pk: inv.manual ? `manual-${2600 + inv.n}` : null,
      bookkeeping_is_activated: inv.bookkeeping !== undefined,
      bookkeeping_is_solved: solved,
      bookkeeping_solved_by: solved && receiverUser ? (userIds.get(receiverUser.email) ?? null) : null,
      bookkeeping_solved_at: solved ? new Date(createdAt.getTime() + 3 * 86_400_000) : null,
      duplicate_of: inv.duplicateOf ? invoiceIdOf(inv.duplicateOf) : null,
      envelope_instance_id: inv.format === 'peppol' ? demoUuid(`sbdh:${inv.n}`) : null,
      created_at: createdAt,
      updated_at: new Date(createdAt.getTime() + steps.length * 600_000),
    })
    .onConflict('id')
    .ignore();
  if (emailId) await trx('emails').where({ id: emailId }).whereNull('invoice_id').update({ invoice_id: id });

  const events = [
    {
      event: 'created',
      from_status: null,
      to_status: S.Processing,
      actor: uploader?.email ?? 'system',
      reason: inv.viaEmail
        ? 'Received by mail'
        : inv.format === 'peppol'
          ? 'Received from the Peppol network'
          : 'Uploaded',
    },
    ...steps.map((s, i) => ({
      event: 'status_changed',
      from_status: i === 0 ? S.Processing : (steps[i - 1]?.status ?? null),
      to_status: s.status,
      actor: s.actor,
      reason: s.reason ?? null,
    })),
  ];
  await trx('invoice_events')
    .insert(
      events.map((e, i) => ({
        invoice_id: id,
        at: new Date(createdAt.getTime() + i * 600_000),
        actor_user_id: userIds.get(e.actor) ?? null,
        actor: e.actor,
        event: e.event,
        from_status: e.from_status,
        to_status: e.to_status,
        reason: e.reason,
        data: JSON.stringify({ format: inv.format, demo: true }),
        idempotency_key: `demo:invoice:${inv.n}:event:${i}`,
      })),
    )
    .onConflict('idempotency_key')
    .ignore();
}

/** The invoices in list order (the duplicate's original comes first). */
export async function seedInvoices(ctx: SeedContext): Promise<void> {
  for (const inv of INVOICES) await seedInvoice(ctx, inv);
}

/** The demo's invoice history is history: the notification mailer starts after it. */
export async function markEventsNotified(ctx: SeedContext): Promise<void> {
  await ctx.trx.raw(`UPDATE mail_notifier_cursor SET last_event_id = m.id, updated_at = now()
      FROM (SELECT max(id) AS id FROM invoice_events) m WHERE mail_notifier_cursor.id = 1 AND m.id > mail_notifier_cursor.last_event_id`);
}
