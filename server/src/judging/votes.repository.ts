import { sql } from 'kysely';
import { compiledOnce } from '../db/compiled-query';
import type { Db } from '../db/database';
import type { NewVote } from '../db/schema';
import { hiddenReason, outOfJudging } from '../trust/conditions.repository';
import { sharesPenaWith } from './fair-play.repository';

/**
 * The answer a ticket names, as a vote or a skip checks it (judging.ts): its author, day and
 * period, whether its period has been ranked (closed) or it is out of judging (hidden, or reported by this judge), whether this judge voted
 * on it or skipped it, and whether its author shares a peña with the judge. One statement, by primary key.
 */
export async function answerToJudge(db: Db, id: string, judgeUid: string) {
  const [row] = (await answerToJudgeNow(db, { id, judgeUid })).rows;
  return (
    row && {
      ...row,
      ranked: row.ranked !== null,
      // Hidden, or reported by this judge: out of judging (others' reports only hold it, 0066).
      hidden: row.hidden !== null || Boolean(row.out_of_judging),
      voted: row.voted !== null,
      skipped: row.skipped !== null,
      penaMate: Boolean(row.pena_mate),
    }
  );
}

const answerToJudgeNow = compiledOnce((db, of: { id: string; judgeUid: string }) =>
  db
    .selectFrom('answers as a')
    .leftJoin('closed_periods as c', 'c.period_start', 'a.period_start')
    .leftJoin('votes as v', (join) =>
      join.onRef('v.answer_id', '=', 'a.id').on('v.judge_uid', '=', of.judgeUid),
    )
    .leftJoin('skipped_answers as s', (join) =>
      join.onRef('s.answer_id', '=', 'a.id').on('s.judge_uid', '=', of.judgeUid),
    )
    .select((eb) => [
      'a.id',
      'a.player_uid',
      'a.day',
      'a.period_start',
      'c.period_start as ranked',
      'v.judge_uid as voted',
      's.skipped_at as skipped',
      hiddenReason('a.id'),
      outOfJudging('a.id', of.judgeUid),
      sql<number | boolean>`case when ${sharesPenaWith(of.judgeUid)(eb)} then 1 else 0 end`.as(
        'pena_mate',
      ),
    ])
    .where('a.id', '=', of.id),
);

/**
 * Whether the answer's author shares a peña with the judge now, as a vote's transaction reads it
 * after locking both (fair play, decision 0047): a peña joined since the call checked counts.
 */
export async function isPenaMates(trx: Db, answerId: string, judgeUid: string): Promise<boolean> {
  return (await penaMatesNow(trx, { answerId, judgeUid })).rows.length > 0;
}

// The vote's statements are compiled once: a vote is the game's most frequent write.
const penaMatesNow = compiledOnce((db, of: { answerId: string; judgeUid: string }) =>
  db
    .selectFrom('answers as a')
    .select('a.id')
    .where('a.id', '=', of.answerId)
    .where((eb) => sharesPenaWith(of.judgeUid)(eb)),
);

/** Casts a vote: false when its judge has voted on the answer already. */
export async function insertVote(trx: Db, vote: NewVote): Promise<boolean> {
  return (await voteInserted(trx, vote)).rows.length > 0;
}

const voteInserted = compiledOnce((db, vote: NewVote) =>
  db
    .insertInto('votes')
    .values({
      answer_id: vote.answer_id,
      judge_uid: vote.judge_uid,
      score: vote.score,
      created_at: vote.created_at,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('answer_id'),
);

/**
 * Adds to an answer's count and total (in hundredths) what the caller counted, and reads them
 * back: the increments are integers the server computed.
 */
export async function addToAnswer(
  trx: Db,
  answerId: string,
  added: { votes: number; total: number },
): Promise<{ vote_count: number; score_total: number }> {
  const [sums] = (await addedToAnswer(trx, { answerId, ...added })).rows;
  if (!sums) throw new Error(`no answer ${answerId} to add a vote to`);
  return sums;
}

const addedToAnswer = compiledOnce((db, of: { answerId: string; votes: number; total: number }) =>
  db
    .updateTable('answers')
    .set((eb) => ({
      vote_count: eb('vote_count', '+', of.votes),
      score_total: eb('score_total', '+', of.total),
    }))
    .where('id', '=', of.answerId)
    .returning(['vote_count', 'score_total']),
);
