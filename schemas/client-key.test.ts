import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.ts';

describe('clientKey: who counts as one visitor for the forms’ limits', () => {
  it('keys an IPv4 address by itself', () => {
    expect(clientKey('203.0.113.7')).toBe('4:203.0.113.7');
    expect(clientKey('203.0.113.8')).not.toBe(clientKey('203.0.113.7'));
  });

  it('keys every address of one IPv6 /64 alike, however it is written', () => {
    const keys = [
      '2001:db8:abcd:12::1',
      '2001:db8:abcd:12:ffff:ffff:ffff:ffff',
      '2001:0DB8:ABCD:0012:0000:0000:0000:0002',
      '2001:db8:abcd:12:1:2:3:4',
      '2001:db8:abcd:12::9%eth0',
    ].map(clientKey);
    expect(new Set(keys)).toEqual(new Set(['6:2001:db8:abcd:12::/64']));
    // The next /64 is someone else.
    expect(clientKey('2001:db8:abcd:13::1')).toBe('6:2001:db8:abcd:13::/64');
    expect(clientKey('::1')).toBe('6:0:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(clientKey('::ffff:1.2.3.4')).toBe('4:1.2.3.4');
    expect(clientKey('::FFFF:1.2.3.4')).toBe('4:1.2.3.4');
    expect(clientKey('::ffff:102:304')).toBe('4:1.2.3.4');
    expect(clientKey('0:0:0:0:0:ffff:1.2.3.4')).toBe('4:1.2.3.4');
    // Another IPv6 address that merely ends in an IPv4 one is an IPv6 visitor.
    expect(clientKey('64:ff9b::1.2.3.4')).toBe('6:64:ff9b:0:0::/64');
  });

  it('gives whatever is not an address one shared key, never a fresh one per spelling', () => {
    expect(clientKey('unknown')).toBe('other:unknown');
    expect(clientKey('1.2.3.256')).toBe('other:1.2.3.256');
    expect(clientKey('1::2::3')).toBe('other:1::2::3');
    expect(clientKey('x'.repeat(500))).toHaveLength('other:'.length + 64);
  });
});
