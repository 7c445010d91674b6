import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errors, type ErrorCode } from '@words/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_CHECK_INTERVAL_MS,
} from '../../src/http/timeouts';
import { freePort, startServer, type RunningServer } from './support/built-server';
import { prepareBuiltGame } from './support/built-game';
import { call } from './support/http';
import { listenOverflows } from './support/listen-overflows';
import { openFiles } from './support/open-files';
import { slowAttack, type SlowAttack } from './support/slow-attack';
import { postHead, slowClient, type SlowClient } from './support/slow-client';

/**
 * Slow and idle connections (issue 12): clients that open connections and then send nothing, or
 * their headers or body a byte at a time, must not hold the server. A request refused before its
 * body has arrived closes its connection; each client address may hold a bounded number of
 * connections, and the server as a whole too; headers, whole requests and idle connections are cut
 * in their documented time. RELIABILITY_SLOW=1 (CI) adds the timed attack, with the production
 * settings, while a player plays.
 */

const SLOW = process.env.RELIABILITY_SLOW === '1';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Each call on a connection of its own, closed after it: a new client every time. */
const oneShot = new http.Agent({ keepAlive: false });
const errorBody = (code: ErrorCode) => ({ error: code, message: errors[code].message });
const stillOpen = (clients: SlowClient[]) => clients.filter((c) => c.times.closed === null).length;
/** Waits until `count()` is at most `atMost`, or 3 s have passed; gives the last count. */
async function settled(count: () => number, atMost: number): Promise<number> {
  const until = Date.now() + 3_000;
  while (count() > atMost && Date.now() < until) await sleep(50);
  return count();
}

