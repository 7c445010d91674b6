import { checkAlias, checkAnswer, readScore } from '@words/contract/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/databases';
import { startGame, type TestGame } from './support/game';

/**
 * The page checks an answer, an alias and a score with the contract's rules before it sends them;
 * the server checks them again before it stores them. On the same inputs both must give the same
 * verdict, or a player would be refused by one and not the other.
 */

const ANSWERS = [
  'playa',
  '  Canción ',
  'cafe\u0301',
  '',
  '   ',
  'a'.repeat(24),
  'a'.repeat(25),
  // Non-BMP letters: 13 of them are 26 UTF-16 units but 13 characters.
  '𝒜'.repeat(13),
  '𝒜'.repeat(25),
  'dos palabras',
  'hola🙂',
  'ca\u200Bsa',
  'pingüino',
];

const ALIASES = [
  'Ana',
  '  Jose\u0301 Luis ',
  'ab',
  '𝒜𝒜',
  '𝒜𝒜𝒜',
  'a'.repeat(30),
  'a'.repeat(31),
  'Ana🙂',
  '...',
];

// Texts a judge may type; the page sends the number it reads, the server checks that number.
const SCORES = [
  '7,5',
  '7.5',
  '0',
  '10',
  '10,00',
  '7.',
  ',5',
  '10.01',
  '10,01',
  '11',
  '7,555',
  '7.25',
];

const RULE_CODES = new Set([
  'EMPTY_ANSWER',
  'ANSWER_TOO_LONG',
  'INVALID_ANSWER',
  'ANSWER_IS_THE_WORD',
  'ALIAS_TOO_SHORT',
  'INVALID_ALIAS',
  'INVALID_SCORE',
]);

describe.each(databaseKinds)('page and server agree on the rules, on %s', (kind) => {
  let game: TestGame;
  let word: string;
  let uid = 0;
  const newPlayer = async () => {
    const player = `jugador-${++uid}`;
    await game.register(player);
    return player;
  };

  beforeAll(async () => {
    game = await startGame(kind);
    word = await game.todaysWord(await newPlayer());
  });
  afterAll(() => game.close());

  it.each(ANSWERS)('on the answer %j', async (typed) => {
    const page = checkAnswer(typed, word);
    const response = await game.call(await newPlayer(), {
      method: 'POST',
      url: '/api/play/submit',
      payload: { word, answer: typed, date: game.clock.now().toISOString() },
    });
    const code = response.statusCode === 201 ? null : (response.json() as { error: string }).error;
    if (page.ok) {
      // Past the shared rules only the dictionary and the stemmer, which the page does not
      // have, may refuse.
      const serverOnly = [null, 'NOT_IN_DICTIONARY', 'ANSWER_IS_A_FORM_OF_THE_WORD'];
      expect(serverOnly.includes(code), `${code}`).toBe(true);
    } else {
      expect(code).toBe(page.error);
    }
  });

  it('on the word of the day typed back, in other case and accents', async () => {
    const typed = word.toUpperCase();
    const page = checkAnswer(typed, word);
    expect(page).toEqual({ ok: false, error: 'ANSWER_IS_THE_WORD' });
    const response = await game.submit(await newPlayer(), typed);
    expect(response.json().error).toBe('ANSWER_IS_THE_WORD');
  });

  it.each(ALIASES)('on the alias %j', async (typed) => {
    const page = checkAlias(typed);
    const response = await game.call(`alias-${++uid}`, {
      method: 'POST',
      url: '/api/user/register',
      payload: { alias: typed, timezone: 'Europe/Madrid', notifications: false },
    });
    if (page.ok) {
      expect(response.statusCode, response.body).toBe(201);
    } else {
      expect(response.json().error).toBe(page.error);
      expect(RULE_CODES.has(page.error)).toBe(true);
    }
  });

  it.each(SCORES)('on the score %j', async (typed) => {
    const author = await newPlayer();
    expect((await game.submit(author, 'playa')).statusCode).toBe(201);
    const answer = await game.database.db
      .selectFrom('answers')
      .select('id')
      .where('player_uid', '=', author)
      .executeTakeFirstOrThrow();
    const page = readScore(typed);
    // What the page would send if it let the text through: the number written with a point.
    const sent = page.ok ? page.value : Number(typed.replace(',', '.'));
    const judge = await newPlayer();
    await game.play(judge);
    const response = await game.vote(judge, answer.id, sent);
    if (page.ok) expect(response.statusCode, response.body).toBe(201);
    else expect(response.json().error).toBe(page.error);
  });
});
