import { CompiledQuery, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { answerToJudgeQuery } from '../../src/votes/votes.repository';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/databases';
import { literal } from '../support/plans';

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
    const walk = answerToJudgeQuery(database.db, { periodStart: '2026-11-23' }, 'juez', [
      'vote_count',
      'queue_rank',
      'pick_key',
    ]).compile();
    const plans = await database.db.connection().execute(async (connection) => {
      await connection.executeQuery(CompiledQuery.raw(`PREPARE walk AS ${walk.sql}`));
      const explained: string[] = [];
      // PostgreSQL's own choice plans the first five runs with their values, then decides.
      for (const judge of ['ana', 'bea', 'carla']) {
        const values = walk.parameters.map((value) => (value === 'juez' ? judge : value));
        const { rows } = await connection.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`EXPLAIN EXECUTE walk(${values.map(literal).join(', ')})`),
        );
        explained.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
      await sql`DEALLOCATE walk`.execute(connection);
      return explained;
    });
    // A plan made for the values names them; the one made once names their places.
    for (const plan of plans) {
      expect(plan).toContain('$1');
      expect(plan).not.toContain("'2026-11-23'");
    }
  });
});
