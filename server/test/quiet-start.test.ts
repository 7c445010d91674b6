import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { standardOutput } from '../src/http/logging';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseExposition, valueOf } from './metrics/scrape';
import { freePort, startServer } from './reliability/support/built-server';
import { prepareBuiltGame } from './reliability/support/built-game';
import { call } from './reliability/support/http';

/**
 * A quiet, readable start: the built server starts, serves and stops without a single warning
 * (Node's, Fastify's deprecations, or its own), writing JSON lines when its output is not a
 * terminal; on a terminal the lines are for people.
 */

describe('the built server’s output', () => {
  const built = prepareBuiltGame();

  it('holds no warning, and is JSON lines when it is not a terminal', async () => {
    const server = await startServer(built.bundle.file, await freePort(), {
      ...built.jwks.env,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'words-quiet-')),
      METRICS_PORT: String(await freePort()),
    });
    const token = await built.jwks.tokenFor('quiet');
    expect((await call(`${server.url}/api/user/login`, 'POST', { token })).status).toBe(200);
    expect((await call(`${server.url}/api/no-existe`, 'GET')).status).toBe(404);
    await server.stop('SIGTERM');

    const lines = server
      .log()
      .split('\n')
      .filter((line) => line.trim() !== '');
    const notJson = lines.filter((line) => {
      try {
        JSON.parse(line);
        return false;
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
    const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    // pino's levels: 40 is warn, 50 error, 60 fatal.
    expect(entries.filter((entry) => entry.level >= 40)).toEqual([]);
    expect(entries.map((entry) => entry.msg)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^WORDS is running at http:\/\/localhost:\d+ on sqlite, listening on 127\.0\.0\.1:\d+$/,
        ),
        expect.stringMatching(/^Metrics at http:\/\/127\.0\.0\.1:\d+\/metrics$/),
        'request completed',
        'closing',
      ]),
    );
    expect(server.exitCode()).toBe(0);
  });

  it('says which build it is, then each step of the start with its time', async () => {
    const metricsPort = await freePort();
    const server = await startServer(built.bundle.file, await freePort(), {
      ...built.jwks.env,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'words-phases-')),
      METRICS_PORT: String(metricsPort),
    });
    // The dictionary is built in the background: its line comes when it is ready.
    const dictionaryBuilt = () => server.log().includes('"phase":"dictionary","ms"');
    for (let i = 0; i < 250 && !dictionaryBuilt(); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    await server.stop('SIGTERM');

    const version = (
      JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      encoding: 'utf8',
    }).trim();
    const entries = server
      .log()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries[0]).toMatchObject({
      level: 30,
      version,
      commit,
      msg: `WORDS ${version} (commit ${commit}) starting`,
    });
    const phases = entries
      .filter((entry) => typeof entry.ms === 'number')
      .map((entry) => entry.phase);
    expect(phases.toSorted()).toEqual(['dictionary', 'listening', 'migrating']);
    // Issue 58, point 4: the dictionary's build held the start; it begins once the server listens.
    const lineOf = (phase: string, timed: boolean) =>
      entries.findIndex(
        (entry) => entry.phase === phase && (typeof entry.ms === 'number') === timed,
      );
    expect(lineOf('dictionary', false)).toBeGreaterThan(lineOf('listening', true));
    for (const entry of entries.filter((e) => typeof e.ms === 'number')) {
      expect(entry.ms).toBeGreaterThanOrEqual(0);
    }
    expect(valueOf(parseExposition(metrics), 'words_build_info', { version, commit })).toBe(1);
  });
});

it('writes lines for people on a terminal: time, level, message, the call and its status', async () => {
  const sink = new PassThrough();
  const chunks: string[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const log = pino({ level: 'info' }, standardOutput(true, sink));
  log.info(
    { req: { method: 'GET', url: '/api/rankings' }, res: { statusCode: 200 }, responseTime: 3.1 },
    'request completed',
  );
  log.info('WORDS is running');
  // Without colours, which depend on the terminal.
  const text = () => stripVTControlCharacters(chunks.join(''));
  await vi.waitFor(() => expect(text()).toContain('WORDS is running'));
  expect(text()).toMatch(
    /^\[\d\d:\d\d:\d\d\] INFO: request completed GET \/api\/rankings 200 \(3\.1 ms\)$/m,
  );
  expect(text()).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: WORDS is running$/m);
});
