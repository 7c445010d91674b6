import type { ReportBody } from '@words/contract/api/report';
import { dayOf } from '@words/contract/day';
import { AppError } from '../app-error';
import { hideFromCrowd } from '../crowd/counters';
import type { Db } from '../db/database';
import type { Periods } from '../periods/periods';
import { isAnswerUuid, mayActOn, mayJudgeDay } from '../served/served';
import { limits } from '@words/contract/limits';
import { establishDue, type EstablishmentRule } from './established-judges';
import {
  countReportsThatHide,
  hideAnswer,
  insertReport,
  lockAnswerToReport,
} from './reports.repository';

/** 'Denunciar' on /rate: a judge reports an answer they were handed. */
export interface Reporting {
  report(judgeUid: string, body: ReportBody): Promise<void>;
}

export function createReporting(deps: {
  db: Db;
  periods: Periods;
  /** Distinct judges whose reports hide an answer at once, among those whose reports count. */
  reportsToHide: number;
  /** When a judge's votes, and so their reports, start to count. */
  establishment: EstablishmentRule;
  /** Whether the player has filed an answer on `day` (the answers' service knows, cheaply). */
  playedOn: (playerUid: string, day: string) => Promise<boolean>;
}): Reporting {
  const { db, periods, reportsToHide, establishment } = deps;
  return {
    async report(judgeUid, body) {
      if (!isAnswerUuid(body.answer_uuid)) throw new AppError('ANSWER_NOT_FOUND');
      const now = periods.now();
      const today = dayOf(now);
      // Asked before the transaction: on SQLite it holds the one connection.
      const played = await deps.playedOn(judgeUid, today);
      await db.transaction().execute(async (trx) => {
        // Before the answer's lock, in the order a vote takes them: the judge, then answers.
        await establishDue(trx, [judgeUid], establishment, now.toISOString());
        const answer = await lockAnswerToReport(trx, body.answer_uuid, judgeUid);
        if (!answer) throw new AppError('ANSWER_NOT_FOUND');
        // Whatever its id, today's answer is for those who played today.
        if (!mayJudgeDay(answer.day, today, played)) throw new AppError('PLAY_TODAY_FIRST');
        // Like a vote: only what the game handed this judge, so nobody targets an answer by id.
        if (!mayActOn(answer, now, 'report')) {
          throw new AppError('REPORT_NOT_SERVED');
        }
        const filed = await insertReport(trx, {
          answer_id: answer.id,
          judge_uid: judgeUid,
          reason: body.reason,
          created_at: now.toISOString(),
        });
        if (!filed) throw new AppError('ALREADY_REPORTED');
        // Every report reaches the operators' list; only established judges' hide at once.
        const hiding = await countReportsThatHide(
          trx,
          answer.id,
          limits.rejectedReportsToStopHiding,
        );
        if (!answer.hidden && hiding >= reportsToHide) {
          if (await hideAnswer(trx, answer.id, 'reports', now.toISOString())) {
            await hideFromCrowd(trx, [answer.id]);
          }
        }
      });
    },
  };
}
