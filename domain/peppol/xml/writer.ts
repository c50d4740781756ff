// A string-building XML writer (no DOM: building a 100-line invoice must stay well under a
// millisecond). Leaves with no value are skipped, because Peppol forbids empty elements
// (PEPPOL-EN16931-R008).

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const NEEDS_ESCAPE = /[&<>"']/;
const ESCAPE_ALL = /[&<>"']/g;
// Characters XML 1.0 cannot carry at all; dropped rather than producing a broken document.
// eslint-disable-next-line no-control-regex -- matching the control characters is the point
const INVALID_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(value: string): string {
  const clean = value.replace(INVALID_CHARS, '');
  return NEEDS_ESCAPE.test(clean) ? clean.replace(ESCAPE_ALL, (c) => ESCAPES[c] as string) : clean;
}

export type Attrs = Record<string, string | null | undefined>;

function attrString(attrs?: Attrs): string {
  if (!attrs) return '';
  let s = '';
  for (const k of Object.keys(attrs)) {
    const v = attrs[k];
    if (v !== null && v !== undefined && v !== '') s += ` ${k}="${escapeXml(v)}"`;
  }
  return s;
}

export class XmlWriter {
  private readonly parts: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n'];

  open(name: string, attrs?: Attrs): this {
    this.parts.push(`<${name}${attrString(attrs)}>`);
    return this;
  }

  close(name: string): this {
    this.parts.push(`</${name}>`);
    return this;
  }

  /** A simple element; skipped when the value is null, undefined or blank. */
  leaf(name: string, value: string | number | null | undefined, attrs?: Attrs): this {
    if (value === null || value === undefined) return this;
    const v = typeof value === 'number' ? String(value) : value;
    if (v.trim() === '') return this;
    this.parts.push(`<${name}${attrString(attrs)}>${escapeXml(v)}</${name}>`);
    return this;
  }

  /** Appends text that is already XML (e.g. a pre-built payload). */
  raw(xml: string): this {
    this.parts.push(xml);
    return this;
  }

  toString(): string {
    return this.parts.join('');
  }
}
