import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { hiddenReason } from '../trust/conditions.repository';

/** The player's row as registration stored it. */
export async function registrationOf(db: Db, uid: string) {
  return db
    .selectFrom('players')
    .select(['uid', 'alias', 'timezone', 'notifications', 'created_at', 'region'])
    .where('uid', '=', uid)
    .executeTakeFirst();
}

export async function answersOf(db: Db, uid: string) {
  return db
    .selectFrom('answers as a')
    .select([
      'a.day',
      'a.word',
      'a.answer',
      'a.created_at',
      'a.vote_count',
      'a.score_total',
      hiddenReason('a.id'),
    ])
    .where('a.player_uid', '=', uid)
    .orderBy('a.day')
    .execute();
}

export async function votesCastBy(db: Db, uid: string) {
  return db
    .selectFrom('votes as v')
    .innerJoin('answers as a', 'a.id', 'v.answer_id')
    .select(['a.word', 'a.answer', 'v.score', 'v.created_at'])
    .where('v.judge_uid', '=', uid)
    .orderBy('v.created_at')
    .execute();
}

export async function reportsMadeBy(db: Db, uid: string) {
  return db
    .selectFrom('reports as r')
    .innerJoin('answers as a', 'a.id', 'r.answer_id')
    .select(['a.word', 'a.answer', 'r.reason', 'r.created_at'])
    .where('r.judge_uid', '=', uid)
    .orderBy('r.created_at')
    .execute();
}

/**
 * The player's answers that placed in a closed ranking, the public one or a region's (decision
 * 0076): they stay there, owned by nobody.
 */
export async function placedAnswersOf(trx: Db, uid: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('answers as a')
    .select('a.id')
    .where('a.player_uid', '=', uid)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('ranked_answers as r')
            .select('r.answer_id')
            .whereRef('r.answer_id', '=', 'a.id'),
        ),
        eb.exists(
          eb
            .selectFrom('region_ranked_answers as rr')
            .select('rr.answer_id')
            .whereRef('rr.answer_id', '=', 'a.id'),
        ),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Gives placed answers an owner of their own that holds nothing of the player: a random uid no
 * Google account can have, no alias, and `deleted_at` so the ranking shows 'Jugador eliminado'.
 */
export async function handToAnonymousOwner(
  trx: Db,
  answerIds: readonly string[],
  deletedAt: string,
): Promise<void> {
  if (answerIds.length === 0) return;
  const uid = `deleted:${randomUUID()}`;
  await trx
    .insertInto('players')
    .values({
      uid,
      alias: '',
      alias_key: uid,
      timezone: 'UTC',
      notifications: 0,
      created_at: deletedAt,
      deleted_at: deletedAt,
    })
    .execute();
  // Nobody's answers are counted in no region: the player's region goes with them.
  await trx
    .updateTable('answers')
    .set({ player_uid: uid, region: null })
    .where('id', 'in', answerIds)
    .execute();
}

/** The player's answers still theirs, shown and hidden: those their deletion takes away. */
export async function ownAnswersOf(trx: Db, uid: string) {
  const answers = await trx
    .selectFrom('answers as a')
    .select(['a.id', hiddenReason('a.id')])
    .where('a.player_uid', '=', uid)
    .execute();
  return {
    shown: answers.filter((answer) => answer.hidden === null).map((answer) => answer.id),
    hidden: answers.filter((answer) => answer.hidden !== null).map((answer) => answer.id),
  };
}

/**
 * Others' judging counts (judge_periods) lose the votes on the player's answers that go with them,
 * in key order: a judge's figures for the period count the votes there are.
 */
export async function uncountJudgingOf(trx: Db, uid: string): Promise<void> {
  const gone = await trx
    .selectFrom('votes as v')
    .innerJoin('answers as a', 'a.id', 'v.answer_id')
    .select(['v.judge_uid', 'a.period_start', (eb) => eb.fn.countAll<number>().as('votes')])
    .where('a.player_uid', '=', uid)
    .groupBy(['v.judge_uid', 'a.period_start'])
    .orderBy('v.judge_uid')
    .orderBy('a.period_start')
    .execute();
  for (const { judge_uid, period_start, votes } of gone) {
    await trx
      .updateTable('judge_periods')
      .set((eb) => ({ votes: eb('votes', '-', Number(votes)) }))
      .where('judge_uid', '=', judge_uid)
      .where('period_start', '=', period_start)
      .execute();
  }
}

/** The player's own answers, as the deletion of what refers to them finds them. */
const ownAnswers = (db: Db, uid: string) =>
  db.selectFrom('answers').select('id').where('player_uid', '=', uid);

/** Removes everything the player wrote or did, but the placed answers already handed over. */
export async function removePlayer(trx: Db, uid: string): Promise<void> {
  await trx.deleteFrom('votes').where('judge_uid', '=', uid).execute();
  await trx.deleteFrom('reports').where('judge_uid', '=', uid).execute();
  await trx.deleteFrom('skipped_answers').where('judge_uid', '=', uid).execute();
  await trx.deleteFrom('judge_periods').where('judge_uid', '=', uid).execute();
  // Others' votes, reports and skips of the player's answers go with the answers.
  await trx.deleteFrom('votes').where('answer_id', 'in', ownAnswers(trx, uid)).execute();
  await trx.deleteFrom('skipped_answers').where('answer_id', 'in', ownAnswers(trx, uid)).execute();
  await trx.deleteFrom('reports').where('answer_id', 'in', ownAnswers(trx, uid)).execute();
  await trx.deleteFrom('hidden_answers').where('answer_id', 'in', ownAnswers(trx, uid)).execute();
  await trx.deleteFrom('held_answers').where('answer_id', 'in', ownAnswers(trx, uid)).execute();
  await trx.deleteFrom('ranked_answers').where('answer_id', 'in', ownAnswers(trx, uid)).execute();
  await trx.deleteFrom('period_places').where('answer_id', 'in', ownAnswers(trx, uid)).execute();
  await trx.deleteFrom('answers').where('player_uid', '=', uid).execute();
  await trx.deleteFrom('players').where('uid', '=', uid).execute();
}
