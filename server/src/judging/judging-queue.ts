import { addDays, type Day } from '@words/contract/day';
import type { AnswerRow } from '../db/schema';
import type { Period } from '../periods/period';
import { mayJudgeDay } from '../serving/day-to-judge';

/**
 * The judging queue (decisions 0004, 0017, 0019): its rules, in one place. The repositories walk
 * and write the queue with these as parameters; none of them restates one.
 *
 * Who may judge what: vote/random hands a judge an answer of a period still judged, never their
 * own, a peña-mate's, a hidden one, nor one they reported, judged or skipped (queue.repository's
 * servableTo filters by these), and today's answers only to a judge who has played today
 * (`scopesToJudge`); a vote, a skip or a report must then bear the ticket of an answer handed to
 * that judge (serving/).
 */

/** A part of the queue walked on its own: a period's answers, or one day's. */
export type QueueScope = { periodStart: string } | { day: Day };

/**
 * Which days a judge may be served, as the parts of the queue to walk: every period still judged
 * to a judge who has played today; to one who has not, the days before today only
 * (`mayJudgeDay`), walked one day at a time so no walk passes over today's answers. Oldest first.
 */
export function scopesToJudge(
  judged: readonly Period[],
  today: Day,
  playedToday: boolean,
): QueueScope[] {
  return judged.flatMap((period): QueueScope[] => {
    const lastDay = addDays(period.end, -1);
    if (mayJudgeDay(lastDay, today, playedToday)) return [{ periodStart: period.start }];
    const days: QueueScope[] = [];
    for (let day = period.start; day < period.end; day = addDays(day, 1)) {
      if (mayJudgeDay(day, today, playedToday)) days.push({ day });
    }
    return days;
  });
}

/**
 * An answer's place in its period's queue, the most urgent first: fewer votes, then the answers
 * of authors who judge (queue rank 0, below), then the pick key, drawn at random when the answer
 * is filed. The answers_to_judge index holds a period's answers in this order.
 */
export const QUEUE_ORDER = ['vote_count', 'queue_rank', 'pick_key'] as const;

/**
 * A tier of the queue: answers with as many votes and the same queue rank, equally urgent; among
 * them, the pick key draws at random.
 */
export type QueueTier = Pick<AnswerRow, 'vote_count' | 'queue_rank'>;

/** Whether `a` comes before `b` in the queue; equally urgent answers do not (the older period's then goes first). */
export function comesBefore(a: QueueTier, b: QueueTier): boolean {
  for (const column of QUEUE_ORDER) {
    if (column === 'pick_key') return false;
    if (a[column] !== b[column]) return a[column] < b[column];
  }
  return false;
}

/** Karma: an author who has judged enough answers of a period is served first (queue rank 0). */
export type QueueRank = 0 | 1;

/** The queue rank of an author's answers of a period, from the answers they judged in it. */
export type QueueRanking = (votesInPeriod: number) => QueueRank;

/** Karma with the bar at `karmaMinVotes` (KARMA_MIN_VOTES): 0 serves everyone's answers alike. */
export const queueRanking =
  (karmaMinVotes: number): QueueRanking =>
  (votesInPeriod) =>
    votesInPeriod >= karmaMinVotes ? 0 : 1;
