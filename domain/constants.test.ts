// Tests: Business constants (spec 9), code lists (spec 3), viewer rules and roles.
import * as C from './constants';
import { ROLES, ROLE_LABELS, isRole, roleLabel } from './roles';

describe('business constants (spec section 9)', () => {
  it('limits and defaults', () => {
    expect(C.MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect(C.UPLOAD_MIME_TYPES).toEqual(['application/pdf']);
    expect(C.TAX_RATES).toEqual([25, 12, 6, 0]);
    expect(C.DECIMALS).toEqual({ quantity: 2, price: 4, amount: 2, tax: 0 });
    expect([C.DEFAULT_QUANTITY, C.DEFAULT_PRICE, C.DEFAULT_AMOUNT]).toEqual([1, 0, 0]);
    expect(C.CURRENCIES).toEqual(['SEK', 'EUR', 'USD', 'NOK', 'DKK', 'GBP', 'CHF']);
    expect(C.DOCUMENT_TYPES).toEqual(['380', '381']);
    expect(C.DEFAULT_DOCUMENT_TYPE).toBe('380');
    expect(C.DOCUMENT_TYPE_LABELS['381']).toEqual({ en: 'Credit Note', sv: 'Kreditnota' });
    expect([
      C.TEXT_MAX_LENGTH,
      C.CONTACT_EMAIL_MAX_LENGTH,
      C.VALUE_LIST_MAX_LENGTH,
      C.LOCAL_PAYMENT_MEANS_MAX_LENGTH,
    ]).toEqual([256, 255, 255, 9]);
    expect([C.ROUNDING_MIN, C.ROUNDING_MAX]).toEqual([-0.99, 0.99]);
    expect([C.YEARS_BACK, C.YEARS_AHEAD]).toEqual([1, 3]);
    expect(C.DEFAULT_FORWARD_TIMEOUT_HOURS).toBe(24);
    expect(C.DEFAULT_CHARGE_REASON).toBe('Frakt');
    expect(C.DEFAULT_COMPANY_LANGUAGE).toBe('se');
    expect(C.DEFAULT_PAYMENT_MEANS_NAME).toBe('Default');
    expect(C.NEW_PAYMENT_MEANS_NAME).toBe('New');
    expect(C.DEFAULT_SHOW_OUTGOING_INVOICES).toBe(true);
    expect([C.AUTOCOMPLETE_PAGE_SIZE, C.COUNTRY_MATCHES_MAX, C.DUPLICATES_PAGE_SIZE, C.USERS_PAGE_SIZE]).toEqual([
      20, 20, 5, 5,
    ]);
    expect([C.TAB_REMOVAL_DELAY_MS, C.RESIZE_DEBOUNCE_MS]).toEqual([500, 100]);
    expect(C.FINANCE_WINDOW_DAYS).toBe(3);
    expect(C.DEFAULT_COMPANIES_LIST_ROLE).toBe('sender');
    expect(C.DATE_DISPLAY_FORMAT).toBe('MMM d, y HH:mm');
    expect(C.DATE_DISPLAY_TIME_ZONE).toBe('UTC');
  });
  it('code lists of section 3', () => {
    expect(C.ADDRESS_KINDS).toEqual(['Onboarding', 'From', 'Invoice', 'CFO address']);
    expect(C.DEFAULT_CONTACT_EMAIL_TYPE).toBe('Onboarding');
    expect(C.MESSAGE_SOURCE_KINDS).toEqual(['User', 'Data-User', 'Service', 'Open Channel', 'Reply']);
    expect(C.SALE_TYPES).toEqual(['Auto sale', 'Spot']);
    expect(C.LANGUAGE_CODES).toEqual(['en', 'se']);
    for (const k of C.ADDRESS_KINDS) expect(C.ADDRESS_KIND_LABELS[k].sv).not.toBe(C.ADDRESS_KIND_LABELS[k].en);
    const tables: Record<string, { en: string; sv: string }>[] = [
      C.SALE_TYPE_LABELS,
      C.LANGUAGE_LABELS,
      C.DOCUMENT_TYPE_LABELS,
    ];
    for (const table of tables) {
      for (const { en, sv } of Object.values(table)) {
        expect(en).not.toBe('');
        expect(sv).not.toBe('');
        expect(sv).not.toBe(en);
      }
    }
  });
  it('viewer defaults', () => {
    expect(C.VIEWER_DEFAULTS).toMatchObject({
      zoom: 1,
      defaultZoomScale: 'page-width',
      textLayerMode: 'enabled',
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
    });
    expect(C.VIEWER_DEFAULTS.textLayerModes).toEqual(['disabled', 'enabled', 'enhanced']);
    expect(C.VIEWER_DEFAULTS.linkTargets).toEqual(['blank', 'none', 'self', 'parent', 'top']);
  });
  it('viewer input rules', () => {
    expect(C.clampViewerPage('abc', 10)).toBe(1);
    expect(C.clampViewerPage(0, 10)).toBe(1);
    expect(C.clampViewerPage(99, 10)).toBe(10);
    expect(C.clampViewerPage('4', 10)).toBe(4);
    expect(C.acceptViewerZoom(0, 1.5)).toBe(1.5);
    expect(C.acceptViewerZoom(-1, 1.5)).toBe(1.5);
    expect(C.acceptViewerZoom(2, 1.5)).toBe(2);
    expect(C.acceptViewerRotation(45, 90)).toEqual({ rotation: 90, warning: true });
    expect(C.acceptViewerRotation(270, 0)).toEqual({ rotation: 270, warning: false });
    expect(C.acceptViewerRotation(-90, 0)).toEqual({ rotation: 270, warning: false });
  });
});

describe('roles', () => {
  it('are the five of spec section 6 with en and sv labels', () => {
    expect(ROLES).toEqual(['admin', 'sender', 'receiver', 'user', 'esynpay_user']);
    for (const r of ROLES) expect(ROLE_LABELS[r].sv).not.toBe(ROLE_LABELS[r].en);
    expect(roleLabel('receiver', 'sv')).toBe('Mottagare');
    expect(isRole('admin')).toBe(true);
    expect(isRole('root')).toBe(false);
  });
});
