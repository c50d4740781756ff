// The language an api answer's messages are written in: Swedish when the request's
// Accept-Language prefers Swedish ('sv' or the spec's company code 'se'), else English. The console
// sends its current locale; other clients get English unless they ask.
import type { Lang } from '../../domain/i18n/lang';

export function requestLang(acceptLanguage: string | undefined): Lang {
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((r) => /^\s*q=([\d.]+)\s*$/.exec(r)?.[1]).find((v) => v !== undefined);
      return { tag: tag.toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.tag && Number.isFinite(t.q) && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag.startsWith('sv') || tag === 'se') return 'sv';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}
