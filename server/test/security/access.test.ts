import { errors } from '@words/contract/errors';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protectedCalls } from '../support/calls';
import { databaseKinds } from '../support/databases';
import { countRows, startGame, type TestGame } from '../support/game';
import { listRoutes } from '../support/routes';
import { idTokenClaims, unsignedToken } from '../support/tokens';

/**
 * Access (OWASP API Security Top 10, 2023): object level (API1) — a player reads only their own
 * history and never learns who wrote an answer; property level (API3) — no field that is not the
 * player's to set; authentication (API2) — every token failure is a 401; function level (API5)
 * and inventory (API9) — every route but the public ones asks for a token.
 */

const UNAUTHORIZED = { error: 'UNAUTHORIZED', message: errors.UNAUTHORIZED.message };
const PLAYERS = { ana: 'Ana Autora', beto: 'Beto Juez', carla: 'Carla Curiosa' };

describe.each(databaseKinds)('who may see and do what, on %s', (kind) => {
  let game: TestGame;
  const uuids: Record<string, string> = {};

  beforeAll(async () => {
    // Two judges only: one vote is enough to be ranked here.
    game = await startGame(kind, { env: { RANKING_MIN_VOTES: '1' } });
    for (const [uid, alias] of Object.entries(PLAYERS)) await game.register(uid, alias);
    for (const [uid, answer] of [
      ['ana', 'verano'],
      ['beto', 'playa'],
    ] as const) {
      const filed = await game.submit(uid, answer);
      if (filed.statusCode !== 201) await game.submit(uid, 'ola');
      const row = await game.database.db
        .selectFrom('answers')
        .select('id')
        .where('player_uid', '=', uid)
        .executeTakeFirstOrThrow();
      uuids[uid] = row.id;
    }
    // Judged the next day, by judges who need not play it (carla never plays).
    game.clock.advanceDays(1);
  });
  afterAll(() => game.close());

  /** No uid, email or other player's secret anywhere in a response meant for `viewer`. */
  function expectNoUids(body: string): void {
    for (const uid of Object.keys(PLAYERS)) expect(body).not.toMatch(new RegExp(`"${uid}"`));
    expect(body).not.toMatch(/"(uid|player_uid|judge_uid|user_id|sub|email)"\s*:/);
  }

  it('shows a player only their own history, whatever the request says', async () => {
    for (const url of [
      '/api/user/profile',
      '/api/user/profile?uid=beto',
      '/api/user/profile?player_uid=beto&alias=Beto%20Juez',
    ]) {
      const response = await game.call('ana', { method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const profile = response.json() as { alias: string; playedWords: { answer: string }[] };
      expect(profile.alias).toBe(PLAYERS.ana);
      expect(profile.playedWords).toHaveLength(1);
      expect(response.body).not.toContain('playa');
    }
    const carla = await game.call('carla', { method: 'GET', url: '/api/user/profile' });
    expect((carla.json() as { playedWords: unknown[] }).playedWords).toEqual([]);
  });

  it('hands a judge an answer without saying who wrote it', async () => {
    const response = await game.call('carla', { method: 'GET', url: '/api/vote/random' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json() as object).sort()).toEqual([
      'answer',
      'answer_uuid',
      'word',
    ]);
    expectNoUids(response.body);
    for (const alias of Object.values(PLAYERS)) expect(response.body).not.toContain(alias);
  });

  it('records a vote as the token’s player, and refuses to be told otherwise', async () => {
    const before = await countRows(game);
    for (const extra of [{ judge_uid: 'ana' }, { player_uid: 'carla' }, { uid: 'ana' }]) {
      const response = await game.call('carla', {
        method: 'POST',
        url: '/api/vote/submit',
        payload: { answer_uuid: uuids.beto, score: 9, ...extra },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'INVALID_REQUEST',
        message: `El campo «${Object.keys(extra)[0]}» no está permitido.`,
      });
    }
    expect(await countRows(game)).toEqual(before);
    // As the author of the answer: not allowed, whoever the body claims to be.
    const own = await game.vote('beto', uuids.beto as string, 9);
    expect(own.json()).toEqual({ error: 'OWN_ANSWER', message: errors.OWN_ANSWER.message });
    expect((await game.vote('carla', uuids.beto as string, 9)).statusCode).toBe(201);
    const votes = await game.database.db.selectFrom('votes').select(['judge_uid']).execute();
    expect(votes).toEqual([{ judge_uid: 'carla' }]);
  });

  it('refuses fields that are not the player’s to set (a score, a user id)', async () => {
    const before = await countRows(game);
    const attempts = [
      ['/api/play/submit', { word: 'x', answer: 'verano', date: '2026-11-16', score: 10 }, 'score'],
      ['/api/play/submit', { word: 'x', answer: 'a', date: 'x', player_uid: 'ana' }, 'player_uid'],
      ['/api/play/submit', { word: 'x', answer: 'a', date: 'x', vote_count: 99 }, 'vote_count'],
      [
        '/api/user/register',
        { alias: 'Otra', timezone: 'UTC', notifications: false, uid: 'ana' },
        'uid',
      ],
    ] as const;
    for (const [url, payload, field] of attempts) {
      const response = await game.call('carla', { method: 'POST', url, payload });
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: { error: 'INVALID_REQUEST', message: `El campo «${field}» no está permitido.` },
      });
    }
    expect(await countRows(game)).toEqual(before);
  });

  it('shows rankings with aliases only, never who is behind them', async () => {
    await game.vote('carla', uuids.ana as string, 8);
    // The week ends, then its answers are judged for two more days before its ranking.
    game.clock.advanceDays(9);
    await game.closeWeeks();
    const periods = await game.call('carla', { method: 'GET', url: '/api/rankings' });
    expect(periods.statusCode).toBe(200);
    const start = (periods.json() as { periods: { start: string }[] }).periods[0]?.start;
    const ranking = await game.call('carla', { method: 'GET', url: `/api/rankings/${start}` });
    expect(ranking.statusCode).toBe(200);
    expect(ranking.body).toContain(PLAYERS.ana);
    expectNoUids(ranking.body);
    game.clock.advanceDays(-9);
  });

  it('answers 401 to every token failure on every call', async () => {
    const other = await generateKeyPair('RS256');
    const claims = idTokenClaims(game.clock, 'ana');
    const now = Math.floor(game.clock.now().getTime() / 1000);
    const defects: [string, string][] = [
      ['no token', ''],
      ['not Bearer', `Basic ${Buffer.from('ana:x').toString('base64')}`],
      ['garbage', 'Bearer not.a.jwt'],
      [
        'expired',
        `Bearer ${await game.signer.tokenFor('ana', { exp: now - 60, iat: now - 3700 })}`,
      ],
      ['another project', `Bearer ${await game.signer.tokenFor('ana', { aud: 'otro-proyecto' })}`],
      [
        'another issuer',
        `Bearer ${await game.signer.tokenFor('ana', { iss: 'https://evil.example' })}`,
      ],
      ['no subject', `Bearer ${await game.signer.tokenFor('ana', { sub: '' })}`],
      ['unsigned (no emulator here)', `Bearer ${unsignedToken(claims)}`],
      [
        'signed by another key',
        `Bearer ${await game.signer.sign(claims, { key: other.privateKey })}`,
      ],
      ['unknown key id', `Bearer ${await game.signer.sign(claims, { kid: 'other' })}`],
    ];
    for (const [method, url] of protectedCalls) {
      for (const [defect, authorization] of defects) {
        const response = await game.app.inject({
          method,
          url,
          headers: authorization ? { authorization } : {},
          ...(method === 'POST' ? { payload: {} } : {}),
        });
        expect({ call: `${method} ${url}`, defect, status: response.statusCode }).toEqual({
          call: `${method} ${url}`,
          defect,
          status: 401,
        });
        expect(response.json()).toEqual(UNAUTHORIZED);
      }
    }
  });

  it('asks for a token on every route but the public ones', async () => {
    await game.app.ready();
    const routes = listRoutes(game.app.printRoutes({ commonPrefix: false }));
    // The private calendar address's token is its key (decision 0048); a peña's invitation shows
    // its name signed out, before 'Jugar con Google' (PRODUCT.md), and a duel's link who challenges.
    const open = [
      'GET /api/config',
      'GET /healthz',
      'GET /livez',
      'GET /calendar/:token',
      'GET /api/groups/invite/:code',
      'GET /api/duels/invite/:code',
    ];
    expect(routes).toEqual(
      expect.arrayContaining([
        ...open,
        ...protectedCalls.map(
          ([m, u]) =>
            `${m} ${u.replace('rankings/2026-11-16', 'rankings/:period').replace('day/2026-11-15', 'day/:date')}`,
        ),
      ]),
    );
    for (const route of routes.filter((r) => !open.includes(r))) {
      const [method, url] = route.split(' ') as ['GET' | 'POST' | 'DELETE', string];
      const response = await game.app.inject({ method, url: url.replace(':period', '2026-11-16') });
      expect({ route, status: response.statusCode }).toEqual({ route, status: 401 });
    }
  });
});
