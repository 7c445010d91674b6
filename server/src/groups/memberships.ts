import type { Day } from '@words/contract/day';
import { AppError } from '../app-error';
import type { Db } from '../db/database';
import { ownerOf } from './group-rules';
import { membersOf, membershipsOf, removeFromEveryGroup } from './groups.repository';
import { penaVotesCastBy, removePenaVotesOf } from './pena-votes.repository';

// What other parts of the game ask of a player's peñas, the peñas' data staying theirs: the
// account (its deletion, its data download) and the duels ('Retar' a fellow member).

/**
 * What an account's deletion does to its peñas, in the deletion's own transaction: the player
 * leaves every one (the next longest-standing member owns it from then on), the peñas left
 * empty are deleted (decision 0047), and their peña votes go: the open weeks are counted without
 * them as they are read, the closed ones keep their stored figures (decision 0061).
 */
export async function leaveEveryGroup(trx: Db, uid: string): Promise<void> {
  await removePenaVotesOf(trx, uid);
  await removeFromEveryGroup(trx, uid);
}

/** The player's peña votes for their data download. */
export async function penaVotesForExport(db: Db, uid: string) {
  return (await penaVotesCastBy(db, uid)).map((vote) => ({
    group: vote.name,
    word: vote.word,
    answer: vote.answer,
    score: (vote.score ?? 0) / 100,
    votedAt: vote.created_at,
  }));
}

/** The player's peñas for their data download: name, when they joined, whether they own it. */
export async function groupsForExport(db: Db, uid: string, today: Day) {
  const memberships = await membershipsOf(db, uid);
  return Promise.all(
    memberships.map(async (membership) => {
      const members = await membersOf(db, membership.id, today);
      return {
        name: membership.name,
        joinedAt: membership.joined_at,
        owner: ownerOf(members)?.uid === uid,
        members: members.length,
      };
    }),
  );
}

/**
 * The uid of member `memberId` (the membership's own id) of a peña `uid` is in: whom 'Retar'
 * challenges. NOT_A_MEMBER when the caller is not in it, MEMBER_NOT_FOUND when the member is not.
 */
export async function fellowMember(
  db: Db,
  groupId: string,
  memberId: string,
  uid: string,
  today: Day,
): Promise<string> {
  const members = await membersOf(db, groupId, today);
  if (!members.some((member) => member.uid === uid)) throw new AppError('NOT_A_MEMBER');
  const member = members.find((m) => m.id === memberId);
  if (!member) throw new AppError('MEMBER_NOT_FOUND');
  return member.uid;
}
