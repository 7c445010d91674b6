import { limits } from '@words/contract/limits';

// Answers handed to judges, as the vote, the skip (votes/) and the report (moderation/) all check
// them: in a folder of its own, below both, so neither imports the other's.

const ANSWER_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether `id` can be an answer_uuid at all: anything else is no answer, without a query. */
export const isAnswerUuid = (id: string) => ANSWER_UUID.test(id);

/** What is recorded of vote/random handing an answer to a judge: when (null if never), and whether they skipped it. */
export interface Served {
  served_at: string | null;
  skipped: boolean;
}

/** What a judge does with an answer handed to them: score it (a vote or a skip), or report it. */
export type ServedAct = 'score' | 'report';

/**
 * The served window, one rule for the vote, the skip and the report: a judge acts only on an
 * answer vote/random handed them within `limits.servedAnswerHours`, so nobody picks a target by
 * its id. A skip ends their turn to score it, not to report it: skipping passes on scoring an
 * answer, it does not vouch for it.
 */
export function mayActOn(served: Served, now: Date, act: ServedAct): boolean {
  const since = new Date(now.getTime() - limits.servedAnswerHours * 3_600_000).toISOString();
  if (served.served_at === null || served.served_at < since) return false;
  return act === 'report' || !served.skipped;
}

/**
 * Today's answers are judged by those who played today (PRODUCT.md): a judge who has not played
 * today may judge answers of earlier days only. One rule for the pick (judging-queue.ts), the
 * vote, the skip and the report.
 */
export function mayJudgeDay(answerDay: string, today: string, playedToday: boolean): boolean {
  return playedToday || answerDay < today;
}
