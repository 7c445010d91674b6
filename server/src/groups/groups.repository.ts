import { compiledOnce } from '../db/compiled-query';
import type { Db } from '../db/database';
import { onPostgres } from '../db/dialect';
import { lockPlayers } from '../db/row-locks';
import type { AnswerRow, GroupMembersTable, GroupsTable } from '../db/schema';
import { isShown } from '../trust/conditions.repository';

/**
 * A peña by its id or its invitation code, locked until the transaction ends on PostgreSQL (SELECT
 * … FOR UPDATE): joins, leaves and the owner's changes of one peña run one after the other, so the
 * count of its members is the count the next one sees.
 */
export async function lockGroup(
  trx: Db,
  by: { id: string } | { inviteCode: string },
): Promise<Pick<GroupsTable, 'id' | 'name' | 'invite_code'> | undefined> {
  return trx
    .selectFrom('groups')
    .select(['id', 'name', 'invite_code'])
    .$if('id' in by, (query) => query.where('id', '=', 'id' in by ? by.id : ''))
    .$if('inviteCode' in by, (query) =>
      query.where('invite_code', '=', 'inviteCode' in by ? by.inviteCode : ''),
    )
    .$if(onPostgres(trx), (query) => query.forUpdate())
    .executeTakeFirst();
}

export async function insertGroup(trx: Db, group: GroupsTable): Promise<void> {
  await trx.insertInto('groups').values(group).execute();
}

export async function insertMember(trx: Db, member: GroupMembersTable): Promise<void> {
  await trx.insertInto('group_members').values(member).execute();
}