describe('slow and idle connections', () => {
  const built = prepareBuiltGame();
  const baseEnv = () => ({
    ...built.jwks.env,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'words-slow-connections-')),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  });

  // The server with small bounds; the attack's twin too.
  const PROXY = '127.0.0.9';
  let server: RunningServer;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    server = await startServer(built.bundle.file, port, {
      ...baseEnv(),
      MAX_CONNECTIONS: '60',
      MAX_CONNECTIONS_PER_ADDRESS: '20',
      TRUST_PROXY: PROXY,
    });
  });
  afterAll(() => server?.stop('SIGTERM'));

  describe('with small bounds (20 per address, 60 in all)', () => {
    it('closes the connection of a request refused before its body has arrived', async () => {
      const from = { port, localAddress: '127.0.0.5', trickle: { text: 'a', everyMs: 100 } };
      const token = await built.jwks.tokenFor('early');
      const noToken = slowClient({ ...from, start: postHead('/api/user/login', 10_000) });
      const tooLarge = slowClient({ ...from, start: postHead('/api/user/login', 20_000, token) });
      const complete = slowClient({
        port,
        localAddress: '127.0.0.5',
        start: 'GET /api/config HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      });
      try {
        await Promise.race([Promise.all([noToken.gone, tooLarge.gone]), sleep(3_000)]);
        await sleep(1_000);

        const outcome = (client: SlowClient) => {
          const { status, head, body } = client.answer();
          const { answered, closed } = client.times;
          return {
            status,
            body: JSON.parse(body) as unknown,
            connectionClose: head.includes('connection: close'),
            closedWithinASecond: answered !== null && closed !== null && closed - answered < 1_000,
          };
        };
        const closedAfter = { connectionClose: true, closedWithinASecond: true };
        expect(outcome(noToken)).toEqual({
          status: 401,
          body: errorBody('UNAUTHORIZED'),
          ...closedAfter,
        });
        expect(outcome(tooLarge)).toEqual({
          status: 413,
          body: errorBody('BODY_TOO_LARGE'),
          ...closedAfter,
        });
        // A request that had all arrived keeps its connection for the next one.
        expect(complete.answer().status).toBe(200);
        expect(complete.answer().head).toContain('connection: keep-alive');
        expect(complete.times.ended).toBeNull();
      } finally {
        for (const client of [noToken, tooLarge, complete]) client.stop();
      }
    });

    it('holds 20 connections from one address and 60 in all, closing the others at once', async () => {
      const idle = (localAddress: string, count: number) =>
        Array.from({ length: count }, () => slowClient({ port, localAddress }));
      const player = () =>
        call(`${server.url}/api/config`, 'GET', { localAddress: '127.0.0.3', agent: oneShot });
      const filesBefore = openFiles(server.pid);
      const attacker = idle('127.0.0.2', 30);
      // A trusted proxy speaks for many clients: only the bound in all applies to it.
      const proxy = idle(PROXY, 30);
      const everyone = [...attacker, ...proxy];
      try {
        // Nothing is sent, so nothing but the bounds can close them this soon (headers have 10 s).
        await settled(() => stillOpen(attacker), 20);
        await sleep(200);
        expect(stillOpen(attacker)).toBe(20);
        expect(stillOpen(proxy)).toBe(30);
        expect((await player()).status).toBe(200);

        const another = idle('127.0.0.4', 20);
        everyone.push(...another);
        await settled(() => stillOpen(everyone), 60);
        await sleep(200);
        // Under its own bound, but the server already holds 50 of its 60.
        expect(stillOpen(another)).toBeLessThan(20);
        expect(stillOpen(everyone)).toBeLessThanOrEqual(60);
        expect(openFiles(server.pid) - filesBefore).toBeLessThanOrEqual(60);
      } finally {
        for (const client of everyone) client.stop();
      }
      await Promise.all(everyone.map((client) => client.gone));
      await sleep(200);
      expect((await player()).status).toBe(200);
    });
  });

  it.runIf(SLOW)(
    'cuts slow and idle requests in time, and serves a player within a second during an attack',
    async ({ annotate }) => {
      const attackedPort = await freePort();
      const attacked = await startServer(built.bundle.file, attackedPort, baseEnv());
      // The server with small bounds is not attacked: the player makes each call to both at the
      // same moment, so what the machine's other load and this process cost both is told apart
      // from what the attack costs.
      const twin = server;
      const PER_ADDRESS = 256; // MAX_CONNECTIONS_PER_ADDRESS's default
      const ATTACKERS = ['127.0.0.20', '127.0.0.21', '127.0.0.22', '127.0.0.23'];
      const BEYOND_BOUND = 32;
      const PLAYER = '127.0.0.10';
      const PROBE = '127.0.0.11';
      const token = await built.jwks.tokenFor('player');
      const attackToken = await built.jwks.tokenFor('attacker');
      let attack: SlowAttack | undefined;
      try {
        for (const { url } of [attacked, twin]) {
          const registered = await call(`${url}/api/user/register`, 'POST', {
            token,
            body: { alias: 'Jugadora', timezone: 'Europe/Madrid', notifications: false },
            localAddress: PLAYER,
          });
          expect(registered.status).toBe(201);
        }
        await Promise.all([attacked, twin].map(({ url }) => startUpDone(url, token, PLAYER)));
        const filesBefore = openFiles(attacked.pid);
        const overflowsBefore = listenOverflows();
        // The attacked server's open files beyond those before: its connections, counted until
        // it has closed them, whatever the client has noticed.
        let heldByServer = 0;
        const sampler = setInterval(() => {
          heldByServer = Math.max(heldByServer, openFiles(attacked.pid) - filesBefore);
        }, 500);

        // One of each, a byte or a header line a second, to time the cut.
        const probes = {
          body: slowClient({
            port: attackedPort,
            localAddress: PROBE,
            start: postHead('/api/user/login', 10_000, token),
            trickle: { text: 'a', everyMs: 1_000 },
          }),
          headers: slowClient({
            port: attackedPort,
            localAddress: PROBE,
            start: 'GET /api/config HTTP/1.1\r\n',
            trickle: { text: 'X-Slow: 1\r\n', everyMs: 1_000 },
          }),
          idle: slowClient({ port: attackedPort, localAddress: PROBE }),
          keepAlive: slowClient({
            port: attackedPort,
            localAddress: PROBE,
            start: 'GET /api/config HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
          }),
        };
        // The attack lasts until the server has cut every probe (the body last, at
        // REQUEST_TIMEOUT_MS), or a few seconds past that if it does not.
        const begun = Date.now();
        const ended = Promise.race([
          Promise.all(Object.values(probes).map((probe) => probe.gone)),
          sleep(REQUEST_TIMEOUT_MS + TIMEOUT_CHECK_INTERVAL_MS + 4_000),
        ]);
        // The bound and a few more from each of four addresses, opened over 4 s, a byte or a header
        // line every 5 s as the issue's attack sent them; the slots beyond the bound are closed on
        // sight and reconnect within 2 s. Twice the bound opened in 2 s made a flood of 600
        // connections a second, not slow ones: it overflowed the server's listen queue whenever
        // the machine's other load held the server back, and a player's dropped SYN is sent again
        // only a second later.
        const slowly = (text: string) => ({ text, everyMs: 5_000 });
        attack = slowAttack({
          port: attackedPort,
          addresses: ATTACKERS,
          slotsPerAddress: PER_ADDRESS + BEYOND_BOUND,
          rampMs: 4_000,
          ended,
          kinds: {
            body: { start: postHead('/api/user/login', 10_000, attackToken), trickle: slowly('a') },
            refusedBody: { start: postHead('/api/user/login', 10_000), trickle: slowly('a') },
            headers: {
              start: 'POST /api/user/login HTTP/1.1\r\n',
              trickle: slowly('X-Slow: 1\r\n'),
            },
            idle: {},
          },
        });
        const rounds = await play([attacked.url, twin.url], token, PLAYER, ended);
        const played = rounds.map(({ calls: [attacked] }) => attacked ?? { status: 0, ms: 0 });
        const twinPlayed = rounds.map(({ calls: [, quiet] }) => quiet ?? { status: 0, ms: 0 });
        // How much longer each call took than the same call to the twin.
        const lags = played.map((p, i) => p.ms - (twinPlayed[i]?.ms ?? 0));
        await attack.over;
        const attackMs = Date.now() - begun;
        clearInterval(sampler);
        for (const probe of Object.values(probes)) probe.stop();
        // The server closes the attack's connections as their clients drop them.
        const filesAfter = await settled(() => openFiles(attacked.pid) - filesBefore, 4);

        const { connections } = attack;
        const ofKind = (kind: string) =>
          connections.filter((c) => c.kind === kind).map((c) => c.client);
        const figures = {
          attackSeconds: attackMs / 1000,
          attackConnectionsOpened: connections.length,
          closedAtOnce: connections.filter(
            ({ client }) => client.times.answered === null && (client.times.closed ?? 500) < 500,
          ).length,
          serverOpenFilesMax: heldByServer,
          cutMs: { body: cutTimes(ofKind('body')), headers: cutTimes(ofKind('headers')) },
          idleCutMs: cutTimes(ofKind('idle')),
          refusedOnSight: refusedOnSight(ofKind('refusedBody')),
          probesMs: Object.fromEntries(
            Object.entries(probes).map(([name, probe]) => [name, { ...probe.times }]),
          ),
          playerCalls: played.length,
          playerStatuses: [...new Set(played.map((p) => p.status))],
          playerSlowestMs: Math.max(...played.map((p) => p.ms)),
          twinSlowestMs: Math.max(...twinPlayed.map((p) => p.ms)),
          twinStatuses: [...new Set(twinPlayed.map((p) => p.status))],
          playerSlowestLagMs: Math.max(...lags),
          playerSlowestLagAtMs: rounds[lags.indexOf(Math.max(...lags))]?.atMs,
          serverOpenFilesAfter: filesAfter,
          // The machine's, not the server's alone: a dropped SYN costs a call a second.
          listenQueueOverflows: listenOverflows() - overflowsBefore,
        };
        await annotate(JSON.stringify(figures));

        expect(attacked.exited()).toBe(false);
        // The player: every call answered 200, each within a second of the same call to the twin.
        expect(played.length).toBeGreaterThan(attackMs / 1_000);
        expect(figures.playerStatuses).toEqual([200]);
        expect(figures.twinStatuses).toEqual([200]);
        expect(figures.playerSlowestLagMs).toBeLessThan(1_000);
        // The attack held at most the bound per address (plus the player's and the probes').
        expect(heldByServer).toBeLessThanOrEqual(ATTACKERS.length * PER_ADDRESS + 8);
        expect(figures.closedAtOnce).toBeGreaterThan(0);
        // A request refused on sight does not keep its connection: 401 without a token, 429 once
        // an address passes its calls per minute.
        expect(figures.refusedOnSight.answered).toBeGreaterThan(0);
        expect(figures.refusedOnSight.statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
        expect(figures.refusedOnSight.slowestCloseMs).toBeLessThan(1_000);
        // Each slow request cut in its time with 408 in the API's shape, and its connection closed.
        const late = TIMEOUT_CHECK_INTERVAL_MS + 2_000;
        const cutIn = (probe: SlowClient, limitMs: number) => {
          const { answered, closed } = probe.times;
          expect(probe.answer().status).toBe(408);
          expect(JSON.parse(probe.answer().body)).toEqual(errorBody('REQUEST_TIMEOUT'));
          expect(answered).toBeGreaterThanOrEqual(limitMs);
          expect(answered).toBeLessThan(limitMs + late);
          expect((closed ?? Infinity) - limitMs).toBeLessThan(late + 1_000);
        };
        cutIn(probes.body, REQUEST_TIMEOUT_MS);
        cutIn(probes.headers, HEADERS_TIMEOUT_MS);
        cutIn(probes.idle, HEADERS_TIMEOUT_MS);
        expect(probes.keepAlive.answer().status).toBe(200);
        // Node closes an idle kept-alive connection a second after its advertised timeout.
        expect(probes.keepAlive.times.ended).toBeGreaterThanOrEqual(KEEP_ALIVE_TIMEOUT_MS);
        expect(probes.keepAlive.times.ended).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS + 1_000 + late);
        // Nothing left behind once the attack is over.
        expect(filesAfter).toBeLessThanOrEqual(4);
      } finally {
        for (const { client } of attack?.connections ?? []) client.stop();
        await attacked.stop('SIGTERM');
      }
    },
    120_000,
  );
});

