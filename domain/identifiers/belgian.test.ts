import { isValidStructuredCommunication, structuredCommunication } from './belgian';

describe('Belgian structured communication', () => {
  it('checks the last two digits against the first ten modulo 97', () => {
    expect(isValidStructuredCommunication('123456789002')).toBe(true);
    expect(isValidStructuredCommunication('123456789012')).toBe(false);
    // A remainder of 0 is written 97.
    expect(isValidStructuredCommunication('000000009797')).toBe(true);
    expect(isValidStructuredCommunication('12345678900')).toBe(false);
  });

  it('reads it as printed between plus signs or stars', () => {
    expect(structuredCommunication('communication: +++123/4567/89002+++')).toBe('+++123/4567/89002+++');
    expect(structuredCommunication('***123/4567/89002***')).toBe('+++123/4567/89002+++');
    expect(structuredCommunication('+++123/4567/89012+++')).toBeNull();
    expect(structuredCommunication('123/4567/89002')).toBeNull();
  });
});
