// Applying a supplier's profile to an extraction: each learned field is read from the page words
// the engine already has (no second pass over the PDF); the learned value replaces the generic one
// when the generic one is missing or less confident, its provenance says it was learned, and the
// cross-checks run again on the result.
import { crossCheck } from '../checks';
import { buildDocumentLines } from '../layout';
import { round2 } from '../parsers';
import type { ExtractedForm, ExtractionResult, PageWords } from '../types';
import { readRule, type RuleReading } from './read';
import type { ProfileEntry } from './types';
import { getPath, sameValue, setPath } from './value-kinds';

/**
 * A learned label is supplier-specific evidence a person confirmed, so it outranks the generic
 * dictionary's 0.95; a region is weaker (the page may have moved). Both scale with how often the
 * rule was right: (hits + 1) / (hits + misses + 1), so one miss halves a fresh rule's weight.
 */
export const LEARNED_BASE_CONFIDENCE = { label: 0.97, region: 0.9 } as const;

export function learnedConfidence(
  entry: Pick<ProfileEntry, 'hits' | 'misses'>,
  reading: Pick<RuleReading, 'via' | 'conf'>,
): number {
  const reliability = (entry.hits + 1) / (entry.hits + entry.misses + 1);
  return Math.round(LEARNED_BASE_CONFIDENCE[reading.via] * reliability * Math.min(1, reading.conf) * 100) / 100;
}

/** The generic value's confidence: its provenance, else 0.9 for a value without one (heuristics). */
function genericConfidence(result: ExtractionResult, path: string): number {
  return result.provenance[path]?.confidence ?? 0.9;
}

function recheck(form: ExtractionResult): ExtractionResult['checks'] {
  // The printed net is not part of the result: the VAT rows' bases stand in for it.
  const bases = form.tax_totals.map((t) => t.taxable_amount);
  const net =
    bases.length > 0 && bases.every((b) => b !== null)
      ? round2(bases.reduce((s: number, b) => s + (b as number), 0))
      : null;
  const tax = form.tax_totals.length ? round2(form.tax_totals.reduce((s, t) => s + (t.tax_amount ?? 0), 0)) : null;
  return crossCheck(form, net, tax);
}

export function applySupplierProfile(
  layout: readonly PageWords[],
  result: ExtractionResult,
  profile: readonly ProfileEntry[],
): ExtractionResult {
  if (profile.length === 0 || layout.length === 0 || result.route === 'hybrid') return result;
  const { layout: ownLayout, ...rest } = result;
  const out = structuredClone(rest) as ExtractionResult;
  const lines = buildDocumentLines(layout);
  let changed = false;
  for (const entry of profile) {
    const reading = readRule(layout, lines, entry);
    if (!reading) continue;
    const generic = getPath(out, entry.field_path);
    if (sameValue(entry.value_kind, generic, reading.value)) continue;
    const conf = learnedConfidence(entry, reading);
    const hasGeneric = generic !== null && generic !== undefined && generic !== '';
    if (hasGeneric && genericConfidence(out, entry.field_path) >= conf) continue;
    setPath(out as unknown as Record<string, unknown>, entry.field_path, reading.value);
    out.provenance[entry.field_path] = {
      confidence: conf,
      page: reading.page,
      box: reading.box,
      source: reading.via === 'label' ? `learned label '${entry.label}'` : 'learned region',
      learned: reading.via,
    };
    changed = true;
  }
  if (!changed) return result;
  // As the engine does: a payable amount with no rounding row printed means no rounding.
  const totals: ExtractedForm['legal_monetary_total'] = out.legal_monetary_total;
  if (totals.payable_amount !== null && totals.payable_rounding_amount === null) totals.payable_rounding_amount = 0;
  out.checks = recheck(out);
  if (ownLayout) out.layout = ownLayout;
  return out;
}
