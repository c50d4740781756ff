// From the companies the lookups found to one answer per party. A company scores the strength of
// its strongest key plus 1 for each further kind of key that names it too (an org number and a
// bankgiro that agree beat an org number alone). The best score wins; when two or more companies
// share the best score the answer is 'ambiguous' with those candidates, never a pick among them.
// Another company matched by an identifier (Peppol id, org/VAT number, giro, IBAN) lowers the
// winner's confidence: the document names two companies (often a factoring company's bankgiro).
import {
  FILL_MIN_CONFIDENCE,
  IDENTIFIER_STRENGTH,
  KEY_STRENGTH,
  type CompanyMatch,
  type IdentificationCandidate,
  type IdentificationKey,
  type PartyIdentification,
} from './types';

const MAX_CANDIDATES = 10;
const MAX_OTHERS = 5;
/** Confidence taken off the winner for each other company an identifier named. */
const CONFLICT_PENALTY = 0.1;

const byStrength = (a: IdentificationKey, b: IdentificationKey) => KEY_STRENGTH[b] - KEY_STRENGTH[a];

interface Scored extends IdentificationCandidate {
  value: string;
}

function scoreCompanies(matches: CompanyMatch[]): Scored[] {
  const byCompany = new Map<string, { name: string; values: Map<IdentificationKey, string> }>();
  for (const m of matches) {
    const entry = byCompany.get(m.companyId) ?? { name: m.companyName, values: new Map() };
    if (!entry.values.has(m.key)) entry.values.set(m.key, m.value);
    byCompany.set(m.companyId, entry);
  }
  const scored: Scored[] = [];
  for (const [companyId, { name, values }] of byCompany) {
    const keys = [...values.keys()].sort(byStrength);
    const best = keys[0] as IdentificationKey;
    scored.push({
      company_id: companyId,
      name,
      keys,
      score: KEY_STRENGTH[best] + keys.length - 1,
      value: values.get(best) as string,
    });
  }
  // Deterministic order (the outcome is compared with the stored one to stay idempotent).
  return scored.sort(
    (a, b) => b.score - a.score || a.name.localeCompare(b.name) || a.company_id.localeCompare(b.company_id),
  );
}

const candidate = ({ company_id, name, keys, score }: Scored): IdentificationCandidate => ({
  company_id,
  name,
  keys,
  score,
});
const round2 = (n: number) => Math.round(n * 100) / 100;

export function rankMatches(matches: CompanyMatch[], source: PartyIdentification['source']): PartyIdentification {
  const scored = scoreCompanies(matches);
  const top = scored[0];
  if (!top)
    return {
      status: 'none',
      company_id: null,
      company_name: null,
      key: null,
      value: null,
      confidence: 0,
      candidates: [],
      others: [],
      source,
    };
  const tied = scored.filter((s) => s.score === top.score);
  const rest = scored.filter((s) => s.score !== top.score);
  const others = rest.slice(0, MAX_OTHERS).map(candidate);
  const key = top.keys[0] ?? null;
  if (tied.length > 1) {
    return {
      status: 'ambiguous',
      company_id: null,
      company_name: null,
      key,
      value: top.value,
      confidence: 0,
      candidates: tied.slice(0, MAX_CANDIDATES).map(candidate),
      others,
      source,
    };
  }
  const conflicts = rest.filter((s) => KEY_STRENGTH[s.keys[0] as IdentificationKey] >= IDENTIFIER_STRENGTH).length;
  const confidence = round2(Math.max(0, Math.min(top.score, 100) / 100 - CONFLICT_PENALTY * conflicts));
  return {
    status: 'matched',
    company_id: top.company_id,
    company_name: top.name,
    key,
    value: top.value,
    confidence,
    candidates: [],
    others,
    source,
  };
}

/** A match good enough to fill an empty sender/receiver column: unambiguous and confident. */
export function fillsColumn(p: PartyIdentification): boolean {
  return p.status === 'matched' && p.company_id !== null && p.confidence >= FILL_MIN_CONFIDENCE;
}
