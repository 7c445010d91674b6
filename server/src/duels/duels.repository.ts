import type { Day } from '@words/contract/day';
import type { Db } from '../db/database';
import { onPostgres } from '../db/dialect';
import type { Insertable, Selectable } from 'kysely';
import type { DuelCountsTable, DuelRoundsTable, DuelsTable } from '../db/schema';

export type DuelRow = Selectable<DuelsTable>;

export async function insertDuel(trx: Db, duel: Insertable<DuelsTable>): Promise<void> {
  await trx.insertInto('duels').values(duel).execute();
}

/**
 * A duel by its id or its link's code, locked until the transaction ends on PostgreSQL (SELECT …
 * FOR UPDATE): a join and the rounds of one duel run one after the other.
 */
export async function lockDuel(
  trx: Db,
  by: { id: string } | { inviteCode: string },
): Promise<DuelRow | undefined> {
  return trx
    .selectFrom('duels')
    .selectAll()
    .$if('id' in by, (query) => query.where('id', '=', 'id' in by ? by.id : ''))
    .$if('inviteCode' in by, (query) =>
      query.where('invite_code', '=', 'inviteCode' in by ? by.inviteCode : ''),
    )
    .$if(onPostgres(trx), (query) => query.forUpdate())
    .executeTakeFirst();
}

export async function findDuel(db: Db, id: string): Promise<DuelRow | undefined> {
  return db.selectFrom('duels').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setFriend(trx: Db, id: string, uid: string): Promise<void> {
  await trx.updateTable('duels').set({ friend_uid: uid }).where('id', '=', id).execute();
}

/** How many duels the player started or joined on `day`. */
export async function countDuelsOn(db: Db, uid: string, day: Day): Promise<number> {
  const row = await db
    .selectFrom('duels')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('day', '=', day)
    .where((eb) => eb.or([eb('challenger_uid', '=', uid), eb('friend_uid', '=', uid)]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The player's duels of the days from `from` on (all with none), the newest first. */
export async function duelsOf(db: Db, uid: string, from?: Day): Promise<DuelRow[]> {
  return db
    .selectFrom('duels')
    .selectAll()
    .where((eb) => eb.or([eb('challenger_uid', '=', uid), eb('friend_uid', '=', uid)]))
    .$if(from !== undefined, (query) => query.where('day', '>=', from ?? ''))
    .orderBy('day', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Every duel of the two players, in either seat. */
export async function duelsOfPair(db: Db, a: string, b: string): Promise<DuelRow[]> {
  return db
    .selectFrom('duels')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('challenger_uid', '=', a), eb('friend_uid', '=', b)]),
        eb.and([eb('challenger_uid', '=', b), eb('friend_uid', '=', a)]),
      ]),
    )
    .execute();
}

/** The words of these duels' rounds after the first. */
export async function roundsOf(
  db: Db,
  duelIds: readonly string[],
): Promise<Pick<DuelRoundsTable, 'duel_id' | 'round' | 'seat' | 'word' | 'created_at'>[]> {
  if (duelIds.length === 0) return [];
  return db
    .selectFrom('duel_rounds')
    .select(['duel_id', 'round', 'seat', 'word', 'created_at'])
    .where('duel_id', 'in', [...new Set(duelIds)])
    .execute();
}

/** The «¡Cuenta!» said on these duels' rounds. */
export async function countsOf(
  db: Db,
  duelIds: readonly string[],
): Promise<Pick<DuelCountsTable, 'duel_id' | 'round' | 'seat'>[]> {
  if (duelIds.length === 0) return [];
  return db
    .selectFrom('duel_counts')
    .select(['duel_id', 'round', 'seat'])
    .where('duel_id', 'in', [...new Set(duelIds)])
    .execute();
}

/** A seat's «¡Cuenta!» on a round; said again, it is nothing new. */
export async function insertCount(trx: Db, count: DuelCountsTable): Promise<void> {
  await trx
    .insertInto('duel_counts')
    .values(count)
    .onConflict((conflict) => conflict.columns(['duel_id', 'round', 'seat']).doNothing())
    .execute();
}

export async function insertRound(trx: Db, round: DuelRoundsTable): Promise<void> {
  await trx.insertInto('duel_rounds').values(round).execute();
}

/** The answers (dictionary forms) these players filed on these days, and when. */
export async function answersOn(db: Db, uids: readonly string[], days: readonly Day[]) {
  if (uids.length === 0 || days.length === 0) return [];
  return db
    .selectFrom('answers')
    .select(['player_uid', 'day', 'answer', 'created_at'])
    .where('player_uid', 'in', [...new Set(uids)])
    .where('day', 'in', [...new Set(days)])
    .execute();
}

/**
 * Each player's own time zone, for a round's wait (duel-pause.ts): the one their reminders keep
 * (the hour of their own day), else the one their registration gave.
 */
export async function timeZonesOf(db: Db, uids: readonly string[]): Promise<Map<string, string>> {
  if (uids.length === 0) return new Map();
  const rows = await db
    .selectFrom('players as p')
    .leftJoin('reminders as r', 'r.player_uid', 'p.uid')
    .select(['p.uid', 'p.timezone', 'r.timezone as reminder_timezone'])
    .where('p.uid', 'in', [...new Set(uids)])
    .execute();
  return new Map(rows.map((row) => [row.uid, row.reminder_timezone ?? row.timezone]));
}

export async function aliasesOf(db: Db, uids: readonly string[]): Promise<Map<string, string>> {
  if (uids.length === 0) return new Map();
  const rows = await db
    .selectFrom('players')
    .select(['uid', 'alias'])
    .where('uid', 'in', [...new Set(uids)])
    .execute();
  return new Map(rows.map((row) => [row.uid, row.alias]));
}

/** The challenger's alias of a link still open to a friend. */
export async function inviteOf(db: Db, inviteCode: string) {
  return db
    .selectFrom('duels as d')
    .innerJoin('players as p', 'p.uid', 'd.challenger_uid')
    .select(['p.alias', 'd.day', 'd.friend_uid'])
    .where('d.invite_code', '=', inviteCode)
    .where('d.abandoned_at', 'is', null)
    .executeTakeFirst();
}

/**
 * A deletion's part in the player's duels, in its transaction: their words, «¡Cuenta!» and «Te toca» go, each duel ends (its
 * other player keeps it, abandoned), and duels left with nobody go.
 */
export async function leaveDuels(trx: Db, uid: string, now: string): Promise<void> {
  for (const [column, seat] of [
    ['challenger_uid', 1],
    ['friend_uid', 2],
  ] as const) {
    for (const table of ['duel_rounds', 'duel_counts', 'duel_nudges'] as const) {
      await trx
        .deleteFrom(table)
        .where('seat', '=', seat)
        .where('duel_id', 'in', (eb) => eb.selectFrom('duels').select('id').where(column, '=', uid))
        .execute();
    }
    await trx
      .updateTable('duels')
      .set((eb) => ({ [column]: null, abandoned_at: eb.fn.coalesce('abandoned_at', eb.val(now)) }))
      .where(column, '=', uid)
      .execute();
  }
  await trx
    .deleteFrom('duels')
    .where('challenger_uid', 'is', null)
    .where('friend_uid', 'is', null)
    .execute();
}
