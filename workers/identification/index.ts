// Party identification: match an invoice's supplier and customer to registered companies (Peppol
// id, org/VAT number, bankgiro/plusgiro/IBAN, name and aliases, e-mail domain) and record the
// outcome as the invoice's identification job. docs/extraction.md 'Identification'.
export {
  identifyInvoice,
  InvoiceNotFoundError,
  IDENTIFICATION_EVENT,
  type IdentificationRun,
} from './identify-invoice';
export { invoicePartiesOf, type PartyFacts } from './invoice-parties';
export { partyLookups } from './party-keys';
export { rankMatches, fillsColumn } from './ranking';
export { findCompanyMatches } from './company-lookup';
export * from './types';
