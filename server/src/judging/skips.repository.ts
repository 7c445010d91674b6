import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * 'Saltar': the judge is not handed the answer again. Nothing is kept for a judge or an answer
 * deleted meanwhile.
 */
export async function keepSkip(
  db: Db,
  judgeUid: string,
  answerId: string,
  skippedAt: string,
): Promise<void> {
  await sql`
    INSERT INTO skipped_answers (judge_uid, answer_id, skipped_at)
    SELECT ${judgeUid}, ${answerId}, ${skippedAt}
     WHERE EXISTS (SELECT 1 FROM players WHERE uid = ${judgeUid})
       AND EXISTS (SELECT 1 FROM answers WHERE id = ${answerId})
    ON CONFLICT (judge_uid, answer_id) DO NOTHING`.execute(db);
}