/**
 * A player calling every 250 ms until `ended`, alternating the word of the day and a login, each
 * call made to every server of `urls` at once, on new connections: for each round, when it began
 * and each server's status (0 when none came) and time.
 */
async function play(urls: string[], token: string, localAddress: string, ended: Promise<unknown>) {
  const begun = Date.now();
  let over = false;
  void ended.then(() => (over = true));
  const rounds: { atMs: number; calls: { status: number; ms: number }[] }[] = [];
  const once = async (url: string, login: boolean) => {
    const started = Date.now();
    try {
      const reply = await call(
        `${url}${login ? '/api/user/login' : '/api/play/word-of-the-day'}`,
        login ? 'POST' : 'GET',
        {
          token,
          body: login ? {} : undefined,
          localAddress,
          agent: oneShot,
        },
      );
      return { status: reply.status, ms: Date.now() - started };
    } catch {
      return { status: 0, ms: Date.now() - started };
    }
  };
  while (!over) {
    const atMs = Date.now() - begun;
    const login = rounds.length % 2 === 1;
    rounds.push({ atMs, calls: await Promise.all(urls.map((url) => once(url, login))) });
    await sleep(250);
  }
  return rounds;
}

/**
 * Waits for the server's start-up work: it builds its Spanish dictionary after it has begun to
 * answer, which holds it for about 2 s. An answer that is not a word is refused only once the
 * dictionary is there (nothing is stored).
 */
