import type { Db } from '../../src/db/database';
import type { NewAnswer } from '../../src/db/schema';
import { queueRanking } from '../../src/votes/judging-queue';
import { storeVote } from '../../src/votes/cast-votes';
import { insertInBatches, seededAnswer, seededPlayer } from './seed';

/**
 * `count` authors with one answer each on `day`, and a judge who voted on all of them through the
 * game's own vote path (storeVote, as vote/submit casts). The deletion test and
 * its measurement in the bench share it.
 */
export async function seedJudgeWithVotes(
  db: Db,
  options: { judge: string; count: number; day: string; now: string },
): Promise<string[]> {
  const { judge, count, day, now } = options;
  const authors = Array.from({ length: count }, (_, i) => `${judge}-autor-${i}`);
  const answers: NewAnswer[] = authors.map((uid, i) =>
    seededAnswer(uid, day, now, { answer: `respuesta${i}`, pickKey: i }),
  );
  await db.transaction().execute(async (trx) => {
    await insertInBatches(
      trx,
      'players',
      [judge, ...authors].map((uid) => seededPlayer(uid, now)),
    );
    await insertInBatches(trx, 'answers', answers);
  });
  // One vote after another, as a judge casts them.
  for (const [i, answer] of answers.entries()) {
    await storeVote(db, {
      vote: { answer_id: answer.id, judge_uid: judge, score: (i % 11) * 100, created_at: now },
      periodStart: day,
      queueRanking: queueRanking(3),
      // A judge whose votes count from the first: established by their first vote.
      establishment: { minDays: 0, minVotes: 0 },
    });
  }
  return answers.map((answer) => answer.id);
}
