import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientKeyOf } from '../../src/http/client-key';
import { boundConnections } from '../../src/http/connection-bounds';

/**
 * The per-address connection bound counts a client as the rate limit does (decision 0045): the
 * addresses of one IPv6 /64 share one bound; an IPv4-mapped address is its IPv4 address.
 */

/** A connection as the server sees it open: its address, and whether the bound closed it. */
class FakeSocket extends EventEmitter {
  destroyed = false;
  constructor(readonly remoteAddress: string) {
    super();
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
  }
}

function boundedServer(perAddress: number, ipv6Prefix = 64) {
  const server = new EventEmitter();
  boundConnections(
    server as unknown as Server,
    { max: 0, perAddress },
    false,
    clientKeyOf(ipv6Prefix),
  );
  return (address: string) => {
    const socket = new FakeSocket(address);
    server.emit('connection', socket);
    return socket;
  };
}

describe('the per-address connection bound', () => {
  it('holds the connections of one IPv6 /64 to one bound, whatever address each comes from', () => {
    const open = boundedServer(3);
    const held = [1, 2, 3].map((i) => open(`2001:db8:7:8::${i}`));
    expect(held.map((socket) => socket.destroyed)).toEqual([false, false, false]);
    expect(open('2001:db8:7:8:dead:beef:0:1').destroyed).toBe(true);
    // Another /64 is another client; a connection that closes frees its place.
    expect(open('2001:db8:7:9::1').destroyed).toBe(false);
    held[0]?.emit('close');
    expect(open('2001:db8:7:8::4').destroyed).toBe(false);
  });

  it('counts an IPv4-mapped address as its IPv4 address', () => {
    const open = boundedServer(1);
    expect(open('198.51.100.1').destroyed).toBe(false);
    expect(open('::ffff:198.51.100.1').destroyed).toBe(true);
    expect(open('::ffff:198.51.100.2').destroyed).toBe(false);
  });

  it('counts each IPv6 address alone with a prefix of 128', () => {
    const open = boundedServer(1, 128);
    expect(open('2001:db8:7:8::1').destroyed).toBe(false);
    expect(open('2001:db8:7:8::2').destroyed).toBe(false);
    expect(open('2001:db8:7:8:0:0:0:2').destroyed).toBe(true);
  });
});
