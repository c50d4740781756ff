// Peppol BIS Billing 3.0 for the platform (pure, browser-safe): build UBL from the invoice form,
// parse UBL and CII back into it, validate with the EN 16931 / Peppol / Swedish rules, Invoice
// Response and Message Level Response documents, the SBDH envelope, and the status mapping.

export { buildUbl, CUSTOMIZATION_ID, PROFILE_ID } from './build/build-ubl';
export { computeDocument } from './build/compute';
export { parseInvoiceXml, parseTree, readTree, syntaxOf, PeppolParseError } from './parse';
export {
  validateUbl,
  validateTree,
  buildAndValidate,
  hasFatal,
  IMPLEMENTED_RULE_IDS,
  RULE_FAMILIES,
  XML_UNREADABLE,
  type BuildResult,
} from './validate';
export { deriveTaxCategory, EXEMPTION_DEFAULTS } from './tax-category';
export { endpointId, legalId, participantId, participantOf, partyCountry, vatNumber, type SchemeId } from './party';
export {
  buildInvoiceResponse,
  parseInvoiceResponse,
  INVOICE_RESPONSE_CODES,
  STATUS_REASONS,
  STATUS_ACTIONS,
  type InvoiceResponse,
  type InvoiceResponseCode,
  type ResponseStatus,
} from './response/invoice-response';
export {
  buildMessageLevelResponse,
  parseMessageLevelResponse,
  type MessageLevelResponse,
  type MlrCode,
  type MlrIssue,
} from './response/message-level-response';
export { ResponseError, type ResponseParty } from './response/application-response';
export { invoiceResponseFor, messageLevelResponseFor } from './response/answers';
export {
  INVOICE_RESPONSE_STATUS,
  MLR_STATUS,
  statusForInvoiceResponse,
  statusForMlr,
  responseReasonText,
} from './response/status-mapping';
export {
  buildEnvelope,
  parseEnvelope,
  DOCUMENT_KINDS,
  EnvelopeError,
  type Envelope,
  type ParsedEnvelope,
} from './sbdh';
export { encodeBase64, decodeBase64 } from './xml/base64';
export { XmlError } from './xml/reader';
export type {
  Finding,
  FindingFlag,
  PeppolAttachment,
  PeppolDocumentInput,
  PeppolParty,
  CompanyPaymentMeans,
} from './types';
