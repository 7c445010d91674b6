import type {
  GroupAnswer,
  GroupDay,
  GroupDetail,
  GroupRankedAnswer,
} from '@words/contract/api/groups';
import { addDays, type Day } from '@words/contract/day';
import { meanScore } from '@words/contract/rules';
import { AppError } from '../app-error';
import type { Db } from '../db/database';
import type { Periods } from '../periods/periods';
import { streaksOf } from '../profile/streaks';
import { tieBreak } from '../rankings/rank-answers';
import type { Rankings } from '../rankings/rankings';
import { ownerOf } from './group-rules';
import {
  daysPlayedBy,
  findGroupOfMember,
  lastRankedPeriod,
  membersAnswers,
  membersOf,
  membersRankedAnswers,
  type MemberRow,
} from './groups.repository';

type AnswerRow = Awaited<ReturnType<typeof membersAnswers>>[number];
type RankedRow = Awaited<ReturnType<typeof membersRankedAnswers>>[number];

/** /penas/:id: what the members see of their peña (PRODUCT.md, "Peñas"). */
export function createGroupPage(deps: {
  db: Db;
  periods: Periods;
  rankings: Pick<Rankings, 'closeEndedPeriods'>;
}): { detail(uid: string, groupId: string): Promise<GroupDetail> } {
  const { db, periods, rankings } = deps;
  return {
    async detail(uid, groupId) {
      const group = await findGroupOfMember(db, groupId, uid);
      if (!group) throw new AppError('NOT_A_MEMBER');
      // The last ranking is the public one: computed first if its period has just ended.
      await rankings.closeEndedPeriods();
      const today = periods.today();
      const period = periods.current();
      const judging = periods.judging();
      const members = await membersOf(db, groupId, today);
      const me = members.find((member) => member.uid === uid);
      if (!me) throw new AppError('NOT_A_MEMBER');
      const [days, answers, ranked] = await Promise.all([
        daysPlayedBy(
          db,
          members.map((member) => member.uid),
        ),
        membersAnswers(db, groupId, period.start, addDays(today, 1)),
        lastRanking(db, groupId),
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
        last_ranking: ranked && {
          start: ranked.period.period_start,
          end: ranked.period.period_end,
          answers: ranked.answers.sort(byPublicRank).map((row, i) => placed(row, i, uid)),
        },
        current_week: {
          start: period.start,
          end: period.end,
          answers: [...seen].sort(byMean).map((row, i) => placed(row, i, uid)),
        },
        ...(judging && { judging }),
      };
    },
  };
}

async function lastRanking(db: Db, groupId: string) {
  const period = await lastRankedPeriod(db);
  if (!period) return null;
  return { period, answers: await membersRankedAnswers(db, groupId, period.period_start) };
}

function streakOf(member: MemberRow, days: { player_uid: string; day: string }[], today: Day) {
  const own = days.filter((row) => row.player_uid === member.uid).map((row) => row.day);
  return streaksOf(own, today).current;
}

const answerOf = (row: AnswerRow | RankedRow, uid: string): GroupAnswer => ({
  alias: row.alias,
  answer: row.answer,
  score: meanScore(row.score_total, row.vote_count),
  votes: row.vote_count,
  mine: row.player_uid === uid,
});

function dayAnswers(rows: readonly AnswerRow[], day: Day, uid: string): GroupAnswer[] {
  return rows.filter((row) => row.day === day).map((row) => answerOf(row, uid));
}

/** The days of the period before today the members answered on, newest first. */
function earlierDays(rows: readonly AnswerRow[], today: Day, uid: string): GroupDay[] {
  const days: GroupDay[] = [];
  for (const row of rows) {
    if (row.day >= today) continue;
    if (days.at(-1)?.date !== row.day) days.push({ date: row.day, word: row.word, answers: [] });
    days.at(-1)?.answers.push(answerOf(row, uid));
  }
  return days;
}

const placed = (row: AnswerRow | RankedRow, index: number, uid: string): GroupRankedAnswer => ({
  ...answerOf(row, uid),
  place: index + 1,
  word: row.word,
  date: row.day,
  rank: 'period_rank' in row ? row.period_rank : null,
});

const exactMean = (row: AnswerRow) =>
  row.vote_count === 0 ? -1 : row.score_total / row.vote_count;

/** The week so far, provisional: by mean, answers without votes last, ties as the ranking's. */
function byMean(a: AnswerRow, b: AnswerRow): number {
  return exactMean(b) - exactMean(a) || tieBreak(a, b);
}

/**
 * The public ranking's order: the period's places first; then the answers placed only among
 * their word's best, by the score their place came from.
 */
function byPublicRank(a: RankedRow, b: RankedRow): number {
  if (a.period_rank !== null && b.period_rank !== null) return a.period_rank - b.period_rank;
  if (a.period_rank !== null || b.period_rank !== null) return a.period_rank === null ? 1 : -1;
  return (b.rank_score ?? -1) - (a.rank_score ?? -1) || tieBreak(a, b);
}
