import https from 'node:https';
import http from 'node:http';
import { errors } from '@words/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGame, type TestGame } from '../support/game';
import { freePort } from './support/built-server';
import {
  ERROR_FOLDER,
  haproxyConfig,
  haproxyInstalled,
  startHaproxy,
  testCertificate,
  type RunningProxy,
} from './support/haproxy';

/**
 * HAProxy with the configuration docs/OPERATIONS.md gives, in front of one instance: the calendar
 * address follows the scheme the player used (TLS at the proxy: https), whatever a client claims
 * in its own X-Forwarded-Proto; every call is a line of the proxy's log; and with no instance to
 * answer, the player gets the game's 503 in its error shape, not the proxy's HTML page.
 */

const UNAVAILABLE = { error: 'SERVICE_UNAVAILABLE', message: errors.SERVICE_UNAVAILABLE.message };

interface Answer {
  status: number;
  type: string | undefined;
  body: unknown;
}

describe.skipIf(!haproxyInstalled)('the proxy in front', () => {
  let game: TestGame;
  let proxy: RunningProxy;
  let certificate: ReturnType<typeof testCertificate>;
  let httpsPort = 0;

  beforeAll(async () => {
    game = await startGame('sqlite', { env: { TRUST_PROXY: 'loopback' } });
    const instance = new URL(await game.app.listen({ port: 0, host: '127.0.0.1' }));
    certificate = testCertificate();
    const httpPort = await freePort();
    httpsPort = await freePort();
    const config = haproxyConfig({
      httpPort,
      httpsPort,
      servers: [Number(instance.port)],
      certificate: certificate.file,
      errorFolder: ERROR_FOLDER,
    });
    proxy = await startHaproxy(config, httpPort);
  });
  afterAll(async () => {
    await proxy?.stop();
    await game?.close();
    certificate?.remove();
  });

  /** A call through the proxy, over TLS (trusting the test's certificate) or plain HTTP. */
  async function through(
    scheme: 'https' | 'http',
    method: string,
    path: string,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const url =
      scheme === 'https' ? `https://127.0.0.1:${httpsPort}${path}` : `${proxy.url}${path}`;
    return new Promise((resolve, reject) => {
      const request = (scheme === 'https' ? https : http).request(
        url,
        { method, headers, ca: certificate.certificate },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({
              status: response.statusCode ?? 0,
              type: response.headers['content-type'],
              body: text === '' ? null : JSON.parse(text),
            });
          });
        },
      );
      request.on('error', reject);
      request.end();
    });
  }

  async function calendarAddress(scheme: 'https' | 'http', headers: Record<string, string> = {}) {
    const token = await game.tokenFor('ana');
    const answer = await through(scheme, 'POST', '/api/user/reminders/calendar', {
      ...headers,
      authorization: `Bearer ${token}`,
    });
    expect(answer.status).toBe(201);
    return (answer.body as { url: string }).url;
  }

  it('gives a player who came over TLS an https calendar address', async () => {
    await game.register('ana');
    expect(await calendarAddress('https')).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/calendar\//);
  });

  it('gives plain HTTP its own scheme, whatever the client says it used', async () => {
    const address = await calendarAddress('http', { 'x-forwarded-proto': 'https' });
    expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/calendar\//);
  });

  it('writes a log line for every call', async () => {
    await through('http', 'GET', '/api/config?logged=1');
    // HAProxy logs a call once it has ended, as its own write: the line follows the answer.
    for (let i = 0; i < 100 && !proxy.output().includes('GET /api/config?logged=1 HTTP/1.1'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(proxy.output()).toMatch(
      /words instances\/words1 .* 200 .*"GET \/api\/config\?logged=1 HTTP\/1\.1"/,
    );
  });

  it('answers the game’s 503 in its error shape when no instance can', async () => {
    await game.app.close();
    const answer = await through('http', 'GET', '/api/config');
    expect(answer).toEqual({
      status: 503,
      type: 'application/json; charset=utf-8',
      body: UNAVAILABLE,
    });
  });
});
