// Company rows ↔ api shapes (spec 3 'Company / supplier'): the whole record an admin reads and
// writes, and the own company's settings form for a non-admin (no admin-only sections). The list
// items (admin list, partners, lookups) are built by PostgreSQL (company-list-items.ts).
import { normalizeIban } from '../../domain/identifiers';
import { visibleSettingsSections, type SettingsSectionId } from '../../domain/permissions';
import type { Role } from '../../domain/roles';
import type { CompanyRow, CompanyWrite, PaymentMeans } from '../models/company.model';
import { isoTimestamp } from '../http/iso-text';

export interface OperatorRef {
  id: string;
  _id: string;
  name: string;
}

/**
 * A company row as the mappers take it: list pages read the timestamps as toISOString text
 * (api/http/iso-text.ts), single reads as Date.
 */
export type CompanyRecord = Omit<CompanyRow, 'created_at' | 'updated_at'> & {
  created_at: Date | string;
  updated_at: Date | string;
};

export type CompanyWithOperator = CompanyRecord & { operator_name?: string | null };

/** The columns every view shares (withGeneral). */
type GeneralColumn = 'id' | 'name' | 'org_id' | 'tax_number' | 'peppol_id' | 'phone' | 'language' | 'address';

/** The keys every company address answers, null when the company has none (company-list-items.ts too). */
export const ADDRESS_KEYS = ['street', 'zip', 'city', 'country'] as const;
const EMPTY_ADDRESS: Readonly<Record<(typeof ADDRESS_KEYS)[number], null>> = Object.fromEntries(
  ADDRESS_KEYS.map((k) => [k, null]),
) as Record<(typeof ADDRESS_KEYS)[number], null>;

const iso = isoTimestamp;

/**
 * The fields every view shares, then the view's own. The view's fields are spread last on purpose:
 * V8 defines each property that FOLLOWS a spread in an object literal through a slow runtime call,
 * which made `{ ...general(row), <30 fields> }` cost ~50 µs per company (1.2 ms of CPU for a page
 * of 25 in the admin list, more than its SQL); spread last, the same object costs ~2 µs.
 */
function withGeneral<T extends object>(row: Pick<CompanyRecord, GeneralColumn>, view: T) {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    org_id: row.org_id,
    tax_number: row.tax_number,
    peppol_id: row.peppol_id,
    phone: row.phone,
    language: row.language,
    address: { ...EMPTY_ADDRESS, ...row.address },
    ...view,
  };
}

export function toAdminCompany(row: CompanyWithOperator) {
  return withGeneral(row, {
    invoice_email: row.invoice_email,
    general_email: row.general_email,
    payment_means: row.payment_means,
    aliases: row.aliases,
    contact_emails: row.contact_emails,
    show_outgoing_invoices: row.show_outgoing_invoices,
    operator: row.operator_id ? { id: row.operator_id, _id: row.operator_id, name: row.operator_name ?? null } : null,
    operator_id: row.operator_id,
    status: row.status,
    parent_company_id: row.parent_company_id,
    is_receiver: row.is_receiver,
    manual_parsing_allowed: row.manual_parsing_allowed,
    send_pdf_forward_blocked: row.send_pdf_forward_blocked,
    send_auto_pdf_forward: row.send_auto_pdf_forward,
    receive_pdf_forward_blocked: row.receive_pdf_forward_blocked,
    receive_auto_pdf_forward: row.receive_auto_pdf_forward,
    pdf_forward_timeout: row.pdf_forward_timeout_hours,
    eSynPay: { is_enabled: row.esynpay_enabled, status: row.esynpay_status, type: row.esynpay_type },
    is_eSynPay_enabled: row.esynpay_enabled,
    // 'Get eSynPay invoice disabled' is the negation: is_eSynPay = the company takes eSynPay invoices.
    is_eSynPay: !row.esynpay_receive_disabled,
    eSynSend: { is_enabled: row.esynsend_enabled, status: row.esynsend_status },
    is_eSynSend_enabled: row.esynsend_enabled,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  });
}

/** The own company as a non-admin sees it in the settings form. */
export function toSettingsCompany(row: CompanyRecord) {
  return withGeneral(row, {
    general_email: row.general_email ?? row.invoice_email,
    invoice_email: row.invoice_email,
    payment_means: row.payment_means,
    show_outgoing_invoices: row.show_outgoing_invoices,
    status: row.status,
    is_receiver: row.is_receiver,
    manual_parsing_allowed: row.manual_parsing_allowed,
    eSynPay: { is_enabled: row.esynpay_enabled, status: row.esynpay_status, type: row.esynpay_type },
    eSynSend: { is_enabled: row.esynsend_enabled, status: row.esynsend_status },
    created_at: iso(row.created_at),
  });
}

const removeSpaces = (v: string | null | undefined) => (v == null ? v : v.replace(/\s+/g, ''));

