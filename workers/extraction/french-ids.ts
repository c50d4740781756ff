// French company identifiers (SIRET, else SIREN) as the parties' org numbers: the one printed in
// the customer block, under the customer's name, or under a 'Vos identifiants' section is the
// customer's; of the others, the seller's legal mentions ('SARL au capital de …, RCS …, SIRET …')
// are preferred, else the first printed. A party that prints its SIREN beside its SIRET is
// registered under the SIREN (the French CIUS's legal registration id); the SIRET names one of
// its establishments. British company numbers after their label ('Company No. 01234567') are
// attributed the same way.
import { britishCompanyNumber, frenchCompanyId } from '../../domain/identifiers';
import { buyerSectionSegments } from './buyer-ids';
import type { PartyFound } from './party-fields';
import { unionBox, type Line, type Segment } from './layout';

/** A SIREN under its own label, not one read from the trade register mention. */
const SIREN_LABEL = /\bSIREN\b/i;
const LEGAL_MENTIONS = /\b(capital|R\.?C\.?S\.?|SARL|SAS|SASU|EURL|S\.A\.)\b/i;

export function withFrenchIds(
  lines: readonly Line[],
  customer: PartyFound,
  supplier: PartyFound,
): { customer: PartyFound; supplier: PartyFound } {
  const customerX = customer.prov.name?.box?.x ?? null;
  const buyerSection = new Set(buyerSectionSegments(lines));
  let forCustomer: { id: string; seg: Segment } | null = null;
  const others: Array<{ id: string; seg: Segment; legal: boolean }> = [];
  const sirens = new Set<string>();
  for (const line of lines)
    for (const [i, seg] of line.segments.entries()) {
      // The label's value may be the next cell ('Company No.' | '01234567').
      const id =
        frenchCompanyId(seg.text, { printed: seg.conf >= 1 }) ??
        britishCompanyNumber(`${seg.text} ${line.segments[i + 1]?.text ?? ''}`);
      if (!id) continue;
      // A SIREN printed under its own label; one read from the trade register mention ('RCS Lyon
      // 443 061 841') stands in only where no SIRET is printed.
      if (id.length === 9 && SIREN_LABEL.test(seg.text)) sirens.add(id);
      const inBlock =
        (customer.blockLines.has(line.index) && customerX !== null && Math.abs(seg.x - customerX) < 24) ||
        buyerSection.has(seg);
      if (inBlock) forCustomer ??= { id, seg };
      else others.push({ id, seg, legal: LEGAL_MENTIONS.test(line.text) });
    }
  // A SIRET beats a SIREN from the trade register mention, wherever each stands.
  const rcsOnly = (o: { id: string; seg: Segment }): boolean => o.id.length === 9 && !SIREN_LABEL.test(o.seg.text);
  const ranked = others.some((o) => !rcsOnly(o)) ? others.filter((o) => !rcsOnly(o)) : others;
  const forSupplier = ranked.find((o) => o.legal) ?? ranked[0] ?? null;
  const source = 'company id (SIRET/SIREN, Company No.)';
  const fill = (party: PartyFound, found: { id: string; seg: Segment } | null): PartyFound => {
    if (!found || party.data.org_id) return party;
    const box = unionBox([found.seg]);
    return {
      ...party,
      data: { ...party.data, org_id: sirens.has(found.id.slice(0, 9)) ? found.id.slice(0, 9) : found.id },
      prov: { ...party.prov, org_id: { confidence: 0.85, page: found.seg.page, box, source } },
    };
  };
  return { customer: fill(customer, forCustomer), supplier: fill(supplier, forSupplier) };
}
