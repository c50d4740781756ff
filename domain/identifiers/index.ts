// Identifier checks (Swedish numbers, Peppol IDs, GLN, IBAN/BIC) under one import.
export { luhnValid, luhnCheckDigit } from './luhn';
export {
  normalizeOrgNumber,
  isValidOrgNumber,
  isValidPersonalNumber,
  isValidOcrReference,
  ocrCheckDigit,
  isValidBankgiro,
  isValidPlusgiro,
  normalizeGiro,
  isValidSwedishVatNumber,
  vatNumberFromOrgNumber,
} from './swedish';
export { parsePeppolId, isValidPeppolId, isValidGln, PEPPOL_ID_PATTERN } from './peppol-id';
export { ibanLength, isValidIban, isValidBic, isValidCreditorReference, normalizeIban } from './iban';
export { isValidNorwegianOrgNumber, isValidDanishCvr, isValidFinnishBusinessId, nordicIds } from './nordic';
export { isValidSiren, isValidSiret, frenchCompanyId } from './french';
export { britishCompanyNumber } from './british';
export { isValidStructuredCommunication, structuredCommunication } from './belgian';
