import { BaseModel } from './base.model';

export interface Address {
  street?: string | null;
  zip?: string | null;
  city?: string | null;
  country?: string | null;
}

export interface PaymentMeans {
  name: string;
  local?: string | null;
  iban?: string | null;
  bic?: string | null;
  bankAccount?: string | null;
}

export interface ContactEmail {
  email: string;
  type: string;
}

/**
 * A company's switches and service settings (the console's company form): the one list of them,
 * which the row below and the demo seed (scripts/db/demo-seed.ts) use.
 */
export interface CompanyFlags {
  language: string;
  show_outgoing_invoices: boolean;
  is_receiver: boolean;
  manual_parsing_allowed: boolean;
  send_pdf_forward_blocked: boolean;
  send_auto_pdf_forward: boolean;
  receive_pdf_forward_blocked: boolean;
  receive_auto_pdf_forward: boolean;
  pdf_forward_timeout_hours: number;
  esynpay_enabled: boolean;
  esynpay_status: string;
  esynpay_type: string;
  esynpay_receive_disabled: boolean;
  esynsend_enabled: boolean;
  esynsend_status: string;
}

export interface CompanyRow extends CompanyFlags {
  id: string;
  name: string;
  org_id: string | null;
  tax_number: string | null;
  peppol_id: string | null;
  phone: string | null;
  invoice_email: string | null;
  general_email: string | null;
  address: Address;
  payment_means: PaymentMeans[];
  aliases: string[];
  contact_emails: ContactEmail[];
  operator_id: string | null;
  status: string;
  parent_company_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Columns a write may set (everything but id and timestamps). */
export type CompanyWrite = Partial<Omit<CompanyRow, 'id' | 'created_at' | 'updated_at'>>;

export class Company extends BaseModel implements CompanyRow {
  static override tableName = 'companies';
  // objection serialises these jsonb columns on write.
  static override get jsonAttributes(): string[] {
    return ['address', 'payment_means', 'aliases', 'contact_emails'];
  }
  declare name: string;
  declare org_id: string | null;
  declare tax_number: string | null;
  declare peppol_id: string | null;
  declare phone: string | null;
  declare invoice_email: string | null;
  declare general_email: string | null;
  declare language: string;
  declare address: Address;
  declare payment_means: PaymentMeans[];
  declare aliases: string[];
  declare contact_emails: ContactEmail[];
  declare show_outgoing_invoices: boolean;
  declare operator_id: string | null;
  declare status: string;
  declare parent_company_id: string | null;
  declare is_receiver: boolean;
  declare manual_parsing_allowed: boolean;
  declare send_pdf_forward_blocked: boolean;
  declare send_auto_pdf_forward: boolean;
  declare receive_pdf_forward_blocked: boolean;
  declare receive_auto_pdf_forward: boolean;
  declare pdf_forward_timeout_hours: number;
  declare esynpay_enabled: boolean;
  declare esynpay_status: string;
  declare esynpay_type: string;
  declare esynpay_receive_disabled: boolean;
  declare esynsend_enabled: boolean;
  declare esynsend_status: string;
  declare updated_at: Date;
}
