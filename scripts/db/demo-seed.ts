// Demo data for development, manual testing and seeded integration tests: Swedish companies with
// valid identifiers, one login per role, domains, connection systems, access requests, and about 40
// PDF and Peppol invoices between the demo companies with their audit events.
//
// Idempotent: every row is keyed by a natural key (org number, email, kind + name, message id) or a
// deterministic uuid derived from one, and only inserted when missing. Running it twice changes
// nothing; rows edited by hand are left as they are.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { hashPassword } from '../../infra/password';
import { luhnCheckDigit } from '../../domain/identifiers';
import { round } from '../../domain/money';
import { CompanyESynPayStatus, CompanyStatus, ESynPayStatus, FinanceStatus, InvoiceStatus } from '../../domain/statuses';
import type { Role } from '../../domain/roles';
import type { InvoiceForm, InvoiceLine, TaxTotal } from '../../domain/invoice-form';
import type { CompanyFlags } from '../../api/models/company.model';

/** The one password of every demo login. Demo data only: never seed it into production. */
export const DEMO_PASSWORD = 'Demo-2026!';

export type DemoLoginKey = 'admin' | 'sender' | 'receiver' | 'user' | 'esynpay_user' | 'company_admin';

export interface DemoLogin {
  key: DemoLoginKey;
  /** What to print next to the login. */
  label: string;
  email: string;
  password: string;
  role: Role;
  /** Name of the company the user belongs to (null for the platform admin). */
  companyName: string | null;
  isCompanyAdmin: boolean;
}

// ---------------------------------------------------------------------------------------------
// Identifiers

