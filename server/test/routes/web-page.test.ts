import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { errors } from '@words/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGame, type TestGame } from '../support/game';

/** A page build as `npm run build` leaves it: each text file with its .br and .gz beside it. */
const webDist = mkdtempSync(path.join(tmpdir(), 'words-web-'));
const script = `console.log(${JSON.stringify('palabra '.repeat(400))});`;
const index = `<!doctype html><title>WORDS</title><script src="/assets/index-abc.js"></script>`;
mkdirSync(path.join(webDist, 'assets'));
for (const [file, content] of [
  ['assets/index-abc.js', script],
  ['index.html', index],
] as const) {
  writeFileSync(path.join(webDist, file), content);
  writeFileSync(path.join(webDist, `${file}.br`), brotliCompressSync(content));
  writeFileSync(path.join(webDist, `${file}.gz`), gzipSync(content));
}

describe('the page, compressed ahead of time', () => {
  let game: TestGame;
  beforeAll(async () => {
    game = await startGame('sqlite', { env: { WEB_DIST: webDist } });
  });
  afterAll(async () => game?.close());

  const get = (url: string, encoding?: string) =>
    game.app.inject({
      method: 'GET',
      url,
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it('sends Brotli to a browser that takes it, gzip to one that takes only gzip', async () => {
    const brotli = await get('/assets/index-abc.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 4);

    const gzip = await get('/assets/index-abc.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file to a client that asks for no encoding, and says it varies', async () => {
    const plain = await get('/assets/index-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(script);
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('compresses index.html for every page route too', async () => {
    const page = await get('/play', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(index);
  });

  it('answers HEAD as it answers GET, without a body', async () => {
    for (const url of ['/', '/play', '/assets/index-abc.js']) {
      const [got, head] = await Promise.all([get(url), game.app.inject({ method: 'HEAD', url })]);
      expect(head.statusCode, url).toBe(got.statusCode);
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toBe(got.headers['content-type']);
      expect(head.headers['x-frame-options'], url).toBe('DENY');
      expect(head.payload, url).toBe('');
    }
    const unknown = await game.app.inject({ method: 'HEAD', url: '/api/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/application\/json/);
  });
});

it('answers /metrics on the game’s port as an unknown API path, not with the page', async () => {
  const game = await startGame('sqlite', { env: { WEB_DIST: webDist } });
  try {
    for (const url of ['/metrics', '/metrics?x=1', '/metrics/']) {
      const answer = await game.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type'], url).toMatch(/application\/json/);
      expect(answer.json(), url).toEqual({
        error: 'NOT_FOUND',
        message: errors.NOT_FOUND.message,
      });
    }
  } finally {
    await game.close();
  }
});
