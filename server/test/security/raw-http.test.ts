import net from 'node:net';
import { errors, type ErrorCode } from '@words/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGame, type TestGame } from '../support/game';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over 16 KB, malformed
 * HTTP, an HTTP/1.1 request without Host) are answered in the API's `{ error, message }` shape
 * with the usual security headers.
 */

let game: TestGame;
let port: number;

beforeAll(async () => {
  game = await startGame('sqlite');
  await game.app.listen({ host: '127.0.0.1', port: 0 });
  const address = game.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => game.close());

/** Sends `raw` on a new connection and gives what came back before the server closed it. */
function exchange(raw: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer in 5 s')));
    socket.write(raw);
  });
}

/** The answer is `code` in the API's `{ error, message }` shape, with the security headers. */
function expectApiError(answer: Awaited<ReturnType<typeof exchange>>, code: ErrorCode): void {
  expect(answer.status).toBe(errors[code].status);
  expect(JSON.parse(answer.body)).toEqual({ error: code, message: errors[code].message });
  expect(answer.headers).toContain('x-content-type-options: nosniff');
  expect(answer.headers).toContain('x-frame-options: deny');
  expect(answer.headers).toContain('content-security-policy:');
  expect(answer.headers).toContain('cache-control: no-store');
}

describe('requests Node cannot parse', () => {
  it('answers headers over 16 KB with 431 in the API shape', async () => {
    const answer = await exchange(
      `GET /api/config HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectApiError(answer, 'HEADERS_TOO_LARGE');
  });

  it('answers malformed HTTP with 400 INVALID_REQUEST in the API shape', async () => {
    for (const raw of ['NOT HTTP AT ALL\r\n\r\n', 'GET / HTTP/1.1\r\nHost x\r\n\r\n']) {
      expectApiError(await exchange(raw), 'INVALID_REQUEST');
    }
  });

  it('answers an HTTP/1.1 request without Host with 400 INVALID_REQUEST in the API shape', async () => {
    const answer = await exchange('GET /api/config HTTP/1.1\r\nAccept: */*\r\n\r\n');
    expectApiError(answer, 'INVALID_REQUEST');
  });
});
