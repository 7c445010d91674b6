import { sql, type ExpressionBuilder } from 'kysely';
import type { AnswersTable, Database } from '../db/schema';

/**
 * Fair play (decision 0047): whether the author of the answer `a` shares a peña with `judgeUid`,
 * whose answers the judge is never handed nor may judge. The author's peñas by
 * group_members_by_player, then the judge in each by the primary key: a few index probes,
 * whatever the number of peñas.
 */
export const sharesPenaWith =
  (judgeUid: string) =>
  ({ exists, selectFrom }: ExpressionBuilder<Database & { a: AnswersTable }, 'a'>) =>
    exists(
      selectFrom('group_members as author_in')
        .innerJoin('group_members as judge_in', (join) =>
          join
            .onRef('judge_in.group_id', '=', 'author_in.group_id')
            .on('judge_in.player_uid', '=', judgeUid),
        )
        .select(sql.lit(1).as('one'))
        .whereRef('author_in.player_uid', '=', 'a.player_uid'),
    );
