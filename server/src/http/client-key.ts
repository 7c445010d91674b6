import { isIPv4, isIPv6 } from 'node:net';

/** What the limits count one client by: its IPv4 address, or its IPv6 network of `prefix` bits. */
export type ClientKey = (address: string) => string;

const HEXTETS = 8;
const HEXTET_BITS = 16;

/** An IPv6 address (already checked by isIPv6) as its eight 16-bit groups. */
function hextetsOf(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          // An IPv4 address in the last 32 bits (::ffff:198.51.100.7).
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const first = groupsOf(head);
  if (tail === undefined) return first;
  const last = groupsOf(tail);
  return [...first, ...new Array<number>(HEXTETS - first.length - last.length).fill(0), ...last];
}

/** ::ffff:a.b.c.d: an IPv4 client seen through a dual-stack socket. */
function mappedIPv4(hextets: number[]): string | null {
  const mapped = hextets.slice(0, 5).every((group) => group === 0) && hextets[5] === 0xffff;
  if (!mapped) return null;
  const [high = 0, low = 0] = hextets.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/**
 * The one home of "which client is this address" for the per-address rate limit and connection
 * bound (decision 0045). An IPv4 address is one client, and so is an IPv4-mapped IPv6 address
 * (::ffff:198.51.100.7 counts as 198.51.100.7). An IPv6 address counts by its first `ipv6Prefix`
 * bits, since a client usually holds a whole /64: 2001:db8:7:8::1 and 2001:db8:7:8::2 are both
 * 2001:db8:7:8:0:0:0:0/64. With 128, each IPv6 address is its own client. Anything else (no
 * address at all) is its own key, as it was.
 */
export function clientKeyOf(ipv6Prefix: number): ClientKey {
  return (address) => {
    if (isIPv4(address)) return address;
    // A link-local address's zone (fe80::1%eth0) does not make it another client.
    const bare = address.split('%')[0] ?? address;
    if (!isIPv6(bare)) return address;
    const hextets = hextetsOf(bare);
    const ipv4 = mappedIPv4(hextets);
    if (ipv4 !== null) return ipv4;
    const network = hextets.map((group, i) => {
      const kept = Math.min(HEXTET_BITS, Math.max(0, ipv6Prefix - i * HEXTET_BITS));
      const mask = kept === 0 ? 0 : (0xffff << (HEXTET_BITS - kept)) & 0xffff;
      return (group & mask).toString(16);
    });
    return `${network.join(':')}/${ipv6Prefix}`;
  };
}
