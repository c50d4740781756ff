// The invoice form (spec section 3 'Invoice form / raw result'): the shape stored in
// invoices.raw_result, edited in the console's manual-parsing form, produced by the extraction
// engine and turned into Peppol UBL. Field names are the spec's, amounts are plain numbers
// (2 decimals; price 4; quantity 2), dates are 'YYYY-MM-DD' strings.

export type DocumentType = '380' | '381';

export interface InvoiceLineItem {
  name: string;
  /** VAT rate in percent, e.g. 25. */
  tax_percent: number;
  buyers_item_identification?: string | null;
  sellers_item_identification?: string | null;
  /** UBL tax category override (S, Z, E, AE, K, G, O); derived from parties and rate when absent. */
  tax_category?: string | null;
  /** Exemption reason text for E, AE, K, G, O categories. */
  tax_exemption_reason?: string | null;
}

export interface LineAllowanceCharge {
  /** true: charge (adds); false: discount (subtracts). */
  charge: boolean;
  percentage?: number | null;
  amount?: number | null;
}

export interface InvoiceLine {
  item: InvoiceLineItem;
  price: { amount: number };
  invoiced_quantity: number;
  line_extension_amount: number;
  allowance_charge?: LineAllowanceCharge | null;
  /** Unit code (UN/ECE rec 20); 'EA' when absent. */
  unit_code?: string | null;
}

export interface DocumentAllowanceCharge {
  charge: boolean;
  reason: string;
  amount: number;
  /** The VAT percent the charge is taxed at (the spec calls it tax_category). */
  tax_category: number;
}

export interface TaxTotal {
  tax_percent: number;
  taxable_amount: number;
  tax_amount: number;
  tax_category?: string | null;
  tax_exemption_reason?: string | null;
}

export interface LegalMonetaryTotal {
  payable_rounding_amount: number;
  line_extension_amount: number;
  payable_amount: number;
  /**
   * Paid before this invoice (BT-113), e.g. a deposit; absent on most invoices. The amount due is
   * the total with VAT minus this plus the rounding. Kept from Peppol documents that carry it.
   */
  prepaid_amount?: number | null;
}

export interface PostalAddress {
  street?: string | null;
  zip?: string | null;
  city?: string | null;
  /** ISO 3166-1 alpha-2 code. */
  country?: string | null;
}

export interface CustomerData {
  name?: string | null;
  org_id?: string | null;
  tax_number?: string | null;
  peppol_id?: string | null;
  phone?: string | null;
  address?: PostalAddress | null;
}

export interface CompanyRef {
  _id: string;
  name: string;
  tax_number?: string | null;
}

export interface PaymentMeansForm {
  bankgiro?: string | null;
  plusgiro?: string | null;
  iban?: string | null;
  bic?: string | null;
}

export interface InvoiceForm {
  invoice_id: string;
  /** OCR number. */
  payment_id?: string | null;
  document_type: DocumentType;
  issue_date: string;
  due_date?: string | null;
  payment_terms?: string | null;
  order_reference?: { id?: string | null } | null;
  buyer_reference?: string | null;
  supplier_reference?: string | null;
  customer_id?: string | null;
  payment_means?: PaymentMeansForm | null;
  accounting_cost?: string | null;
  note?: string | null;
  document_currency_code: string;
  invoice_lines: InvoiceLine[];
  allowance_charges?: DocumentAllowanceCharge[];
  tax_totals?: TaxTotal[];
  legal_monetary_total: LegalMonetaryTotal;
  customer_data?: CustomerData | null;
  sender_company?: CompanyRef | null;
  receiver_company?: CompanyRef | null;
  is_eSynSend?: boolean;
  is_eSynPay?: boolean;
  is_eSynAccess?: boolean;
  status?: string;
}
