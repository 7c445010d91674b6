import { addDays } from '@words/contract/day';
import type { Db } from '../../src/db/database';
import type { NewServedAnswer } from '../../src/db/schema';
import { insertInBatches, seededAnswer, seededPlayer } from './seed';

/**
 * An author who played `days` days from `day`, each answer handed to `judges` judges, beside
 * `others` players with one answer each handed to as many: a game whose served records an
 * account's deletion once had to find by answer (decision 0052), and now leaves (decision 0053).
 * The deletion test and its measurement in the bench share it. Returns the author's answers and
 * the others'.
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
  const served: NewServedAnswer[] = [...own, ...theirs].flatMap((handed) =>
    judgeUids.map((judge) => ({ judge_uid: judge, answer_id: handed.id, served_at: now })),
  );
  await db.transaction().execute(async (trx) => {
    await insertInBatches(
      trx,
      'players',
      [author, ...judgeUids, ...otherUids].map((uid) => seededPlayer(uid, now)),
    );
    await insertInBatches(trx, 'answers', [...own, ...theirs]);
    await insertInBatches(trx, 'served_answers', served);
  });
  return { own: own.map((a) => a.id), others: theirs.map((a) => a.id) };
}
