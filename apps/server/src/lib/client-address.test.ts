import { describe, expect, it } from 'vitest';
import { clientKey } from './client-address';

describe('clientKey', () => {
  it('keeps IPv4 addresses and groups IPv6 ones by their /64 network', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:a:b::1')).toBe('2001:db8:a:b::/64');
    expect(clientKey('2001:0DB8:000a:000b:ffff:1:2:3')).toBe('2001:db8:a:b::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('2001:db8:a:b::1')).not.toBe(clientKey('2001:db8:a:c::1'));
  });
});
