// Input and output shapes of the Peppol layer: what build takes and parse returns
// ({ invoice, supplier, customer, attachments }), and the validation finding.

import type { InvoiceForm, PostalAddress } from '../invoice-form';

/** A company's payment means as stored on companies.payment_means (docs/data-model.md). */
export interface CompanyPaymentMeans {
  name?: string | null;
  /** Bankgiro or plusgiro number (max 9 characters). */
  local?: string | null;
  iban?: string | null;
  bic?: string | null;
  /** A domestic bank account number. */
  bankAccount?: string | null;
}

/**
 * A party of the invoice: accepts a registered company row (api shape) as well as an invoice's
 * customer_data. Fields beyond those two shapes are optional extras the Peppol layer understands.
 */
export interface PeppolParty {
  _id?: string | null;
  name?: string | null;
  org_id?: string | null;
  tax_number?: string | null;
  peppol_id?: string | null;
  /** A GS1 GLN, used as the endpoint (scheme 0088) when there is no peppol_id. */
  gln?: string | null;
  phone?: string | null;
  address?: PostalAddress | null;
  payment_means?: CompanyPaymentMeans[] | null;
  contact_emails?: { email: string; type?: string | null }[] | null;
  invoice_email?: string | null;
  general_email?: string | null;
  /**
   * Party identifiers (BT-29 seller / BT-46 buyer, cac:PartyIdentification) with their scheme (ISO
   * 6523 ICD, 'SEPA' for a creditor id), as a received document gives them.
   */
  identifiers?: PartyIdentifier[] | null;
  /**
   * The seller's tax registration statement: 'Godkänd för F-skatt' for Swedish sellers,
   * 'Foretaksregisteret' for Norwegian ones; written unless this is false.
   */
  f_skatt?: boolean | null;
}

export interface PartyIdentifier {
  id: string;
  scheme?: string | null;
}

/** A document embedded in the invoice (cac:AdditionalDocumentReference). */
export interface PeppolAttachment {
  /** Document reference (BT-122); the filename when absent. */
  id?: string | null;
  filename: string;
  mime_code: string;
  /** Base64 content. */
  content: string;
  description?: string | null;
}

export interface PeppolDocumentInput {
  invoice: InvoiceForm;
  supplier: PeppolParty;
  customer: PeppolParty;
  attachments?: PeppolAttachment[];
}

export type FindingFlag = 'fatal' | 'warning';

export interface Finding {
  id: string;
  flag: FindingFlag;
  message: string;
  /** XPath of the element the finding is about. */
  location: string;
}

/** UNCL 5305 VAT category codes Peppol BIS 3.0 allows. */
export type TaxCategoryCode = 'S' | 'Z' | 'E' | 'AE' | 'K' | 'G' | 'O' | 'L' | 'M';
