import { describe, expect, it } from 'vitest';
import { addressKey } from './address.ts';

describe('the sign-in’s client key', () => {
  it('is the IPv4 address, its IPv4-mapped IPv6 spelling included', () => {
    expect(addressKey('203.0.113.7')).toBe('4:203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('4:203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('4:203.0.113.7');
  });

  it('is the /64 of an IPv6 address: every address of one /64 is one client', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe('6:2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('6:2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).toBe('6:2001:db8:1:3::/64');
    expect(addressKey('fe80::1%eth0')).toBe('6:fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('6:0:0:0:0::/64');
  });

  it('puts what is not an address under one key', () => {
    expect(addressKey(null)).toBe('other:');
    expect(addressKey('unknown')).toBe('other:unknown');
  });
});
