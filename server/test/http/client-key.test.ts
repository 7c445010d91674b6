import { describe, expect, it } from 'vitest';
import { clientKeyOf } from '../../src/http/client-key';

/**
 * Which client an address is, for the per-address limits (decision 0045): an IPv4 address, an
 * IPv4-mapped IPv6 address as its IPv4 address, an IPv6 address by its network.
 */

describe('the client an address is', () => {
  const by64 = clientKeyOf(64);

  it('is one client for every address of one IPv6 /64, however it is written', () => {
    const keys = new Set(
      [
        '2001:db8:7:8::1',
        '2001:db8:7:8:ffff:ffff:ffff:ffff',
        '2001:0DB8:0007:0008:0000:0000:0000:0009',
        '2001:db8:7:8:a:b:0.0.0.1',
      ].map(by64),
    );
    expect([...keys]).toEqual(['2001:db8:7:8:0:0:0:0/64']);
    expect(by64('2001:db8:7:9::1')).toBe('2001:db8:7:9:0:0:0:0/64');
    expect(by64('::1')).toBe('0:0:0:0:0:0:0:0/64');
  });

  it('keeps IPv4 addresses, mapped or not, one client each', () => {
    expect(by64('198.51.100.7')).toBe('198.51.100.7');
    expect(by64('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(by64('::FFFF:c633:6407')).toBe('198.51.100.7');
    expect(by64('::ffff:198.51.100.8')).toBe('198.51.100.8');
  });

  it('ignores the zone of a link-local address', () => {
    expect(by64('fe80::1%eth0')).toBe(by64('fe80::2'));
  });

  it('counts by the configured prefix, 128 being each address', () => {
    expect(clientKeyOf(48)('2001:db8:7:8::1')).toBe(clientKeyOf(48)('2001:db8:7:ff::1'));
    expect(clientKeyOf(56)('2001:db8:7:12ff::1')).toBe('2001:db8:7:1200:0:0:0:0/56');
    const by128 = clientKeyOf(128);
    expect(by128('2001:db8:7:8::1')).not.toBe(by128('2001:db8:7:8::2'));
    expect(by128('2001:db8:7:8::1')).toBe(by128('2001:db8:7:8:0:0:0:1'));
  });

  it('leaves what is not an address as it is', () => {
    expect(by64('')).toBe('');
    expect(by64('not an address')).toBe('not an address');
  });
});
