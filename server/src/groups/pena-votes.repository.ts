import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { AnswersTable, Database, PenaVotesTable } from '../db/schema';
import { hiddenReason, inJudgingFor, outOfJudging } from '../trust/conditions.repository';

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

/**
 * The answers a member may be handed within a peña (decision 0061): the other members' answers of
 * these open periods (not ranked yet), still in judging for them (`inJudgingFor`, the rules of
 * every venue), that they have neither voted on nor skipped there, with the peña's votes on each
 * (the fewest go first). Today's are left to the caller's rule.
 */
export async function answersToJudgeInPena(
  db: Db,
  of: { groupId: string; judgeUid: string; periodStarts: readonly string[] },
) {
  if (of.periodStarts.length === 0) return [];
  let query = db
    .selectFrom('answers as a')
    .select((eb) => [
      'a.id',
      'a.word',
      'a.answer',
      'a.day',
      'a.period_start',
      eb
        .selectFrom('pena_votes as pv')
        .select((count) => count.fn.count<number | string>('pv.score').as('n'))
        .where('pv.group_id', '=', of.groupId)
        .whereRef('pv.answer_id', '=', 'a.id')
        .as('pena_votes'),
    ])
    .where('a.period_start', 'in', [...of.periodStarts])
    .where('a.player_uid', '<>', of.judgeUid)
    .where(byMemberOf(of.groupId))
    .where((eb) => eb.not(judgedInPena(of.groupId, of.judgeUid)(eb)))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('closed_periods as c')
            .select('c.period_start')
            .whereRef('c.period_start', '=', 'a.period_start'),
        ),
      ),
    );
  // Hidden, held or reported by this judge: the rules of every venue (trust/conditions).
  for (const rule of inJudgingFor('a.id', of.judgeUid)) query = query.where(rule);
  return query.execute();
}

/**
 * The answer a peña ticket names, as a peña vote or skip checks it: its author, day and period,
 * whether its period is ranked or it is out of judging (hidden, held, reported by the judge), whether its author is a member of the peña, and
 * whether this judge voted on or skipped it there.
 */
export async function answerToJudgeInPena(
  db: Db,
  of: { id: string; groupId: string; judgeUid: string },
) {
  const row = await db
    .selectFrom('answers as a')
    .leftJoin('closed_periods as c', 'c.period_start', 'a.period_start')
    .select((eb) => [
      'a.id',
      'a.player_uid',
      'a.day',
      'a.period_start',
      'c.period_start as ranked',
      hiddenReason('a.id'),
      outOfJudging('a.id', of.judgeUid),
      sql<number | boolean>`case when ${byMemberOf(of.groupId)(eb)} then 1 else 0 end`.as(
        'by_member',
      ),
      sql<
        number | boolean
      >`case when ${judgedInPena(of.groupId, of.judgeUid)(eb)} then 1 else 0 end`.as('judged'),
    ])
    .where('a.id', '=', of.id)
    .executeTakeFirst();
  return (
    row && {
      ...row,
      ranked: row.ranked !== null,
      hidden: row.hidden !== null || Boolean(row.out_of_judging),
      byMember: Boolean(row.by_member),
      judged: Boolean(row.judged),
    }
  );
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
