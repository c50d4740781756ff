// XML namespace URIs of the documents this module reads and writes, and the short prefixes the
// element tree uses for qualified names ('cbc:ID'), so lookups never depend on a document's own
// prefix choices.

export const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  applicationResponse: 'urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  sbdh: 'http://www.unece.org/cefact/namespaces/StandardBusinessDocumentHeader',
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
} as const;

/** Namespace URI → the prefix used in qualified names and XPath locations. */
export const PREFIX_OF: Readonly<Record<string, string>> = {
  [NS.invoice]: 'ubl',
  [NS.creditNote]: 'cn',
  [NS.applicationResponse]: 'ar',
  [NS.cac]: 'cac',
  [NS.cbc]: 'cbc',
  [NS.ext]: 'ext',
  [NS.sbdh]: 'sh',
  [NS.rsm]: 'rsm',
  [NS.ram]: 'ram',
  [NS.udt]: 'udt',
  [NS.qdt]: 'qdt',
};
