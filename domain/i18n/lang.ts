// UI languages and the mapping from the company language code ('se' in the spec) to 'sv'.

export const LANGS = ['en', 'sv'] as const;
export type Lang = (typeof LANGS)[number];

/** Company language codes as stored (spec: default 'se'); 'sv' is accepted as an alias. */
export const COMPANY_LANGUAGES = ['se', 'en'] as const;
export type CompanyLanguage = (typeof COMPANY_LANGUAGES)[number];

/** UI language for a stored language code: 'se' and 'sv' → 'sv', anything else → 'en'. */
export function toLang(code: string | null | undefined): Lang {
  const c = (code ?? '').toLowerCase();
  return c === 'se' || c === 'sv' || c.startsWith('sv-') ? 'sv' : 'en';
}

/** Replaces '{name}' and '{{name}}' placeholders; unknown placeholders are left as written. */
export function interpolate(template: string, params?: Readonly<Record<string, string | number>>): string {
  if (!params) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}|\{(\w+)\}/g, (whole, a: string | undefined, b: string | undefined) => {
    const key = (a ?? b) as string;
    const v = params[key];
    return v === undefined ? whole : String(v);
  });
}
