import { addDays } from '@words/contract/day';
import type { Db } from '../../src/db/database';
import type { SkippedAnswersTable } from '../../src/db/schema';
import { insertInBatches, seededAnswer, seededPlayer } from './seed';

/**
 * An author who played `days` days from `day`, each answer skipped by `judges` judges, beside
 * `others` players with one answer each skipped by as many: the skips an account's deletion finds
 * by answer (skipped_answers_by_answer). The deletion test and its measurement in the bench share
 * it. Returns the author's answers and the others'.
 */
export async function seedAuthorHandedOut(
  db: Db,
  options: {
    author: string;
    days: number;
    judges: number;
    others: number;
    day: string;
    now: string;
  },
): Promise<{ own: string[]; others: string[] }> {
  const { author, days, judges, others, day, now } = options;
  const judgeUids = Array.from({ length: judges }, (_, i) => `${author}-juez-${i}`);
  const otherUids = Array.from({ length: others }, (_, i) => `${author}-otro-${i}`);
  const own = Array.from({ length: days }, (_, i) => seededAnswer(author, addDays(day, i), now));
  const theirs = otherUids.map((uid) => seededAnswer(uid, day, now));
  const skipped: SkippedAnswersTable[] = [...own, ...theirs].flatMap((handed) =>
    judgeUids.map((judge) => ({ judge_uid: judge, answer_id: handed.id, skipped_at: now })),
  );
  await db.transaction().execute(async (trx) => {
    await insertInBatches(
      trx,
      'players',
      [author, ...judgeUids, ...otherUids].map((uid) => seededPlayer(uid, now)),
    );
    await insertInBatches(trx, 'answers', [...own, ...theirs]);
    await insertInBatches(trx, 'skipped_answers', skipped);
  });
  return { own: own.map((a) => a.id), others: theirs.map((a) => a.id) };
}
