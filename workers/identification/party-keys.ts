// From what a document says about a party to the lookups that find its company. Identifiers are
// checked and normalised with domain/identifiers first (a Swedish org number with or without
// dash or century, VAT 'SE' + org number + '01', bankgiro/plusgiro check digits, IBAN mod 97);
// values that fail their check are not looked up, since an OCR slip must not name a company.
// Each lookup lists every spelling the companies table may hold (org_id is stored as typed, spaces
// removed), so the database compares with plain equality on its btree indexes.
import {
  isValidBankgiro,
  isValidIban,
  isValidPlusgiro,
  luhnValid,
  normalizeGiro,
  normalizeIban,
  normalizeOrgNumber,
  parsePeppolId,
} from '../../domain/identifiers';
import type { PartyFacts } from './invoice-parties';
import type { CompanyLookup, IdentificationKey } from './types';

const PEPPOL_PREFIX = 'iso6523-actorid-upis::';
/** Peppol schemes that carry a Swedish org number (0007) or a Swedish VAT number (9955). */
const SE_ORG_SCHEME = '0007';
const SE_VAT_SCHEME = '9955';

const unique = (values: string[]) => [...new Set(values)];
const compact = (value: string) => value.replace(/\s+/g, '');

/** Every way a Swedish org number may be stored: 10 digits or 6-4, bare or with a century (16/19/20). */
export function swedishOrgForms(ten: string): string[] {
  const dashed = `${ten.slice(0, 6)}-${ten.slice(6)}`;
  return unique([ten, dashed, ...['16', '19', '20'].flatMap((c) => [`${c}${ten}`, `${c}${dashed}`])]);
}

export function swedishVatForms(ten: string): string[] {
  return [`SE${ten}01`, `se${ten}01`];
}

/** Peppol ids a company with this org number may be registered under. */
export function swedishPeppolForms(ten: string): string[] {
  return peppolForms(SE_ORG_SCHEME, ten).concat(peppolForms(SE_VAT_SCHEME, `SE${ten}01`));
}

function peppolForms(scheme: string, value: string): string[] {
  const plain = unique([value, value.toUpperCase(), value.toLowerCase()].map((v) => `${scheme}:${v}`));
  return [...plain, ...plain.map((p) => `${PEPPOL_PREFIX}${p}`)];
}

/** The 10 digits of a Swedish VAT number ('SE' + 10 digits + a 2-digit suffix, Luhn over the 10). */
export function orgNumberOfSwedishVat(vat: string): string | null {
  const m = /^SE(\d{10})(\d{2})$/.exec(compact(vat).replace(/[-.]/g, '').toUpperCase());
  return m?.[1] && luhnValid(m[1]) ? m[1] : null;
}

/** Nordic VAT numbers that contain the org number: Norway NO + 9 + MVA, Denmark DK + 8 (CVR), Finland FI + 8 (Y-tunnus). */
export function orgFormsOfNordicVat(vat: string): string[] {
  const v = compact(vat).replace(/[-.]/g, '').toUpperCase();
  let m = /^NO(\d{9})(MVA)?$/.exec(v);
  if (m?.[1]) return [m[1]];
  m = /^DK(\d{8})$/.exec(v);
  if (m?.[1]) return [m[1]];
  m = /^FI(\d{7})(\d)$/.exec(v);
  if (m?.[1] && m[2]) return [`${m[1]}-${m[2]}`, `${m[1]}${m[2]}`];
  return [];
}

/** A printed org number of another country: as printed without spaces, and without punctuation. */
function foreignOrgForms(value: string): string[] {
  const c = compact(value);
  const bare = c.replace(/[^0-9A-Za-z]/g, '');
  return bare.length >= 5 ? unique([c, bare, bare.toUpperCase()]) : [];
}

/** Looks Swedish (6+4 digits, maybe a century) but failed the Luhn check: not looked up at all. */
function looksSwedish(value: string): boolean {
  return /^(16|19|20)?\d{6}-?\d{4}$/.test(compact(value));
}

/** The lower-case domain of an e-mail address, or null. */
export function emailDomain(email: string): string | null {
  const m = /^[^\s@]+@([^\s@]+\.[^\s@.]+)$/.exec(email.trim());
  const domain = m?.[1]?.toLowerCase().replace(/\.$/, '');
  return domain && !domain.includes('..') ? domain : null;
}

