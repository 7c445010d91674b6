import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { down, up } from '../../src/db/migrations/2026-11-24T00-judging-queue';
import * as judgingByDay from '../../src/db/migrations/2026-11-25T05-judging-by-day';
import * as skippedAnswers from '../../src/db/migrations/2026-11-28T02-skipped-answers';
import {
  changingTables,
  databaseKinds,
  openTestDatabase,
  type TestDatabase,
} from '../support/databases';

/**
 * A database with votes from before the judging queue: the migration counts each judge's votes
 * per period and moves up the answers of authors who already judged 3 answers of their period.
 */
describe.each(databaseKinds)('the judging queue migration on %s', (kind) => {
  let database: TestDatabase;
  afterEach(() => database.drop());

  it('counts the votes already cast and ranks the answers of authors who judged', async () => {
    database = await openTestDatabase(kind);
    const db = database.db;
    const at = '2026-11-18T10:00:00.000Z';
    const uids = ['ana', 'bea', 'carlos', 'dani'];
    await db
      .insertInto('players')
      .values(
        uids.map((uid) => ({
          uid,
          alias: uid,
          alias_key: uid,
          timezone: 'UTC',
          notifications: 0,
          created_at: at,
        })),
      )
      .execute();
    const answer = (uid: string, periodStart: string, day: string) => ({
      id: `${uid}-${day}`,
      player_uid: uid,
      day,
      word: 'mar',
      answer: 'ola',
      period_start: periodStart,
      created_at: at,
      vote_count: 0,
      score_total: 0,
      pick_key: 1,
    });
    await db
      .insertInto('answers')
      .values([
        answer('ana', '2026-11-16', '2026-11-16'),
        answer('bea', '2026-11-16', '2026-11-16'),
        answer('carlos', '2026-11-16', '2026-11-16'),
        answer('dani', '2026-11-16', '2026-11-16'),
        answer('ana', '2026-11-09', '2026-11-09'),
        answer('bea', '2026-11-09', '2026-11-09'),
      ])
      .execute();
    const vote = (judge: string, answerId: string) => ({
      answer_id: answerId,
      judge_uid: judge,
      score: 500,
      created_at: at,
    });
    // ana judged three answers of the week of the 16th, bea one of it and one of the week before.
    await db
      .insertInto('votes')
      .values([
        vote('ana', 'bea-2026-11-16'),
        vote('ana', 'carlos-2026-11-16'),
        vote('ana', 'dani-2026-11-16'),
        vote('bea', 'ana-2026-11-16'),
        vote('bea', 'ana-2026-11-09'),
      ])
      .execute();

    // Migrations see the database untyped, as migrate.ts hands it to them. The later changes it
    // touches go first (the index on queue_rank, the served records' table), as they would were
    // the migrations undone in order.
    const untyped = db as unknown as Kysely<unknown>;
    await changingTables(database, async () => {
      await skippedAnswers.down(untyped, kind);
      await judgingByDay.down(untyped);
      await down(untyped);
      await up(untyped);
      await judgingByDay.up(untyped);
      await skippedAnswers.up(untyped, kind);
    });

    const counts = await db
      .selectFrom('judge_periods')
      .selectAll()
      .orderBy('judge_uid')
      .orderBy('period_start')
      .execute();
    expect(counts.map((c) => ({ ...c, votes: Number(c.votes) }))).toEqual([
      { judge_uid: 'ana', period_start: '2026-11-16', votes: 3 },
      { judge_uid: 'bea', period_start: '2026-11-09', votes: 1 },
      { judge_uid: 'bea', period_start: '2026-11-16', votes: 1 },
    ]);
    const ranks = await db
      .selectFrom('answers')
      .select(['id', 'queue_rank'])
      .orderBy('id')
      .execute();
    expect(ranks).toEqual([
      { id: 'ana-2026-11-09', queue_rank: 1 },
      { id: 'ana-2026-11-16', queue_rank: 0 },
      { id: 'bea-2026-11-09', queue_rank: 1 },
      { id: 'bea-2026-11-16', queue_rank: 1 },
      { id: 'carlos-2026-11-16', queue_rank: 1 },
      { id: 'dani-2026-11-16', queue_rank: 1 },
    ]);
  });
});
