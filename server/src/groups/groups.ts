import { randomUUID } from 'node:crypto';
import type {
  CreatedGroup,
  GroupDetail,
  GroupInvite,
  GroupsResponse,
  JoinedGroup,
  NewInvite,
} from '@words/contract/api/groups';
import { AppError } from '../app-error';
import type { Db } from '../db/database';
import { lockPlayers } from '../db/row-locks';
import { isInvitationCode, newInvitationCode } from '../invitations/invitation-code';
import type { Periods } from '../periods/periods';
import { createGroupPage } from './group-page';
import { checkedGroupName, ownerOf, refusalToJoin } from './group-rules';
import {
  countGroupsOf,
  deleteGroup,
  findInvite,
  groupsOf,
  insertGroup,
  insertMember,
  lockGroup,
  membersOf,
  nextSeat,
  removeMember,
  renameGroup,
  setInviteCode,
  type MemberRow,
} from './groups.repository';

/** The limits of peñas, from the configuration (GROUP_MAX_MEMBERS, GROUP_MAX_PER_PLAYER). */
export interface GroupLimits {
  maxMembers: number;
  maxPerPlayer: number;
}

/** Peñas (PRODUCT.md, "Peñas"; decision 0047): private groups of players who know each other. */
export interface Groups {
  list(uid: string): Promise<GroupsResponse>;
  create(uid: string, name: string): Promise<CreatedGroup>;
  /** Joins by an invitation code; `joined` is false when the player was already a member. */
  join(uid: string, code: string): Promise<{ joined: boolean; group: JoinedGroup }>;
  /** What /unirse/CODE shows, signed out too. */
  invite(code: string): Promise<GroupInvite>;
  /** /penas/:id, for members only. */
  detail(uid: string, groupId: string): Promise<GroupDetail>;
  leave(uid: string, groupId: string): Promise<void>;
  rename(uid: string, groupId: string, name: string): Promise<JoinedGroup>;
  /** A new invitation code: the old one is refused from the moment this returns. */
  newInvite(uid: string, groupId: string): Promise<NewInvite>;
  removeMember(uid: string, groupId: string, memberId: string): Promise<void>;
  delete(uid: string, groupId: string): Promise<void>;
}

export function createGroups(deps: { db: Db; periods: Periods; limits: GroupLimits }): Groups {
  const { db, periods, limits } = deps;
  const page = createGroupPage(deps);

  const nameOrFail = (raw: string) => {
    const checked = checkedGroupName(raw);
    if (!checked.ok) throw new AppError(checked.error);
    return checked.value;
  };

  /**
   * Runs `work` in one transaction on the peña locked (FOR UPDATE on PostgreSQL), with its members,
   * once the caller is known to be one of them: anyone else learns nothing (NOT_A_MEMBER).
   */
  const asMember = <T>(
    uid: string,
    groupId: string,
    work: (trx: Db, members: MemberRow[], me: MemberRow) => Promise<T>,
  ): Promise<T> =>
    db.transaction().execute(async (trx) => {
      const group = await lockGroup(trx, { id: groupId });
      const members = group ? await membersOf(trx, groupId, periods.today()) : [];
      const me = members.find((member) => member.uid === uid);
      if (!me) throw new AppError('NOT_A_MEMBER');
      return work(trx, members, me);
    });

  /** As asMember, for the owner's changes only (NOT_GROUP_OWNER for the other members). */
  const asOwner = <T>(
    uid: string,
    groupId: string,
    work: (trx: Db, members: MemberRow[]) => Promise<T>,
  ): Promise<T> =>
    asMember(uid, groupId, async (trx, members, me) => {
      if (ownerOf(members) !== me) throw new AppError('NOT_GROUP_OWNER');
      return work(trx, members);
    });

  /**
   * Locks the player's row, the first lock of a join or a creation: a player deleted since the call
   * read them, on any instance, is nobody.
   */
  const lockRegistered = async (trx: Db, uid: string) => {
    const found = await lockPlayers(trx, [uid], 'noKeyUpdate');
    if (!found.has(uid)) throw new AppError('NOT_REGISTERED');
  };

  const seatFor = (groupId: string, uid: string, seat: number) => ({
    group_id: groupId,
    player_uid: uid,
    id: randomUUID(),
    seat,
    joined_at: periods.now().toISOString(),
  });

  return {
    async list(uid) {
      return { groups: await groupsOf(db, uid, periods.today()) };
    },

    async create(uid, rawName) {
      const name = nameOrFail(rawName);
      const group = {
        id: randomUUID(),
        name,
        invite_code: newInvitationCode(),
        created_at: periods.now().toISOString(),
      };
      await db.transaction().execute(async (trx) => {
        await lockRegistered(trx, uid);
        const refusal = refusalToJoin(
          { playersGroups: await countGroupsOf(trx, uid), groupMembers: 0 },
          limits,
        );
        if (refusal) throw new AppError(refusal);
        await insertGroup(trx, group);
        await insertMember(trx, seatFor(group.id, uid, 1));
      });
      return { id: group.id, name, invite_code: group.invite_code };
    },

    async join(uid, code) {
      if (!isInvitationCode(code)) throw new AppError('INVITE_NOT_FOUND');
      // The player first, then the peña: every transaction that locks both does so in this order.
      return db.transaction().execute(async (trx) => {
        await lockRegistered(trx, uid);
        const group = await lockGroup(trx, { inviteCode: code });
        if (!group) throw new AppError('INVITE_NOT_FOUND');
        const members = await membersOf(trx, group.id, periods.today());
        const joined = { id: group.id, name: group.name };
        if (members.some((member) => member.uid === uid)) return { joined: false, group: joined };
        const refusal = refusalToJoin(
          { playersGroups: await countGroupsOf(trx, uid), groupMembers: members.length },
          limits,
        );
        if (refusal) throw new AppError(refusal);
        await insertMember(trx, seatFor(group.id, uid, await nextSeat(trx, group.id)));
        return { joined: true, group: joined };
      });
    },

    async invite(code) {
      const invite = isInvitationCode(code) ? await findInvite(db, code) : undefined;
      if (!invite) throw new AppError('INVITE_NOT_FOUND');
      return invite;
    },

    detail: page.detail,

    leave: (uid, groupId) => asMember(uid, groupId, (trx) => removeMember(trx, groupId, uid)),

    async rename(uid, groupId, rawName) {
      const name = nameOrFail(rawName);
      await asOwner(uid, groupId, (trx) => renameGroup(trx, groupId, name));
      return { id: groupId, name };
    },

    async newInvite(uid, groupId) {
      const inviteCode = newInvitationCode();
      await asOwner(uid, groupId, (trx) => setInviteCode(trx, groupId, inviteCode));
      return { invite_code: inviteCode };
    },

    removeMember: (uid, groupId, memberId) =>
      asOwner(uid, groupId, async (trx, members) => {
        const member = members.find((m) => m.id === memberId);
        if (!member) throw new AppError('MEMBER_NOT_FOUND');
        await removeMember(trx, groupId, member.uid);
        // Every member sees the code: the one the removed member had ends with their place.
        await setInviteCode(trx, groupId, newInvitationCode());
      }),

    delete: (uid, groupId) => asOwner(uid, groupId, (trx) => deleteGroup(trx, groupId)),
  };
}
