// The buyer's identifiers printed away from its address block: a VAT label that names the buyer
// ('Ihre USt.-IdNr.'), or a section of the buyer's identifiers ('Vos identifiants').
import { compactVat, VAT_RE } from './party-ids';
import type { Line, Segment } from './layout';

/** A VAT label that names the buyer's number ('Ihre USt.-IdNr.', 'Your VAT no', 'Votre n° TVA', 'Customer VAT'). */
const BUYER_VAT =
  /^(?:ihre|your|vos|votre|kunden|customer|client|buyer|acheteur|käufer|er|köparens)\b.{0,20}?(?:ust|vat|tva|moms|mwst|mva)/i;
/** The buyer named after the VAT words ('N° TVA intracommunautaire client', 'VAT number of the customer', 'USt-IdNr. des Kunden'). */
const VAT_OF_BUYER =
  /^(?:n°|no\.?|numéro)?\s*(?:de\s+)?(?:tva|vat|ust\.?-?id\S*|mwst\S*)\b.{0,30}?(?<!\p{L})(?:client|acheteur|customer|buyer|kunden?|käufers?|leistungsempfängers?)(?!\p{L})/iu;
/** A section of the buyer's identifiers ('Vos identifiants', 'Ihre Daten', 'Your details'). */
const BUYER_SECTION = /^(?:vos identifiants|ihre daten|your details|customer details|kundendaten|era uppgifter)$/i;

function vatIn(text: string): string | null {
  for (const m of compactVat(text).matchAll(VAT_RE)) return m[1] as string;
  return null;
}

/** The segments in the column under a buyer's identifiers section ('Vos identifiants'). */
export function buyerSectionSegments(lines: readonly Line[]): Segment[] {
  const out: Segment[] = [];
  for (const line of lines)
    for (const seg of line.segments) {
      if (!BUYER_SECTION.test(seg.text.trim().replace(/:$/, ''))) continue;
      for (let k = line.index + 1; k < Math.min(lines.length, line.index + 6); k += 1) {
        const s = (lines[k] as Line).segments.find((x) => x.x >= seg.x - 4 && x.x < seg.x + 40);
        if (s) out.push(s);
      }
    }
  return out;
}

/**
 * The buyer's VAT number printed outside its address block: after a label that names the buyer,
 * or in the column under a 'Vos identifiants' section heading.
 */
export function findBuyerVat(lines: readonly Line[]): string | null {
  for (const line of lines) {
    for (const [i, seg] of line.segments.entries()) {
      if (!BUYER_VAT.test(seg.text.trim()) && !VAT_OF_BUYER.test(seg.text.trim())) continue;
      const v = vatIn(seg.text) ?? vatIn(line.segments[i + 1]?.text ?? '');
      if (v) return v;
    }
  }
  for (const s of buyerSectionSegments(lines)) {
    const v = vatIn(s.text);
    if (v) return v;
  }
  return null;
}
