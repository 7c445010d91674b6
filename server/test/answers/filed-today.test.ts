import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFiledToday } from '../../src/answers/filed-today';
import { countingQueries } from '../support/counted-queries';
import { databaseKinds } from '../support/databases';
import { MONDAY_NOON, startGame, type TestGame } from '../support/game';

const TODAY = '2026-11-16';
const TOMORROW = '2026-11-17';

describe.each(databaseKinds)("today's filed answers, remembered, on %s", (kind) => {
  let game: TestGame;
  let players = 0;
  beforeAll(async () => {
    game = await startGame(kind, { start: MONDAY_NOON });
  });
  afterAll(() => game.close());

  /** A new player who answers `answer` through the app. */
  async function playerWhoAnswered(answer: string): Promise<string> {
    const uid = `filed-${++players}`;
    await game.register(uid, `Filed ${players}`);
    expect((await game.submit(uid, answer)).statusCode).toBe(201);
    return uid;
  }

  async function newPlayer(): Promise<string> {
    const uid = `filed-${++players}`;
    await game.register(uid, `Filed ${players}`);
    return uid;
  }

  it('where other processes file answers too, looks up a player it does not remember, every time', async () => {
    const { db, queries } = countingQueries(game.database.db);
    const filedToday = createFiledToday({ db, filesAlone: false, playerChanges: async () => 0 });
    const waiting = await newPlayer();
    expect(await filedToday.answerOf(waiting, TODAY)).toBeNull();
    expect(await filedToday.answerOf(waiting, TODAY)).toBeNull();
    expect(queries()).toBe(2);

    // Filed meanwhile by another process: found by the next look, then remembered.
    const played = await playerWhoAnswered('nube');
    expect(await filedToday.answerOf(played, TODAY)).toBe('nube');
    expect(await filedToday.answerOf(played, TODAY)).toBe('nube');
    expect(queries()).toBe(3);
  });

  it('remembers what it filed itself: played, and the answer, without a query', async () => {
    const { db, queries } = countingQueries(game.database.db);
    const filedToday = createFiledToday({ db, filesAlone: false, playerChanges: async () => 0 });
    const uid = await playerWhoAnswered('ola');
    filedToday.filed(uid, TODAY, 'ola');
    expect(await filedToday.answerOf(uid, TODAY)).toBe('ola');
    expect(queries()).toBe(0);
  });

  it('forgets everything when players changed on some instance (a deletion among them)', async () => {
    const { db, queries } = countingQueries(game.database.db);
    let changes = 0;
    const filedToday = createFiledToday({
      db,
      filesAlone: false,
      playerChanges: async () => changes,
    });
    const uid = await playerWhoAnswered('barco');
    expect(await filedToday.answerOf(uid, TODAY)).toBe('barco');
    changes += 1;
    expect(await filedToday.answerOf(uid, TODAY)).toBe('barco');
    expect(queries()).toBe(2);
  });

  it('where it files every answer, reads the day once: then nobody costs a query', async () => {
    const played = await playerWhoAnswered('playa');
    const { db, queries } = countingQueries(game.database.db);
    const filedToday = createFiledToday({ db, filesAlone: true, playerChanges: async () => 0 });
    const [waiting, other] = [await newPlayer(), await newPlayer()];
    expect(await filedToday.answerOf(waiting, TODAY)).toBeNull();
    expect(queries()).toBe(1);
    expect(await filedToday.answerOf(played, TODAY)).toBe('playa');
    expect(await filedToday.answerOf(other, TODAY)).toBeNull();
    filedToday.filed(waiting, TODAY, 'arena');
    expect(await filedToday.answerOf(waiting, TODAY)).toBe('arena');
    filedToday.forget(played);
    expect(await filedToday.answerOf(played, TODAY)).toBeNull();
    expect(queries()).toBe(1);

    // A new day is read anew; a day before it is looked up, not remembered.
    expect(await filedToday.answerOf(played, TOMORROW)).toBeNull();
    expect(queries()).toBe(2);
    expect(await filedToday.answerOf(waiting, TODAY)).toBeNull();
    expect(queries()).toBe(3);
  });
});

describe.each(databaseKinds.filter((kind) => kind === 'postgres'))(
  'two instances on one %s database',
  (kind) => {
    let game: TestGame;
    beforeAll(async () => {
      game = await startGame(kind, { start: MONDAY_NOON });
    });
    afterAll(() => game.close());

    it('an answer filed on one is played on the other, at once', async () => {
      const other = await game.anotherInstance();
      try {
        const ask = async (uid: string) => {
          const response = await other.inject({
            method: 'GET',
            url: '/api/play/word-of-the-day',
            headers: { authorization: `Bearer ${await game.tokenFor(uid)}` },
          });
          return response.json() as { played: boolean; answer: string | null };
        };
        await game.register('ana', 'Ana');
        expect(await ask('ana')).toMatchObject({ played: false, answer: null });
        expect((await game.submit('ana', 'faro')).statusCode).toBe(201);
        expect(await ask('ana')).toMatchObject({ played: true, answer: 'faro' });
      } finally {
        await other.close();
      }
    });
  },
);
