// Shapes of party identification: the keys an invoice can name a company by (strongest first), what
// a lookup asks the database, what it found, and the outcome recorded on the invoice
// (invoices.identification, snake_case like the other jsonb columns; docs/data-model.md).

/** The document field that identified the company, strongest first. */
export type IdentificationKey =
  'peppol_id' | 'org_id' | 'vat_number' | 'bankgiro' | 'plusgiro' | 'iban' | 'name' | 'alias' | 'email_domain';

/**
 * Strength of each key in points (100 = certain). Registered identifiers come first; giro and IBAN
 * next (a factoring company's bankgiro is shared by many suppliers, so they can tie); then names;
 * an e-mail domain last. Each further kind of key that names the same company adds 1 point.
 */
export const KEY_STRENGTH: Readonly<Record<IdentificationKey, number>> = {
  peppol_id: 100,
  org_id: 98,
  vat_number: 96,
  bankgiro: 92,
  plusgiro: 92,
  iban: 90,
  name: 80,
  alias: 78,
  email_domain: 60,
};

/** Keys at or above this strength are identifiers: another company matched by one is a conflict. */
export const IDENTIFIER_STRENGTH = 90;

/** An unambiguous match at or above this confidence fills an empty sender/receiver column. */
export const FILL_MIN_CONFIDENCE = 0.7;

/** Which companies column (or derived index) a lookup compares with. */
export type LookupColumn =
  'peppol_id' | 'org_id' | 'tax_number' | 'payment_keys' | 'name_key' | 'alias_keys' | 'email_domain';

/** One question to the database: companies whose `column` equals one of `forms`. */
export interface CompanyLookup {
  key: IdentificationKey;
  /** The value as the document printed it (recorded with the match). */
  value: string;
  column: LookupColumn;
  /** The stored spellings to compare with (index-friendly equality, no functions on the column). */
  forms: string[];
}

/** A company one lookup found. */
export interface CompanyMatch {
  companyId: string;
  companyName: string;
  key: IdentificationKey;
  value: string;
}

export interface IdentificationCandidate {
  company_id: string;
  name: string;
  /** Every key that named this company, strongest first. */
  keys: IdentificationKey[];
  score: number;
}

export type IdentificationStatus = 'matched' | 'ambiguous' | 'none';

/** The answer for one party (supplier or customer). */
export interface PartyIdentification {
  status: IdentificationStatus;
  company_id: string | null;
  company_name: string | null;
  /** The strongest key behind the answer (for 'ambiguous': the key the tied companies share). */
  key: IdentificationKey | null;
  /** The document's value for that key. */
  value: string | null;
  /** 0..1; 0 when nothing matched or the answer is ambiguous. */
  confidence: number;
  /** 'ambiguous': the companies that match equally well; never one picked among them. */
  candidates: IdentificationCandidate[];
  /** Weaker matches of other companies, strongest first (at most 5), for the person who checks. */
  others: IdentificationCandidate[];
  /** Where the party's data came from: the corrected form (raw_result) or the engine's (ie_raw_result). */
  source: 'raw_result' | 'ie_raw_result' | null;
}

/** invoices.identification */
export interface InvoiceIdentification {
  job_id: string;
  supplier: PartyIdentification;
  customer: PartyIdentification;
}
