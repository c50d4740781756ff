// The demo's failed cases: mails that produced no invoice (one without any PDF, and more for the
// admin lists) and eSynPay cases (one for the invoice whose financing was refused).
import { FinanceStatus } from '../../../domain/statuses';
import { company, companyId, identity } from './companies';
import { daysBefore, ensureRow, type SeedContext } from './context';
import { demoUuid } from './identifiers';
import { INVOICES, invoiceIdOf } from './invoice-data';
import { adminIdOf } from './users';

/** More failed cases for the admin lists (one of each kind already processed by the admin). */
const FAILED_MAILS: {
  messageId: string;
  subject: string;
  from: string;
  company: string;
  to: string;
  case: string;
  sourceKind: 'User' | 'Reply';
  daysAgo: number;
  processedDaysAgo?: number;
}[] = [
  {
    messageId: '<demo-locked-pdf@vmv.se>',
    subject: 'Faktura VMV-2026-1013',
    from: 'anna.lind@vmv.se',
    company: 'vasteras',
    to: 'uppsala',
    case: 'Password-protected PDF',
    sourceKind: 'User',
    daysAgo: 6,
    processedDaysAgo: 5,
  },
  {
    messageId: '<demo-auto-reply@hbgtraochfarg.se>',
    subject: 'Autosvar: Ej på kontoret',
    from: 'noreply@hbgtraochfarg.se',
    company: 'helsingborg',
    to: 'gbgKontor',
    case: 'Auto-reply without an invoice',
    sourceKind: 'Reply',
    daysAgo: 1,
  },
];
const ESYNPAY_FAILED_CASES: { invoice: number; case: string; daysAgo: number; processedDaysAgo?: number }[] = [
  { invoice: 4, case: 'Settlement note missing from the financing provider', daysAgo: 3, processedDaysAgo: 1 },
  { invoice: 26, case: 'No payment reference on the invoice: it cannot be offered for sale', daysAgo: 1 },
];

/** Failed-case mails, keyed by message id. */
export async function seedFailedMails(ctx: SeedContext): Promise<void> {
  const { trx, now } = ctx;
  const adminId = adminIdOf(ctx);
  // A mail that produced no invoice: an admin's failed case.
  await trx('emails')
    .insert({
      id: demoUuid('email:failed-case'),
      message_id: '<demo-no-attachment@skargardsrederi.se>',
      subject: 'Fakturor oktober',
      from_address: 'karin.ek@skargardsrederi.se',
      to_addresses: JSON.stringify([identity(company('uppsala')).invoiceEmail]),
      receive_time: daysBefore(now, 2),
      company_id: companyId(ctx, 'skargard'),
      customer_company_id: companyId(ctx, 'uppsala'),
      case: 'No PDF attachment',
      is_failed_case: true,
      source_kind: 'User',
      created_at: daysBefore(now, 2),
    })
    .onConflict('message_id')
    .ignore();
  for (const m of FAILED_MAILS) {
    await trx('emails')
      .insert({
        id: demoUuid(`email:${m.messageId}`),
        message_id: m.messageId,
        subject: m.subject,
        from_address: m.from,
        to_addresses: JSON.stringify([identity(company(m.to)).invoiceEmail]),
        receive_time: daysBefore(now, m.daysAgo),
        company_id: companyId(ctx, m.company),
        customer_company_id: companyId(ctx, m.to),
        case: m.case,
        is_failed_case: true,
        source_kind: m.sourceKind,
        processed_by: m.processedDaysAgo !== undefined ? adminId : null,
        processed_at: m.processedDaysAgo !== undefined ? daysBefore(now, m.processedDaysAgo) : null,
        created_at: daysBefore(now, m.daysAgo),
      })
      .onConflict('message_id')
      .ignore();
  }
}

/** eSynPay failed cases, keyed by invoice (and case). */
export async function seedESynPayFailedCases(ctx: SeedContext): Promise<void> {
  const { trx, now } = ctx;
  const adminId = adminIdOf(ctx);
  // An eSynPay failed case for the invoice whose financing was refused.
  const refused = INVOICES.find((i) => i.finance === FinanceStatus.NotFinanced);
  if (refused) {
    await ensureRow(trx, 'esynpay_failed_cases', (q) => q.where({ invoice_id: invoiceIdOf(refused.n) }), {
      invoice_id: invoiceIdOf(refused.n),
      invoice_uuid: demoUuid(`invoice-uuid:${refused.n}`),
      company_id: companyId(ctx, refused.from),
      case: 'Financing refused: receiver credit limit reached',
      created_at: daysBefore(now, refused.daysAgo - 1),
    });
  }
  for (const c of ESYNPAY_FAILED_CASES) {
    const inv = INVOICES.find((i) => i.n === c.invoice);
    if (!inv) throw new Error(`demo seed: unknown invoice ${c.invoice}`);
    await ensureRow(trx, 'esynpay_failed_cases', (q) => q.where({ invoice_id: invoiceIdOf(c.invoice), case: c.case }), {
      invoice_id: invoiceIdOf(c.invoice),
      invoice_uuid: demoUuid(`invoice-uuid:${c.invoice}`),
      company_id: companyId(ctx, inv.from),
      case: c.case,
      created_at: daysBefore(now, c.daysAgo),
      processed_by: c.processedDaysAgo !== undefined ? adminId : null,
      processed_at: c.processedDaysAgo !== undefined ? daysBefore(now, c.processedDaysAgo) : null,
    });
  }
}
