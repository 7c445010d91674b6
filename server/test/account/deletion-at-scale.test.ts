import { createFiledToday } from '../../src/answers/filed-today';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/account/account';
import { createPlayers } from '../../src/players/players';
import { loadLexicon } from '../../src/words/dictionary';
import { createLiveDictionary } from '../../src/words/live-dictionary';
import { watchPlayerChanges } from '../../src/players/player-changes';
import { TestClock } from '../support/clock';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/databases';
import { seedAuthorHandedOut } from '../support/author-handed-out';
import { seedJudgeWithVotes } from '../support/judge-with-votes';

/** Deletes `uid`'s account as DELETE /api/user does. */
async function deleteAccount(database: TestDatabase, clock: TestClock, uid: string) {
  const filedToday = createFiledToday({
    db: database.db,
    filesAlone: false,
    playerChanges: watchPlayerChanges(database.db),
  });
  const dictionary = createLiveDictionary({ db: database.db, clock, lexicon: loadLexicon });
  await createAccount({ db: database.db, clock, filedToday, dictionary }).delete(uid);
}

/** The bound itself (under a second) is measured by `node bench/delete-player.mjs`, not here. */
describe.each(databaseKinds)('deleting a player at scale on %s', (kind) => {
  let database: TestDatabase;
  afterEach(() => database.drop());

  it('removes every vote of a judge with 1,000 votes and counts every answer anew', async () => {
    database = await openTestDatabase(kind);
    const clock = new TestClock('2026-11-16T12:00:00Z');
    const ids = await seedJudgeWithVotes(database.db, {
      judge: 'juez',
      count: 1_000,
      day: '2026-11-16',
      now: clock.now().toISOString(),
    });
    const counted = await database.db
      .selectFrom('answers')
      .select(({ fn }) => [fn.sum<number>('vote_count').as('votes')])
      .executeTakeFirstOrThrow();
    expect(Number(counted.votes)).toBe(1_000);

    await deleteAccount(database, clock, 'juez');

    const votes = await database.db.selectFrom('votes').selectAll().execute();
    expect(votes).toEqual([]);
    const answers = await database.db
      .selectFrom('answers')
      .select(['id', 'vote_count', 'score_total'])
      .execute();
    expect(answers).toHaveLength(ids.length);
    expect(answers.filter((a) => a.vote_count !== 0 || a.score_total !== 0)).toEqual([]);
    expect(await createPlayers({ db: database.db, clock }).find('juez')).toBeUndefined();
  });

  // An author's answers go with the account, and the skips of them, found by answer.
  it('removes the skips of an author’s answers with them', async () => {
    database = await openTestDatabase(kind);
    const clock = new TestClock('2026-11-16T12:00:00Z');
    const { others } = await seedAuthorHandedOut(database.db, {
      author: 'autora',
      days: 5,
      judges: 3,
      others: 4,
      day: '2026-11-16',
      now: clock.now().toISOString(),
    });
    await deleteAccount(database, clock, 'autora');

    const answers = await database.db.selectFrom('answers').select('id').execute();
    expect(new Set(answers.map((row) => row.id))).toEqual(new Set(others));
    const skipped = await database.db.selectFrom('skipped_answers').select('answer_id').execute();
    expect(skipped.map((row) => row.answer_id).sort()).toEqual(
      others.flatMap((id) => [id, id, id]).sort(),
    );
  });
});