/** How many peñas the player is in. */
export async function countGroupsOf(db: Db, uid: string): Promise<number> {
  const row = await db
    .selectFrom('group_members')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('player_uid', '=', uid)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The peña's members with their seats and standing; `today`'s answer says who played. */
const membersOfGroup = compiledOnce((db, of: { groupId: string; today: string }) =>
  db
    .selectFrom('group_members as m')
    .innerJoin('players as p', 'p.uid', 'm.player_uid')
    .leftJoin('answers as a', (join) =>
      join.onRef('a.player_uid', '=', 'm.player_uid').on('a.day', '=', of.today),
    )
    .select([
      'm.id',
      'm.player_uid',
      'm.seat',
      'm.joined_at',
      'p.alias',
      'p.banned_at',
      'a.word as today_word',
    ])
    .where('m.group_id', '=', of.groupId)
    .orderBy('m.seat'),
);

export async function membersOf(db: Db, groupId: string, today: string) {
  const { rows } = await membersOfGroup(db, { groupId, today });
  return rows.map((row) => ({
    id: row.id,
    uid: row.player_uid,
    seat: row.seat,
    joinedAt: row.joined_at,
    alias: row.alias,
    banned: row.banned_at !== null,
    /** The word of today the member answered, null before they have. */
    todayWord: row.today_word,
  }));
}

export type MemberRow = Awaited<ReturnType<typeof membersOf>>[number];

/** The seat the next member takes: one after the last, in the join's locked transaction. */
export async function nextSeat(trx: Db, groupId: string): Promise<number> {
  const row = await trx
    .selectFrom('group_members')
    .select((eb) => eb.fn.max('seat').as('last'))
    .where('group_id', '=', groupId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

/** The player's peñas, the oldest membership first, with their members and who played `today`. */
export async function groupsOf(db: Db, uid: string, today: string) {
  const rows = await db
    .selectFrom('group_members as mine')
    .innerJoin('groups as g', 'g.id', 'mine.group_id')
    .innerJoin('group_members as m', 'm.group_id', 'g.id')
    .leftJoin('answers as a', (join) =>
      join.onRef('a.player_uid', '=', 'm.player_uid').on('a.day', '=', today),
    )
    .select((eb) => [
      'g.id',
      'g.name',
      eb.fn.count<number | string>('m.player_uid').as('members'),
      eb.fn.count<number | string>('a.id').as('played_today'),
    ])
    .where('mine.player_uid', '=', uid)
    .groupBy(['g.id', 'g.name', 'mine.joined_at', 'mine.seat'])
    .orderBy('mine.joined_at')
    .orderBy('g.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    members: Number(row.members),
    played_today: Number(row.played_today),
  }));
}

/** A peña as the member who asks for it sees its head: its name and invitation code. */
const groupOfMember = compiledOnce((db, of: { groupId: string; uid: string }) =>
  db
    .selectFrom('groups as g')
    .innerJoin('group_members as m', 'm.group_id', 'g.id')
    .select(['g.id', 'g.name', 'g.invite_code', 'm.joined_at'])
    .where('g.id', '=', of.groupId)
    .where('m.player_uid', '=', of.uid),
);

export async function findGroupOfMember(db: Db, groupId: string, uid: string) {
  const [row] = (await groupOfMember(db, { groupId, uid })).rows;
  return row;
}

/** What an invitation shows before joining: the peña's name and how many are in it. */
export async function findInvite(db: Db, inviteCode: string) {
  const row = await db
    .selectFrom('groups as g')
    .innerJoin('group_members as m', 'm.group_id', 'g.id')
    .select((eb) => ['g.name', eb.fn.countAll<number | string>().as('members')])
    .where('g.invite_code', '=', inviteCode)
    .groupBy(['g.id', 'g.name'])
    .executeTakeFirst();
  return row && { name: row.name, members: Number(row.members) };
}

/** The members' shown answers of the days from `from` (included) to `to` (excluded), newest day first. */
const answersOfDays = compiledOnce((db, of: { groupId: string; from: string; to: string }) =>
  answersOfMembers(db, of.groupId)
    .select([
      'a.id',
      'a.player_uid',
      'a.day',
      'a.word',
      'a.answer',
      'a.vote_count',
      'a.score_total',
      'a.created_at',
    ])
    // The peña's own figures (decision 0061): its votes (skips have no score) and their total.
    .select((eb) => [
      eb
        .selectFrom('pena_votes as pv')
        .select((count) => count.fn.count<number | string>('pv.score').as('n'))
        .where('pv.group_id', '=', of.groupId)
        .whereRef('pv.answer_id', '=', 'a.id')
        .as('pena_vote_count'),
      eb
        .selectFrom('pena_votes as pv')
        .select((sum) => sum.fn.sum<number | string | null>('pv.score').as('t'))
        .where('pv.group_id', '=', of.groupId)
        .whereRef('pv.answer_id', '=', 'a.id')
        .as('pena_score_total'),
    ])
    .where('a.day', '>=', of.from)
    .where('a.day', '<', of.to)
    .orderBy('a.day', 'desc')
    .orderBy('a.created_at'),
);

/** A member's answer as the peña's page shows and ranks it: its public figures and the peña's. */
export type MemberAnswer = Pick<
  AnswerRow,
  'id' | 'player_uid' | 'day' | 'word' | 'answer' | 'vote_count' | 'score_total' | 'created_at'
> & { alias: string; pena_vote_count: number; pena_score_total: number };

export async function membersAnswers(
  db: Db,
  groupId: string,
  from: string,
  to: string,
): Promise<MemberAnswer[]> {
  return (await answersOfDays(db, { groupId, from, to })).rows.map((row) => ({
    ...row,
    pena_vote_count: Number(row.pena_vote_count ?? 0),
    pena_score_total: Number(row.pena_score_total ?? 0),
  }));
}

/** The shown answers of the peña's members, with their authors' aliases. */
function answersOfMembers(db: Db, groupId: string) {
  return db
    .selectFrom('answers as a')
    .innerJoin('players as p', 'p.uid', 'a.player_uid')
    .select('p.alias')
    .where('a.player_uid', 'in', (eb) =>
      eb.selectFrom('group_members as m').select('m.player_uid').where('m.group_id', '=', groupId),
    )
    .where(isShown('a.id'));
}

/**
 * The last period closed: the peña's ranking is the peña's votes', whether or not the public one
 * placed any answer (decision 0061).
 */
const lastRanked = compiledOnce((db) =>
  db
    .selectFrom('closed_periods')
    .select(['period_start', 'period_end'])
    .orderBy('period_start', 'desc')
    .limit(1),
);

export async function lastRankedPeriod(db: Db) {
  const [row] = (await lastRanked(db, {})).rows;
  return row;
}

/** The days the players answered on: their streaks. */
export async function daysPlayedBy(db: Db, uids: readonly string[]) {
  if (uids.length === 0) return [];
  return db
    .selectFrom('answers')
    .select(['player_uid', 'day'])
    .where('player_uid', 'in', [...uids])
    .execute();
}

export async function renameGroup(trx: Db, groupId: string, name: string): Promise<void> {
  await trx.updateTable('groups').set({ name }).where('id', '=', groupId).execute();
}

export async function setInviteCode(trx: Db, groupId: string, inviteCode: string): Promise<void> {
  await trx
    .updateTable('groups')
    .set({ invite_code: inviteCode })
    .where('id', '=', groupId)
    .execute();
}

/** Takes one member out; the peña goes too when nobody is left in it. */
export async function removeMember(trx: Db, groupId: string, uid: string): Promise<void> {
  await trx
    .deleteFrom('group_members')
    .where('group_id', '=', groupId)
    .where('player_uid', '=', uid)
    .execute();
  await deleteIfEmpty(trx, [groupId]);
}

/** Deletes those of these peñas nobody is in any more. */
export async function deleteIfEmpty(trx: Db, groupIds: readonly string[]): Promise<void> {
  if (groupIds.length === 0) return;
  await trx
    .deleteFrom('groups')
    .where('id', 'in', [...groupIds])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('group_members as m')
            .select('m.seat')
            .whereRef('m.group_id', '=', 'groups.id'),
        ),
      ),
    )
    .execute();
}