/** A deterministic uuid (v5 layout over SHA-1) for a demo row, so re-runs find the same ids. */
export function demoUuid(name: string): string {
  const h = createHash('sha1').update(`esyn-demo:${name}`).digest();
  h[6] = ((h[6] ?? 0) & 0x0f) | 0x50;
  h[8] = ((h[8] ?? 0) & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

const withLuhn = (digits: string) => `${digits}${luhnCheckDigit(digits)}`;
/** Organisation number 'NNNNNN-NNNN' from its first nine digits. */
const orgNumber = (nine: string) => {
  const ten = withLuhn(nine);
  return `${ten.slice(0, 6)}-${ten.slice(6)}`;
};
const orgDigits = (org: string) => org.replace('-', '');
/** Bankgiro 'NNNN-NNNN' from its first seven digits. */
const bankgiro = (seven: string) => {
  const eight = withLuhn(seven);
  return `${eight.slice(0, 4)}-${eight.slice(4)}`;
};
/** Swedish IBAN (SEkk + 3-digit bank code + 17-digit account) with its mod-97 check digits. */
function swedishIban(bankCode: string, account: string): string {
  const bban = `${bankCode}${account.padStart(17, '0')}`;
  const digits = `${bban}281400`; // 'SE00' moved to the end, S=28, E=14
  let rest = 0;
  for (const ch of digits) rest = (rest * 10 + Number(ch)) % 97;
  return `SE${String(98 - rest).padStart(2, '0')}${bban}`;
}

// ---------------------------------------------------------------------------------------------
// Operators and companies

interface DemoOperator { key: string; name: string; email: string; isActive: boolean }

const OPERATORS: DemoOperator[] = [
  { key: 'sthlm', name: 'eSyn Onboarding Stockholm', email: 'onboarding@esyn.se', isActive: true },
  { key: 'nip', name: 'Nordic Invoice Partners', email: 'support@nordicinvoicepartners.se', isActive: true },
  { key: 'vast', name: 'Västkustens Ekonomibyrå', email: 'kontakt@vastkustensekonomi.se', isActive: false },
];

const CS = CompanyStatus;
const AS = CompanyESynPayStatus;

interface DemoCompany {
  key: string;
  name: string;
  /** First nine digits of the org number; the check digit is computed. */
  orgBase: string;
  domain: string;
  street: string;
  zip: string;
  city: string;
  phone: string;
  status: CompanyStatus;
  operator: string | null;
  parent?: string;
  bank: { bgBase: string; bankCode: string; account: string; bic: string };
  aliases: string[];
  flags?: Partial<CompanyFlags>;
}

const COMPANIES: DemoCompany[] = [
  {
    key: 'nordvik', name: 'Nordvik Bygg AB', orgBase: '556734210', domain: 'nordvikbygg.se',
    street: 'Sveavägen 44', zip: '111 34', city: 'Stockholm', phone: '+46 8 410 220 00', status: CS.Active, operator: 'sthlm',
    bank: { bgBase: '5412037', bankCode: '500', account: '05391028374', bic: 'ESSESESS' }, aliases: ['Nordvik Bygg', 'Nordvik Byggnads AB'],
    flags: { esynpay_enabled: true, esynpay_status: AS.Active, esynpay_type: 'Auto sale' },
  },
  {
    key: 'nordvikSyd', name: 'Nordvik Bygg Syd AB', orgBase: '559102384', domain: 'nordvikbygg.se',
    street: 'Stortorget 9', zip: '211 22', city: 'Malmö', phone: '+46 40 611 45 00', status: CS.Active, operator: 'sthlm', parent: 'nordvik',
    bank: { bgBase: '5530918', bankCode: '600', account: '417220981', bic: 'HANDSESS' }, aliases: ['Nordvik Syd'],
  },
  {
    key: 'gbgKontor', name: 'Göteborgs Kontorsservice AB', orgBase: '556488127', domain: 'gbgkontorsservice.se',
    street: 'Kungsportsavenyen 21', zip: '411 36', city: 'Göteborg', phone: '+46 31 711 80 40', status: CS.Active, operator: 'vast',
    bank: { bgBase: '5871204', bankCode: '800', account: '8327904512', bic: 'SWEDSESS' }, aliases: ['GBG Kontorsservice'],
    flags: { is_receiver: true, manual_parsing_allowed: true, receive_auto_pdf_forward: false },
  },
  {
    key: 'uppsala', name: 'Uppsala Energi och Fastighet AB', orgBase: '556612093', domain: 'uppsalaenergi.se',
    street: 'Kungsgatan 57', zip: '753 21', city: 'Uppsala', phone: '+46 18 470 30 00', status: CS.Active, operator: 'nip',
    bank: { bgBase: '5098822', bankCode: '300', account: '3300127845', bic: 'NDEASESS' }, aliases: ['Uppsala Energi'],
    flags: { is_receiver: true, receive_auto_pdf_forward: true },
  },
  {
    key: 'fjallstrom', name: 'Fjällström Logistik AB', orgBase: '559011745', domain: 'fjallstromlogistik.se',
    street: 'Storgatan 36', zip: '903 26', city: 'Umeå', phone: '+46 90 140 52 10', status: CS.Training, operator: 'nip',
    bank: { bgBase: '5274410', bankCode: '800', account: '8480234011', bic: 'SWEDSESS' }, aliases: [],
    flags: { esynsend_enabled: true, esynsend_status: AS.Active },
  },
  {
    key: 'lindqvist', name: 'Lindqvist & Berg Redovisning AB', orgBase: '556901562', domain: 'lindqvistberg.se',
    street: 'Ågatan 12', zip: '582 22', city: 'Linköping', phone: '+46 13 200 19 90', status: CS.Onboarding, operator: null,
    bank: { bgBase: '5660431', bankCode: '500', account: '05481100923', bic: 'ESSESESS' }, aliases: ['L&B Redovisning'],
    flags: { language: 'en' },
  },
  {
    key: 'vasteras', name: 'Västerås Mekaniska Verkstad AB', orgBase: '556045318', domain: 'vmv.se',
    street: 'Stora Gatan 18', zip: '722 12', city: 'Västerås', phone: '+46 21 10 45 60', status: CS.Active, operator: 'sthlm',
    bank: { bgBase: '5103377', bankCode: '600', account: '610992837', bic: 'HANDSESS' }, aliases: ['VMV', 'Västerås Mek'],
    flags: { send_pdf_forward_blocked: true },
  },
  {
    key: 'orebro', name: 'Örebro Livs AB', orgBase: '556823006', domain: 'orebrolivs.se',
    street: 'Drottninggatan 28', zip: '702 22', city: 'Örebro', phone: '+46 19 611 27 70', status: CS.Training, operator: 'vast',
    bank: { bgBase: '5190264', bankCode: '300', account: '3300988172', bic: 'NDEASESS' }, aliases: [],
    flags: { is_receiver: true, receive_pdf_forward_blocked: true, pdf_forward_timeout_hours: 48 },
  },
  {
    key: 'skargard', name: 'Skärgårdens Rederi AB', orgBase: '556377451', domain: 'skargardsrederi.se',
    street: 'Hamngatan 3', zip: '761 30', city: 'Norrtälje', phone: '+46 176 22 14 00', status: CS.Onboarding, operator: null,
    bank: { bgBase: '5733182', bankCode: '500', account: '05660039125', bic: 'ESSESESS' }, aliases: [],
    flags: { show_outgoing_invoices: false },
  },
  {
    key: 'helsingborg', name: 'Helsingborgs Trä & Färg AB', orgBase: '556290884', domain: 'hbgtraochfarg.se',
    street: 'Järnvägsgatan 7', zip: '252 24', city: 'Helsingborg', phone: '+46 42 12 66 30', status: CS.Active, operator: 'nip',
    bank: { bgBase: '5321908', bankCode: '800', account: '8105477302', bic: 'SWEDSESS' }, aliases: ['HBG Trä och Färg'],
    flags: { esynpay_enabled: true, esynpay_status: AS.Waiting, esynpay_type: 'Spot' },
  },
  {
    key: 'lulea', name: 'Luleå Stålteknik AB', orgBase: '556514729', domain: 'luleastal.se',
    street: 'Storgatan 15', zip: '972 31', city: 'Luleå', phone: '+46 920 24 31 00', status: CS.Active, operator: 'sthlm',
    bank: { bgBase: '5248816', bankCode: '600', account: '622018450', bic: 'HANDSESS' }, aliases: ['Luleå Stål'],
    flags: { is_receiver: true, esynpay_receive_disabled: true },
  },
];

interface CompanyIdentity {
  org: string;
  tax: string;
  peppol: string;
  bg: string;
  invoiceEmail: string;
}

function identity(c: DemoCompany): CompanyIdentity {
  const org = orgNumber(c.orgBase);
  const slug = c.key.toLowerCase();
  return {
    org,
    tax: `SE${orgDigits(org)}01`,
    peppol: `0007:${orgDigits(org)}`,
    bg: bankgiro(c.bank.bgBase),
    invoiceEmail: `${slug}@invoices.esyn.se`,
  };
}

function companyRow(c: DemoCompany, operatorIds: Map<string, string>, companyIds: Map<string, string>): Record<string, unknown> {
  const id = identity(c);
  return {
    name: c.name,
    org_id: id.org,
    tax_number: id.tax,
    peppol_id: id.peppol,
    phone: c.phone.replace(/\s+/g, ''),
    invoice_email: id.invoiceEmail,
    general_email: `ekonomi@${c.domain}`,
    address: JSON.stringify({ street: c.street, zip: c.zip, city: c.city, country: 'SE' }),
    payment_means: JSON.stringify([
      { name: 'Default', local: id.bg, iban: swedishIban(c.bank.bankCode, c.bank.account), bic: c.bank.bic, bankAccount: `${c.bank.bankCode}-${c.bank.account}` },
    ]),
    aliases: JSON.stringify(c.aliases),
    contact_emails: JSON.stringify([
      { email: `onboarding@${c.domain}`, type: 'Onboarding' },
      { email: `faktura@${c.domain}`, type: 'Invoice' },
      { email: `cfo@${c.domain}`, type: 'CFO address' },
    ]),
    operator_id: c.operator ? operatorIds.get(c.operator) : null,
    status: c.status,
    parent_company_id: c.parent ? companyIds.get(c.parent) : null,
    ...c.flags,
  };
}

// ---------------------------------------------------------------------------------------------
// Users and logins

interface DemoUser {
  key: DemoLoginKey | 'extra';
  label: string;
  email: string;
  role: Role;
  company: string | null;
  isCompanyAdmin?: boolean;
  esynpayEnabled?: boolean;
  esynpayAdmin?: boolean;
  sendConfirmation?: boolean;
  sendNotification?: boolean;
}

const USERS: DemoUser[] = [
  { key: 'admin', label: 'Admin', email: 'admin@demo.esyn.se', role: 'admin', company: null },
  { key: 'sender', label: 'Sender (Nordvik Bygg AB, eSynPay auto sale)', email: 'sender@demo.esyn.se', role: 'sender', company: 'nordvik', sendConfirmation: true },
  { key: 'receiver', label: 'Receiver (Göteborgs Kontorsservice AB, manual parsing)', email: 'receiver@demo.esyn.se', role: 'receiver', company: 'gbgKontor', sendNotification: true },
  { key: 'user', label: 'User (Uppsala Energi och Fastighet AB)', email: 'user@demo.esyn.se', role: 'user', company: 'uppsala' },
  { key: 'esynpay_user', label: 'eSynPay user (Nordvik Bygg AB)', email: 'esynpay@demo.esyn.se', role: 'esynpay_user', company: 'nordvik', esynpayEnabled: true },
  { key: 'company_admin', label: 'Company admin (Nordvik Bygg AB, sender)', email: 'companyadmin@demo.esyn.se', role: 'sender', company: 'nordvik', isCompanyAdmin: true, esynpayEnabled: true, esynpayAdmin: true },
  { key: 'extra', label: 'Sender (Västerås Mekaniska Verkstad AB)', email: 'anna.lind@vmv.se', role: 'sender', company: 'vasteras' },
  { key: 'extra', label: 'Sender (Fjällström Logistik AB, eSynSend)', email: 'erik.fjallstrom@fjallstromlogistik.se', role: 'sender', company: 'fjallstrom' },
  { key: 'extra', label: 'Receiver (Luleå Stålteknik AB)', email: 'maria.nilsson@luleastal.se', role: 'receiver', company: 'lulea', isCompanyAdmin: true },
];

const companyNameByKey = new Map(COMPANIES.map((c) => [c.key, c.name]));

/** One login per role; all share DEMO_PASSWORD. */
export const DEMO_LOGINS: readonly DemoLogin[] = USERS.filter((u): u is DemoUser & { key: DemoLoginKey } => u.key !== 'extra').map((u) => ({
  key: u.key,
  label: u.label,
  email: u.email,
  password: DEMO_PASSWORD,
  role: u.role,
  companyName: u.company ? (companyNameByKey.get(u.company) ?? null) : null,
  isCompanyAdmin: u.isCompanyAdmin ?? false,
}));

// ---------------------------------------------------------------------------------------------
// Domains, connection systems, access requests

const DOMAINS: { kind: 'allowed' | 'general' | 'open_channel'; name: string; company: string | null; description: string }[] = [
  { kind: 'allowed', name: 'nordvikbygg.se', company: 'nordvik', description: 'Nordvik group staff may sign up' },
  { kind: 'allowed', name: 'gbgkontorsservice.se', company: 'gbgKontor', description: 'Receiver staff' },
  { kind: 'allowed', name: 'vmv.se', company: 'vasteras', description: 'Västerås Mekaniska staff' },
  { kind: 'general', name: 'gmail.com', company: null, description: 'Shared mail provider: never identifies a company' },
  { kind: 'general', name: 'outlook.com', company: null, description: 'Shared mail provider' },
  { kind: 'general', name: 'telia.com', company: null, description: 'Shared mail provider' },
  { kind: 'open_channel', name: 'fakturor.luleastal.se', company: 'lulea', description: 'Supplier invoices forwarded by Luleå Stålteknik' },
  { kind: 'open_channel', name: 'scan.uppsalaenergi.se', company: 'uppsala', description: 'Scanned paper invoices' },
];

const CONNECTION_SYSTEMS: { kind: 'pdf' | 'peppol'; name: string; url: string }[] = [
  { kind: 'pdf', name: 'eSyn mail gateway', url: 'smtp://mx.invoices.esyn.se:25' },
  { kind: 'pdf', name: 'Interpretation engine (IE)', url: 'https://ie.esyn.se/api/v2' },
  { kind: 'peppol', name: 'Peppol access point (GGW)', url: 'sftp://ap.esyn.se:22/outbound' },
  { kind: 'peppol', name: 'Peppol SMP lookup', url: 'https://smp.esyn.se' },
];

const ACCESS_REQUESTS: { email: string; name: string; company_name: string; org_base: string; message: string; status: 'pending' | 'approved' | 'rejected' }[] = [
  { email: 'karin.ek@skargardsrederi.se', name: 'Karin Ek', company_name: 'Skärgårdens Rederi AB', org_base: '556377451', message: 'Vi vill skicka våra fakturor via eSyn.', status: 'pending' },
  { email: 'johan.berg@lindqvistberg.se', name: 'Johan Berg', company_name: 'Lindqvist & Berg Redovisning AB', org_base: '556901562', message: 'Access for our accounting team, please.', status: 'approved' },
  { email: 'info@example-bygg.se', name: 'Per Svensson', company_name: 'Exempel Bygg HB', org_base: '969711234', message: 'Testar tjänsten.', status: 'rejected' },
];

/** More failed cases for the admin lists (one of each kind already processed by the admin). */
const FAILED_MAILS: { messageId: string; subject: string; from: string; company: string; to: string; case: string; sourceKind: 'User' | 'Reply'; daysAgo: number; processedDaysAgo?: number }[] = [
  { messageId: '<demo-locked-pdf@vmv.se>', subject: 'Faktura VMV-2026-1013', from: 'anna.lind@vmv.se', company: 'vasteras', to: 'uppsala', case: 'Password-protected PDF', sourceKind: 'User', daysAgo: 6, processedDaysAgo: 5 },
  { messageId: '<demo-auto-reply@hbgtraochfarg.se>', subject: 'Autosvar: Ej på kontoret', from: 'noreply@hbgtraochfarg.se', company: 'helsingborg', to: 'gbgKontor', case: 'Auto-reply without an invoice', sourceKind: 'Reply', daysAgo: 1 },
];
const ESYNPAY_FAILED_CASES: { invoice: number; case: string; daysAgo: number; processedDaysAgo?: number }[] = [
  { invoice: 4, case: 'Settlement note missing from the financing provider', daysAgo: 3, processedDaysAgo: 1 },
  { invoice: 26, case: 'No payment reference on the invoice: it cannot be offered for sale', daysAgo: 1 },
];

// ---------------------------------------------------------------------------------------------
// Invoices

type Format = 'pdf' | 'peppol';

interface DemoInvoice {
  n: number;
  format: Format;
  from: string;
  /** null: the receiver is not on the platform (sent by eSynSend). */
  to: string | null;
  status: InvoiceStatus;
  daysAgo: number;
  creditNote?: boolean;
  esynpay?: ESynPayStatus;
  finance?: FinanceStatus;
  bookkeeping?: 'activated' | 'solved';
  duplicateOf?: number;
  manual?: boolean;
  esynsend?: boolean;
  viaEmail?: boolean;
  currency?: string;
  exception?: string;
}

const S = InvoiceStatus;
const P = ESynPayStatus;
const F = FinanceStatus;
const INVOICES: DemoInvoice[] = [
  // PDF
  { n: 1, format: 'pdf', from: 'nordvik', to: 'gbgKontor', status: S.Processing, daysAgo: 0, viaEmail: true },
  { n: 2, format: 'pdf', from: 'nordvik', to: 'gbgKontor', status: S.InvoiceSent, daysAgo: 1, esynpay: P.Sellable },
  { n: 3, format: 'pdf', from: 'nordvik', to: 'uppsala', status: S.Delivered, daysAgo: 4, esynpay: P.ReadyForSale },
  { n: 4, format: 'pdf', from: 'nordvik', to: 'orebro', status: S.Approved, daysAgo: 9, esynpay: P.FinanceRequested, finance: F.FinanceRequested },
  { n: 5, format: 'pdf', from: 'nordvik', to: 'lulea', status: S.Imported, daysAgo: 40, esynpay: P.NotFinanced, finance: F.NotFinanced },
  { n: 6, format: 'pdf', from: 'nordvik', to: 'gbgKontor', status: S.Delivered, daysAgo: 21, esynpay: P.FinanceRequested, finance: F.FinancePaid },
  { n: 7, format: 'pdf', from: 'nordvikSyd', to: 'gbgKontor', status: S.InvalidPdf, daysAgo: 0, viaEmail: true, exception: 'No text layer and OCR confidence 41% is below 60%: the invoice number and total could not be read' },
  { n: 8, format: 'pdf', from: 'nordvikSyd', to: 'uppsala', status: S.AutoPdfForward, daysAgo: 3 },
  { n: 9, format: 'pdf', from: 'fjallstrom', to: 'gbgKontor', status: S.FinishParsing, daysAgo: 0, manual: true, viaEmail: true },
  { n: 10, format: 'pdf', from: 'fjallstrom', to: 'orebro', status: S.PdfForward, daysAgo: 6 },
  { n: 11, format: 'pdf', from: 'fjallstrom', to: 'lulea', status: S.PdfOpened, daysAgo: 12 },
  { n: 12, format: 'pdf', from: 'vasteras', to: 'uppsala', status: S.Sending, daysAgo: 0 },
  { n: 13, format: 'pdf', from: 'vasteras', to: 'gbgKontor', status: S.SendingError, daysAgo: 2, exception: 'Receiver mailbox refused the message: 552 message size exceeds limit' },
  { n: 14, format: 'pdf', from: 'vasteras', to: 'orebro', status: S.InvalidPdfForward, daysAgo: 5 },
  { n: 15, format: 'pdf', from: 'helsingborg', to: 'gbgKontor', status: S.Canceled, daysAgo: 8 },
  { n: 16, format: 'pdf', from: 'helsingborg', to: 'uppsala', status: S.ImportError, daysAgo: 15, exception: 'Receiver ERP rejected the import: unknown supplier number' },
  { n: 17, format: 'pdf', from: 'helsingborg', to: 'lulea', status: S.CheckInvoice, daysAgo: 1, currency: 'EUR' },
  { n: 18, format: 'pdf', from: 'helsingborg', to: 'gbgKontor', status: S.Denied, daysAgo: 30 },
  { n: 19, format: 'pdf', from: 'vasteras', to: 'gbgKontor', status: S.InvoiceSent, daysAgo: 11, viaEmail: true },
  { n: 20, format: 'pdf', from: 'vasteras', to: 'gbgKontor', status: S.Duplicate, daysAgo: 10, duplicateOf: 19, viaEmail: true },
  { n: 21, format: 'pdf', from: 'fjallstrom', to: null, status: S.Processing, daysAgo: 0, esynsend: true },
  { n: 22, format: 'pdf', from: 'nordvik', to: 'uppsala', status: S.InvoiceSent, daysAgo: 18, creditNote: true, bookkeeping: 'activated' },
  { n: 23, format: 'pdf', from: 'nordvikSyd', to: 'gbgKontor', status: S.Delivered, daysAgo: 25, bookkeeping: 'solved' },
  { n: 24, format: 'pdf', from: 'vasteras', to: 'lulea', status: S.Approved, daysAgo: 33, bookkeeping: 'activated' },
  // Peppol
  { n: 25, format: 'peppol', from: 'nordvik', to: 'uppsala', status: S.Sent, daysAgo: 2 },
  { n: 26, format: 'peppol', from: 'nordvik', to: 'lulea', status: S.Delivered, daysAgo: 2, esynpay: P.Sellable },
  { n: 27, format: 'peppol', from: 'lulea', to: 'uppsala', status: S.Approved, daysAgo: 7 },
  { n: 28, format: 'peppol', from: 'uppsala', to: 'gbgKontor', status: S.Imported, daysAgo: 14 },
  { n: 29, format: 'peppol', from: 'fjallstrom', to: 'orebro', status: S.Processing, daysAgo: 0 },
  { n: 30, format: 'peppol', from: 'fjallstrom', to: 'gbgKontor', status: S.SendingError, daysAgo: 1, exception: 'SMP lookup failed: the receiver is not registered for Peppol BIS Billing 3.0 invoices' },
  { n: 31, format: 'peppol', from: 'helsingborg', to: 'uppsala', status: S.Denied, daysAgo: 20 },
  { n: 32, format: 'peppol', from: 'vasteras', to: 'lulea', status: S.Sent, daysAgo: 3 },
  { n: 33, format: 'peppol', from: 'lulea', to: 'gbgKontor', status: S.Delivered, daysAgo: 27 },
  { n: 34, format: 'peppol', from: 'gbgKontor', to: 'uppsala', status: S.Sent, daysAgo: 4 },
  { n: 35, format: 'peppol', from: 'nordvikSyd', to: 'lulea', status: S.Processing, daysAgo: 0 },
  { n: 36, format: 'peppol', from: 'helsingborg', to: 'orebro', status: S.Approved, daysAgo: 45 },
  { n: 37, format: 'peppol', from: 'nordvik', to: 'gbgKontor', status: S.Imported, daysAgo: 13, creditNote: true, esynpay: P.NotSellable },
  { n: 38, format: 'peppol', from: 'uppsala', to: 'lulea', status: S.Delivered, daysAgo: 50, bookkeeping: 'activated' },
  { n: 39, format: 'peppol', from: 'orebro', to: 'nordvik', status: S.Sent, daysAgo: 5 },
  { n: 40, format: 'peppol', from: 'vasteras', to: 'uppsala', status: S.Sending, daysAgo: 0 },
];

/** What each sender sells: line name, VAT %, unit price. */
const CATALOG: Record<string, [string, number, number][]> = {
  nordvik: [['Byggmaterial, reglar 45x95', 25, 48.5], ['Snickeriarbete, timmar', 25, 595], ['Transport av byggavfall', 25, 1450]],
  nordvikSyd: [['Gipsskivor 13 mm', 25, 89.9], ['Montagearbete, timmar', 25, 560], ['Ställningshyra, vecka', 25, 2100]],
  fjallstrom: [['Fjärrtransport Umeå–Göteborg, pall', 25, 1875], ['Lagerhållning, pallplats/månad', 25, 210], ['Bränsletillägg', 25, 340]],
  vasteras: [['Svarvad axel, ritning 4471-B', 25, 1240], ['CNC-fräsning, timmar', 25, 890], ['Ytbehandling, förzinkning', 25, 310]],
  helsingborg: [['Träolja 3 l', 25, 389], ['Fasadfärg vit 10 l', 25, 1195], ['Konsultation färgsättning', 25, 950]],
  lulea: [['Stålbalk HEA 200, meter', 25, 615], ['Svetsarbete, timmar', 25, 720]],
  uppsala: [['Fjärrvärme, MWh', 25, 845.2], ['Elnätsavgift, månad', 25, 412], ['Fastighetsskötsel', 25, 3200]],
  gbgKontor: [['Kopieringspapper A4, kartong', 25, 329], ['Kaffe, 500 g', 12, 79.9], ['Städtjänst, timmar', 25, 435]],
  orebro: [['Smörgåsbricka, 10 st', 12, 649], ['Mineralvatten, back', 12, 189], ['Tidningsprenumeration', 6, 299]],
};

const PREFIX: Record<string, string> = {
  nordvik: 'NB', nordvikSyd: 'NBS', fjallstrom: 'FL', vasteras: 'VMV', helsingborg: 'HTF', lulea: 'LST', uppsala: 'UEF', gbgKontor: 'GKS', orebro: 'OL',
};

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

function buildInvoiceForm(
  inv: DemoInvoice,
  invoiceNumber: string,
  issue: Date,
  from: DemoCompany,
  to: DemoCompany | null,
  ids: Map<string, string>,
): InvoiceForm {
  const catalog = CATALOG[from.key] ?? [];
  const lineCount = 1 + (inv.n % Math.max(1, catalog.length));
  const lines: InvoiceLine[] = catalog.slice(0, lineCount).map(([name, tax, price], i) => {
    const quantity = ((inv.n * 7 + i * 3) % 12) + 1;
    return {
      item: { name, tax_percent: tax, sellers_item_identification: `${PREFIX[from.key] ?? 'X'}-${100 + i}` },
      price: { amount: price },
      invoiced_quantity: quantity,
      line_extension_amount: round(price * quantity),
      unit_code: name.includes('timmar') ? 'HUR' : 'EA',
    };
  });
  const byRate = new Map<number, number>();
  for (const l of lines) byRate.set(l.item.tax_percent, round((byRate.get(l.item.tax_percent) ?? 0) + l.line_extension_amount));
  const taxTotals: TaxTotal[] = [...byRate].map(([rate, taxable]) => ({ tax_percent: rate, taxable_amount: taxable, tax_amount: round((taxable * rate) / 100) }));
  const net = round(lines.reduce((s, l) => s + l.line_extension_amount, 0));
  const gross = round(net + taxTotals.reduce((s, t) => s + t.tax_amount, 0));
  const currency = inv.currency ?? 'SEK';
  // Swedish invoices round the payable amount to whole kronor; the rounding stays within ±0.99.
  const payable = currency === 'SEK' ? Math.round(gross) : gross;
  const fromId = identity(from);
  const toId = to ? identity(to) : null;
  const due = new Date(issue.getTime() + 30 * 86_400_000);
  const ocrBase = `${orgDigits(fromId.org).slice(2, 6)}${String(1000 + inv.n)}`;
  return {
    invoice_id: invoiceNumber,
    payment_id: withLuhn(ocrBase),
    document_type: inv.creditNote ? '381' : '380',
    issue_date: isoDate(issue),
    due_date: isoDate(due),
    payment_terms: '30 dagar netto',
    order_reference: { id: `PO-${4500 + inv.n * 13}` },
    buyer_reference: to ? `REF ${to.name.split(' ')[0]} ${100 + inv.n}` : 'Inköp',
    supplier_reference: null,
    customer_id: `K${10000 + inv.n * 17}`,
    payment_means: { bankgiro: fromId.bg },
    accounting_cost: null,
    note: inv.creditNote ? `Kreditering av tidigare faktura, avser reklamation ${inv.n}` : null,
    document_currency_code: currency,
    invoice_lines: lines,
    allowance_charges: [],
    tax_totals: taxTotals,
    legal_monetary_total: { payable_rounding_amount: round(payable - gross), line_extension_amount: net, payable_amount: payable },
    customer_data: to && toId
      ? { name: to.name, org_id: toId.org, tax_number: toId.tax, peppol_id: toId.peppol, phone: to.phone.replace(/\s+/g, ''), address: { street: to.street, zip: to.zip, city: to.city, country: 'SE' } }
      : { name: 'Bergström Fastigheter i Sundsvall AB', org_id: orgNumber('556208117'), address: { street: 'Esplanaden 5', zip: '852 31', city: 'Sundsvall', country: 'SE' } },
    sender_company: { _id: ids.get(from.key) ?? '', name: from.name, tax_number: fromId.tax },
    receiver_company: to && toId ? { _id: ids.get(to.key) ?? '', name: to.name, tax_number: toId.tax } : null,
    is_eSynSend: inv.esynsend ?? false,
    is_eSynPay: inv.esynpay !== undefined,
    is_eSynAccess: false,
    status: inv.status,
  };
}

interface EventStep { status: InvoiceStatus; actor: string; reason?: string }

/** A plausible path of status changes that ends at the invoice's status. */
function statusPath(inv: DemoInvoice, senderEmail: string | null, receiverEmail: string | null): EventStep[] {
  const sent = inv.format === 'peppol' ? S.Sent : S.InvoiceSent;
  const wf = 'workflow';
  const via = (...steps: InvoiceStatus[]): EventStep[] => steps.map((status) => ({ status, actor: wf }));
  switch (inv.status) {
    case S.Processing: return [];
    case S.FinishParsing: return [{ status: S.FinishParsing, actor: receiverEmail ?? 'admin@demo.esyn.se', reason: 'Manual parsing finished' }];
    case S.Sending: return via(S.Sending);
    case S.SendingError: return [...via(S.Sending), { status: S.SendingError, actor: wf, reason: inv.exception ?? 'Delivery failed' }];
    case S.InvoiceSent: case S.Sent: return via(S.Sending, sent);
    case S.Delivered: case S.Imported: case S.Approved: return via(S.Sending, sent, inv.status);
    case S.Denied: return [...via(S.Sending, sent), { status: S.Denied, actor: receiverEmail ?? wf, reason: 'Fel referens, kontakta beställaren' }];
    case S.ImportError: return [...via(S.Sending, sent), { status: S.ImportError, actor: wf, reason: inv.exception ?? 'Import failed' }];
    case S.InvalidPdf: return [{ status: S.InvalidPdf, actor: wf, reason: inv.exception ?? 'Unreadable PDF' }];
    case S.InvalidPdfForward: return [{ status: S.InvalidPdf, actor: wf, reason: 'Total amount missing' }, { status: S.InvalidPdfForward, actor: wf, reason: 'Forward timeout expired' }];
    case S.AutoPdfForward: return [{ status: S.AutoPdfForward, actor: wf, reason: 'Receiver has auto PDF forward' }];
    case S.PdfForward: return [{ status: S.PdfForward, actor: wf, reason: 'Forward timeout expired' }];
    case S.PdfOpened: return [{ status: S.PdfForward, actor: wf, reason: 'Forward timeout expired' }, { status: S.PdfOpened, actor: wf, reason: 'Receiver opened the PDF link' }];
    case S.Canceled: return [{ status: S.Canceled, actor: senderEmail ?? 'admin@demo.esyn.se', reason: 'Sent to the wrong customer' }];
    case S.Duplicate: return [{ status: S.Duplicate, actor: wf, reason: `Same invoice number as invoice ${inv.duplicateOf ?? ''} from the same sender` }];
    case S.CheckInvoice: return [{ status: S.CheckInvoice, actor: 'admin@demo.esyn.se', reason: 'Amounts in EUR: confirm with the sender' }];
    default: return [];
  }
}

const FINAL_SENT = new Set<InvoiceStatus>([S.InvoiceSent, S.Sent, S.Delivered, S.Imported, S.Approved, S.Denied, S.ImportError, S.PdfForward, S.PdfOpened, S.AutoPdfForward, S.InvalidPdfForward]);

// ---------------------------------------------------------------------------------------------
// Writing

interface IdRow { id: string }

/** Returns the id of the row found by `find`, inserting `row` first when there is none. */
async function ensureRow(trx: Knex.Transaction, table: string, find: (qb: Knex.QueryBuilder) => Knex.QueryBuilder, row: Record<string, unknown>): Promise<string> {
  const found = (await find(trx(table).select('id')).first()) as IdRow | undefined;
  if (found) return found.id;
  const inserted = (await trx(table).insert(row).returning('id')) as IdRow[];
  const id = inserted[0]?.id;
  if (!id) throw new Error(`demo seed: insert into ${table} returned no id`);
  return id;
}

export interface SeedSummary {
  operators: number;
  companies: number;
  users: number;
  domains: number;
  connectionSystems: number;
  accessRequests: number;
  invoices: number;
  invoiceEvents: number;
  emails: number;
}

/** Loads the demo data into a migrated database. Safe to run again: existing rows are kept. */
export async function seedDemoData(db: Knex, now: Date = new Date()): Promise<SeedSummary> {
  // Hash once, outside the transaction; only used for users that do not exist yet.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (trx) => {
    const operatorIds = new Map<string, string>();
    for (const o of OPERATORS) {
      operatorIds.set(o.key, await ensureRow(trx, 'operators', (q) => q.whereRaw('lower(name) = lower(?)', [o.name]), { name: o.name, email: o.email, is_active: o.isActive }));
    }

    const companyIds = new Map<string, string>();
    for (const c of COMPANIES) {
      const org = identity(c).org;
      companyIds.set(c.key, await ensureRow(trx, 'companies', (q) => q.where({ org_id: org }), companyRow(c, operatorIds, companyIds)));
    }
    const company = (key: string) => {
      const c = COMPANIES.find((x) => x.key === key);
      if (!c) throw new Error(`demo seed: unknown company ${key}`);
      return c;
    };
    const companyId = (key: string) => {
      const id = companyIds.get(key);
      if (!id) throw new Error(`demo seed: unknown company ${key}`);
      return id;
    };

    const userIds = new Map<string, string>();
    for (const u of USERS) {
      userIds.set(u.email, await ensureRow(trx, 'users', (q) => q.whereRaw('lower(email) = lower(?)', [u.email]), {
        email: u.email,
        password_hash: passwordHash,
        role: u.role,
        company_id: u.company ? companyId(u.company) : null,
        is_company_admin: u.isCompanyAdmin ?? false,
        esynpay_enabled: u.esynpayEnabled ?? false,
        esynpay_admin: u.esynpayAdmin ?? false,
        send_confirmation_by_email: u.sendConfirmation ?? false,
        send_notification_by_email: u.sendNotification ?? false,
        email_verified: true,
      }));
    }
    const adminId = userIds.get('admin@demo.esyn.se') ?? null;
    // The user who sends or receives for a company, for sender_user_id and event actors.
    const userOf = (companyKey: string | null, role: Role) => (companyKey ? USERS.find((u) => u.company === companyKey && u.role === role) : undefined);

    for (const d of DOMAINS) {
      await ensureRow(trx, 'domains', (q) => q.where({ kind: d.kind }).whereRaw('lower(name) = lower(?)', [d.name]), {
        kind: d.kind, name: d.name, company_id: d.company ? companyId(d.company) : null, description: d.description,
      });
    }
    for (const cs of CONNECTION_SYSTEMS) {
      await ensureRow(trx, 'connection_systems', (q) => q.where({ kind: cs.kind }).whereRaw('lower(name) = lower(?)', [cs.name]), cs);
    }
    for (const [i, r] of ACCESS_REQUESTS.entries()) {
      const processed = r.status !== 'pending';
      await ensureRow(trx, 'user_access_requests', (q) => q.whereRaw('lower(email) = lower(?)', [r.email]), {
        email: r.email, name: r.name, company_name: r.company_name, org_id: orgNumber(r.org_base), message: r.message, status: r.status,
        processed_by: processed ? adminId : null,
        processed_at: processed ? new Date(now.getTime() - (i + 1) * 86_400_000) : null,
        created_at: new Date(now.getTime() - (i + 3) * 86_400_000),
      });
    }

    // Invoices (ids derived from the demo number, so a re-run finds them and the duplicate pair links).
    const invoiceIdOf = (n: number) => demoUuid(`invoice:${n}`);
    for (const inv of INVOICES) {
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

      let emailId: string | null = null;
      if (inv.viaEmail) {
        const messageId = `<demo-${inv.n}.${invoiceNumber.toLowerCase()}@${from.domain}>`;
        await trx('emails').insert({
          id: demoUuid(`email:${inv.n}`),
          message_id: messageId,
          subject: `Faktura ${invoiceNumber} från ${from.name}`,
          from_address: `faktura@${from.domain}`,
          to_addresses: JSON.stringify([identity(to ?? from).invoiceEmail]),
          receive_time: createdAt,
          company_id: companyId(from.key),
          customer_company_id: to ? companyId(to.key) : null,
          source_kind: 'User',
          invoice_sent: sentAt,
          created_at: createdAt,
        }).onConflict('message_id').ignore();
        emailId = demoUuid(`email:${inv.n}`);
      }

      const finance = inv.finance
        ? {
            newAmount: round(form.legal_monetary_total.payable_amount * 0.97),
            service_type: from.flags?.esynpay_type === 'Auto sale' ? 'Auto sale' : 'Spot',
            created_at: new Date(createdAt.getTime() + 86_400_000).toISOString(),
            settlementNoteLocation: inv.finance === F.FinancePaid ? `https://finance.esyn.se/settlements/${demoUuid(`settlement:${inv.n}`)}.pdf` : null,
          }
        : null;
      const solved = inv.bookkeeping === 'solved';
      await trx('invoices').insert({
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
        sender_company_id: companyId(from.key),
        receiver_company_id: to ? companyId(to.key) : null,
        sender_user_id: uploader ? (userIds.get(uploader.email) ?? null) : null,
        email_id: emailId,
        customer_data: JSON.stringify(form.customer_data),
        customer_data_from_peppol_network: inv.format === 'peppol' && to ? JSON.stringify({ name: to.name, peppol_id: identity(to).peppol }) : null,
        raw_result: JSON.stringify(form),
        ie_raw_result: inv.format === 'pdf' && inv.status !== S.Processing ? JSON.stringify({ ...form, status: undefined }) : null,
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
        pdf_extraction_job_pk: inv.format === 'pdf' && !inv.manual && inv.status !== S.Processing ? `pdfx-${2600 + inv.n}` : null,
        manual_pdf_job_pk: inv.manual ? `manual-${2600 + inv.n}` : null,
        bookkeeping_is_activated: inv.bookkeeping !== undefined,
        bookkeeping_is_solved: solved,
        bookkeeping_solved_by: solved && receiverUser ? (userIds.get(receiverUser.email) ?? null) : null,
        bookkeeping_solved_at: solved ? new Date(createdAt.getTime() + 3 * 86_400_000) : null,
        duplicate_of: inv.duplicateOf ? invoiceIdOf(inv.duplicateOf) : null,
        envelope_instance_id: inv.format === 'peppol' ? demoUuid(`sbdh:${inv.n}`) : null,
        created_at: createdAt,
        updated_at: new Date(createdAt.getTime() + steps.length * 600_000),
      }).onConflict('id').ignore();
      if (emailId) await trx('emails').where({ id: emailId }).whereNull('invoice_id').update({ invoice_id: id });

      const events = [
        { event: 'created', from_status: null, to_status: S.Processing, actor: uploader?.email ?? 'system', reason: inv.viaEmail ? 'Received by mail' : inv.format === 'peppol' ? 'Received from the Peppol network' : 'Uploaded' },
        ...steps.map((s, i) => ({ event: 'status_changed', from_status: i === 0 ? S.Processing : (steps[i - 1]?.status ?? null), to_status: s.status, actor: s.actor, reason: s.reason ?? null })),
      ];
      const emailUserId = (email: string) => userIds.get(email) ?? null;
      await trx('invoice_events').insert(events.map((e, i) => ({
        invoice_id: id,
        at: new Date(createdAt.getTime() + i * 600_000),
        actor_user_id: emailUserId(e.actor),
        actor: e.actor,
        event: e.event,
        from_status: e.from_status,
        to_status: e.to_status,
        reason: e.reason,
        data: JSON.stringify({ format: inv.format, demo: true }),
        idempotency_key: `demo:invoice:${inv.n}:event:${i}`,
      }))).onConflict('idempotency_key').ignore();
    }

    // A mail that produced no invoice: an admin's failed case.
    await trx('emails').insert({
      id: demoUuid('email:failed-case'),
      message_id: '<demo-no-attachment@skargardsrederi.se>',
      subject: 'Fakturor oktober',
      from_address: 'karin.ek@skargardsrederi.se',
      to_addresses: JSON.stringify([identity(company('uppsala')).invoiceEmail]),
      receive_time: new Date(now.getTime() - 2 * 86_400_000),
      company_id: companyId('skargard'),
      customer_company_id: companyId('uppsala'),
      case: 'No PDF attachment',
      is_failed_case: true,
      source_kind: 'User',
      created_at: new Date(now.getTime() - 2 * 86_400_000),
    }).onConflict('message_id').ignore();

    // An eSynPay failed case for the invoice whose financing was refused.
    const refused = INVOICES.find((i) => i.finance === F.NotFinanced);
    if (refused) {
      await ensureRow(trx, 'esynpay_failed_cases', (q) => q.where({ invoice_id: invoiceIdOf(refused.n) }), {
        invoice_id: invoiceIdOf(refused.n),
        invoice_uuid: demoUuid(`invoice-uuid:${refused.n}`),
        company_id: companyId(refused.from),
        case: 'Financing refused: receiver credit limit reached',
        created_at: new Date(now.getTime() - (refused.daysAgo - 1) * 86_400_000),
      });
    }

    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
    for (const m of FAILED_MAILS) {
      await trx('emails').insert({
        id: demoUuid(`email:${m.messageId}`),
        message_id: m.messageId,
        subject: m.subject,
        from_address: m.from,
        to_addresses: JSON.stringify([identity(company(m.to)).invoiceEmail]),
        receive_time: daysAgo(m.daysAgo),
        company_id: companyId(m.company),
        customer_company_id: companyId(m.to),
        case: m.case,
        is_failed_case: true,
        source_kind: m.sourceKind,
        processed_by: m.processedDaysAgo !== undefined ? adminId : null,
        processed_at: m.processedDaysAgo !== undefined ? daysAgo(m.processedDaysAgo) : null,
        created_at: daysAgo(m.daysAgo),
      }).onConflict('message_id').ignore();
    }
    for (const c of ESYNPAY_FAILED_CASES) {
      const inv = INVOICES.find((i) => i.n === c.invoice);
      if (!inv) throw new Error(`demo seed: unknown invoice ${c.invoice}`);
      await ensureRow(trx, 'esynpay_failed_cases', (q) => q.where({ invoice_id: invoiceIdOf(c.invoice), case: c.case }), {
        invoice_id: invoiceIdOf(c.invoice),
        invoice_uuid: demoUuid(`invoice-uuid:${c.invoice}`),
        company_id: companyId(inv.from),
        case: c.case,
        created_at: daysAgo(c.daysAgo),
        processed_by: c.processedDaysAgo !== undefined ? adminId : null,
        processed_at: c.processedDaysAgo !== undefined ? daysAgo(c.processedDaysAgo) : null,
      });
    }

    // The demo's invoice history is history: the notification mailer starts after it.
    await trx.raw(`UPDATE mail_notifier_cursor SET last_event_id = m.id, updated_at = now()
      FROM (SELECT max(id) AS id FROM invoice_events) m WHERE mail_notifier_cursor.id = 1 AND m.id > mail_notifier_cursor.last_event_id`);
  });

  const count = async (table: string) => Number(((await db(table).count({ n: '*' })) as { n: string | number }[])[0]?.n ?? 0);
  return {
    operators: await count('operators'),
    companies: await count('companies'),
    users: await count('users'),
    domains: await count('domains'),
    connectionSystems: await count('connection_systems'),
    accessRequests: await count('user_access_requests'),
    invoices: await count('invoices'),
    invoiceEvents: await count('invoice_events'),
    emails: await count('emails'),
  };
}
