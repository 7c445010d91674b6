import { randomInt } from 'node:crypto';
import type { RandomAnswerResponse } from '@words/contract/api/vote';
import { dayOf } from '@words/contract/day';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { periodOf } from '../periods/period';
import { firstAnswerToJudge } from './votes.repository';

/**
 * An open answer for a judge: never their own nor one they judged, among those with the
 * fewest votes so every answer gets judged, at random among equals.
 */
export async function pickAnswerToJudge(
  db: Db,
  clock: Clock,
  periodDays: number,
  judgeUid: string,
): Promise<RandomAnswerResponse> {
  const period = periodOf(dayOf(clock.now()), periodDays).start;
  const fewest = await firstAnswerToJudge(db, period, judgeUid);
  if (!fewest) throw new AppError('NO_MORE_QUESTIONS');
  const random = await firstAnswerToJudge(db, period, judgeUid, {
    voteCount: fewest.vote_count,
    fromPickKey: randomInt(2 ** 31 - 1),
  });
  const picked = random ?? fewest;
  return { word: picked.word, answer: picked.answer, answer_uuid: picked.id };
}
