import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { removePlayer } from '../../src/account/account.repository';
import { lockPlayers } from '../../src/db/row-locks';
import { recordServed } from '../../src/votes/served-records.repository';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';

/**
 * The record that vote/random handed an answer to a judge (decision 0033): many calls' records
 * in one write, nothing kept for a judge or an answer that is gone.
 */
describe.each(databaseKinds)('served records on %s', (kind) => {
  let game: TestGame;
  afterEach(() => game.close());

  const servedRows = () =>
    game.database.db
      .selectFrom('served_answers')
      .select(['judge_uid', 'answer_id', 'served_at'])
      .orderBy('judge_uid')
      .orderBy('answer_id')
      .execute();

  it('writes the records of calls made together, each with its own outcome', async () => {
    game = await startGame(kind);
    for (const uid of ['ana', 'bea', 'juez']) await game.register(uid);
    for (const uid of ['ana', 'bea']) await game.play(uid);
    const ana = await game.answerOf('ana');
    const bea = await game.answerOf('bea');
    const at = (minute: number) => `2026-11-27T10:0${minute}:00.000Z`;

    const outcomes = await Promise.all([
      recordServed(game.database.db, { judge_uid: 'juez', answer_id: ana, served_at: at(1) }),
      recordServed(game.database.db, { judge_uid: 'nadie', answer_id: ana, served_at: at(1) }),
      recordServed(game.database.db, { judge_uid: 'juez', answer_id: 'borrada', served_at: at(1) }),
      recordServed(game.database.db, { judge_uid: 'bea', answer_id: ana, served_at: at(2) }),
      // The same answer to the same judge again in the same write: its time starts anew.
      recordServed(game.database.db, { judge_uid: 'juez', answer_id: ana, served_at: at(3) }),
      recordServed(game.database.db, { judge_uid: 'ana', answer_id: bea, served_at: at(4) }),
    ]);

    // False only where the judge does not exist: an answer gone is simply not recorded.
    expect(outcomes).toEqual([true, false, true, true, true, true]);
    expect(await servedRows()).toEqual([
      { judge_uid: 'ana', answer_id: bea, served_at: at(4) },
      { judge_uid: 'bea', answer_id: ana, served_at: at(2) },
      { judge_uid: 'juez', answer_id: ana, served_at: at(3) },
    ]);
    // Handed again later: the record's time starts anew.
    await recordServed(game.database.db, { judge_uid: 'bea', answer_id: ana, served_at: at(5) });
    expect(await servedRows()).toContainEqual({
      judge_uid: 'bea',
      answer_id: ana,
      served_at: at(5),
    });
  });
});

describe.skipIf(!databaseKinds.includes('postgres'))('served records racing a deletion', () => {
  let game: TestGame;
  afterEach(() => game.close());

  /** Whether a statement on served_answers is waiting for a row another transaction holds. */
  const waitingForALock = async () => {
    const { rows } = await sql<{ waiting: string }>`
      SELECT count(*) AS waiting FROM pg_stat_activity
       WHERE wait_event_type = 'Lock' AND query LIKE '%served_answers%'`.execute(game.database.db);
    return Number(rows[0]?.waiting) > 0;
  };

  /**
   * `uid`'s account deleted as the account's deletion does it, with `record` started while the
   * deletion holds its rows and committed once the record waits for them (or has had time to).
   */
  async function deletedWhile<T>(uid: string, record: () => Promise<T>): Promise<T> {
    // Wrapped, so that the transaction commits without waiting for the record it holds up.
    const { recorded } = await game.database.db.transaction().execute(async (trx) => {
      await lockPlayers(trx, [uid], 'update');
      await removePlayer(trx, uid);
      const pending = record();
      for (let tries = 0; tries < 200 && !(await waitingForALock()); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return { recorded: pending };
    });
    return recorded;
  }

  // The judge deleted: false, as vote/random then answers NOT_REGISTERED. The answer's author
  // deleted: the judge exists, the record is simply not kept, and no key refuses the write.
  it.each([
    { gone: 'the judge', judge: 'baja', author: 'ana', outcome: false },
    { gone: "the answer's author", judge: 'juez', author: 'baja', outcome: true },
  ])('records nothing when $gone is deleted while the record waits', async (race) => {
    game = await startGame('postgres');
    for (const uid of [race.judge, race.author]) await game.register(uid);
    await game.play(race.author);
    const answer = await game.answerOf(race.author);

    const outcome = await deletedWhile('baja', () =>
      recordServed(game.database.db, {
        judge_uid: race.judge,
        answer_id: answer,
        served_at: game.clock.now().toISOString(),
      }),
    );

    expect(outcome).toBe(race.outcome);
    expect(await game.database.db.selectFrom('served_answers').selectAll().execute()).toEqual([]);
  });
});
