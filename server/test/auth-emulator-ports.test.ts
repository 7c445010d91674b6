import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startAuthEmulator } from '../../scripts/lib/auth-emulator.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';

/**
 * The Auth emulator of `npm start`, `npm run demo` and `npm run dev` takes three ports:
 * AUTH_EMULATOR_PORT for sign-in, the next one for its hub, the one after for its log. When one of
 * them is taken (`npm run demo` beside `npm start`, or any other program), it refuses at once,
 * naming the port, what it is for, and the variable that moves all three.
 */
describe('the Auth emulator and its ports', () => {
  const held: net.Server[] = [];
  afterEach(async () => {
    await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
    held.length = 0;
  });

  async function hold(port: number): Promise<void> {
    // Whatever connects (the check for an emulator already there) is cut at once.
    const server = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    held.push(server);
  }

  it.each([
    [1, 'its hub'],
    [2, 'its log'],
    [0, 'sign-in'],
  ])('names port + %i (%s) when it is taken, and the variable to change', async (offset, role) => {
    // Three free ports: only the one held here may be taken.
    const port = await freePort(3);
    await hold(port + offset);
    const log = { text: '', write: (text: string) => (log.text += text) };
    const started = Date.now();
    await expect(startAuthEmulator({ port, log })).rejects.toThrow(
      `The Auth emulator needs ports ${port} (sign-in), ${port + 1} (its hub) and ${port + 2} (its log), ` +
        `and ${port + offset} (${role}) is taken by another program (another emulator, or npm start beside npm run demo). ` +
        `Set AUTH_EMULATOR_PORT to a port whose next two are free as well, e.g. AUTH_EMULATOR_PORT=${port + 3}.`,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
