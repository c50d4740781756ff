// The per-address failure bucket and how client addresses are grouped.
import { AddressFailureLimit, addressKey } from './address-limit';

describe('addressKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and groups IPv6 by /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:0:1::5')).toBe('2001:db8:0:1::');
    expect(addressKey('2001:0db8:0000:0001:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::');
    expect(addressKey('::1')).toBe('0:0:0:0::');
    expect(addressKey('fe80::1')).toBe('fe80:0:0:0::');
    expect(addressKey('not an address')).toBe('0.0.0.0');
  });
});

describe('AddressFailureLimit', () => {
  it('allows max failures at once, then one per refill interval', () => {
    const limit = new AddressFailureLimit({ max: 3, windowMs: 3_000 });
    const t = 1_000_000;
    for (let i = 0; i < 3; i++) {
      expect(limit.wait('a', t)).toBe(0);
      limit.fail('a', t);
    }
    expect(limit.wait('a', t)).toBe(1);
    expect(limit.wait('b', t)).toBe(0);
    // One failure's worth comes back per second (3 per 3 s).
    expect(limit.wait('a', t + 1_000)).toBe(0);
    limit.fail('a', t + 1_000);
    expect(limit.wait('a', t + 1_000)).toBe(1);
    expect(limit.wait('a', t + 10_000)).toBe(0);
  });
});
