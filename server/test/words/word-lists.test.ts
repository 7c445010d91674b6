import { errors } from '@words/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLexicon } from '../../src/words/dictionary';
import { WORD_LISTS_MAX_AGE_MS } from '../../src/words/live-dictionary';
import { createWordLists, WordListError, type WordLists } from '../../src/words/word-lists';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';

const LOAD_TIMEOUT = 60_000;

describe.each(databaseKinds)("the operators' word lists on %s", (kind) => {
  let game: TestGame;
  let lists: WordLists;
  let uid = 0;

  beforeAll(async () => {
    game = await startGame(kind);
    lists = createWordLists({ db: game.database.db, clock: game.clock, lexicon: loadLexicon });
    await loadLexicon();
  }, LOAD_TIMEOUT);
  afterAll(() => game.close());

  async function answer(word: string) {
    const player = `jugador-${++uid}`;
    await game.register(player, `Jugador ${uid}`);
    return game.submit(player, word);
  }

  /** Past the time every instance takes to read the lists again. */
  function later() {
    game.clock.set(new Date(game.clock.now().getTime() + WORD_LISTS_MAX_AGE_MS).toISOString());
  }

  it('accepts an allowed word and the forms of its model, within a minute, without a restart', async () => {
    expect((await answer('chulapis')).json().error).toBe('NOT_IN_DICTIONARY');
    expect(await lists.allow('Chulapi', 'taxi')).toEqual(['chulapi', 'chulapis']);
    later();
    expect((await answer('chulapi')).statusCode).toBe(201);
    expect((await answer('chulapis')).statusCode).toBe(201);
    expect((await answer('chulapi')).json().answer).toBe('chulapi');

    await lists.unallow('chulapi');
    later();
    expect((await answer('chulapis')).json().error).toBe('NOT_IN_DICTIONARY');
  });

  it('allows a word alone, without a model', async () => {
    expect((await answer('chirimbolez')).json().error).toBe('NOT_IN_DICTIONARY');
    expect(await lists.allow('chirimbolez')).toEqual(['chirimbolez']);
    later();
    expect((await answer('chirimbolez')).statusCode).toBe(201);
    expect((await answer('chirimboleces')).json().error).toBe('NOT_IN_DICTIONARY');
  });

  it('refuses a blocked word like a non-word, until it is unblocked', async () => {
    expect((await answer('pepino')).statusCode).toBe(201);
    await lists.block('pepino');
    later();
    const refused = await answer('pepino');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'NOT_IN_DICTIONARY',
      message: errors.NOT_IN_DICTIONARY.message,
    });
    await lists.unblock('pepino');
    later();
    expect((await answer('pepino')).statusCode).toBe(201);
  });

  it.each([
    [() => lists.allow('casa'), '"casa" is already a word of the dictionary'],
    [
      () => lists.allow('chulapo', 'xyzzy'),
      '"xyzzy" is not a word of the dictionary to take forms from',
    ],
    [() => lists.allow('dos palabras'), '"dos palabras" is not one word of Spanish letters'],
    [() => lists.unallow('nuncaanadida'), '"nuncaanadida" is not in the allow-list'],
    [() => lists.unblock('nuncabloqueada'), '"nuncabloqueada" is not in the block-list'],
  ])('refuses an operator mistake with a sentence (%#)', async (command, message) => {
    await expect(command()).rejects.toThrow(new WordListError(message));
  });

  it('refuses to block an allowed word or allow a blocked one', async () => {
    await lists.allow('guachimán', 'capitán');
    await expect(lists.block('guachimán')).rejects.toThrow('unallow it first');
    await lists.block('tonto');
    await expect(lists.allow('tonto', 'santo')).rejects.toThrow('unblock it first');
  });

  it('counts the refused words per word and day, most tried first, and never who tried them', async () => {
    const today = (await lists.refused(1)).map(({ word }) => word);
    for (const word of ['xyzzyq', 'xyzzyq', 'Xyzzyq', 'qwertzu']) await answer(word);
    const refused = (await lists.refused(1)).filter(({ word }) => !today.includes(word));
    expect(refused).toEqual([
      { word: 'xyzzyq', tries: 3, days: 1 },
      { word: 'qwertzu', tries: 1, days: 1 },
    ]);

    game.clock.set(new Date(game.clock.now().getTime() + 86_400_000).toISOString());
    await answer('xyzzyq');
    expect((await lists.refused(2)).find(({ word }) => word === 'xyzzyq')).toEqual({
      word: 'xyzzyq',
      tries: 4,
      days: 2,
    });
    expect((await lists.refused(1)).find(({ word }) => word === 'xyzzyq')?.tries).toBe(1);

    const rows = await game.database.db.selectFrom('refused_words').selectAll().execute();
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['day', 'tries', 'word']);
  });
});
