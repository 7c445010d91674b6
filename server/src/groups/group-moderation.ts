import { errors } from '@words/contract/errors';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { ModerationError, recordAction } from '../moderation/moderation';
import { checkedGroupName } from './group-rules';
import { deleteGroup, listGroups, lockGroup, renameGroup } from './groups.repository';
import { penaJudgingOf } from './pena-rankings.repository';

/** What operators do to peñas from `npm run moderate`, recorded like every moderation action. */
/** A peña as the operators list it, with its own judging: its votes, and how many judged. */
export type ListedGroup = Awaited<ReturnType<typeof listGroups>>[number] & {
  pena_votes: number;
  judges: number;
};

export interface GroupModeration {
  list(limit?: number): Promise<ListedGroup[]>;
  rename(groupId: string, name: string, by: string): Promise<{ before: string; after: string }>;
  delete(groupId: string, by: string): Promise<{ name: string }>;
}

export function createGroupModeration(deps: { db: Db; clock: Clock }): GroupModeration {
  const { db } = deps;
  const groupOrFail = async (trx: Db, id: string) => {
    const group = await lockGroup(trx, { id });
    if (!group) throw new ModerationError(`no peña ${id}`);
    return group;
  };
  return {
    async list(limit = 50) {
      const groups = await listGroups(db, limit);
      const judging = await penaJudgingOf(
        db,
        groups.map((group) => group.id),
      );
      return groups.map((group) => ({
        ...group,
        pena_votes: judging.get(group.id)?.votes ?? 0,
        judges: judging.get(group.id)?.judges ?? 0,
      }));
    },

    async rename(groupId, name, by) {
      // The same checks as the players' own names: a peña's name is public among its members.
      const checked = checkedGroupName(name);
      if (!checked.ok) throw new ModerationError(errors[checked.error].message);
      let before = '';
      await recordAction(deps, { by, action: 'group-rename', target: groupId }, async (trx) => {
        before = (await groupOrFail(trx, groupId)).name;
        await renameGroup(trx, groupId, checked.value);
        return `"${before}" → "${checked.value}"`;
      });
      return { before, after: checked.value };
    },

    async delete(groupId, by) {
      let name = '';
      await recordAction(deps, { by, action: 'group-delete', target: groupId }, async (trx) => {
        name = (await groupOrFail(trx, groupId)).name;
        await deleteGroup(trx, groupId);
        return `"${name}"`;
      });
      return { name };
    },
  };
}
