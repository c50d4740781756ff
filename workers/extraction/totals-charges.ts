// Document-level allowances and charges printed as rows of the totals block under the line table
// ('Discount  -100.00', 'Remise globale  -12,00', 'Frais de port  10,00', 'Shipping  5.00'): a
// label that is only an allowance or charge word, maybe with its percentage ('Discount (10%)'),
// and one amount. Read when neither the line table, an allowances table nor discount rows held
// any. The VAT rate is the document's only one, else the rate whose base differs from its lines'
// sum by exactly the amount (or by all of them together); none is guessed otherwise.
import { ALLOWANCE_WORDS, CHARGE_REASONS, norm } from './labels';
import { unionBox, type Line } from './layout';
import { looksLikeDecimalAmount, parseAmount, round2 } from './parsers';
import type { ExtractedCharge, ExtractedLine, ExtractedTaxTotal, Provenance } from './types';

/** An allowance word alone, or qualified as the whole document's ('Remise globale', 'Gesamtrabatt'). */
const ALLOWANCE_LABELS = [...ALLOWANCE_WORDS, 'remise globale', 'remise commerciale', 'gesamtrabatt'];
const MORE_CHARGES = [
  'shipping & handling',
  'shipping and handling',
  'handling',
  'frais de livraison',
  'carriage',
  'postage',
  'postage & packing',
  'postage and packing',
  'delivery',
  'frais d’envoi',
  "frais d'envoi",
  'frais de transport',
];
/**
 * What may follow the word: its percentage ('(10%)', '10 %', '(10% off)', '@ 5%', 'de 27,33 %',
 * 'von 3 %', 'of 5%'), a colon.
 */
const LABEL = /^(.*?)\s*(?:(?:\s(?:de|von|of)\s+)?\(?@?\s*-?\s*\d{1,2}(?:[.,]\d{1,2})?\s*%(?:\s*off)?\)?)?\s*:?$/u;

function kindOf(label: string): 'allowance' | 'charge' | null {
  const m = LABEL.exec(label.trim());
  const words = norm(m?.[1] ?? '');
  if (ALLOWANCE_LABELS.includes(words) || isCredit(label)) return 'allowance';
  if (CHARGE_REASONS.includes(words) || MORE_CHARGES.includes(words)) return 'charge';
  return null;
}

/**
 * 'Credit ($50.00)' in an English totals block (Stripe, QuickBooks): an allowance where the VAT is
 * charged on the lines' sum less it; printed after the total it is an amount already paid instead.
 */
function isCredit(label: string): boolean {
  return norm(label.trim().replace(/:$/, '')) === 'credit';
}

function baseLessBy(
  taxes: readonly ExtractedTaxTotal[],
  invoiceLines: readonly ExtractedLine[],
  amount: number,
): boolean {
  const sum = round2(invoiceLines.reduce((s, l) => s + (l.line_extension_amount ?? 0), 0));
  const base = taxes.every((t) => t.taxable_amount !== null)
    ? round2(taxes.reduce((s, t) => s + Math.abs(t.taxable_amount ?? 0), 0))
    : null;
  return taxes.length > 0 && base !== null && Math.abs(round2(sum - amount) - base) < 0.005;
}

/** Words that open a charge named by its reason ('Zuschlag: Standard Shipping Fee'). */
const CHARGE_WORDS = ['zuschlag', 'aufschlag', 'charge', 'surcharge', 'majoration', 'supplément', 'frais'];

/**
 * An allowance or charge word, maybe its VAT in brackets, a colon and the reason ('Nachlass: Loyalty
 * Program Discount', 'Allowance (Tax: 19.00%): Discount', 'Zuschlag: Standard Shipping Fee'): the
 * reason is what the row names, the bracket's percentage its VAT rate.
 */
const NAMED = /^(\p{L}+)\s*(?:\(([^)]*)\))?\s*:\s*(\p{L}.*)$/u;

function namedRow(label: string): { kind: 'allowance' | 'charge'; reason: string; rate: number | null } | null {
  const m = NAMED.exec(label.trim());
  if (!m) return null;
  const word = norm(m[1] as string);
  const kind = ALLOWANCE_LABELS.includes(word) ? 'allowance' : CHARGE_WORDS.includes(word) ? 'charge' : null;
  if (!kind) return null;
  const pct = /(?<!\d)(?<!\d[.,])(\d{1,2}(?:[.,]\d{1,3})?)\s*%/.exec(m[2] ?? '');
  return { kind, reason: (m[3] as string).trim(), rate: pct ? Number((pct[1] as string).replace(',', '.')) : null };
}

function rateOf(
  signed: number,
  taxes: readonly ExtractedTaxTotal[],
  invoiceLines: readonly ExtractedLine[],
): number | null {
  if (taxes.length === 1) return (taxes[0] as ExtractedTaxTotal).tax_percent;
  const fits = taxes.filter((t) => {
    if (t.taxable_amount === null) return false;
    const sum = invoiceLines
      .filter((l) => l.item.tax_percent === t.tax_percent)
      .reduce((s, l) => s + (l.line_extension_amount ?? 0), 0);
    return Math.abs(round2(Math.abs(t.taxable_amount) - sum - signed)) < 0.005;
  });
  return fits.length === 1 ? (fits[0] as ExtractedTaxTotal).tax_percent : null;
}

export function findTotalsCharges(
  lines: readonly Line[],
  tableLines: Set<number>,
  taxes: readonly ExtractedTaxTotal[],
  invoiceLines: readonly ExtractedLine[],
): { charges: ExtractedCharge[]; prov: Record<string, Provenance> } {
  const charges: ExtractedCharge[] = [];
  const prov: Record<string, Provenance> = {};
  if (tableLines.size === 0) return { charges, prov };
  const tableEnd = Math.max(...tableLines);
  for (const line of lines) {
    if (tableLines.has(line.index)) continue;
    // The row's last two cells: the label and its amount (a VAT grid may sit left of them).
    const amountSeg = line.segments[line.segments.length - 1];
    const labelSeg = line.segments[line.segments.length - 2];
    if (!amountSeg || !labelSeg || !looksLikeDecimalAmount(amountSeg.text)) continue;
    // A row named by its reason says what it is wherever it stands (a layout may print its totals
    // above a table that goes on over the next page); a bare word only under the table.
    const named = namedRow(labelSeg.text);
    const kind = named?.kind ?? (line.index > tableEnd ? kindOf(labelSeg.text) : null);
    const amount = parseAmount(amountSeg.text);
    if (!kind || amount === null || amount === 0) continue;
    if (!named && isCredit(labelSeg.text) && !baseLessBy(taxes, invoiceLines, Math.abs(amount))) continue;
    const reason = named?.reason ?? (LABEL.exec(labelSeg.text.trim())?.[1] ?? labelSeg.text).trim();
    const charge = kind === 'charge';
    prov[`allowance_charges[${charges.length}]`] = {
      confidence: 0.7,
      page: line.page,
      box: unionBox([labelSeg, amountSeg]),
      source: 'totals row',
    };
    const abs = Math.abs(amount);
    const rate = named?.rate ?? rateOf(charge ? abs : -abs, taxes, invoiceLines);
    charges.push({ charge, reason, amount: abs, tax_category: rate });
  }
  // A discount and a freight charge under the same rate fit its base only together.
  const together = rateOf(
    charges.reduce((s, c) => s + (c.charge ? c.amount : -c.amount), 0),
    taxes,
    invoiceLines,
  );
  return { charges: charges.map((c) => ({ ...c, tax_category: c.tax_category ?? together })), prov };
}
