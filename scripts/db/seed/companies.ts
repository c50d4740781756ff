// The demo operators and companies (Swedish companies with valid identifiers), and their seeders:
// operators by name, companies by org number.
import type { CompanyFlags } from '../../../api/models/company.model';
import { CompanyESynPayStatus, CompanyStatus } from '../../../domain/statuses';
import { ensureRow, idOf, type SeedContext } from './context';
import { bankgiro, orgDigits, orgNumber, swedishIban } from './identifiers';

export interface DemoOperator {
  key: string;
  name: string;
  email: string;
  isActive: boolean;
}

export const OPERATORS: DemoOperator[] = [
  { key: 'sthlm', name: 'eSyn Onboarding Stockholm', email: 'onboarding@esyn.se', isActive: true },
  { key: 'nip', name: 'Nordic Invoice Partners', email: 'support@nordicinvoicepartners.se', isActive: true },
  { key: 'vast', name: 'Västkustens Ekonomibyrå', email: 'kontakt@vastkustensekonomi.se', isActive: false },
];

const CS = CompanyStatus;
const AS = CompanyESynPayStatus;

export interface DemoCompany {
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

export const COMPANIES: DemoCompany[] = [
  {
    key: 'nordvik',
    name: 'Nordvik Bygg AB',
    orgBase: '556734210',
    domain: 'nordvikbygg.se',
    street: 'Sveavägen 44',
    zip: '111 34',
    city: 'Stockholm',
    phone: '+46 8 410 220 00',
    status: CS.Active,
    operator: 'sthlm',
    bank: { bgBase: '5412037', bankCode: '500', account: '05391028374', bic: 'ESSESESS' },
    aliases: ['Nordvik Bygg', 'Nordvik Byggnads AB'],
    flags: { esynpay_enabled: true, esynpay_status: AS.Active, esynpay_type: 'Auto sale' },
  },
  {
    key: 'nordvikSyd',
    name: 'Nordvik Bygg Syd AB',
    orgBase: '559102384',
    domain: 'nordvikbygg.se',
    street: 'Stortorget 9',
    zip: '211 22',
    city: 'Malmö',
    phone: '+46 40 611 45 00',
    status: CS.Active,
    operator: 'sthlm',
    parent: 'nordvik',
    bank: { bgBase: '5530918', bankCode: '600', account: '417220981', bic: 'HANDSESS' },
    aliases: ['Nordvik Syd'],
  },
  {
    key: 'gbgKontor',
    name: 'Göteborgs Kontorsservice AB',
    orgBase: '556488127',
    domain: 'gbgkontorsservice.se',
    street: 'Kungsportsavenyen 21',
    zip: '411 36',
    city: 'Göteborg',
    phone: '+46 31 711 80 40',
    status: CS.Active,
    operator: 'vast',
    bank: { bgBase: '5871204', bankCode: '800', account: '8327904512', bic: 'SWEDSESS' },
    aliases: ['GBG Kontorsservice'],
    flags: { is_receiver: true, manual_parsing_allowed: true, receive_auto_pdf_forward: false },
  },
  {
    key: 'uppsala',
    name: 'Uppsala Energi och Fastighet AB',
    orgBase: '556612093',
    domain: 'uppsalaenergi.se',
    street: 'Kungsgatan 57',
    zip: '753 21',
    city: 'Uppsala',
    phone: '+46 18 470 30 00',
    status: CS.Active,
    operator: 'nip',
    bank: { bgBase: '5098822', bankCode: '300', account: '3300127845', bic: 'NDEASESS' },
    aliases: ['Uppsala Energi'],
    flags: { is_receiver: true, receive_auto_pdf_forward: true },
  },
  {
    key: 'fjallstrom',
    name: 'Fjällström Logistik AB',
    orgBase: '559011745',
    domain: 'fjallstromlogistik.se',
    street: 'Storgatan 36',
    zip: '903 26',
    city: 'Umeå',
    phone: '+46 90 140 52 10',
    status: CS.Training,
    operator: 'nip',
    bank: { bgBase: '5274410', bankCode: '800', account: '8480234011', bic: 'SWEDSESS' },
    aliases: [],
    flags: { esynsend_enabled: true, esynsend_status: AS.Active },
  },
  {
    key: 'lindqvist',
    name: 'Lindqvist & Berg Redovisning AB',
    orgBase: '556901562',
    domain: 'lindqvistberg.se',
    street: 'Ågatan 12',
    zip: '582 22',
    city: 'Linköping',
    phone: '+46 13 200 19 90',
    status: CS.Onboarding,
    operator: null,
    bank: { bgBase: '5660431', bankCode: '500', account: '05481100923', bic: 'ESSESESS' },
    aliases: ['L&B Redovisning'],
    flags: { language: 'en' },
  },
  {
    key: 'vasteras',
    name: 'Västerås Mekaniska Verkstad AB',
    orgBase: '556045318',
    domain: 'vmv.se',
    street: 'Stora Gatan 18',
    zip: '722 12',
    city: 'Västerås',
    phone: '+46 21 10 45 60',
    status: CS.Active,
    operator: 'sthlm',
    bank: { bgBase: '5103377', bankCode: '600', account: '610992837', bic: 'HANDSESS' },
    aliases: ['VMV', 'Västerås Mek'],
    flags: { send_pdf_forward_blocked: true },
  },
  {
    key: 'orebro',
    name: 'Örebro Livs AB',
    orgBase: '556823006',
    domain: 'orebrolivs.se',
    street: 'Drottninggatan 28',
    zip: '702 22',
    city: 'Örebro',
    phone: '+46 19 611 27 70',
    status: CS.Training,
    operator: 'vast',
    bank: { bgBase: '5190264', bankCode: '300', account: '3300988172', bic: 'NDEASESS' },
    aliases: [],
    flags: { is_receiver: true, receive_pdf_forward_blocked: true, pdf_forward_timeout_hours: 48 },
  },
  {
    key: 'skargard',
    name: 'Skärgårdens Rederi AB',
    orgBase: '556377451',
    domain: 'skargardsrederi.se',
    street: 'Hamngatan 3',
    zip: '761 30',
    city: 'Norrtälje',
    phone: '+46 176 22 14 00',
    status: CS.Onboarding,
    operator: null,
    bank: { bgBase: '5733182', bankCode: '500', account: '05660039125', bic: 'ESSESESS' },
    aliases: [],
    flags: { show_outgoing_invoices: false },
  },
  {
    key: 'helsingborg',
    name: 'Helsingborgs Trä & Färg AB',
    orgBase: '556290884',
    domain: 'hbgtraochfarg.se',
    street: 'Järnvägsgatan 7',
    zip: '252 24',
    city: 'Helsingborg',
    phone: '+46 42 12 66 30',
    status: CS.Active,
    operator: 'nip',
    bank: { bgBase: '5321908', bankCode: '800', account: '8105477302', bic: 'SWEDSESS' },
    aliases: ['HBG Trä och Färg'],
    flags: { esynpay_enabled: true, esynpay_status: AS.Waiting, esynpay_type: 'Spot' },
  },
  {
    key: 'lulea',
    name: 'Luleå Stålteknik AB',
    orgBase: '556514729',
    domain: 'luleastal.se',
    street: 'Storgatan 15',
    zip: '972 31',
    city: 'Luleå',
    phone: '+46 920 24 31 00',
    status: CS.Active,
    operator: 'sthlm',
    bank: { bgBase: '5248816', bankCode: '600', account: '622018450', bic: 'HANDSESS' },
    aliases: ['Luleå Stål'],
    flags: { is_receiver: true, esynpay_receive_disabled: true },
  },
];

export interface CompanyIdentity {
  org: string;
  tax: string;
  peppol: string;
  bg: string;
  invoiceEmail: string;
}

export function identity(c: DemoCompany): CompanyIdentity {
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

function companyRow(
  c: DemoCompany,
  operatorIds: Map<string, string>,
  companyIds: Map<string, string>,
): Record<string, unknown> {
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
      {
        name: 'Default',
        local: id.bg,
        iban: swedishIban(c.bank.bankCode, c.bank.account),
        bic: c.bank.bic,
        bankAccount: `${c.bank.bankCode}-${c.bank.account}`,
      },
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

/** The demo company with the key; an unknown key is a mistake in the demo data. */
export function company(key: string): DemoCompany {
  const c = COMPANIES.find((x) => x.key === key);
  if (!c) throw new Error(`demo seed: unknown company ${key}`);
  return c;
}

export const companyId = (ctx: SeedContext, key: string) => idOf(ctx.companyIds, key, 'company');

export async function seedOperators(ctx: SeedContext): Promise<void> {
  for (const o of OPERATORS) {
    ctx.operatorIds.set(
      o.key,
      await ensureRow(ctx.trx, 'operators', (q) => q.whereRaw('lower(name) = lower(?)', [o.name]), {
        name: o.name,
        email: o.email,
        is_active: o.isActive,
      }),
    );
  }
}

/** Companies in list order, so a parent is written before its subsidiary. */
export async function seedCompanies(ctx: SeedContext): Promise<void> {
  for (const c of COMPANIES) {
    const org = identity(c).org;
    ctx.companyIds.set(
      c.key,
      await ensureRow(
        ctx.trx,
        'companies',
        (q) => q.where({ org_id: org }),
        companyRow(c, ctx.operatorIds, ctx.companyIds),
      ),
    );
  }
}
