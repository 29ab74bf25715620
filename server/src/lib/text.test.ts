import { describe, expect, it } from 'vitest';
import { addressKey } from './text.js';

describe('addressKey', () => {
  it('counts every loopback address as this one machine', () => {
    for (const address of [
      '127.0.0.1',
      '127.0.0.2',
      '127.255.255.254',
      '::1',
      '::ffff:127.0.0.9',
    ]) {
      expect(addressKey(address), address).toBe('loopback');
    }
  });

  it('counts an IPv6 address by its /64 network, however it is written', () => {
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0:0:0:9',
    ]) {
      expect(addressKey(address), address).toBe('2001:db8:1:2::/64');
    }
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address, and IPv4 addresses alone', () => {
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('203.0.113.10')).toBe('203.0.113.10');
  });

  it('keeps text that is no address as its own key', () => {
    expect(addressKey('')).toBe('');
    expect(addressKey('unknown')).toBe('unknown');
  });
});
