// The three domain lists: URL slug (spec spelling 'open-chanel') → api kind.
export const DOMAIN_KINDS = { allowed: 'allowed', general: 'general', 'open-chanel': 'open_channel' } as const;
export type DomainSlug = keyof typeof DOMAIN_KINDS;
export const isDomainSlug = (s: string | undefined): s is DomainSlug => !!s && s in DOMAIN_KINDS;
