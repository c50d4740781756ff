// Seller and buyer party XML (cac:Party) in the element order of the UBL 2.1 schema:
// EndpointID, PartyIdentification, PartyName, PostalAddress, PartyTaxScheme, PartyLegalEntity, Contact.

import { endpointId, isSwedish, legalId, partyCountry, vatNumber } from '../party';
import type { PartyIdentifier, PeppolParty } from '../types';
import type { XmlWriter } from '../xml/writer';

export const F_SKATT_TEXT = 'Godkänd för F-skatt';
/** The Norwegian register statement most Norwegian sellers must print (NO-R-002). */
export const FORETAKSREGISTERET = 'Foretaksregisteret';

function contactEmail(p: PeppolParty): string | undefined {
  const first = p.contact_emails?.find((c) => c.email)?.email;
  return p.general_email || p.invoice_email || first || undefined;
}

/**
 * The party identifiers to write: every one of the seller (BT-29, 0..n); for the buyer the form's
 * customer_id (BT-46, at most one), with the scheme a received document gave it.
 */
function partyIdentifiers(p: PeppolParty, role: 'seller' | 'buyer', partyId?: string | null): PartyIdentifier[] {
  const known = (p.identifiers ?? []).filter((i) => i.id.trim() !== '');
  if (role === 'seller') return known;
  if (!partyId) return [];
  return [{ id: partyId, scheme: known.find((i) => i.id === partyId)?.scheme }];
}

export function writeParty(w: XmlWriter, p: PeppolParty, role: 'seller' | 'buyer', partyId?: string | null): void {
  w.open('cac:Party');
  const ep = endpointId(p);
  if (ep) w.leaf('cbc:EndpointID', ep.value, { schemeID: ep.scheme });
  for (const id of partyIdentifiers(p, role, partyId)) {
    w.open('cac:PartyIdentification')
      .leaf('cbc:ID', id.id, { schemeID: id.scheme ?? undefined })
      .close('cac:PartyIdentification');
  }
  if (p.name) w.open('cac:PartyName').leaf('cbc:Name', p.name).close('cac:PartyName');

  const a = p.address ?? {};
  w.open('cac:PostalAddress')
    .leaf('cbc:StreetName', a.street)
    .leaf('cbc:CityName', a.city)
    .leaf('cbc:PostalZone', a.zip);
  const country = partyCountry(p);
  if (country) w.open('cac:Country').leaf('cbc:IdentificationCode', country).close('cac:Country');
  w.close('cac:PostalAddress');

  const vat = vatNumber(p);
  if (vat) {
    w.open('cac:PartyTaxScheme')
      .leaf('cbc:CompanyID', vat)
      .open('cac:TaxScheme')
      .leaf('cbc:ID', 'VAT')
      .close('cac:TaxScheme')
      .close('cac:PartyTaxScheme');
  }
  const legal = legalId(p);
  // The seller's non-VAT tax registration (BT-32) carries the national statement: the F-skatt
  // approval for Swedish sellers (SE-R-005), 'Foretaksregisteret' for Norwegian ones (NO-R-002).
  const statement = isSwedish(p) ? F_SKATT_TEXT : partyCountry(p) === 'NO' ? FORETAKSREGISTERET : undefined;
  if (role === 'seller' && statement && legal?.scheme && p.f_skatt !== false) {
    w.open('cac:PartyTaxScheme')
      .leaf('cbc:CompanyID', statement)
      .open('cac:TaxScheme')
      .leaf('cbc:ID', 'TAX')
      .close('cac:TaxScheme')
      .close('cac:PartyTaxScheme');
  }

  w.open('cac:PartyLegalEntity').leaf('cbc:RegistrationName', p.name);
  if (legal) w.leaf('cbc:CompanyID', legal.value, { schemeID: legal.scheme });
  w.close('cac:PartyLegalEntity');

  const email = role === 'seller' ? contactEmail(p) : undefined;
  if (p.phone || email) {
    w.open('cac:Contact').leaf('cbc:Telephone', p.phone).leaf('cbc:ElectronicMail', email).close('cac:Contact');
  }
  w.close('cac:Party');
}
