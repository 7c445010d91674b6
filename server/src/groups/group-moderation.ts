import { errors } from '@words/contract/errors';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { ModerationError, recordAction } from '../moderation/moderation';
import { checkedGroupName } from './group-rules';
import { deleteGroup, listGroups, lockGroup, renameGroup } from './groups.repository';

/** What operators do to peñas from `npm run moderate`, recorded like every moderation action. */
export interface GroupModeration {
  list(limit?: number): ReturnType<typeof listGroups>;
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
    list: (limit = 50) => listGroups(db, limit),

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
