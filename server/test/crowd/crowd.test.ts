import { errors } from '@words/contract/errors';
import { limits } from '@words/contract/limits';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MONDAY_NOON, startGame, type TestGame } from '../support/game';
import { databaseKinds } from '../support/databases';
import { wordPool } from '../../src/words/pool';

/**
 * A name of consonants for a number: digits read as letters could spell a word the name checks
 * refuse ("p 2026-11-16 4" reads "polla").
 */
const lettersOf = (text: string) => text.replace(/\d/g, (digit) => 'bcdfghjkmn'.charAt(+digit));

/** Registers one player per answer and files each answer today. */
async function play(game: TestGame, answers: string[], prefix = 'p'): Promise<string[]> {
  const uids: string[] = [];
  for (const [i, answer] of answers.entries()) {
    const uid = `${prefix}-${game.clock.today()}-${i}`;
    await game.register(uid, `Jugador ${prefix} ${lettersOf(`${game.clock.today()} ${i}`)}`);
    const filed = await game.submit(uid, answer);
    if (filed.statusCode !== 201) throw new Error(`${answer}: ${filed.body}`);
    uids.push(uid);
  }
  return uids;
}

const wordOfTheDay = (game: TestGame, uid: string) =>
  game.call(uid, { method: 'GET', url: '/api/play/word-of-the-day' });
const pastDay = (game: TestGame, uid: string, date: string) =>
  game.call(uid, { method: 'GET', url: `/api/play/day/${date}` });

describe.each(databaseKinds)('the crowd on %s', (kind) => {
  let game: TestGame;
  beforeEach(async () => {
    game = await startGame(kind, { start: MONDAY_NOON });
  });
  afterEach(() => game.close());

  it('shows nothing of the crowd before playing', async () => {
    await play(game, ['olas']);
    await game.register('nuevo', 'Nuevo');
    const response = await wordOfTheDay(game, 'nuevo');
    expect(response.json()).not.toHaveProperty('crowd');
  });

  it('tells a player who played how many played, how many said the same, and the common answers', async () => {
    const [first] = await play(game, [
      'olas',
      'playa',
      'olas',
      'arena',
      'playa',
      'olas',
      'azul',
      'arena',
      'azul',
      'barco',
    ]);
    const response = await wordOfTheDay(game, first!);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      played: true,
      answer: 'olas',
      crowd: {
        players: 10,
        sameAnswer: 3,
        // «barco», of one player, is nobody else's to see.
        topAnswers: [
          { answer: 'olas', count: 3 },
          // Ties in Spanish alphabetical order.
          { answer: 'arena', count: 2 },
          { answer: 'azul', count: 2 },
          { answer: 'playa', count: 2 },
        ],
      },
    });
  });

  it('orders ties alphabetically as Spanish does: accents do not count and ñ follows n', async () => {
    const answers = ['ñandú', 'árbol', 'nube', 'barco', 'oro'];
    const [first] = await play(game, [...answers, ...answers]);
    const crowd = (await wordOfTheDay(game, first!)).json().crowd;
    expect(crowd.topAnswers.map((a: { answer: string }) => a.answer)).toEqual([
      'árbol',
      'barco',
      'nube',
      'ñandú',
      'oro',
    ]);
  });

  it(`shows at most ${limits.crowdTopAnswers} answers, the most common first`, async () => {
    const answers = [
      'uno',
      'dos',
      'tres',
      'cuatro',
      'cinco',
      'seis',
      'siete',
      'ocho',
      'nueve',
      'diez',
      'once',
    ];
    const [first] = await play(game, [...answers, ...answers, 'once']);
    const crowd = (await wordOfTheDay(game, first!)).json().crowd;
    expect(crowd.players).toBe(2 * answers.length + 1);
    expect(crowd.topAnswers).toHaveLength(limits.crowdTopAnswers);
    expect(crowd.topAnswers[0]).toEqual({ answer: 'once', count: 3 });
    expect(crowd.sameAnswer).toBe(2);
  });

  it('counts only today: yesterday’s answers are not in today’s crowd', async () => {
    await play(game, ['olas', 'olas'], 'ayer');
    game.clock.advanceDays(1);
    const [today] = await play(game, ['olas'], 'hoy');
    const crowd = (await wordOfTheDay(game, today!)).json().crowd;
    expect(crowd).toEqual({
      players: 1,
      sameAnswer: 1,
      topAnswers: [{ answer: 'olas', count: 1 }],
    });
  });

  it('counts the accented form that was filed', async () => {
    const [first] = await play(game, ['cancion', 'canción']);
    const crowd = (await wordOfTheDay(game, first!)).json().crowd;
    expect(crowd.topAnswers).toEqual([{ answer: 'canción', count: 2 }]);
    expect(crowd.sameAnswer).toBe(2);
  });

  it('shows a past day: its word, how many played, the common answers, and mine', async () => {
    const monday = game.clock.today();
    const [mine] = await play(game, ['olas', 'playa', 'olas', 'playa', 'arena']);
    await game.register('ausente', 'Ausente');
    game.clock.advanceDays(2);
    const response = await pastDay(game, mine!, monday);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      date: monday,
      word: wordPool[0],
      players: 5,
      topAnswers: [
        { answer: 'olas', count: 2 },
        { answer: 'playa', count: 2 },
      ],
      yourAnswer: 'olas',
    });
    const theirs = await pastDay(game, 'ausente', monday);
    expect(theirs.json()).toMatchObject({ players: 5, yourAnswer: null });
  });

  it(`shows at most ${limits.pastDayTopAnswers} answers of a past day`, async () => {
    const monday = game.clock.today();
    const answers = [
      'uno',
      'dos',
      'tres',
      'cuatro',
      'cinco',
      'seis',
      'siete',
      'ocho',
      'nueve',
      'diez',
      'once',
      'doce',
      'trece',
      'catorce',
      'quince',
      'dieciséis',
      'diecisiete',
      'dieciocho',
      'diecinueve',
      'veinte',
      'veintiuno',
    ];
    const [first] = await play(game, [...answers, ...answers]);
    game.clock.advanceDays(1);
    const response = await pastDay(game, first!, monday);
    expect(response.json().players).toBe(2 * answers.length);
    expect(response.json().topAnswers).toHaveLength(limits.pastDayTopAnswers);
  });

  it('refuses today, the future, a day without a word and a date that is not a day', async () => {
    const monday = game.clock.today();
    await play(game, ['olas']);
    await game.register('jugadora', 'Jugadora');
    for (const date of [monday, '2026-11-17', '2030-01-01', '2026-11-10', '2026-02-30', 'ayer']) {
      const response = await pastDay(game, 'jugadora', date);
      expect(response.statusCode, date).toBe(404);
      expect(response.json()).toEqual({
        error: 'DAY_NOT_FOUND',
        message: errors.DAY_NOT_FOUND.message,
      });
    }
  });

  it('shows a past day that had a word but nobody playing it', async () => {
    await game.register('jugadora', 'Jugadora');
    const monday = game.clock.today();
    await wordOfTheDay(game, 'jugadora');
    game.clock.advanceDays(1);
    const response = await pastDay(game, 'jugadora', monday);
    expect(response.json()).toEqual({
      date: monday,
      word: wordPool[0],
      players: 0,
      topAnswers: [],
      yourAnswer: null,
    });
  });

  it('keeps past days for registered players only', async () => {
    const response = await pastDay(game, 'sin-registro', '2026-11-15');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('NOT_REGISTERED');
  });
});
