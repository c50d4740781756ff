// isoTimestamp: the one formatting rule of list timestamps (api/http/iso-text.ts).
import { isoTimestamp } from './iso-text';

describe('isoTimestamp', () => {
  it('formats a Date as toISOString does', () => {
    expect(isoTimestamp(new Date(Date.UTC(2026, 0, 4, 12, 0, 0, 123)))).toBe('2026-01-04T12:00:00.123Z');
  });
  it('passes the text isoText writes through unchanged', () => {
    expect(isoTimestamp('2026-01-04T12:00:00.123Z')).toBe('2026-01-04T12:00:00.123Z');
  });
  it('parses any other text into the same form', () => {
    expect(isoTimestamp('2026-01-04 13:00:00+01')).toBe('2026-01-04T12:00:00.000Z');
    expect(isoTimestamp('2026-01-04')).toBe('2026-01-04T00:00:00.000Z');
  });
  it('answers null for no value', () => {
    expect(isoTimestamp(null)).toBeNull();
    expect(isoTimestamp(undefined)).toBeNull();
  });
});
