import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import proxyAddr from 'proxy-addr';
import type { Config } from '../config';
import type { ClientKey } from './client-key';

/** Whether connections from `address` come from a trusted proxy, on behalf of many clients. */
function proxyTest(trustProxy: Config['trustProxy']): (address: string) => boolean {
  if (trustProxy === false) return () => false;
  // A number of hops: whoever connects is the nearest proxy.
  if (typeof trustProxy === 'number') return () => true;
  const trusted = proxyAddr.compile(trustProxy);
  return (address) => trusted(address, 0);
}

/**
 * At most `max` connections open at once, and `perAddress` from one client (`clientKey`: an IPv4
 * address, or the IPv6 network a client holds), counted as they open, before any byte is read:
 * those beyond are closed at once. A trusted proxy's connections count only towards `max`. 0
 * turns a bound off.
 */
export function boundConnections(
  server: Server,
  { max, perAddress }: Config['connections'],
  trustProxy: Config['trustProxy'],
  clientKey: ClientKey,
): void {
  if (max > 0) server.maxConnections = max;
  if (perAddress === 0) return;
  const isProxy = proxyTest(trustProxy);
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const { remoteAddress } = socket;
    if (remoteAddress === undefined || isProxy(remoteAddress)) return;
    const address = clientKey(remoteAddress);
    const count = open.get(address) ?? 0;
    if (count >= perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
