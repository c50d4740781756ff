// Tests: Country list, Swedish names, EU set and the autocomplete.
import {
  COUNTRIES,
  EU_COUNTRY_CODES,
  countryName,
  isCountryCode,
  isEuCountry,
  searchCountries,
  vatPrefix,
} from './countries';

describe('countries', () => {
  it('has all 249 ISO 3166-1 alpha-2 codes, unique and sorted, with en and sv names', () => {
    expect(COUNTRIES).toHaveLength(249);
    const codes = COUNTRIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(249);
    expect([...codes].sort()).toEqual(codes);
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.en.length).toBeGreaterThan(1);
      expect(c.sv.length).toBeGreaterThan(1);
    }
  });
  it.each([
    ['SE', 'Sweden', 'Sverige'],
    ['DE', 'Germany', 'Tyskland'],
    ['FR', 'France', 'Frankrike'],
    ['GB', 'United Kingdom', 'Storbritannien'],
    ['US', 'United States', 'USA'],
    ['NO', 'Norway', 'Norge'],
    ['DK', 'Denmark', 'Danmark'],
    ['FI', 'Finland', 'Finland'],
    ['AT', 'Austria', 'Österrike'],
    ['NL', 'Netherlands', 'Nederländerna'],
    ['CH', 'Switzerland', 'Schweiz'],
    ['IS', 'Iceland', 'Island'],
    ['AX', 'Åland Islands', 'Åland'],
    ['ES', 'Spain', 'Spanien'],
    ['CI', "Côte d'Ivoire", 'Elfenbenskusten'],
  ])('%s is %s / %s', (code, en, sv) => {
    expect(countryName(code, 'en')).toBe(en);
    expect(countryName(code, 'sv')).toBe(sv);
    expect(countryName(code.toLowerCase(), 'sv')).toBe(sv);
  });
  it('unknown codes display as themselves', () => {
    expect(countryName('XX', 'en')).toBe('XX');
    expect(countryName(null, 'en')).toBe('');
    expect(isCountryCode('SE')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
  });
  it('knows the 27 EU members', () => {
    expect(EU_COUNTRY_CODES.size).toBe(27);
    for (const c of EU_COUNTRY_CODES) expect(isCountryCode(c)).toBe(true);
    expect(isEuCountry('SE')).toBe(true);
    expect(isEuCountry('de')).toBe(true);
    expect(isEuCountry('NO')).toBe(false);
    expect(isEuCountry('GB')).toBe(false);
    expect(isEuCountry('CH')).toBe(false);
    expect(vatPrefix('GR')).toBe('EL');
    expect(vatPrefix('se')).toBe('SE');
  });
  it('searches by name, diacritics-insensitively, at most 20', () => {
    expect(searchCountries('sver', 'sv').map((c) => c.code)).toEqual(['SE']);
    expect(searchCountries('osterr', 'sv')[0]?.code).toBe('AT');
    expect(searchCountries('Förenta', 'sv').map((c) => c.code)).toContain('US');
    expect(searchCountries('germ', 'en').map((c) => c.code)).toEqual(['DE']);
    expect(searchCountries('tysk', 'en').map((c) => c.code)).toEqual(['DE']);
    expect(searchCountries('a', 'en')).toHaveLength(20);
    expect(searchCountries('', 'sv')).toHaveLength(20);
    expect(searchCountries('zzzz', 'en')).toEqual([]);
    const land = searchCountries('land', 'sv').map((c) => c.sv);
    expect(land).toEqual(expect.arrayContaining(['Estland', 'Finland', 'Grekland']));
    expect(land.length).toBeLessThanOrEqual(20);
    expect(searchCountries('no', 'en')[0]?.code).toBe('NO');
  });
});
