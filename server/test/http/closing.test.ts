import { once } from 'node:events';
import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGame, type TestGame } from '../support/game';

/**
 * A closing server does not wait on a connection that has sent nothing (a browser's preconnect):
 * Node 20 left it open, and the close hung until the forced exit. A connection that has begun a
 * call still gets its answer.
 */

let game: TestGame;
let port: number;

beforeEach(async () => {
  game = await startGame('sqlite');
  port = Number(new URL(await game.app.listen({ host: '127.0.0.1', port: 0 })).port);
});
afterEach(() => game.database.close());

/** A connection the server has taken: the client's end, the server's, and what came back. */
async function connect(): Promise<{
  socket: net.Socket;
  serverSide: net.Socket;
  received: () => string;
}> {
  const taken = once(game.app.server, 'connection') as Promise<[net.Socket]>;
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk) => (received += chunk));
  const [serverSide] = await taken;
  return { socket, serverSide, received: () => received };
}

/** Turns of the event loop until the server has read something on `serverSide`. */
async function readByServer(serverSide: net.Socket): Promise<void> {
  while (serverSide.bytesRead === 0) await new Promise((resolve) => setImmediate(resolve));
}

describe('closing the server', () => {
  it('ends a connection that has sent nothing, and closes', async () => {
    const { socket } = await connect();
    const ended = once(socket, 'close');

    await game.app.close();
    await ended;
    expect(socket.bytesRead).toBe(0);
  });

  it('answers a call whose request was under way, then closes', async () => {
    const { socket, serverSide, received } = await connect();
    socket.write('GET /api/config HTTP/1.1\r\nHost: localhost\r\n');
    await readByServer(serverSide);

    const closed = game.app.close();
    socket.write('\r\n');
    await once(socket, 'close');
    await closed;
    expect(received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(received().toLowerCase()).toContain('connection: close');
  });
});
