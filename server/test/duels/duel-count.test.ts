import { limits } from '@words/contract/limits';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import {
  duelAs,
  startAnaAndBeasDuel,
  playDay,
  playWithoutMeeting,
  refusal,
  say,
  sayCounts,
  viewDuel,
} from '../support/duels';
import type { TestGame } from '../support/game';

describe.each(databaseKinds)('«¡Cuenta!» on %s', (kind) => {
  let game: TestGame;
  let id: string;
  beforeEach(async () => {
    ({ game, id } = await startAnaAndBeasDuel(kind));
  });
  afterEach(() => game.close());

  it('makes a near miss a match only when both say it, and says it once however often pressed', async () => {
    await playDay(game, { ana: 'lago', bea: 'océano' });
    const once = await sayCounts(game, 'ana', id, 1);
    expect([once.statusCode, once.json()]).toEqual([200, { round: 1, matched: false }]);
    expect((await sayCounts(game, 'ana', id, 1)).json()).toEqual({ round: 1, matched: false });
    expect(await duelAs(game, 'ana', id)).toMatchObject({
      state: 'playing',
      matched_in: null,
      rounds: [
        { round: 1, yours: 'lago', theirs: 'océano', you_counted: true, they_counted: false },
      ],
    });
    expect((await duelAs(game, 'bea', id)).rounds[0]).toMatchObject({
      you_counted: false,
      they_counted: true,
    });

    expect((await sayCounts(game, 'bea', id, 1)).json()).toEqual({ round: 1, matched: true });
    expect((await sayCounts(game, 'bea', id, 1)).json()).toEqual({ round: 1, matched: true });
    expect(await duelAs(game, 'bea', id)).toMatchObject({
      state: 'match',
      matched_in: 1,
      current: null,
      pair_streak: 1,
      rounds: [{ round: 1, you_counted: true, they_counted: true }],
    });
    expect((await say(game, 'ana', id, 'agua')).json()).toEqual(refusal('DUEL_OVER'));
  });

  it('counts on the latest revealed round only, before the next is revealed', async () => {
    await playDay(game, { ana: 'lago' });
    expect((await sayCounts(game, 'ana', id, 1)).json()).toEqual(
      refusal('DUEL_ROUND_NOT_REVEALED'),
    );
    await playDay(game, { bea: 'océano' });
    await say(game, 'ana', id, 'agua');
    expect((await sayCounts(game, 'ana', id, 2)).json()).toEqual(
      refusal('DUEL_ROUND_NOT_REVEALED'),
    );
    await say(game, 'bea', id, 'ola');
    const earlier = await sayCounts(game, 'ana', id, 1);
    expect([earlier.statusCode, earlier.json()]).toEqual([409, refusal('DUEL_ROUND_NOT_LATEST')]);
    for (const round of ['0', '3', 'dos', '1.5']) {
      expect((await sayCounts(game, 'ana', id, round)).json()).toEqual(
        refusal('DUEL_ROUND_NOT_REVEALED'),
      );
    }
    expect((await sayCounts(game, 'ana', id, 2)).json()).toEqual({ round: 2, matched: false });
    expect((await sayCounts(game, 'bea', id, 2)).json()).toEqual({ round: 2, matched: true });
    expect(await duelAs(game, 'ana', id)).toMatchObject({ state: 'match', matched_in: 2 });
  });

  it('refuses a duel already matched, and a third player', async () => {
    await playDay(game, { ana: 'gato', bea: 'gatos' });
    expect((await sayCounts(game, 'ana', id, 1)).json()).toEqual(refusal('DUEL_ALREADY_MATCHED'));
    const stranger = await sayCounts(game, 'carla', id, 1);
    expect([stranger.statusCode, stranger.json()]).toEqual([404, refusal('DUEL_NOT_FOUND')]);
    expect((await viewDuel(game, 'ana', id)).json().rounds[0]).toMatchObject({
      you_counted: false,
      they_counted: false,
    });
  });

  it(`turns the last round of ${limits.duelMaxRounds} into a match when both say it`, async () => {
    await playWithoutMeeting(game, id, 'ana', 'bea');
    expect((await sayCounts(game, 'ana', id, limits.duelMaxRounds - 1)).json()).toEqual(
      refusal('DUEL_ROUND_NOT_LATEST'),
    );
    await sayCounts(game, 'ana', id, limits.duelMaxRounds);
    expect((await duelAs(game, 'ana', id)).state).toBe('no_match');
    await sayCounts(game, 'bea', id, limits.duelMaxRounds);
    expect(await duelAs(game, 'ana', id)).toMatchObject({
      state: 'match',
      matched_in: limits.duelMaxRounds,
    });
  });
});
