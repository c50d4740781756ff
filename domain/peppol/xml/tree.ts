// A small read-only element tree (what the reader produces and the parsers and rule checks walk):
// qualified names use fixed prefixes (see namespaces.ts), text is the element's own character data.

export interface XmlElement {
  /** Fixed-prefix qualified name, e.g. 'cbc:ID'; '{uri}local' for namespaces we do not know. */
  qname: string;
  ns: string;
  local: string;
  /** Attributes by local name (UBL attributes are unqualified). */
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
  parent: XmlElement | null;
}

// Elements with many children (a hostile document with 300,000 notes) get a by-name index, built
// on first lookup, so every rule's lookups stay O(1) instead of scanning them all again. Keyed by
// the children array and checked against its length, so edits (tests) never see a stale index.
const MANY = 32;
const INDEX = new WeakMap<XmlElement[], { length: number; byName: Map<string, XmlElement[]> }>();

function byName(el: XmlElement): Map<string, XmlElement[]> {
  const list = el.children;
  const cached = INDEX.get(list);
  if (cached && cached.length === list.length) return cached.byName;
  const map = new Map<string, XmlElement[]>();
  for (const c of list) {
    const arr = map.get(c.qname);
    if (arr) arr.push(c);
    else map.set(c.qname, [c]);
  }
  INDEX.set(list, { length: list.length, byName: map });
  return map;
}

/** First child with the qualified name, or undefined. */
export function child(el: XmlElement | undefined, qname: string): XmlElement | undefined {
  if (!el) return undefined;
  if (el.children.length > MANY) return byName(el).get(qname)?.[0];
  for (const c of el.children) if (c.qname === qname) return c;
  return undefined;
}

/** All children with the qualified name (treat the result as read-only). */
export function children(el: XmlElement | undefined, qname: string): XmlElement[] {
  if (!el) return [];
  if (el.children.length > MANY) return byName(el).get(qname) ?? [];
  const out: XmlElement[] = [];
  for (const c of el.children) if (c.qname === qname) out.push(c);
  return out;
}

// Paths are a handful of constants; splitting each once keeps lookups allocation-free.
const SPLIT = new Map<string, string[]>();
function steps(path: string): string[] {
  let v = SPLIT.get(path);
  if (!v) {
    v = path.split('/');
    SPLIT.set(path, v);
  }
  return v;
}

/** Follows a path of qualified names ('cac:Party/cac:PartyName/cbc:Name'), first match each step. */
export function at(el: XmlElement | undefined, path: string): XmlElement | undefined {
  let cur = el;
  for (const step of steps(path)) {
    cur = child(cur, step);
    if (!cur) return undefined;
  }
  return cur;
}

/** Every element reached by the path (all matches at each step). */
export function all(el: XmlElement | undefined, path: string): XmlElement[] {
  let cur: XmlElement[] = el ? [el] : [];
  for (const step of steps(path)) {
    const next: XmlElement[] = [];
    for (const c of cur) for (const k of children(c, step)) next.push(k);
    cur = next;
    if (cur.length === 0) break;
  }
  return cur;
}

/** Trimmed text at the path, or undefined when the element is missing or blank. */
export function text(el: XmlElement | undefined, path?: string): string | undefined {
  const t = path ? at(el, path) : el;
  if (!t) return undefined;
  const v = t.text.trim();
  return v === '' ? undefined : v;
}

/** The element's XPath, e.g. /ubl:Invoice/cac:InvoiceLine[2]/cbc:ID. */
export function xpath(el: XmlElement): string {
  const steps: string[] = [];
  for (let cur: XmlElement | null = el; cur; cur = cur.parent) {
    // Positions are computed here, only for findings, so reading stays cheap.
    const parent: XmlElement | null = cur.parent;
    let n = 0;
    let position = 1;
    if (parent) {
      for (const s of parent.children as XmlElement[]) {
        if (s.qname !== cur.qname) continue;
        n += 1;
        if (s === cur) position = n;
      }
    }
    steps.push(n > 1 ? `${cur.qname}[${position}]` : cur.qname);
  }
  return `/${steps.reverse().join('/')}`;
}

/** Depth-first walk over the element and its descendants. */
export function walk(el: XmlElement, visit: (e: XmlElement) => void): void {
  const stack: XmlElement[] = [el];
  while (stack.length > 0) {
    const cur = stack.pop() as XmlElement;
    visit(cur);
    for (let i = cur.children.length - 1; i >= 0; i -= 1) stack.push(cur.children[i] as XmlElement);
  }
}
