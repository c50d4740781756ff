// Hardened XML reader: saxes (strict, namespace-aware) into the element tree of tree.ts.
// Hostile input is refused early and with a typed error: any DOCTYPE (so no entity expansion and no
// external entities at all), oversize input, deep nesting and too many elements.

import { SaxesParser } from 'saxes';
import { PREFIX_OF } from './namespaces';
import type { XmlElement } from './tree';

export type XmlErrorCode = 'doctype' | 'too-large' | 'too-deep' | 'too-many-elements' | 'not-well-formed' | 'no-root';

export class XmlError extends Error {
  readonly code: XmlErrorCode;
  constructor(code: XmlErrorCode, message: string) {
    super(message);
    this.name = 'XmlError';
    this.code = code;
  }
}

export interface XmlLimits {
  /** Maximum input size in characters (bytes for Uint8Array input). */
  maxChars: number;
  maxDepth: number;
  maxElements: number;
}

export const DEFAULT_LIMITS: XmlLimits = { maxChars: 20 * 1024 * 1024, maxDepth: 64, maxElements: 500_000 };

// Qualified names are interned per (namespace, local name): a 100-line invoice has ~3,000
// elements but only ~150 distinct names, so this saves most string building during reading.
const QNAMES = new Map<string, Map<string, string>>();

function qnameOf(uri: string, local: string): string {
  let byLocal = QNAMES.get(uri);
  if (!byLocal) {
    if (QNAMES.size > 1000) QNAMES.clear(); // hostile input with endless namespaces: stay bounded
    byLocal = new Map();
    QNAMES.set(uri, byLocal);
  }
  let q = byLocal.get(local);
  if (q === undefined) {
    if (byLocal.size > 5000) byLocal.clear();
    const prefix = PREFIX_OF[uri];
    q = prefix ? `${prefix}:${local}` : uri === '' ? local : `{${uri}}${local}`;
    byLocal.set(local, q);
  }
  return q;
}

/** Parses XML text (or UTF-8 bytes) into an element tree, or throws XmlError. */
export function readXml(input: string | Uint8Array, limits: Partial<XmlLimits> = {}): XmlElement {
  const lim = { ...DEFAULT_LIMITS, ...limits };
  if (input.length > lim.maxChars) {
    throw new XmlError('too-large', `XML input is larger than ${lim.maxChars} bytes`);
  }
  const xml = typeof input === 'string' ? input : new TextDecoder('utf-8', { fatal: false }).decode(input);
  if (!/\S/.test(xml)) throw new XmlError('no-root', 'Root Element not found');
  const parser = new SaxesParser({ xmlns: true, position: false });
  let root: XmlElement | null = null;
  const stack: XmlElement[] = [];
  let count = 0;

  parser.on('doctype', () => {
    throw new XmlError('doctype', 'XML with a DOCTYPE is refused (no DTDs, no entities)');
  });
  parser.on('error', (err: Error) => {
    if (err instanceof XmlError) throw err;
    if (!root && /root element/i.test(err.message)) throw new XmlError('no-root', 'Root Element not found');
    throw new XmlError('not-well-formed', `Not Well-Formed XML: ${err.message}`);
  });
  parser.on('opentag', (tag) => {
    count += 1;
    if (count > lim.maxElements)
      throw new XmlError('too-many-elements', `XML has more than ${lim.maxElements} elements`);
    if (stack.length >= lim.maxDepth) throw new XmlError('too-deep', `XML nests deeper than ${lim.maxDepth} levels`);
    const attrs: Record<string, string> = {};
    const tagAttrs = tag.attributes;
    for (const key in tagAttrs) {
      const a = tagAttrs[key];
      if (!a || a.prefix === 'xmlns' || a.name === 'xmlns') continue;
      attrs[a.local] = a.value;
    }
    const parent = stack[stack.length - 1] ?? null;
    const qname = qnameOf(tag.uri, tag.local);
    if (!parent && root) {
      throw new XmlError('not-well-formed', 'Not Well-Formed XML: more than one root element');
    }
    const el: XmlElement = { qname, ns: tag.uri, local: tag.local, attrs, children: [], text: '', parent };
    if (parent) parent.children.push(el);
    else root = el;
    stack.push(el);
  });
  parser.on('text', (t) => {
    const cur = stack[stack.length - 1];
    if (cur) cur.text += t;
  });
  parser.on('cdata', (t) => {
    const cur = stack[stack.length - 1];
    if (cur) cur.text += t;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  try {
    parser.write(xml).close();
  } catch (err) {
    if (err instanceof XmlError) throw err;
    throw new XmlError('not-well-formed', `Not Well-Formed XML: ${(err as Error).message}`);
  }
  if (!root) throw new XmlError('no-root', 'Root Element not found');
  return root;
}
