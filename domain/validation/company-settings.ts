// The company settings form (admin and company views): general info, address, payment means,
// and the admin-only aliases, contact emails, show_outgoing_invoices and operator. Non-admin
// input to admin-only sections is ignored, not rejected.

import { COMPANY_LANGUAGES } from '../i18n/lang';
import { DEFAULT_COMPANY_LANGUAGE, DEFAULT_SHOW_OUTGOING_INVOICES } from '../constants';
import { isCountryCode } from '../countries';
import type { Role } from '../roles';
import { fieldIssue, IssueCollector, schemaFromValidator, type ValidationResult } from './issues';
import { normalizeValueList, validateAliases, validateContactEmails, type ContactEmail } from './lists';
import { normalizePaymentMeans, validatePaymentMeansList, type PaymentMeans } from './payment-means';
import { asText, isEmptyValue, numberOnlyIssue, peppolIdIssue, phoneIssue, removeSpaces, textIssue } from './rules';

export interface CompanySettings {
  name: string;
  org_id: string | null;
  tax_number: string | null;
  peppol_id: string | null;
  phone: string | null;
  language: string;
  address: { street: string | null; zip: string | null; city: string | null; country: string | null };
  payment_means: PaymentMeans[];
  /** Admin-only sections: present only in an admin's result. */
  aliases?: string[];
  contact_emails?: ContactEmail[];
  show_outgoing_invoices?: boolean;
  operator?: string | null;
}

const text = (v: unknown): string | null => {
  const t = (asText(v) ?? '').trim();
  return t === '' ? null : t;
};
const noSpaces = (v: unknown): string | null => {
  const t = removeSpaces(asText(v) ?? '');
  return t === '' ? null : t;
};

/** The operator as an id; the picker may send the operator object. */
function operatorId(v: unknown): string | null {
  if (typeof v === 'object' && v !== null)
    return text((v as { _id?: unknown; id?: unknown })._id ?? (v as { id?: unknown }).id);
  return text(v);
}

export function validateCompanySettings(input: unknown, ctx: { role: Role }): ValidationResult<CompanySettings> {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const address = (typeof raw.address === 'object' && raw.address !== null ? raw.address : {}) as Record<
    string,
    unknown
  >;
  const c = new IssueCollector();

  c.add('name', textIssue(raw.name, { required: true }));
  const orgId = noSpaces(raw.org_id);
  c.add('org_id', textIssue(orgId) ?? numberOnlyIssue(orgId));
  const taxNumber = noSpaces(raw.tax_number);
  c.add('tax_number', textIssue(taxNumber));
  const peppolId = noSpaces(raw.peppol_id);
  c.add('peppol_id', peppolIdIssue(peppolId));
  c.add('phone', phoneIssue(raw.phone));
  const language = text(raw.language) ?? DEFAULT_COMPANY_LANGUAGE;
  if (!(COMPANY_LANGUAGES as readonly string[]).includes(language))
    c.add('language', fieldIssue('ValidationError', 'validation.invalidOption'));
  for (const f of ['street', 'zip', 'city'] as const) c.add(`address.${f}`, textIssue(address[f]));
  const country = text(address.country)?.toUpperCase() ?? null;
  if (country !== null && !isCountryCode(country)) c.add('address.country', fieldIssue('format', 'validation.country'));

  const paymentMeans = Array.isArray(raw.payment_means) ? raw.payment_means : [];
  c.merge({ errors: validatePaymentMeansList(paymentMeans) }, 'payment_means');

  const value: CompanySettings = {
    name: text(raw.name) ?? '',
    org_id: orgId,
    tax_number: taxNumber,
    peppol_id: peppolId,
    phone: text(raw.phone),
    language,
    address: { street: text(address.street), zip: text(address.zip), city: text(address.city), country },
    payment_means: paymentMeans.map((pm) => normalizePaymentMeans(pm as Partial<PaymentMeans>)),
  };

  if (ctx.role === 'admin') {
    const aliases = Array.isArray(raw.aliases) ? raw.aliases : [];
    c.merge({ errors: validateAliases(aliases) }, 'aliases');
    const contacts = Array.isArray(raw.contact_emails) ? raw.contact_emails : [];
    c.merge({ errors: validateContactEmails(contacts) }, 'contact_emails');
    if (!isEmptyValue(raw.show_outgoing_invoices) && typeof raw.show_outgoing_invoices !== 'boolean') {
      c.add('show_outgoing_invoices', fieldIssue('format', 'validation.format'));
    }
    value.aliases = normalizeValueList(aliases);
    value.contact_emails = contacts.map((x) => {
      const e = (x ?? {}) as Partial<ContactEmail>;
      return { email: (asText(e.email) ?? '').trim(), type: e.type as ContactEmail['type'] };
    });
    value.show_outgoing_invoices =
      typeof raw.show_outgoing_invoices === 'boolean' ? raw.show_outgoing_invoices : DEFAULT_SHOW_OUTGOING_INVOICES;
    value.operator = operatorId(raw.operator);
  }
  return { ok: c.ok, value, errors: c.errors, warnings: c.warnings };
}

/** The settings form as a zod schema for the api (`companySettingsSchema(role).safeParse(body)`). */
export function companySettingsSchema(role: Role) {
  return schemaFromValidator((input) => validateCompanySettings(input, { role }));
}
