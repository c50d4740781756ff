// Reads a third-party app's own translation files (their words for 'Invoice number', 'Due date' …),
// so the Nordic documents carry the labels those apps print, not ours: Laravel `texts.php`
// arrays ('key' => 'value') and flat JSON locale files.

/** A Laravel translation array: every `'key' => 'value'` pair (single-quoted, with \' escapes). */
export function phpTranslations(source: string): Map<string, string> {
  const out = new Map<string, string>();
  const re = /'([A-Za-z0-9_.-]+)'\s*=>\s*'((?:[^'\\]|\\.)*)'/g;
  for (const m of source.matchAll(re)) {
    const key = m[1] as string;
    if (!out.has(key)) out.set(key, (m[2] as string).replace(/\\(['\\])/g, '$1'));
  }
  return out;
}

/** A JSON locale file, nested objects flattened to dotted keys. */
export function jsonTranslations(source: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (v: unknown, prefix: string): void => {
    if (typeof v === 'string') out.set(prefix, v);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, prefix ? `${prefix}.${k}` : k);
  };
  walk(JSON.parse(source) as unknown, '');
  return out;
}

/** A label by key; a missing key is an error (a template's word must come from its own file). */
export function word(t: Map<string, string>, key: string): string {
  const v = t.get(key);
  if (v === undefined) throw new Error(`translation key '${key}' missing`);
  return v;
}
