// Document-level allowances and charges printed as their own small table under a heading
// ('Zu- und Abschläge', 'Allowances and charges', 'Remises et frais'): each row opens with its
// kind ('Abschlag Sondernachlass', 'Zuschlag Versandkosten', 'Discount', 'Frais'), may carry a
// VAT rate ('19 % UST (S)') and ends with the amount. Read when the line table held none.
import { ALLOWANCE_WORDS, CHARGE_REASONS, norm } from './labels';
import { unionBox, type Line } from './layout';
import { parseAmount, parsePercent } from './parsers';
import type { ExtractedCharge, Provenance } from './types';

const HEADING =
  /^(zu-\s*und\s*abschläge|zuschläge\s*und\s*abschläge|ab-\s*und\s*zuschläge|abschläge\s*und\s*zuschläge|allowances\s*(and|&)\s*charges|charges\s*(and|&)\s*allowances|remises\s*et\s*(frais|charges)|frais\s*et\s*remises)\s*:?$/i;
const ALLOWANCE_WORD = new RegExp(`^(${ALLOWANCE_WORDS.join('|')})\\b\\s*:?\\s*`, 'i');
const CHARGE_WORD = /^(zuschlag|charge|surcharge|frais|tillägg|avgift)\b\s*:?\s*/i;

export function findAllowanceTable(lines: readonly Line[]): {
  charges: ExtractedCharge[];
  prov: Record<string, Provenance>;
} {
  const charges: ExtractedCharge[] = [];
  const prov: Record<string, Provenance> = {};
  const start = lines.find((l) => HEADING.test(l.text.trim()));
  if (!start) return { charges, prov };
  for (let k = start.index + 1; k < Math.min(lines.length, start.index + 12); k += 1) {
    const line = lines[k] as Line;
    const first = line.segments[0]?.text.trim() ?? '';
    const allowance = ALLOWANCE_WORD.exec(first);
    const charge = allowance ? null : CHARGE_WORD.exec(first);
    // A freight row named by its reason alone ('Transportkosten: Frachtbetrag', 'Versandkosten').
    const freight = CHARGE_REASONS.some((r) => norm(first).startsWith(r));
    const kind = allowance ?? charge;
    if (!kind && !freight) {
      // The column header row ('Art | Prozent | Basisbetrag | … | Betrag') is passed over; any
      // other row ends the table.
      if (charges.length === 0 && !/\d/.test(line.text)) continue;
      break;
    }
    const last = line.segments[line.segments.length - 1];
    const amount = last && line.segments.length > 1 ? parseAmount(last.text) : null;
    if (amount === null) continue;
    const rest = kind ? first.slice(kind[0].length).trim() : first.replace(/:.*$/, '').trim();
    const next = line.segments[1]?.text.trim() ?? '';
    const reason = rest || (/^\p{L}/u.test(next) && !/%/.test(next) ? next : kind?.[1]) || first;
    const rate = line.segments.map((s) => (/%/.test(s.text) ? parsePercent(s.text) : null)).find((v) => v !== null);
    prov[`allowance_charges[${charges.length}]`] = {
      confidence: 0.8,
      page: line.page,
      box: unionBox(line.segments),
      source: 'allowances and charges table',
    };
    charges.push({ charge: !allowance, reason, amount: Math.abs(amount), tax_category: rate ?? null });
  }
  return { charges, prov };
}
