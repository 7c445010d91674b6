import { limits } from '@words/contract/limits';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alphabeticalKey } from '../../src/crowd/alphabetical';
import { mostCommonAnswersQuery } from '../../src/crowd/crowd.repository';
import type { CrowdAnswersTable } from '../../src/db/schema';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';
import { planOf } from '../support/plans';
import { insertInBatches } from '../support/seed';

/**
 * The crowd of a busy day: 100,000 answers spread over 20,000 different ones (the counters hold
 * one row per day and answer), beside 4 more days like it. The most common answers must be the
 * first entries of the crowd_answers_most_common index: no read of a day's answers, no sort.
 */
const DAY = '2026-11-16';
const DISTINCT = 20_000;
const OTHER_DAYS = 4;

function dayRows(day: string): CrowdAnswersTable[] {
  return Array.from({ length: DISTINCT }, (_, i) => {
    const answer = `respuesta${i}`;
    // A few very common answers, a long tail of rare ones: 100,000 answers in all.
    const players = i < 10 ? 5_000 - i * 100 : i < 5_000 ? 8 : 1;
    return { day, answer, sort_key: alphabeticalKey(answer), players };
  });
}

describe.each(databaseKinds)('the crowd of a day of 100,000 answers on %s', (kind) => {
  let game: TestGame;
  beforeAll(async () => {
    game = await startGame(kind);
    await game.database.db.transaction().execute(async (trx) => {
      await insertInBatches(trx, 'crowd_answers', dayRows(DAY));
      for (let d = 1; d <= OTHER_DAYS; d++) {
        await insertInBatches(
          trx,
          'crowd_answers',
          dayRows(`2026-10-${String(d).padStart(2, '0')}`),
        );
      }
    });
    await sql`ANALYZE`.execute(game.database.db);
  }, 180_000);
  afterAll(() => game.close());

  it('reads the most common answers from the first entries of the index, without sorting', async () => {
    const db = game.database.db;
    const plan = await planOf(
      kind,
      db,
      mostCommonAnswersQuery(db, DAY, limits.crowdTopAnswers).compile(),
    );
    expect(plan.fullScans, plan.text).not.toContain('crowd_answers');
    expect(plan.indexes, plan.text).toContain('crowd_answers_most_common');
    expect(plan.sorts, plan.text).toBe(false);
  });

  it('finds them most common first, ties alphabetical', async () => {
    const db = game.database.db;
    const top = await mostCommonAnswersQuery(db, DAY, limits.crowdTopAnswers).execute();
    expect(top.map((row) => row.answer)).toEqual(
      Array.from({ length: 10 }, (_, i) => `respuesta${i}`),
    );
  });
});