export async function deleteGroup(trx: Db, groupId: string): Promise<void> {
  await trx.deleteFrom('group_members').where('group_id', '=', groupId).execute();
  await trx.deleteFrom('groups').where('id', '=', groupId).execute();
}

/**
 * Takes the player out of every peña (their account's deletion), in the caller's transaction, the
 * peñas locked first on PostgreSQL like a leave; those left empty are deleted.
 */
export async function removeFromEveryGroup(trx: Db, uid: string): Promise<void> {
  // The player, then their peñas: the order of a join's locks.
  await lockPlayers(trx, [uid], 'noKeyUpdate');
  const groups = await trx
    .selectFrom('groups as g')
    .innerJoin('group_members as m', 'm.group_id', 'g.id')
    .select('g.id')
    .where('m.player_uid', '=', uid)
    .orderBy('g.id')
    .$if(onPostgres(trx), (query) => query.forUpdate('g'))
    .execute();
  await trx.deleteFrom('group_members').where('player_uid', '=', uid).execute();
  await deleteIfEmpty(
    trx,
    groups.map((group) => group.id),
  );
}

/** The player's peñas for their data download: each with when they joined and its members. */
export async function membershipsOf(db: Db, uid: string) {
  return db
    .selectFrom('group_members as mine')
    .innerJoin('groups as g', 'g.id', 'mine.group_id')
    .select(['g.id', 'g.name', 'mine.joined_at', 'mine.seat'])
    .where('mine.player_uid', '=', uid)
    .orderBy('mine.joined_at')
    .execute();
}

/** Every peña, for the operators: the newest first, with its members. */
export async function listGroups(db: Db, limit: number) {
  const rows = await db
    .selectFrom('groups as g')
    .innerJoin('group_members as m', 'm.group_id', 'g.id')
    .select((eb) => [
      'g.id',
      'g.name',
      'g.created_at',
      eb.fn.countAll<number | string>().as('members'),
    ])
    .groupBy(['g.id', 'g.name', 'g.created_at'])
    .orderBy('g.created_at', 'desc')
    .orderBy('g.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, members: Number(row.members) }));
}
