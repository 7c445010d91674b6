import { errors } from '@words/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertScheduledWord } from '../../src/words/daily-words.repository';
import { databaseKinds } from '../support/databases';
import { countRows, startGame, type TestGame } from '../support/game';

describe.each(databaseKinds)('answers that are forms of the word of the day on %s', (kind) => {
  let game: TestGame;
  let uid = 0;
  beforeAll(async () => {
    game = await startGame(kind, { start: '2026-11-16T12:00:00.000Z' });
    await upsertScheduledWord(
      game.database.db,
      '2026-11-17',
      'nostalgia',
      game.clock.now().toISOString(),
    );
    game.clock.set('2026-11-17T12:00:00.000Z');
  });
  afterAll(() => game.close());

  async function newPlayer(): Promise<string> {
    const player = `jugador-${++uid}`;
    await game.register(player, `Jugador ${uid}`);
    return player;
  }

  it.each(['nostalgias', 'NOSTALGIAS', 'Nostalgias'])(
    'refuses %j, the plural of the word, saying why, and stores nothing',
    async (answer) => {
      const player = await newPlayer();
      expect(await game.todaysWord(player)).toBe('nostalgia');
      const before = await countRows(game);
      const response = await game.submit(player, answer);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'ANSWER_IS_A_FORM_OF_THE_WORD',
        message: errors.ANSWER_IS_A_FORM_OF_THE_WORD.message,
      });
      expect(await countRows(game)).toEqual(before);
    },
  );

  /** Runs `check` on `day`, whose word is `word`, then comes back to «nostalgia»'s day. */
  async function on(day: string, word: string, check: () => Promise<void>): Promise<void> {
    await upsertScheduledWord(game.database.db, day, word, game.clock.now().toISOString());
    game.clock.set(`${day}T12:00:00.000Z`);
    try {
      await check();
    } finally {
      game.clock.set('2026-11-17T12:00:00.000Z');
    }
  }

  async function expectRefused(word: string, answer: string): Promise<void> {
    const player = await newPlayer();
    expect(await game.todaysWord(player)).toBe(word);
    const before = await countRows(game);
    const response = await game.submit(player, answer);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('ANSWER_IS_A_FORM_OF_THE_WORD');
    expect(await countRows(game)).toEqual(before);
  }

  it('refuses «libertades» for «libertad»: the plural of a word ending in a consonant', async () => {
    await on('2026-11-18', 'libertad', () => expectRefused('libertad', 'libertades'));
  });

  // Issue 47, point 4: «vuelo» was accepted for «volar» and placed 3rd of the week.
  it('refuses «vuelo» for «volar», a verb form of another stem, and accepts «ave»', async () => {
    await on('2026-11-19', 'volar', async () => {
      await expectRefused('volar', 'vuelo');
      expect((await game.submit(await newPlayer(), 'ave')).statusCode).toBe(201);
    });
  });

  it('accepts a word of another root', async () => {
    const player = await newPlayer();
    const response = await game.submit(player, 'nostálgico');
    expect(response.statusCode).toBe(201);
    expect(response.json().answer).toBe('nostálgico');
  });
});
