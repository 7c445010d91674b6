import type { VoteBody } from '@words/contract/api/vote';
import { dayOf } from '@words/contract/day';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { findAnswer } from '../answers/answers.repository';
import { isOpen } from '../periods/period';
import { scoreInHundredths } from './score';
import { castVoteAndCount } from './votes.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function castVote(
  db: Db,
  clock: Clock,
  periodDays: number,
  judgeUid: string,
  body: VoteBody,
): Promise<void> {
  const score = scoreInHundredths(body.score);
  if (score === null) throw new AppError('INVALID_SCORE');
  const answer = UUID.test(body.answer_uuid) ? await findAnswer(db, body.answer_uuid) : undefined;
  if (!answer) throw new AppError('ANSWER_NOT_FOUND');
  if (answer.player_uid === judgeUid) throw new AppError('OWN_ANSWER');
  const now = clock.now();
  if (!isOpen(answer.period_start, dayOf(now), periodDays)) throw new AppError('VOTING_CLOSED');
  const cast = await castVoteAndCount(db, {
    answer_id: answer.id,
    judge_uid: judgeUid,
    score,
    created_at: now.toISOString(),
  });
  // The (answer, judge) key is the real guard: a simultaneous second vote lands here.
  if (!cast) throw new AppError('ALREADY_VOTED');
}
