// A free loopback port, found by letting the system pick one: for the servers that the tests, the
// end-to-end journeys and the bench start beside each other.
import net from 'node:net';

/** Whether `port` can be listened on now. @param {number} port @returns {Promise<boolean>} */
function isFree(port) {
  const probe = net.createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * The first of `count` consecutive free ports: the Auth emulator takes three (sign-in, its hub,
 * its log), and a port the system picked says nothing of the two after it.
 * @param {number} [count]
 * @returns {Promise<number>}
 */
export async function freePort(count = 1) {
  for (;;) {
    const probe = net.createServer();
    await new Promise((resolve) => probe.listen(0, '127.0.0.1', () => resolve(undefined)));
    const { port } = /** @type {net.AddressInfo} */ (probe.address());
    await new Promise((resolve) => probe.close(() => resolve(undefined)));
    let free = port + count - 1 <= 65_535;
    for (let next = port + 1; free && next < port + count; next++) free = await isFree(next);
    if (free) return port;
  }
}
