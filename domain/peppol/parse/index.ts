// Parse entry points: XML text → { invoice, supplier, customer, attachments } for UBL Invoice,
// UBL CreditNote, CII CrossIndustryInvoice and ZUGFeRD 1.0 CrossIndustryDocument; anything else is
// a typed error, never a crash.

import type { PeppolDocumentInput } from '../types';
import { NS } from '../xml/namespaces';
import { readXml, XmlError, type XmlLimits } from '../xml/reader';
import type { XmlElement } from '../xml/tree';
import { readCii } from './cii';
import { toInput, type ParsedDocument } from './model';
import { readUbl } from './ubl';
import { isZugferd1, zugferd1AsCii } from './zugferd1';

export type ParseErrorCode = XmlError['code'] | 'unsupported-document';

export class PeppolParseError extends Error {
  readonly code: ParseErrorCode;
  constructor(code: ParseErrorCode, message: string) {
    super(message);
    this.name = 'PeppolParseError';
    this.code = code;
  }
}

export type DocumentSyntax = 'ubl-invoice' | 'ubl-creditnote' | 'cii';

/** Which invoice syntax the root element is, or undefined. */
export function syntaxOf(root: XmlElement): DocumentSyntax | undefined {
  if (root.ns === NS.invoice && root.local === 'Invoice') return 'ubl-invoice';
  if (root.ns === NS.creditNote && root.local === 'CreditNote') return 'ubl-creditnote';
  if (root.ns === NS.rsm && root.local === 'CrossIndustryInvoice') return 'cii';
  return undefined;
}

/** Reads XML with the hardened reader, turning its errors into PeppolParseError. */
export function readTree(xml: string | Uint8Array, limits?: Partial<XmlLimits>): XmlElement {
  try {
    return readXml(xml, limits);
  } catch (err) {
    if (err instanceof XmlError) throw new PeppolParseError(err.code, err.message);
    throw err;
  }
}

/** The document inside an SBDH envelope, or the element itself when it is not an envelope. */
export function unwrapEnvelope(root: XmlElement): XmlElement {
  if (root.ns !== NS.sbdh || root.local !== 'StandardBusinessDocument') return root;
  return root.children.find((c) => c.local !== 'StandardBusinessDocumentHeader') ?? root;
}

/** The invoice element of a tree: out of its SBDH envelope, and ZUGFeRD 1.0 in its CII D16B shape. */
function invoiceRoot(tree: XmlElement): XmlElement {
  const root = unwrapEnvelope(tree);
  return isZugferd1(root) ? zugferd1AsCii(root) : root;
}

/** The syntax-neutral reading of an invoice tree, or undefined when its root is no invoice. */
export function readDocument(tree: XmlElement): ParsedDocument | undefined {
  const root = invoiceRoot(tree);
  const syntax = syntaxOf(root);
  if (!syntax) return undefined;
  return syntax === 'cii' ? readCii(root) : readUbl(root);
}

/** Parses an element tree that is already read (an SBDH-wrapped document is unwrapped). */
export function parseTree(tree: XmlElement): PeppolDocumentInput {
  const doc = readDocument(tree);
  if (!doc) {
    const root = unwrapEnvelope(tree);
    throw new PeppolParseError(
      'unsupported-document',
      `Not an invoice: root element {${root.ns}}${root.local} is neither a UBL 2.1 Invoice/CreditNote nor a CII CrossIndustryInvoice (or ZUGFeRD 1.0 CrossIndustryDocument)`,
    );
  }
  return toInput(doc);
}

/** Parses a Peppol BIS / EN 16931 UBL or CII document into the shape build takes. */
export function parseInvoiceXml(xml: string | Uint8Array, limits?: Partial<XmlLimits>): PeppolDocumentInput {
  return parseTree(readTree(xml, limits));
}
