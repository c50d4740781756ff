import { isValidDanishCvr, isValidFinnishBusinessId, isValidNorwegianOrgNumber, nordicIds } from './nordic';

describe('Nordic company ids', () => {
  it('checks the Norwegian organisation number', () => {
    expect(isValidNorwegianOrgNumber('923609016')).toBe(true);
    expect(isValidNorwegianOrgNumber('923609017')).toBe(false);
  });
  it('checks the Danish CVR number', () => {
    expect(isValidDanishCvr('13585628')).toBe(true);
    expect(isValidDanishCvr('13585629')).toBe(false);
  });
  it('checks the Finnish Y-tunnus', () => {
    expect(isValidFinnishBusinessId('0112038-9')).toBe(true);
    expect(isValidFinnishBusinessId('0112038-8')).toBe(false);
  });
  it('finds them in printed text with their VAT forms', () => {
    expect(nordicIds('Org.nr. 923 609 016 MVA')).toEqual({ org_id: '923609016', tax_number: 'NO923609016MVA' });
    expect(nordicIds('CVR-nr. 13585628')).toEqual({ org_id: '13585628', tax_number: 'DK13585628' });
    expect(nordicIds('SE-nr. 13585628')).toEqual({ org_id: '13585628', tax_number: 'DK13585628' });
    expect(nordicIds('Y-tunnus 0112038-9')).toEqual({ org_id: '0112038-9', tax_number: 'FI01120389' });
    expect(nordicIds('Org.nr. 923 609 017 MVA')).toBeNull();
    expect(nordicIds('Telefon 12 34 56 78')).toBeNull();
  });
});
