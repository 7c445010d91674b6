// A free loopback port, found by letting the system pick one: for the servers that the tests, the
// end-to-end journeys and the bench start beside each other.
import net from 'node:net';

/** @returns {Promise<number>} */
export async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {net.AddressInfo} */ (probe.address());
  await new Promise((resolve) => probe.close(() => resolve(undefined)));
  return port;
}
