// Business constants and limits (spec section 9) plus the small code lists of section 3. Every
// number the api, console and workflows share lives here.

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = ['application/pdf'] as const;
export const UPLOAD_EXTENSIONS = ['.pdf'] as const;

export const TAX_RATES = [25, 12, 6, 0] as const;
export const DEFAULT_TAX_RATE = 25;

export const DECIMALS = { quantity: 2, price: 4, amount: 2, tax: 0 } as const;
export const DEFAULT_QUANTITY = 1;
export const DEFAULT_PRICE = 0;
export const DEFAULT_AMOUNT = 0;

export const CURRENCIES = ['SEK', 'EUR', 'USD', 'NOK', 'DKK', 'GBP', 'CHF'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'SEK';

export const DOCUMENT_TYPES = ['380', '381'] as const;
export const DEFAULT_DOCUMENT_TYPE = '380';
export const DOCUMENT_TYPE_LABELS = {
  '380': { en: 'Invoice', sv: 'Faktura' },
  '381': { en: 'Credit Note', sv: 'Kreditnota' },
} as const;

export const TEXT_MAX_LENGTH = 256;
export const CONTACT_EMAIL_MAX_LENGTH = 255;
export const VALUE_LIST_MAX_LENGTH = 255;
export const LOCAL_PAYMENT_MEANS_MAX_LENGTH = 9;

export const ROUNDING_MIN = -0.99;
export const ROUNDING_MAX = 0.99;

/** Year window of invoice dates: from last year (inclusive) up to 3 years ahead (exclusive). */
export const YEARS_BACK = 1;
export const YEARS_AHEAD = 3;

export const DEFAULT_FORWARD_TIMEOUT_HOURS = 24;
export const DEFAULT_CHARGE_REASON = 'Frakt';
export const DEFAULT_COMPANY_LANGUAGE = 'se';
export const DEFAULT_PAYMENT_MEANS_NAME = 'Default';
export const NEW_PAYMENT_MEANS_NAME = 'New';
export const DEFAULT_SHOW_OUTGOING_INVOICES = true;

export const AUTOCOMPLETE_PAGE_SIZE = 20;
export const COUNTRY_MATCHES_MAX = 20;
export const DUPLICATES_PAGE_SIZE = 5;
export const USERS_PAGE_SIZE = 5;

export const TAB_REMOVAL_DELAY_MS = 500;
export const RESIZE_DEBOUNCE_MS = 100;

export const FINANCE_WINDOW_DAYS = 3;

export const DEFAULT_COMPANIES_LIST_ROLE = 'sender';

/** date-fns / Angular style pattern; dates are shown in UTC. */
export const DATE_DISPLAY_FORMAT = 'MMM d, y HH:mm';
export const DATE_DISPLAY_TIME_ZONE = 'UTC';

export const LANGUAGE_CODES = ['en', 'se'] as const;
export const LANGUAGE_LABELS = {
  en: { en: 'English', sv: 'Engelska' },
  se: { en: 'Swedish', sv: 'Svenska' },
} as const;

export const ADDRESS_KINDS = ['Onboarding', 'From', 'Invoice', 'CFO address'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];
/** A new contact email's type: the onboarding address. */
export const DEFAULT_CONTACT_EMAIL_TYPE: AddressKind = 'Onboarding';
export const ADDRESS_KIND_LABELS: Readonly<Record<AddressKind, { en: string; sv: string }>> = {
  Onboarding: { en: 'Onboarding', sv: 'Introduktion' },
  From: { en: 'From', sv: 'Från' },
  Invoice: { en: 'Invoice', sv: 'Faktura' },
  'CFO address': { en: 'CFO address', sv: 'Ekonomichefens adress' },
};

export const MESSAGE_SOURCE_KINDS = ['User', 'Data-User', 'Service', 'Open Channel', 'Reply'] as const;
export type MessageSourceKind = (typeof MESSAGE_SOURCE_KINDS)[number];

export const SALE_TYPES = ['Auto sale', 'Spot'] as const;
export type SaleType = (typeof SALE_TYPES)[number];
export const SALE_TYPE_LABELS: Readonly<Record<SaleType, { en: string; sv: string }>> = {
  'Auto sale': { en: 'Auto sale', sv: 'Automatisk försäljning' },
  Spot: { en: 'Spot', sv: 'Enstaka försäljning' },
};

export const INVOICE_FORMATS = ['pdf', 'peppol'] as const;
export type InvoiceFormat = (typeof INVOICE_FORMATS)[number];

/** Embedded PDF viewer defaults (spec section 9). */
export const VIEWER_DEFAULTS = {
  zoom: 1,
  defaultZoomScale: 'page-width',
  textLayerModes: ['disabled', 'enabled', 'enhanced'],
  textLayerMode: 'enabled',
  linkTargets: ['blank', 'none', 'self', 'parent', 'top'],
  linkTarget: 'blank',
  pageChangeDelayMs: 100,
  minScale: 0.1,
  maxScale: 10,
  zoomStep: 1.1,
  maxAutoScale: 1.25,
  maxCanvasPixels: 16777216,
  maxCanvasPixelsMobile: 5242880,
  minCachedPageViews: 10,
  forceSinglePageAbovePages: 15000,
  lazyPageInitAbovePages: 7500,
  findTypingDelayMs: 250,
  idleTimeoutMs: 30000,
  printResolution: 150,
} as const;

/** Viewer page input: not a number → 1, then clamped to 1..pageCount. */
export function clampViewerPage(value: unknown, pageCount: number): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value), 10);
  const page = Number.isFinite(n) ? Math.trunc(n) : 1;
  return Math.min(Math.max(page, 1), Math.max(pageCount, 1));
}

/** Viewer zoom: zero or less is ignored (the current zoom stays). */
export function acceptViewerZoom(value: number, current: number): number {
  return Number.isFinite(value) && value > 0 ? value : current;
}

/** Viewer rotation: only multiples of 90 are taken; others are ignored with a warning. */
export function acceptViewerRotation(value: number, current: number): { rotation: number; warning: boolean } {
  if (!Number.isInteger(value) || value % 90 !== 0) return { rotation: current, warning: true };
  return { rotation: ((value % 360) + 360) % 360, warning: false };
}

/**
 * Support contact shown in the help hero (spec section 1: 'from a constant'; the values are not
 * in the spec). The phone number is from the range the Swedish regulator PTS reserves for fiction
 * (08-465 004 00–99), so it reaches nobody until a deployment sets its own (docs/decisions.md).
 */
export const SUPPORT_CONTACT = {
  email: 'support@esyn.se',
  phone: '+46 8 465 004 00',
} as const;

/** Passwords people set (api/auth/password-policy.ts adds the strength and context checks). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 1024;

/** How long the set-password link of an invitation (an approved access request) works. */
export const INVITATION_TTL_HOURS = 72;

/**
 * How many entries the company's lists may hold (spec 9 names none; these are far above any real
 * company and keep a single save, and the error answer for it, small).
 */
export const MAX_ALIASES = 100;
export const MAX_CONTACT_EMAILS = 50;
export const MAX_PAYMENT_MEANS = 20;
/** Any list in any request body (api/middleware/body-shape.ts), whatever the route. */
export const MAX_BODY_LIST_ITEMS = 1000;
/** How deep a request body may nest objects and lists. */
export const MAX_BODY_DEPTH = 32;