/** The fields of the company form as the console sends them (already validated). */
export interface CompanyInput {
  name?: string;
  org_id?: string | null;
  tax_number?: string | null;
  peppol_id?: string | null;
  phone?: string | null;
  invoice_email?: string | null;
  general_email?: string | null;
  language?: string;
  address?: { street?: string | null; zip?: string | null; city?: string | null; country?: string | null };
  payment_means?: PaymentMeans[];
  aliases?: string[];
  contact_emails?: Array<{ email: string; type: string }>;
  show_outgoing_invoices?: boolean;
  operator?: string | { _id?: string; id?: string } | null;
  operator_id?: string | null;
  status?: string;
  parent_company_id?: string | null;
  is_receiver?: boolean;
  manual_parsing_allowed?: boolean;
  send_pdf_forward_blocked?: boolean;
  send_auto_pdf_forward?: boolean;
  receive_pdf_forward_blocked?: boolean;
  receive_auto_pdf_forward?: boolean;
  pdf_forward_timeout?: number;
  eSynPay?: { is_enabled?: boolean; status?: string; type?: string };
  is_eSynPay?: boolean;
  eSynSend?: { is_enabled?: boolean; status?: string };
}

/**
 * The company fields each settings-form section writes (domain/permissions SETTINGS_SECTIONS). A
 * non-admin writes only the sections visibleSettingsSections(role) gives them; the rest of the body
 * is ignored. Agreement flags, statuses and the group link are not in the settings form at all:
 * only the admin company editor (PUT /api/companies/:id) writes them.
 */
export const SETTINGS_SECTION_FIELDS: Readonly<Record<SettingsSectionId, readonly (keyof CompanyInput)[]>> = {
  general: ['name', 'org_id', 'tax_number', 'peppol_id', 'phone', 'language'],
  address: ['address'],
  paymentMeans: ['payment_means'],
  aliases: ['aliases'],
  contactEmails: ['contact_emails'],
  menuSettings: ['show_outgoing_invoices'],
  operator: ['operator', 'operator_id'],
};

/** Keeps the fields of the settings sections `role` may write. */
export function settingsInputFor(role: Role, input: CompanyInput): CompanyInput {
  const out: Record<string, unknown> = {};
  for (const section of visibleSettingsSections(role)) {
    for (const field of SETTINGS_SECTION_FIELDS[section]) {
      if (input[field] !== undefined) out[field] = input[field];
    }
  }
  return out as CompanyInput;
}

function operatorId(input: CompanyInput): string | null | undefined {
  if (input.operator_id !== undefined) return input.operator_id;
  if (input.operator === undefined) return undefined;
  if (input.operator === null) return null;
  if (typeof input.operator === 'string') return input.operator;
  return input.operator._id ?? input.operator.id ?? null;
}

/** API body → columns. Spaces are removed from org_id, tax_number, peppol_id and iban (spec 5). */
export function companyWriteFromInput(input: CompanyInput): CompanyWrite {
  const w: CompanyWrite = {};
  const set = <K extends keyof CompanyWrite>(k: K, v: CompanyWrite[K] | undefined) => {
    if (v !== undefined) w[k] = v;
  };
  set('name', input.name?.trim());
  set('org_id', removeSpaces(input.org_id) || (input.org_id === undefined ? undefined : null));
  set('tax_number', removeSpaces(input.tax_number) || (input.tax_number === undefined ? undefined : null));
  set('peppol_id', removeSpaces(input.peppol_id) || (input.peppol_id === undefined ? undefined : null));
  set('phone', input.phone === undefined ? undefined : input.phone?.trim() || null);
  set(
    'invoice_email',
    input.invoice_email === undefined ? undefined : input.invoice_email?.trim().toLowerCase() || null,
  );
  set('general_email', input.general_email === undefined ? undefined : input.general_email?.trim() || null);
  set('language', input.language);
  if (input.address) {
    set('address', {
      street: input.address.street ?? null,
      zip: input.address.zip ?? null,
      city: input.address.city ?? null,
      country: input.address.country ?? null,
    });
  }
  if (input.payment_means) {
    set(
      'payment_means',
      input.payment_means.map((pm) => ({
        name: pm.name,
        local: pm.local ? pm.local.slice(0, 9) : (pm.local ?? null),
        iban: pm.iban ? normalizeIban(pm.iban) : (pm.iban ?? null),
        bic: pm.bic ? pm.bic.replace(/\s+/g, '').toUpperCase() : (pm.bic ?? null),
        bankAccount: pm.bankAccount ?? null,
      })),
    );
  }
  set(
    'aliases',
    input.aliases?.map((a) => a.trim()),
  );
  set(
    'contact_emails',
    input.contact_emails?.map((c) => ({ email: c.email.trim(), type: c.type })),
  );
  set('show_outgoing_invoices', input.show_outgoing_invoices);
  set('operator_id', operatorId(input));
  set('status', input.status);
  set('parent_company_id', input.parent_company_id);
  set('is_receiver', input.is_receiver);
  set('manual_parsing_allowed', input.manual_parsing_allowed);
  set('send_pdf_forward_blocked', input.send_pdf_forward_blocked);
  set('send_auto_pdf_forward', input.send_auto_pdf_forward);
  set('receive_pdf_forward_blocked', input.receive_pdf_forward_blocked);
  set('receive_auto_pdf_forward', input.receive_auto_pdf_forward);
  set('pdf_forward_timeout_hours', input.pdf_forward_timeout);
  set('esynpay_enabled', input.eSynPay?.is_enabled);
  set('esynpay_status', input.eSynPay?.status);
  set('esynpay_type', input.eSynPay?.type);
  set('esynpay_receive_disabled', input.is_eSynPay === undefined ? undefined : !input.is_eSynPay);
  set('esynsend_enabled', input.eSynSend?.is_enabled);
  set('esynsend_status', input.eSynSend?.status);
  return w;
}
