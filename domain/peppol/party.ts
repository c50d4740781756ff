// How a party (registered company or customer_data) becomes Peppol identifiers: the endpoint id
// and its EAS scheme, the legal registration id, the VAT number and the country. The rule table is
// in docs/peppol.md ('Endpoint identifiers').

import { isValidGln, normalizeOrgNumber, parsePeppolId } from '../identifiers';
import { EAS } from './codelists';
import { isValidBelgianEnterpriseNumber, isValidNorwegianOrgNumber } from './national-ids';
import type { PeppolParty } from './types';

export interface SchemeId {
  scheme: string;
  value: string;
}

/** A participant id as envelopes, the inbox and the access point write it: 'scheme:value'. */
export function participantId(id: SchemeId): string {
  return `${id.scheme}:${id.value}`;
}

/** The party's Peppol participant id ('scheme:value' of its endpointId), if it has an endpoint. */
export function participantOf(p: PeppolParty | null | undefined): string | undefined {
  const ep = endpointId(p);
  return ep ? participantId(ep) : undefined;
}

/** ISO 3166 country of the party, upper case; from the address, else the VAT prefix. */
export function partyCountry(p: PeppolParty | null | undefined): string | undefined {
  const c = p?.address?.country?.trim().toUpperCase();
  if (c) return c;
  const vat = vatNumber(p);
  if (vat && /^[A-Z]{2}/.test(vat)) return vat.slice(0, 2) === 'EL' ? 'GR' : vat.slice(0, 2);
  return undefined;
}

/** The VAT number, spaces removed and upper case (BT-31/BT-48), or undefined. */
export function vatNumber(p: PeppolParty | null | undefined): string | undefined {
  const v = p?.tax_number?.replace(/[\s.-]+/g, '').toUpperCase();
  return v ? v : undefined;
}

/** A Swedish party: country SE, or no country but a Swedish VAT number. */
export function isSwedish(p: PeppolParty | null | undefined): boolean {
  return partyCountry(p) === 'SE';
}

/** Per-country ICD of the national organisation number (used for endpoint and legal id); only a valid number gets it. */
const ORG_SCHEME_BY_COUNTRY: Readonly<Record<string, { scheme: string; valid: (v: string) => boolean }>> = {
  NO: { scheme: '0192', valid: isValidNorwegianOrgNumber },
  DK: { scheme: '0184', valid: (v) => /^\d{8}$/.test(v) },
  FI: { scheme: '0212', valid: (v) => /^\d{7}-\d$/.test(v) },
  BE: { scheme: '0208', valid: isValidBelgianEnterpriseNumber },
  IS: { scheme: '0196', valid: (v) => /^\d{10}$/.test(v) },
  NL: { scheme: '0106', valid: (v) => /^\d{8}$/.test(v) },
};

/** The organisation number as a scheme id (0007 for Swedish numbers normalised to 10 digits). */
export function legalId(
  p: PeppolParty | null | undefined,
): SchemeId | { scheme: undefined; value: string } | undefined {
  const raw = p?.org_id?.replace(/\s+/g, '');
  if (!raw) return undefined;
  const country = partyCountry(p) ?? 'SE';
  if (country === 'SE') {
    const ten = normalizeOrgNumber(raw);
    return ten ? { scheme: '0007', value: ten } : { scheme: undefined, value: raw };
  }
  const rule = ORG_SCHEME_BY_COUNTRY[country];
  if (rule) {
    const v = country === 'FI' ? raw : raw.replace(/-/g, '');
    if (rule.valid(v)) return { scheme: rule.scheme, value: v };
  }
  return { scheme: undefined, value: raw };
}

/**
 * The electronic address (BT-34 / BT-49), in this order:
 * 1. peppol_id 'scheme:value' with an EAS scheme; a legacy 9955 Swedish VAT id becomes 0007 + its
 *    org number (9955 left the EAS list in BIS 3.0.15);
 * 2. gln → 0088; 3. the national org number (0007 SE, 0192 NO, 0184 DK, 0212 FI, 0208 BE, 0196 IS, 0106 NL KVK).
 */
export function endpointId(p: PeppolParty | null | undefined): SchemeId | undefined {
  if (!p) return undefined;
  const pid = p.peppol_id ? parsePeppolId(p.peppol_id) : null;
  if (pid) {
    if (pid.scheme === '9955') {
      const m = /^SE(\d{10})\d\d$/i.exec(pid.value);
      const ten = m ? normalizeOrgNumber(m[1] as string) : null;
      if (ten) return { scheme: '0007', value: ten };
    } else if (EAS.has(pid.scheme)) {
      return pid.scheme === '0007' ? { scheme: '0007', value: normalizeOrgNumber(pid.value) ?? pid.value } : pid;
    }
  }
  const gln = p.gln?.replace(/\s+/g, '');
  if (gln && isValidGln(gln)) return { scheme: '0088', value: gln };
  const legal = legalId(p);
  if (legal?.scheme) return { scheme: legal.scheme, value: legal.value };
  if (pid) return pid;
  return undefined;
}
