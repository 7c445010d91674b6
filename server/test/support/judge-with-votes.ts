import type { Db } from '../../src/db/database';
import type { NewAnswer } from '../../src/db/schema';
import { storeVote } from '../../src/judging/cast-votes';
import { queueRanking } from '../../src/judging/judging-queue';
import { publicVenue } from '../../src/judging/public-venue';
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
  // A judge whose votes count from the first: established by their first vote.
  const venue = publicVenue({
    queueRanking: queueRanking(3),
    establishment: { minDays: 0, minVotes: 0 },
  });
  // One vote after another, as a judge casts them.
  for (const [i, answer] of answers.entries()) {
    await storeVote(db, venue, {
      answerId: answer.id,
      judgeUid: judge,
      score: (i % 11) * 100,
      createdAt: now,
      periodStart: day,
    });
  }
  return answers.map((answer) => answer.id);
}
