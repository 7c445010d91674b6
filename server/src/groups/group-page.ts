import type { GroupAnswer, GroupDay, GroupDetail } from '@words/contract/api/groups';
import { addDays, type Day } from '@words/contract/day';
import { meanScore } from '@words/contract/rules';
import { AppError } from '../app-error';
import type { Db } from '../db/database';
import type { Periods } from '../periods/periods';
import { streaksOf } from '../profile/streaks';
import { ownerOf } from './group-rules';
import {
  daysPlayedBy,
  findGroupOfMember,
  membersAnswers,
  membersOf,
  type MemberAnswer,
  type MemberRow,
} from './groups.repository';
import { closedPenaRanking, openPenaRanking } from './pena-ranking';
import { lastPenaClosedPeriod } from './pena-rankings.repository';

/** /penas/:id: what the members see of their peña (PRODUCT.md, "Peñas"); it only reads. */
export function createGroupPage(deps: { db: Db; periods: Periods }): {
  detail(uid: string, groupId: string): Promise<GroupDetail>;
} {
  const { db, periods } = deps;
  return {
    async detail(uid, groupId) {
      const group = await findGroupOfMember(db, groupId, uid);
      if (!group) throw new AppError('NOT_A_MEMBER');
      const today = periods.today();
      const period = periods.current();
      const [members, closed] = await Promise.all([
        membersOf(db, groupId, today),
        lastPenaClosedPeriod(db, groupId),
      ]);
      const me = members.find((member) => member.uid === uid);
      if (!me) throw new AppError('NOT_A_MEMBER');
      // The period that ended and is still judged (decision 0019) or, judged, whose ranking the
      // week closer has not stored yet (decision 0064): either way its ranking is on its way.
      const due = periods.lastJudged();
      const ended =
        periods.judged().find((judged) => judged.start !== period.start) ??
        (closed?.period_start === due.start ? undefined : due);
      const [days, answers, endedAnswers] = await Promise.all([
        daysPlayedBy(
          db,
          members.map((member) => member.uid),
        ),
        membersAnswers(db, groupId, period.start, addDays(today, 1)),
        ended ? membersAnswers(db, groupId, ended.start, ended.end) : [],
      ]);
      // Today's answers only for a member who has played today, here and in the week so far.
      const played = me.todayWord !== null;
      const seen = played ? answers : answers.filter((answer) => answer.day !== today);
      const owner = ownerOf(members);
      return {
        id: group.id,
        name: group.name,
        owner: owner?.alias ?? '',
        is_owner: owner === me,
        invite_code: group.invite_code,
        members: members.map((member) => ({
          id: member.id,
          alias: member.alias,
          played_today: member.todayWord !== null,
          streak: streakOf(member, days, today),
          owner: member === owner,
          you: member === me,
        })),
        today: played
          ? { date: today, word: me.todayWord ?? '', answers: dayAnswers(seen, today, uid) }
          : null,
        earlier_days: earlierDays(seen, today, uid),
        last_ranking: closed ? await closedPenaRanking(db, { groupId, uid, stored: closed }) : null,
        // Left out when none of the members answered that week.
        judged_week:
          ended && endedAnswers.length > 0
            ? {
                ...openPenaRanking(ended, endedAnswers, uid),
                ranked_on: periods.rankedOn(ended.start),
              }
            : null,
        current_week: openPenaRanking(period, seen, uid),
      };
    },
  };
}

function streakOf(member: MemberRow, days: { player_uid: string; day: string }[], today: Day) {
  const own = days.filter((row) => row.player_uid === member.uid).map((row) => row.day);
  return streaksOf(own, today).current;
}

const answerOf = (row: MemberAnswer, uid: string): GroupAnswer => ({
  alias: row.alias,
  answer: row.answer,
  score: meanScore(row.score_total, row.vote_count),
  votes: row.vote_count,
  mine: row.player_uid === uid,
});

function dayAnswers(rows: readonly MemberAnswer[], day: Day, uid: string): GroupAnswer[] {
  return rows.filter((row) => row.day === day).map((row) => answerOf(row, uid));
}

/** The days of the period before today the members answered on, newest first. */
function earlierDays(rows: readonly MemberAnswer[], today: Day, uid: string): GroupDay[] {
  const days: GroupDay[] = [];
  for (const row of rows) {
    if (row.day >= today) continue;
    if (days.at(-1)?.date !== row.day) days.push({ date: row.day, word: row.word, answers: [] });
    days.at(-1)?.answers.push(answerOf(row, uid));
  }
  return days;
}