async function startUpDone(url: string, token: string, localAddress: string) {
  const today = await call(`${url}/api/play/word-of-the-day`, 'GET', { token, localAddress });
  const { word } = today.body as { word: string };
  const refused = await call(`${url}/api/play/submit`, 'POST', {
    token,
    localAddress,
    body: { word, answer: 'zzzzq', date: new Date().toISOString() },
    timeoutMs: 20_000,
  });
  expect(refused.body).toEqual(errorBody('NOT_IN_DICTIONARY'));
}

/** The earliest and latest closing of the connections cut with 408, in ms from their opening. */
function cutTimes(clients: SlowClient[]): number[] {
  const closed = clients
    .filter((c) => c.answer().status === 408)
    .map((c) => c.times.closed ?? Infinity);
  return closed.length ? [Math.min(...closed), Math.max(...closed)] : [];
}

/** Of the connections whose request was answered: the statuses, and how long each stayed open. */
function refusedOnSight(clients: SlowClient[]) {
  const answered = clients.filter((c) => c.times.answered !== null);
  return {
    answered: answered.length,
    statuses: [...new Set(answered.map((c) => c.answer().status))],
    slowestCloseMs: Math.max(
      ...answered.map((c) => (c.times.closed ?? Infinity) - (c.times.answered ?? 0)),
    ),
  };
}
