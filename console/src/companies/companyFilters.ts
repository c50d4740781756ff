// The companies list's filters (spec section 2 'Companies list'): four text filters for everyone
// and nine admin-only switches. Each switch names the api filter and the value it sends when on.
export const COMPANY_TEXT_FILTERS = ['name', 'org_id', 'tax_number', 'peppol_id'] as const;

export interface CompanySwitchFilter {
  /** api filter parameter (docs/api.md GET /api/companies) */
  source: string;
  /** value sent while the switch is on; off sends nothing */
  whenOn: boolean;
}

export const COMPANY_SWITCH_FILTERS: readonly CompanySwitchFilter[] = [
  { source: 'is_receiver', whenOn: true },
  { source: 'manual_parsing_allowed', whenOn: true },
  { source: 'receive_pdf_forward_blocked', whenOn: true },
  { source: 'is_eSynPay_enabled', whenOn: true },
  { source: 'send_pdf_forward_blocked', whenOn: true },
  { source: 'receive_auto_pdf_forward', whenOn: true },
  { source: 'is_eSynSend_enabled', whenOn: true },
  { source: 'send_auto_pdf_forward', whenOn: true },
  // 'Get eSynPay invoice disabled': the receiver does not take eSynPay invoices.
  { source: 'is_eSynPay', whenOn: false },
];
