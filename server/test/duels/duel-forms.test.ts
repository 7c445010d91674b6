import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { duelAs, playDay, say, startAnaAndBeasDuel } from '../support/duels';
import type { TestGame } from '../support/game';

describe.each(databaseKinds)('A duel on %s', (kind) => {
  let game: TestGame;
  let id: string;
  beforeEach(async () => {
    ({ game, id } = await startAnaAndBeasDuel(kind));
  });
  afterEach(() => game.close());

  it('matches the same word in another number in the first round: «gato» and «gatos»', async () => {
    await playDay(game, { ana: 'gato', bea: 'gatos' });
    expect(await duelAs(game, 'bea', id)).toMatchObject({
      state: 'match',
      matched_in: 1,
      rounds: [{ round: 1, yours: 'gatos', theirs: 'gato' }],
      current: null,
      pair_streak: 1,
    });
  });

  for (const [first, second] of [
    ['niño', 'niña'],
    ['cancion', 'canción'],
    ['volar', 'vuelo'],
  ] as const) {
    it(`matches «${first}» and «${second}» in a later round`, async () => {
      await playDay(game, { ana: 'agua', bea: 'fuego' });
      expect((await say(game, 'ana', id, first)).statusCode).toBe(201);
      expect((await say(game, 'bea', id, second)).statusCode).toBe(201);
      expect(await duelAs(game, 'ana', id)).toMatchObject({ state: 'match', matched_in: 2 });
    });
  }

  it('plays on after two different words: «lago» and «océano»', async () => {
    await playDay(game, { ana: 'lago', bea: 'océano' });
    expect(await duelAs(game, 'ana', id)).toMatchObject({
      state: 'playing',
      matched_in: null,
      current: { round: 2, between: ['lago', 'océano'] },
    });
  });
});