function lookup(
  key: IdentificationKey,
  value: string,
  column: CompanyLookup['column'],
  forms: string[],
): CompanyLookup {
  return { key, value, column, forms: unique(forms) };
}

/** Lookups for one Swedish org number found under `key`. */
function swedishLookups(key: IdentificationKey, value: string, ten: string): CompanyLookup[] {
  return [
    lookup(key, value, 'org_id', swedishOrgForms(ten)),
    lookup(key, value, 'tax_number', swedishVatForms(ten)),
    lookup(key, value, 'peppol_id', swedishPeppolForms(ten)),
  ];
}

function peppolLookups(value: string): CompanyLookup[] {
  const id = parsePeppolId(value);
  if (!id) return [];
  const out = [lookup('peppol_id', value, 'peppol_id', peppolForms(id.scheme, id.value))];
  // A Peppol id on a Swedish org or VAT number also names a company registered without a peppol_id.
  const ten =
    id.scheme === SE_ORG_SCHEME
      ? normalizeOrgNumber(id.value)
      : id.scheme === SE_VAT_SCHEME
        ? orgNumberOfSwedishVat(id.value)
        : null;
  if (ten)
    out.push(
      lookup('peppol_id', value, 'org_id', swedishOrgForms(ten)),
      lookup('peppol_id', value, 'tax_number', swedishVatForms(ten)),
    );
  return out;
}

function orgLookups(value: string): CompanyLookup[] {
  const ten = normalizeOrgNumber(value);
  if (ten) return swedishLookups('org_id', value, ten);
  if (looksSwedish(value)) return [];
  const forms = foreignOrgForms(value);
  return forms.length ? [lookup('org_id', value, 'org_id', forms)] : [];
}

function vatLookups(value: string): CompanyLookup[] {
  const ten = orgNumberOfSwedishVat(value);
  if (ten) {
    const printed = compact(value).toUpperCase();
    return swedishLookups('vat_number', value, ten).map((l) =>
      l.column === 'tax_number' ? { ...l, forms: unique([...l.forms, printed]) } : l,
    );
  }
  if (/^SE/i.test(compact(value))) return [];
  const c = compact(value);
  if (c.replace(/[^0-9A-Za-z]/g, '').length < 5) return [];
  const out = [lookup('vat_number', value, 'tax_number', [c, c.toUpperCase()])];
  const orgForms = orgFormsOfNordicVat(value);
  if (orgForms.length) out.push(lookup('vat_number', value, 'org_id', orgForms));
  return out;
}

function giroLookups(key: 'bankgiro' | 'plusgiro', value: string): CompanyLookup[] {
  const valid = key === 'bankgiro' ? isValidBankgiro(value) : isValidPlusgiro(value);
  const digits = valid ? normalizeGiro(value) : null;
  return digits ? [lookup(key, value, 'payment_keys', [`giro:${digits}`])] : [];
}

function ibanLookups(value: string): CompanyLookup[] {
  return isValidIban(value) ? [lookup('iban', value, 'payment_keys', [`iban:${normalizeIban(value)}`])] : [];
}

/** A name with at least two letters: 'AB' or '-' names nobody. */
function nameLookups(name: string | null): CompanyLookup[] {
  if (!name || (name.match(/\p{L}/gu) ?? []).length < 2) return [];
  return [lookup('name', name, 'name_key', [name]), lookup('alias', name, 'alias_keys', [name])];
}

function emailLookups(emails: string[]): CompanyLookup[] {
  const byDomain = new Map<string, string>();
  for (const e of emails) {
    const d = emailDomain(e);
    if (d && !byDomain.has(d)) byDomain.set(d, e);
  }
  return [...byDomain].map(([domain, email]) => lookup('email_domain', email, 'email_domain', [domain]));
}

/** Every lookup for a party, strongest key first. */
export function partyLookups(facts: PartyFacts): CompanyLookup[] {
  return [
    ...facts.peppolIds.flatMap(peppolLookups),
    ...facts.orgIds.flatMap(orgLookups),
    ...facts.vatNumbers.flatMap(vatLookups),
    ...facts.bankgiros.flatMap((v) => giroLookups('bankgiro', v)),
    ...facts.plusgiros.flatMap((v) => giroLookups('plusgiro', v)),
    ...facts.ibans.flatMap(ibanLookups),
    ...nameLookups(facts.name),
    ...emailLookups(facts.emails),
  ];
}
