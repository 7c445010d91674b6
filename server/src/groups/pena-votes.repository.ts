import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { QueueScope } from '../judging/judging-queue';
import type { AnswerToScore, QueuedAnswer, TierFrom } from '../judging/venue';
import type { AnswersTable, Database, PenaVotesTable } from '../db/schema';
import { inJudgingFor, outOfJudging } from '../trust/conditions.repository';

type WithAnswer = ExpressionBuilder<Database & { a: AnswersTable }, 'a'>;

/** Whether the author of the answer `a` is a member of the peña. */
const byMemberOf = (groupId: string) => (eb: WithAnswer) =>
  eb.exists(
    eb
      .selectFrom('group_members as m')
      .select(sql.lit(1).as('one'))
      .where('m.group_id', '=', groupId)
      .whereRef('m.player_uid', '=', 'a.player_uid'),
  );

/** Whether `judgeUid` voted on or skipped the answer `a` within the peña. */
const judgedInPena = (groupId: string, judgeUid: string) => (eb: WithAnswer) =>
  eb.exists(
    eb
      .selectFrom('pena_votes as pv')
      .select(sql.lit(1).as('one'))
      .where('pv.group_id', '=', groupId)
      .where('pv.judge_uid', '=', judgeUid)
      .whereRef('pv.answer_id', '=', 'a.id'),
  );

/** The peña's votes on the answer `a` (its skips are no votes): its place in the peña's queue. */
const penaVotesOn = (groupId: string) => (eb: WithAnswer) =>
  eb
    .selectFrom('pena_votes as pv')
    .select((count) => count.fn.count<number | string>('pv.score').as('n'))
    .where('pv.group_id', '=', groupId)
    .whereRef('pv.answer_id', '=', 'a.id');

/**
 * The first answer of a part of the queue a member may be handed within a peña (decision 0061), in
 * the peña's order: the fewest peña votes first, then the pick key; from the start, or among the
 * answers with as many peña votes from a pick key on. The other members' answers still in
 * judging for them (`inJudgingFor`, the rules of every venue) that they have neither voted on nor
 * skipped there.
 */
export async function firstToJudgeInPena(
  db: Db,
  of: { groupId: string; judgeUid: string; scope: QueueScope; from?: TierFrom },
): Promise<QueuedAnswer | undefined> {
  const { groupId, judgeUid, scope, from } = of;
  let query = db
    .selectFrom('answers as a')
    .select((eb) => ['a.id', 'a.word', 'a.answer', penaVotesOn(groupId)(eb).as('pena_votes')])
    .where(
      'day' in scope ? 'a.day' : 'a.period_start',
      '=',
      'day' in scope ? scope.day : scope.periodStart,
    )
    .where('a.player_uid', '<>', judgeUid)
    .where(byMemberOf(groupId))
    .where((eb) => eb.not(judgedInPena(groupId, judgeUid)(eb)));
  // Hidden, held or reported by this judge: the rules of every venue (trust/conditions).
  for (const rule of inJudgingFor('a.id', judgeUid)) query = query.where(rule);
  if (from) {
    query = query
      .where((eb) => eb(penaVotesOn(groupId)(eb), '=', from.vote_count))
      .where('a.pick_key', '>=', from.fromPickKey);
  }
  const row = await query
    .orderBy((eb) => penaVotesOn(groupId)(eb))
    .orderBy('a.pick_key')
    .limit(1)
    .executeTakeFirst();
  // Every answer of a peña is as urgent at equal votes: no karma within the peña.
  return row && { ...row, vote_count: Number(row.pena_votes ?? 0), queue_rank: 0 };
}

/**
 * The answer a peña ticket names, as a peña vote or skip checks it: its author, day and period,
 * whether its period is ranked, whether this member voted on it there, and whether it is still
 * this member's to score there: in judging for them (not hidden, not reported by them), by a member
 * of the peña, and not skipped there. The member's own row about it (a vote, or a skip with no
 * score) is read by its key.
 */
