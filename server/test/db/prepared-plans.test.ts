import { afterEach, describe, expect, it } from 'vitest';
import { answerToJudgeQuery } from '../../src/votes/queue.repository';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/databases';
import { preparedPlansOf } from '../support/plans';

/**
 * The game's hot statements are prepared once per PostgreSQL connection (decision 0032); each is
 * also planned once there (decision 0051): left to choose, PostgreSQL planned the walk of the
 * judging queue anew on every run, 3 to 4 ms each for 0.1 to 0.3 ms of work.
 */
describe.skipIf(!databaseKinds.includes('postgres'))('prepared statements on PostgreSQL', () => {
  let database: TestDatabase;
  afterEach(() => database.drop());

  it('run on the plan made once for any values, from their first run', async () => {
    database = await openTestDatabase('postgres');
    const walk = answerToJudgeQuery(database.db, { periodStart: '2026-11-23' }, 'juez').compile();
    // PostgreSQL's own choice plans the first five runs with their values, then decides.
    const runs = ['ana', 'bea', 'carla'].map((judge) =>
      walk.parameters.map((value) => (value === 'juez' ? judge : value)),
    );
    const plans = await database.db
      .connection()
      .execute((connection) => preparedPlansOf(connection, walk, runs));
    // A plan made for the values names them; the one made once names their places.
    expect(plans).toHaveLength(3);
    for (const plan of plans) {
      expect(plan.text).toContain('$1');
      expect(plan.text).not.toContain("'2026-11-23'");
    }
  });
});
