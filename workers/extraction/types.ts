// Types of the extraction engine: the positioned words every route produces, the result the
// engine returns (the spec's invoice form plus supplier_data, provenance, route and checks) and
// the options callers pass.
import type { DocumentType, PostalAddress } from '../../domain/invoice-form';
import { extractionRefusalText, type ExtractionRefusal } from '../../domain/extraction-refusals';
import type { MessageParams } from '../../domain/i18n/messages';
import type { InvoiceStatus } from '../../domain/statuses';

/** A box in PDF points, origin top-left of the page (y grows downwards). */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** One word with its position; text and OCR routes both produce these. */
export interface Word {
  text: string;
  page: number;
  x: number;
  y: number;
  w: number;
  h: number;
  /** 0..1: 1 for a text layer, the OCR engine's confidence for scans. */
  conf: number;
}

/** Words on one page with the page size in points. */
export interface PageWords {
  page: number;
  width: number;
  height: number;
  words: Word[];
}

export type Route = 'text' | 'ocr' | 'hybrid';

export interface Provenance {
  confidence: number;
  page: number | null;
  box: Box | null;
  /** What found it: the label, 'table', 'computed', 'xml', … */
  source?: string;
  /** Set when a supplier's learned profile supplied the value (workers/extraction/learning). */
  learned?: 'label' | 'region';
}

export interface PartyData {
  name: string | null;
  org_id: string | null;
  tax_number: string | null;
  address: PostalAddress | null;
}

export interface ExtractedLine {
  item: { name: string; tax_percent: number | null };
  price: { amount: number | null };
  invoiced_quantity: number | null;
  line_extension_amount: number | null;
}

export interface ExtractedCharge {
  charge: boolean;
  reason: string;
  amount: number;
  tax_category: number | null;
}

export interface ExtractedTaxTotal {
  tax_percent: number;
  taxable_amount: number | null;
  tax_amount: number | null;
}

/** The form fields as the engine outputs them: plain values, null where the document is silent. */
export interface ExtractedForm {
  invoice_id: string | null;
  document_type: DocumentType;
  issue_date: string | null;
  due_date: string | null;
  payment_terms: string | null;
  payment_id: string | null;
  buyer_reference: string | null;
  order_reference: { id: string | null };
  supplier_reference: string | null;
  customer_id: string | null;
  accounting_cost: string | null;
  note: string | null;
  document_currency_code: string | null;
  payment_means: { bankgiro: string | null; plusgiro: string | null; iban: string | null; bic: string | null };
  invoice_lines: ExtractedLine[];
  allowance_charges: ExtractedCharge[];
  tax_totals: ExtractedTaxTotal[];
  legal_monetary_total: {
    payable_rounding_amount: number | null;
    line_extension_amount: number | null;
    payable_amount: number | null;
    /** An amount already paid (BT-113), which the payable amount leaves out (embedded XML only). */
    prepaid_amount?: number | null;
  };
  customer_data: PartyData;
  supplier_data: PartyData;
}

export type CheckSeverity = 'error' | 'warning';

export interface CheckFinding {
  /** Stable code, e.g. 'lines-sum', 'payable-sum', 'vat-rate', 'ocr-check-digit'. */
  code: string;
  severity: CheckSeverity;
  message: string;
  field?: string;
}

/** 'ok': may go on; the two others are the spec's statuses for a human to look at. */
export type ExtractionStatus = 'ok' | typeof InvoiceStatus.CheckInvoice | typeof InvoiceStatus.InvalidPdf;

export interface ExtractionChecks {
  status: ExtractionStatus;
  findings: CheckFinding[];
}

export interface ExtractionResult extends ExtractedForm {
  route: Route;
  pages: number;
  provenance: Record<string, Provenance>;
  checks: ExtractionChecks;
  timings: { total_ms: number; per_page_ms: number[] };
  /**
   * The positioned words the text or OCR route read, when `includeLayout` was asked for: the
   * parent process applies a supplier's learned profile to them without reading the PDF again.
   */
  layout?: PageWords[];
}

export interface ExtractOptions {
  /** Force a route (tests, benchmarks); otherwise chosen per document. */
  route?: Route;
  /** Refuse documents with more pages than this (default 50). */
  maxPages?: number;
  /** Refuse inputs larger than this many bytes (default 20 MB). */
  maxBytes?: number;
  /** Refuse documents whose Flate streams inflate to more than this many bytes together (default 64 MB). */
  maxInflatedBytes?: number;
  /** Refuse documents with a page of more drawing operators than this (default 200 000). */
  maxOperatorsPerPage?: number;
  /** OCR languages for every page; by default chosen per document (`ocr-language.ts`). */
  ocrLanguages?: string;
  /**
   * Read the page even when an invoice XML is embedded (the evaluation's external set: the XML is
   * its ground truth, so the page must be read as if the XML were not there).
   */
  skipEmbedded?: boolean;
  /** Return the page words in `result.layout` (text and OCR routes; hybrids have none). */
  includeLayout?: boolean;
}

/** An input the engine refuses: the caller turns it into 'Invalid PDF'. */
export class InvalidPdfError extends Error {
  constructor(
    public readonly reason: ExtractionRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'InvalidPdfError';
  }

  /**
   * The refusal with its catalogue text (domain/i18n/extraction-messages.ts, English, as the
   * invoice's exception keeps it), plus a technical `detail` when there is one.
   */
  static of(reason: ExtractionRefusal, params?: MessageParams, detail?: string): InvalidPdfError {
    const text = extractionRefusalText(reason, params, 'en');
    return new InvalidPdfError(reason, detail ? `${text} (${detail})` : text);
  }
}
