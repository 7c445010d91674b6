import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { errors } from '@words/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './support/built-server';
import * as haproxy from './support/haproxy';

it('ships a JSON page in the game’s error shape for every answer of the proxy’s own', () => {
  for (const status of Object.keys(haproxy.PROXY_ERRORS).map(
    Number,
  ) as (keyof typeof haproxy.PROXY_ERRORS)[]) {
    const file = readFileSync(`${haproxy.ERROR_FOLDER}/${status}.json.http`, 'utf8');
    expect(file, `docs/haproxy/${status}.json.http`).toBe(haproxy.errorPage(status));
  }
});

/**
 * HAProxy with the configuration docs/OPERATIONS.md gives, in front of an instance that passes its
 * health checks and then drops a call without answering, as one killed with a call in hand does:
 * the player gets the game's 502 in its error shape, not HAProxy's HTML page.
 */

describe.skipIf(!haproxy.haproxyInstalled)('the proxy’s own answers', () => {
  let instance: http.Server;
  let proxy: haproxy.RunningProxy;
  let certificate: ReturnType<typeof haproxy.testCertificate>;

  beforeAll(async () => {
    instance = http.createServer((request, response) => {
      if (request.url === '/healthz') response.end('ok');
      else request.socket.destroy();
    });
    await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve));
    certificate = haproxy.testCertificate();
    const httpPort = await freePort();
    const config = haproxy.haproxyConfig({
      httpPort,
      httpsPort: await freePort(),
      servers: [(instance.address() as AddressInfo).port],
      certificate: certificate.file,
      errorFolder: haproxy.ERROR_FOLDER,
    });
    proxy = await haproxy.startHaproxy(config, httpPort);
  });
  afterAll(async () => {
    await proxy?.stop();
    await new Promise((resolve) => instance?.close(resolve));
    certificate?.remove();
  });

  it('answers the game’s 502 in its error shape when an instance drops the call', async () => {
    const response = await fetch(`${proxy.url}/api/config`);
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({
      error: 'BAD_GATEWAY',
      message: errors.BAD_GATEWAY.message,
    });
  });
});
