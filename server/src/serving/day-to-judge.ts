/**
 * Today's answers are judged by those who played today (PRODUCT.md): a judge who has not played
 * today may judge answers of earlier days only. One rule for the pick (judging/judging-queue.ts),
 * the vote, the skip and the report.
 */
export function mayJudgeDay(answerDay: string, today: string, playedToday: boolean): boolean {
  return playedToday || answerDay < today;
}
