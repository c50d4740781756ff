// Validation entry points: validateTree / validateUbl / buildAndValidate, and the index of every
// implemented rule id. Rules run on the parsed element tree, so foreign documents validate the same
// way as ours. A finding is { id, flag, message, location (XPath) }.

import { buildUbl } from '../build/build-ubl';
import { readTree, PeppolParseError, unwrapEnvelope } from '../parse';
import type { Finding, PeppolDocumentInput } from '../types';
import { xpath, type XmlElement } from '../xml/tree';
import { buildContext, type Rule } from './context';
import { CODE_RULES } from './rules-codes';
import { CO_RULES } from './rules-co';
import { CORE_RULES } from './rules-core';
import { DE_RULES } from './rules-de';
import { DEC_RULES } from './rules-dec';
import { GR_RULES } from './rules-gr';
import { IT_RULES } from './rules-it';
import { NL_RULES } from './rules-nl';
import { NORDIC_RULES } from './rules-nordic';
import { PEPPOL_RULES } from './rules-peppol';
import { SE_RULES } from './rules-se';
import { ROOT_RULE, STRUCTURE_RULES } from './rules-structure';
import { UBL_RULES } from './rules-ubl';
import { VAT_RULES } from './rules-vat';

/** Every rule, grouped by family (the order findings come out in). */
export const RULE_FAMILIES: Readonly<Record<string, readonly Rule[]>> = {
  structure: [ROOT_RULE, ...STRUCTURE_RULES],
  'EN 16931 core (BR)': CORE_RULES,
  'EN 16931 conditions (BR-CO)': CO_RULES,
  'EN 16931 VAT categories (BR-S/Z/E/AE/IC/G/O)': VAT_RULES,
  'EN 16931 decimals (BR-DEC)': DEC_RULES,
  'code lists (BR-CL, PEPPOL-EN16931-CL/P/F)': CODE_RULES,
  'Peppol (PEPPOL-EN16931-R, PEPPOL-COMMON)': PEPPOL_RULES,
  'Sweden (SE-R)': SE_RULES,
  'Norway, Denmark, Iceland (NO-R, DK-R, IS-R)': NORDIC_RULES,
  'Netherlands (NL-R)': NL_RULES,
  'Italy (IT-R)': IT_RULES,
  'Germany (DE-R)': DE_RULES,
  'Greece (GR-R, GR-S)': GR_RULES,
  'UBL syntax (UBL-SR, UBL-DT)': UBL_RULES,
};

export const ALL_RULES: readonly Rule[] = Object.values(RULE_FAMILIES).flat();

/** The ids of all implemented rules. */
export const IMPLEMENTED_RULE_IDS: readonly string[] = ALL_RULES.map((r) => r.id);

/**
 * At most this many findings per rule are listed (with their XPath); the rest are counted in one
 * more finding. Hostile documents with 100,000s of offending elements stay cheap to report.
 */
export const MAX_FINDINGS_PER_RULE = 50;

/** Id of the finding reported when the XML itself cannot be read. */
export const XML_UNREADABLE = 'ESYN-XML';

function finding(rule: Rule, el: XmlElement): Finding {
  return { id: rule.id, flag: rule.flag, message: rule.message, location: xpath(el) };
}

/** Runs every rule on a UBL element tree (inside an SBDH envelope, the payload is validated). */
export function validateTree(tree: XmlElement): Finding[] {
  const ctx = buildContext(unwrapEnvelope(tree));
  const rootFail = ROOT_RULE.check(ctx);
  if (rootFail.length > 0) return rootFail.map((el) => finding(ROOT_RULE, el));
  const out: Finding[] = [];
  for (const rule of ALL_RULES) {
    if (rule === ROOT_RULE) continue;
    let hits: XmlElement[];
    try {
      hits = rule.check(ctx);
    } catch (err) {
      // A rule must never take the whole validation down on odd input; report it instead.
      out.push({
        id: rule.id,
        flag: 'fatal',
        message: `${rule.message} (check failed: ${(err as Error).message})`,
        location: '/',
      });
      continue;
    }
    for (const el of hits.slice(0, MAX_FINDINGS_PER_RULE)) out.push(finding(rule, el));
    if (hits.length > MAX_FINDINGS_PER_RULE) {
      out.push({
        id: rule.id,
        flag: rule.flag,
        message: `${rule.message} (${hits.length - MAX_FINDINGS_PER_RULE} more occurrences not listed)`,
        location: '/',
      });
    }
  }
  return out;
}

/** Validates UBL XML text; unreadable XML gives one fatal ESYN-XML finding, never an exception. */
export function validateUbl(xml: string | Uint8Array): Finding[] {
  let root: XmlElement;
  try {
    root = readTree(xml);
  } catch (err) {
    if (err instanceof PeppolParseError)
      return [
        {
          id: XML_UNREADABLE,
          flag: 'fatal',
          message: `Failed to parse XML (${err.code}): ${err.message}`,
          location: '/',
        },
      ];
    throw err;
  }
  return validateTree(root);
}

export function hasFatal(findings: readonly Finding[]): boolean {
  return findings.some((f) => f.flag === 'fatal');
}

/**
 * A document to send, or the refusal: `xml` exists only when no finding is fatal, so no caller can
 * send (or store, or print) a document its own validation refuses. Warnings come with the XML.
 */
export type BuildResult =
  { ok: true; xml: string; findings: Finding[] } | { ok: false; xml?: undefined; findings: Finding[] };

/**
 * Builds the UBL and validates it: the only way to get a document for sending. A form the rules
 * refuse (a check digit, totals that do not add up, a missing endpoint …) gives `ok: false` with
 * the findings and no XML; the workflow shows them on the invoice (Check Invoice).
 */
export function buildAndValidate(input: PeppolDocumentInput): BuildResult {
  const xml = buildUbl(input);
  const findings = validateUbl(xml);
  return hasFatal(findings) ? { ok: false, findings } : { ok: true, xml, findings };
}
