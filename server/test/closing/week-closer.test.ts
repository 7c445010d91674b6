import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';
import { rowsOfEveryTable } from '../support/table-rows';

/**
 * Decision 0063: the weeks are closed by the clock. The week of 2026-11-16 ends on Monday
 * 2026-11-23 and is judged until Wednesday 2026-11-25 00:00 UTC; half a minute later, the closer
 * has not looked yet.
 */
const JUDGING_OVER = '2026-11-25T00:00:30.000Z';
const WEEK = { start: '2026-11-16', end: '2026-11-23' };

describe.each(databaseKinds)('the week closer on %s', (kind) => {
  let game: TestGame;
  let clase: string;
  let dani: string;

  const get = (uid: string, url: string) => game.call(uid, { method: 'GET', url });
  const rowsOf = async (table: 'closed_periods' | 'pena_closed_periods') =>
    (await game.database.db.selectFrom(table).select('period_start').execute()).length;
  /** What the week's closing stores, public and peñas', as the database holds it. */
  const stored = async () => {
    const db = game.database.db;
    return {
      periods: await db.selectFrom('closed_periods').select(['period_start']).execute(),
      ranked: (await db.selectFrom('ranked_answers').select('answer_id').execute()).length,
      penas: (
        await db.selectFrom('pena_closed_periods').select(['group_id', 'period_start']).execute()
      )
        .map((row) => `${row.group_id === clase ? 'clase' : 'dani'} ${row.period_start}`)
        .sort(),
      penaRanked: (await db.selectFrom('pena_ranked_answers').select('answer_id').execute()).length,
    };
  };
  const closedWeek = {
    periods: [{ period_start: WEEK.start }],
    // ola, playa and barco have a public vote each (RANKING_MIN_VOTES=1).
    ranked: 3,
    penas: [`clase ${WEEK.start}`, `dani ${WEEK.start}`],
    // ola and playa in 'Las de clase', barco in dani's own.
    penaRanked: 3,
  };

  beforeEach(async () => {
    game = await startGame(kind, { env: { RANKING_MIN_VOTES: '1' } });
    for (const uid of ['ana', 'bea', 'carla', 'dani', 'j1']) {
      await game.register(uid, `Jugadora ${uid}`);
    }
    const group = await game.createGroup('ana', 'Las de clase');
    clase = group.id;
    await game.joinGroup('bea', group.invite_code);
    await game.joinGroup('carla', group.invite_code);
    dani = (await game.createGroup('dani', 'Los de dani')).id;
    // Monday: ana, bea and dani play; on Tuesday j1 judges them and carla judges within the peña.
    for (const [uid, answer] of [
      ['ana', 'ola'],
      ['bea', 'playa'],
      ['dani', 'barco'],
    ] as const) {
      game.clock.set(new Date(game.clock.now().getTime() + 1000).toISOString());
      expect((await game.submit(uid, answer)).statusCode).toBe(201);
    }
    game.clock.advanceDays(1);
    for (const uid of ['ana', 'bea', 'dani']) await game.vote('j1', await game.answerOf(uid), 7);
    expect((await game.penaVote('carla', clase, await game.answerOf('ana'), 9)).statusCode).toBe(
      201,
    );
    game.clock.set(JUDGING_OVER);
  });
  afterEach(() => game.close());

  it('stores the public ranking and every peña’s in one tick, with no request', async () => {
    expect(await rowsOf('closed_periods')).toBe(0);
    expect(await game.closeWeeks()).toEqual({ periods: 1, penas: 2 });
    expect(await stored()).toEqual(closedWeek);
    // Closed is final: another tick finds nothing to do.
    expect(await game.closeWeeks()).toEqual({ periods: 0, penas: 0 });
    expect(await stored()).toEqual(closedWeek);
  });

  it('closes the week when a server starts, before anyone asks', async () => {
    // This app was ready on Monday; another one starting on Wednesday looks at once.
    const starting = await game.anotherInstance();
    try {
      await starting.ready();
      // The look it started when ready, awaited: no tick of the test's.
      await starting.weekCloser.idle();
      expect(await rowsOf('pena_closed_periods')).toBe(2);
      expect(await stored()).toEqual(closedWeek);
    } finally {
      await starting.close();
    }
  });

  it('the rankings, a period’s ranking, the profile and a peña’s page write nothing', async () => {
    const reads = async () => {
      for (const [uid, url] of [
        ['bea', '/api/rankings'],
        ['bea', `/api/rankings/${WEEK.start}`],
        ['bea', '/api/user/profile'],
        ['bea', `/api/groups/${clase}`],
        ['dani', `/api/groups/${dani}`],
      ] as const) {
        expect([200, 404]).toContain((await get(uid, url)).statusCode);
      }
    };
    // Before the closer has looked, and after it.
    const before = await rowsOfEveryTable(game.database);
    await reads();
    expect(await rowsOfEveryTable(game.database)).toEqual(before);
    await game.closeWeeks();
    const closed = await rowsOfEveryTable(game.database);
    expect(closed.closed_periods).toBe(1);
    await reads();
    expect(await rowsOfEveryTable(game.database)).toEqual(closed);
  });

  it('two instances ticking at once: one closes each week, nothing is ranked twice', async () => {
    const other = await game.anotherInstance();
    try {
      const rounds = await Promise.all([game.closeWeeks(), other.weekCloser.tick()]);
      expect(rounds.reduce((sum, round) => sum + round.periods, 0)).toBe(1);
      expect(rounds.reduce((sum, round) => sum + round.penas, 0)).toBe(2);
      expect(await stored()).toEqual(closedWeek);
    } finally {
      await other.close();
    }
  });

  it('says the ranking is on its way while the closer has not stored it', async () => {
    const coming = { ...WEEK, rankedOn: '2026-11-25' };
    const rankings = (await get('bea', '/api/rankings')).json();
    expect(rankings).toMatchObject({ periods: [], judging: coming });
    expect((await get('bea', `/api/rankings/${WEEK.start}`)).statusCode).toBe(404);
    const page = (await get('bea', `/api/groups/${clase}`)).json();
    expect(page.last_ranking).toBeNull();
    expect(page.judged_week).toMatchObject({ ...WEEK, ranked_on: '2026-11-25' });
    expect(page.judged_week.answers.map((a: { answer: string }) => a.answer)).toEqual([
      'ola',
      'playa',
    ]);

    await game.closeWeeks();
    const ranked = (await get('bea', '/api/rankings')).json();
    expect(ranked.periods).toEqual([WEEK]);
    expect(ranked.judging).toBeUndefined();
    const closed = (await get('bea', `/api/groups/${clase}`)).json();
    expect(closed.judged_week).toBeNull();
    expect(closed.last_ranking).toMatchObject(WEEK);
    expect(closed.last_ranking.answers.map((a: { answer: string }) => a.answer)).toEqual([
      'ola',
      'playa',
    ]);
  });
});
