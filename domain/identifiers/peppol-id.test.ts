// Tests: Peppol participant IDs and GLN numbers.
import { isValidGln, isValidPeppolId, parsePeppolId } from './peppol-id';

describe('parsePeppolId', () => {
  it('splits scheme and value, removing spaces', () => {
    expect(parsePeppolId('0007:2021006883')).toEqual({ scheme: '0007', value: '2021006883' });
    expect(parsePeppolId(' 0007 : 20210 06883 ')).toEqual({ scheme: '0007', value: '2021006883' });
    expect(parsePeppolId('iso6523-actorid-upis::0088:7300010000001')).toEqual({
      scheme: '0088',
      value: '7300010000001',
    });
  });
  it.each(['2021006883', 'SE:123', '0007:', ':123', '0007:2021-006883', '0007:abc:def'])('rejects %p', (v) => {
    expect(parsePeppolId(v)).toBeNull();
  });
});

describe('isValidGln', () => {
  it.each(['7300010000001', '4006381333931', '7350053850019'])('accepts %p', (v) => expect(isValidGln(v)).toBe(true));
  it.each(['7300010000002', '4006381333932', '730001000000', 'A300010000001'])('rejects %p', (v) => {
    expect(isValidGln(v)).toBe(false);
  });
});

describe('isValidPeppolId', () => {
  it.each([
    '0007:2021006883',
    '0007:5560360793',
    '0088:7300010000001',
    '9955:SE556036079301',
    '0192:991825827',
    '0208:0123456789',
  ])('accepts %p', (v) => expect(isValidPeppolId(v)).toBe(true));
  it.each([
    '0007:2021006884', // bad Luhn
    '0007:556036079', // 9 digits
    '0088:7300010000002', // bad GLN check digit
    '9955:SE556036079401',
    '007:2021006883', // 3-digit scheme
    '2021006883',
    '0007:ABC',
  ])('rejects %p', (v) => expect(isValidPeppolId(v)).toBe(false));
});
