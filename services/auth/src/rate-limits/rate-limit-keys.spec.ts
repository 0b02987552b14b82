import { accountKey, clientAddressKey } from './rate-limit-keys';

describe('clientAddressKey', () => {
  it('counts an IPv4 address as itself', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 under the same key', () => {
    const key = clientAddressKey('2001:db8:85a3:8d3:1319:8a2e:370:7348');
    expect(key).toBe('2001:db8:85a3:8d3::/64');
    expect(clientAddressKey('2001:0DB8:85a3:08d3::1')).toBe(key);
    expect(clientAddressKey('2001:db8:85a3:8d4::1')).not.toBe(key);
  });

  it('expands a shortened IPv6 address before taking its network', () => {
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::')).toBe('fe80:0:0:0::/64');
  });

  it('keeps anything that is not an address as it is, trimmed and lowercased', () => {
    expect(clientAddressKey(' Unknown ')).toBe('unknown');
  });
});

describe('accountKey', () => {
  it('is the same for any spelling of one email', () => {
    expect(accountKey(' Alice@Example.COM')).toBe(accountKey('alice@example.com'));
  });

  it('differs between emails and never contains the email', () => {
    const key = accountKey('alice@example.com');
    expect(key).not.toBe(accountKey('bob@example.com'));
    expect(key).toMatch(/^[0-9a-f]{64}$/);
  });
});