export async function answerToJudgeInPena(
  db: Db,
  of: { id: string; groupId: string; judgeUid: string },
): Promise<AnswerToScore | undefined> {
  const row = await db
    .selectFrom('answers as a')
    .leftJoin('closed_periods as c', 'c.period_start', 'a.period_start')
    .leftJoin('pena_votes as mine', (join) =>
      join
        .onRef('mine.answer_id', '=', 'a.id')
        .on('mine.group_id', '=', of.groupId)
        .on('mine.judge_uid', '=', of.judgeUid),
    )
    .select((eb) => [
      'a.id',
      'a.player_uid',
      'a.day',
      'a.period_start',
      'c.period_start as ranked',
      'mine.judge_uid as judged',
      'mine.score as my_score',
      outOfJudging('a.id', of.judgeUid),
      sql<number | boolean>`case when ${byMemberOf(of.groupId)(eb)} then 1 else 0 end`.as(
        'by_member',
      ),
    ])
    .where('a.id', '=', of.id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { ranked, judged, my_score, out_of_judging, by_member, ...answer } = row;
  const skipped = judged !== null && my_score === null;
  return {
    ...answer,
    ranked: ranked !== null,
    voted: judged !== null && my_score !== null,
    servable: !out_of_judging && Boolean(by_member) && !skipped,
  };
}

/** Whether the player is a member of the peña, read in the caller's transaction. */
export async function isMember(db: Db, groupId: string, uid: string): Promise<boolean> {
  const row = await db
    .selectFrom('group_members')
    .select('seat')
    .where('group_id', '=', groupId)
    .where('player_uid', '=', uid)
    .executeTakeFirst();
  return row !== undefined;
}

/** Keeps a peña vote or skip: false when the judge voted on or skipped the answer there already. */
export async function insertPenaVote(trx: Db, vote: PenaVotesTable): Promise<boolean> {
  const cast = await trx
    .insertInto('pena_votes')
    .values(vote)
    .onConflict((oc) => oc.doNothing())
    .returning('answer_id')
    .executeTakeFirst();
  return cast !== undefined;
}

/**
 * 'Saltar' within the peña: a peña vote with no score. Nothing is kept for a judge, an answer or
 * a membership gone meanwhile, nor over a vote or skip kept already.
 */
export async function keepPenaSkip(
  db: Db,
  skip: { groupId: string; judgeUid: string; answerId: string; skippedAt: string },
): Promise<void> {
  await sql`
    INSERT INTO pena_votes (group_id, answer_id, judge_uid, score, created_at)
    SELECT ${skip.groupId}, ${skip.answerId}, ${skip.judgeUid}, NULL, ${skip.skippedAt}
     WHERE EXISTS (SELECT 1 FROM group_members
                    WHERE group_id = ${skip.groupId} AND player_uid = ${skip.judgeUid})
       AND EXISTS (SELECT 1 FROM answers WHERE id = ${skip.answerId})
    ON CONFLICT (group_id, answer_id, judge_uid) DO NOTHING`.execute(db);
}

/** An answer's votes in the peña and their total in hundredths. */
export async function penaSumsOf(db: Db, groupId: string, answerId: string) {
  const row = await db
    .selectFrom('pena_votes')
    .select((eb) => [
      eb.fn.count<number | string>('score').as('votes'),
      eb.fn.sum<number | string | null>('score').as('total'),
    ])
    .where('group_id', '=', groupId)
    .where('answer_id', '=', answerId)
    .executeTakeFirstOrThrow();
  return { vote_count: Number(row.votes), score_total: Number(row.total ?? 0) };
}

/** The peña votes a player cast, for their data download. */
export async function penaVotesCastBy(db: Db, uid: string) {
  return db
    .selectFrom('pena_votes as pv')
    .innerJoin('groups as g', 'g.id', 'pv.group_id')
    .innerJoin('answers as a', 'a.id', 'pv.answer_id')
    .select(['g.name', 'a.word', 'a.answer', 'pv.score', 'pv.created_at'])
    .where('pv.judge_uid', '=', uid)
    .where('pv.score', 'is not', null)
    .orderBy('pv.created_at')
    .execute();
}

/** Takes every peña vote and skip of the player out (their account's deletion). */
export async function removePenaVotesOf(trx: Db, uid: string): Promise<void> {
  await trx.deleteFrom('pena_votes').where('judge_uid', '=', uid).execute();
}
