// VAT numbers printed with spaces are read without them; a label's capitals before the number are
// no country prefix (docs/extraction.md, step 57).
import { compactVat, VAT_RE } from './party-ids';

const vat = (text: string): string | null => [...compactVat(text).matchAll(VAT_RE)][0]?.[1] ?? null;

describe('VAT numbers as printed', () => {
  it("reads the number after 'Numero TVA'", () => expect(vat('Numero TVA FR51777888991')).toBe('FR51777888991'));

  it('still joins a spaced number', () => expect(vat('N° TVA : FR 88 100 000 009')).toBe('FR88100000009'));

  it('still joins an Austrian number', () => expect(vat('UID ATU 1234 5678')).toBe('ATU12345678'));
});
