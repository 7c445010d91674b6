import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { ModerationActionsTable } from '../db/schema';
import { reportHides } from './reports.repository';
import { hiddenReason, isShown, type AnswerId } from '../trust/conditions.repository';

/**
 * The answers established judges' reports hold for the operators (decision 0066): first in their
 * list, counted in `words_answers_held`, warned about before their week closes. Nothing else reads
 * it: a held answer is judged, shown and ranked like any other until an operator hides it.
 */
const isHeld = (answerId: AnswerId) =>
  sql<boolean>`exists (select 1 from held_answers h where h.answer_id = ${sql.ref(answerId)})`;

/**
 * The answers waiting for an operator's review: every reported answer (restoring one rejects its
 * reports), those held or hidden by reports first, then the most reported, then the most recently
 * reported; with how many of the reports count towards hiding (`reportHides`).
 */
export async function reportedAnswers(db: Db, limit: number, maxRejected: number) {
  const rows = await db
    .selectFrom('reports as r')
    .innerJoin('answers as a', 'a.id', 'r.answer_id')
    .innerJoin('players as p', 'p.uid', 'a.player_uid')
    .innerJoin('players as judge', 'judge.uid', 'r.judge_uid')
    .select([
      'a.id',
      'a.day',
      'a.word',
      'a.answer',
      hiddenReason('a.id'),
      sql<number | boolean>`case when ${isHeld('a.id')} then 1 else 0 end`.as('held'),
      'p.uid as author_uid',
      'p.alias as author_alias',
      sql<number>`count(*)`.as('reports'),
      sql<number>`sum(case when ${reportHides(maxRejected)} then 1 else 0 end)`.as('hiding'),
      sql<number>`sum(case when r.reason = 'offensive' then 1 else 0 end)`.as('offensive'),
      sql<number>`sum(case when r.reason = 'not_a_word' then 1 else 0 end)`.as('not_a_word'),
      sql<number>`sum(case when r.reason = 'other' then 1 else 0 end)`.as('other'),
      sql<string>`max(r.created_at)`.as('last_reported_at'),
    ])
    .groupBy(['a.id', 'a.day', 'a.word', 'a.answer', 'p.uid', 'p.alias'])
    .orderBy(
      sql`case when exists (select 1 from hidden_answers h where h.answer_id = a.id and h.reason = 'reports') or ${isHeld('a.id')} then 0 else 1 end`,
    )
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(sql`max(r.created_at)`, 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...row,
    hidden: row.hidden ?? null,
    held: Boolean(row.held),
    reports: Number(row.reports),
    hiding: Number(row.hiding),
    offensive: Number(row.offensive),
    not_a_word: Number(row.not_a_word),
    other: Number(row.other),
  }));
}

/** Held answers no operator has reviewed yet: still shown (a hide reviews one, a restore releases it). */
const unreviewedHeld = (db: Db) =>
  db
    .selectFrom('held_answers as held')
    .innerJoin('answers as a', 'a.id', 'held.answer_id')
    .where(isShown('a.id'));

/**
 * The answers held by reports that no operator has reviewed yet: still shown (an operator's hide
 * reviews one, a restore releases it), by the period they are ranked in, oldest first; with
 * whether that period is ranked already.
 */
export async function unreviewedHeldByPeriod(db: Db) {
  const rows = await unreviewedHeld(db)
    .leftJoin('closed_periods as c', 'c.period_start', 'a.period_start')
    .select([
      'a.period_start',
      sql<string | null>`max(c.closed_at)`.as('closed_at'),
      sql<number>`count(*)`.as('held'),
    ])
    .groupBy('a.period_start')
    .orderBy('a.period_start')
    .execute();
  return rows.map((row) => ({ ...row, held: Number(row.held) }));
}

/** How many answers reports hold that no operator has reviewed yet (still shown): the gauge's read. */
export async function countUnreviewedHeld(db: Db): Promise<number> {
  const row = await unreviewedHeld(db)
    .select(sql<number>`count(*)`.as('held'))
    .executeTakeFirstOrThrow();
  return Number(row.held);
}

export async function findAnswer(db: Db, id: string) {
  const row = await db
    .selectFrom('answers as a')
    .select(['a.id', 'a.word', 'a.answer', hiddenReason('a.id'), 'a.player_uid'])
    .where('a.id', '=', id)
    .executeTakeFirst();
  return row && { ...row, hidden: row.hidden ?? null };
}

export async function hideByOperator(trx: Db, id: string, hiddenAt: string): Promise<void> {
  await trx
    .insertInto('hidden_answers')
    .values({ answer_id: id, reason: 'operator', hidden_at: hiddenAt })
    .execute();
}

/** Releases an answer held by reports (an operator reviewed it): whether it was held. */
export async function releaseAnswer(trx: Db, id: string): Promise<boolean> {
  const released = await trx
    .deleteFrom('held_answers')
    .where('answer_id', '=', id)
    .returning('answer_id')
    .execute();
  return released.length > 0;
}

/** Shows a hidden answer again: its id, or none when it was not hidden. */
export async function showAnswer(trx: Db, id: string): Promise<string[]> {
  const shown = await trx
    .deleteFrom('hidden_answers')
    .where('answer_id', '=', id)
    .returning('answer_id')
    .execute();
  return idsOf(shown);
}

export async function findPlayerRow(db: Db, uid: string) {
  return db
    .selectFrom('players')
    .select(['uid', 'alias', 'banned_at'])
    .where('uid', '=', uid)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function setAlias(
  trx: Db,
  uid: string,
  alias: { alias: string; alias_key: string; alias_look_key: string },
) {
  await trx.updateTable('players').set(alias).where('uid', '=', uid).execute();
}

export async function setBanned(trx: Db, uid: string, bannedAt: string | null): Promise<void> {
  await trx.updateTable('players').set({ banned_at: bannedAt }).where('uid', '=', uid).execute();
}

/**
 * A ban hides the player's shown answers; lifting it shows again only those the ban hid. Each
 * gives the ids of the answers it hid or showed.
 */
export async function hideAnswersOf(trx: Db, uid: string, hiddenAt: string): Promise<string[]> {
  const hidden = await trx
    .insertInto('hidden_answers')
    .columns(['answer_id', 'reason', 'hidden_at'])
    .expression((eb) =>
      eb
        .selectFrom('answers')
        .select(['id', sql.lit('banned').as('reason'), sql.val(hiddenAt).as('hidden_at')])
        .where('player_uid', '=', uid),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('answer_id')
    .execute();
  return idsOf(hidden);
}

export async function showAnswersHiddenByBan(trx: Db, uid: string): Promise<string[]> {
  const shown = await trx
    .deleteFrom('hidden_answers')
    .where('reason', '=', 'banned')
    .where('answer_id', 'in', (eb) =>
      eb.selectFrom('answers').select('id').where('player_uid', '=', uid),
    )
    .returning('answer_id')
    .execute();
  return idsOf(shown);
}

const idsOf = (rows: readonly { answer_id: string }[]) => rows.map((row) => row.answer_id);

export async function logAction(trx: Db, action: ModerationActionsTable): Promise<void> {
  await trx.insertInto('moderation_actions').values(action).execute();
}

export async function latestActions(db: Db, limit: number) {
  return db
    .selectFrom('moderation_actions')
    .selectAll()
    .orderBy('acted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
