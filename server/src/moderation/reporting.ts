import type { ReportBody, ReportShownBody } from '@words/contract/api/report';
import { dayOf, isDay, type Day } from '@words/contract/day';
import { AppError } from '../app-error';
import { hideFromCrowd } from '../crowd/counters';
import type { Db } from '../db/database';
import { lockPlayers } from '../db/row-locks';
import type { ReportsTable } from '../db/schema';
import type { Periods } from '../periods/periods';
import { mayJudgeDay } from '../serving/day-to-judge';
import type { ServingTickets } from '../serving/serving-ticket';
import { limits } from '@words/contract/limits';
import { establishDue, type EstablishmentRule } from '../trust/established-judges';
import { isSurelyOffensive } from '../words/surely-offensive';
import {
  answersReportedToHide,
  hideAnswer,
  holdAnswer,
  insertReports,
  lockAnswersWithText,
  lockAnswerToReport,
} from './reports.repository';
import { countUnreviewedHeld } from './moderation.repository';

/**
 * 'Denunciar': on /rate, a judge reports an answer they were handed; beside the public lists (the
 * crowd after playing, a past day's page), a player reports an answer as they show it.
 */
export interface Reporting {
  report(judgeUid: string, body: ReportBody): Promise<void>;
  /** Reports every answer of `date` with the text shown, but the player's own (decision 0043). */
  reportShown(judgeUid: string, date: string, body: ReportShownBody): Promise<void>;
  /** How many answers reports hold that no operator has reviewed yet: `words_answers_held`. */
  heldForReview(): Promise<number>;
}

export function createReporting(deps: {
  db: Db;
  periods: Periods;
  /** Distinct judges whose reports hide an answer at once, among those whose reports count. */
  reportsToHide: number;
  /** When a judge's votes, and so their reports, start to count. */
  establishment: EstablishmentRule;
  /** The tickets vote/random hands answers out with: a report from /rate bears one. */
  tickets: ServingTickets;
  /** Whether the player has filed an answer on `day` (the answers' service knows, cheaply). */
  playedOn: (playerUid: string, day: string) => Promise<boolean>;
  /** Whether the public list of `day` shows `answer` to every player (the crowd knows). */
  listed: (day: Day, answer: string, today: Day) => Promise<boolean>;
}): Reporting {
  const { db, periods, reportsToHide, establishment } = deps;

  /**
   * Files the judge's reports of these answers, locked by the caller; those that now have enough
   * reports from established judges are held for the operators, first in their list and still
   * judged, shown and ranked like any other (decision 0066), or are hidden at once when surely
   * offensive (PRODUCT.md's "A clean public space"): one rule for both ways of reporting. Throws
   * ALREADY_REPORTED when the judge had reported them all.
   */
  const fileReports = async (
    trx: Db,
    judgeUid: string,
    answers: readonly { id: string; answer: string; hidden: boolean }[],
    reason: ReportsTable['reason'],
    now: Date,
  ) => {
    const filed = await insertReports(
      trx,
      answers.map(({ id }) => ({
        answer_id: id,
        judge_uid: judgeUid,
        reason,
        created_at: now.toISOString(),
      })),
    );
    if (filed === 0) throw new AppError('ALREADY_REPORTED');
    // Every report reaches the operators' list; only established judges' hold or hide at once.
    const reported = await answersReportedToHide(
      trx,
      answers.filter((answer) => !answer.hidden).map(({ id }) => id),
      limits.rejectedReportsToStopHiding,
      reportsToHide,
    );
    const offensive = new Set(answers.filter((a) => isSurelyOffensive(a.answer)).map((a) => a.id));
    const hidden: string[] = [];
    for (const id of reported) {
      if (!offensive.has(id)) await holdAnswer(trx, id, now.toISOString());
      else if (await hideAnswer(trx, id, 'reports', now.toISOString())) hidden.push(id);
    }
    await hideFromCrowd(trx, hidden);
  };

  /**
   * The reporter's row first (db/row-locks.ts): a reporter deleted since the call read them is
   * nobody, and leaves no report behind.
   */
  const lockReporter = async (trx: Db, judgeUid: string) => {
    if (!(await lockPlayers(trx, [judgeUid], 'noKeyUpdate')).has(judgeUid))
      throw new AppError('NOT_REGISTERED');
  };

  return {
    heldForReview: () => countUnreviewedHeld(db),

    async report(judgeUid, body) {
      const now = periods.now();
      // Like a vote: only what the game handed this judge, so nobody targets an answer by id. A
      // skip ends their turn to score an answer, not to report it.
      const served = await deps.tickets.servedTo(body.answer_uuid, judgeUid, now);
      if (!served) throw new AppError('REPORT_NOT_SERVED');
      const today = dayOf(now);
      // Asked before the transaction: on SQLite it holds the one connection.
      const played = await deps.playedOn(judgeUid, today);
      await db.transaction().execute(async (trx) => {
        // Before the answer's lock, in the order a vote takes them: the judge, then answers.
        await lockReporter(trx, judgeUid);
        await establishDue(trx, [judgeUid], establishment, now.toISOString());
        const answer = await lockAnswerToReport(trx, served.answerId);
        // Deleted with its author's account since.
        if (!answer) throw new AppError('ANSWER_NOT_FOUND');
        // Whatever its ticket, today's answer is for those who played today.
        if (!mayJudgeDay(answer.day, today, played)) throw new AppError('PLAY_TODAY_FIRST');
        await fileReports(
          trx,
          judgeUid,
          [{ id: answer.id, answer: answer.answer, hidden: answer.hidden !== null }],
          body.reason,
          now,
        );
      });
    },

    async reportShown(judgeUid, date, body) {
      const now = periods.now();
      const today = dayOf(now);
      if (!isDay(date) || date > today) throw new AppError('ANSWER_NOT_FOUND');
      // Today's crowd is for those who played today, as it is shown only to them.
      if (!mayJudgeDay(date, today, await deps.playedOn(judgeUid, today))) {
        throw new AppError('PLAY_TODAY_FIRST');
      }
      // Only what the lists show every player, so nobody targets one player's answer by its text.
      if (!(await deps.listed(date, body.answer, today))) throw new AppError('ANSWER_NOT_FOUND');
      await db.transaction().execute(async (trx) => {
        await lockReporter(trx, judgeUid);
        await establishDue(trx, [judgeUid], establishment, now.toISOString());
        const ids = await lockAnswersWithText(trx, date, body.answer, judgeUid);
        if (ids.length === 0) throw new AppError('ANSWER_NOT_FOUND');
        await fileReports(
          trx,
          judgeUid,
          ids.map((id) => ({ id, answer: body.answer, hidden: false })),
          body.reason,
          now,
        );
      });
    },
  };
}
