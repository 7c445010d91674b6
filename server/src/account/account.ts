import type { DataExport } from '@words/contract/api/export';
import { dayOf } from '@words/contract/day';
import { limits } from '@words/contract/limits';
import { meanScore } from '@words/contract/rules';
import type { FiledToday } from '../answers/filed-today';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import { forgetInCrowd } from '../crowd/counters';
import type { Db } from '../db/database';
import { retriedTransaction } from '../db/retried-transaction';
import { lockAnswers, lockPlayers } from '../db/row-locks';
import { duelsForExport, leaveEveryDuel } from '../duels/duel-players';
import { sameWordIn } from '../duels/same-word';
import { groupsForExport, leaveEveryGroup, penaVotesForExport } from '../groups/memberships';
import { answersJudgedBy, recountVotes } from '../trust/trust.repository';
import type { LiveDictionary } from '../words/live-dictionary';
import { bumpPlayerChanges } from '../players/player-changes.repository';
import { forgetReminders } from '../reminders/reminders.repository';
import { remindersOfPlayer } from '../reminders/reminders-export';
import {
  answersOf,
  handToAnonymousOwner,
  ownAnswersOf,
  placedAnswersOf,
  registrationOf,
  removePlayer,
  reportsMadeBy,
  uncountJudgingOf,
  votesCastBy,
} from './account.repository';

/** The player's own data (GDPR): everything stored about them, and its deletion. */
export interface Account {
  export(uid: string): Promise<DataExport>;
  /**
   * Deletes the player, their answers, votes and reports, in one transaction; NOT_REGISTERED when
   * there is no such player (any more).
   */
  delete(uid: string): Promise<void>;
}

export function createAccount(deps: {
  db: Db;
  clock: Clock;
  filedToday: Pick<FiledToday, 'forget'>;
  /** Judges the words of the player's duels in their export (a form of the same word matches). */
  dictionary: Pick<LiveDictionary, 'current'>;
}): Account {
  const { db, clock, filedToday } = deps;
  return {
    async export(uid) {
      const sameWord = sameWordIn(await deps.dictionary.current());
      const [player, answers, votes, reports, reminderSettings, groups, penaVotes, duels] =
        await Promise.all([
          registrationOf(db, uid),
          answersOf(db, uid),
          votesCastBy(db, uid),
          reportsMadeBy(db, uid),
          remindersOfPlayer(db, uid),
          groupsForExport(db, uid, dayOf(clock.now())),
          penaVotesForExport(db, uid),
          duelsForExport(db, uid, clock.now(), sameWord),
        ]);
      if (!player) throw new Error(`no player ${uid}`);
      return {
        exportedAt: clock.now().toISOString(),
        registration: {
          uid: player.uid,
          alias: player.alias,
          timezone: player.timezone,
          notifications: player.notifications !== 0,
          registeredAt: player.created_at,
          region: player.region,
        },
        answers: answers.map((a) => ({
          date: a.day,
          word: a.word,
          answer: a.answer,
          submittedAt: a.created_at,
          score: meanScore(a.score_total, a.vote_count),
          votes: a.vote_count,
          hidden: Boolean(a.hidden),
        })),
        votes: votes.map((v) => ({
          word: v.word,
          answer: v.answer,
          score: v.score / 10 ** limits.scoreDecimals,
          votedAt: v.created_at,
        })),
        reminders: reminderSettings,
        reports: reports.map((r) => ({
          word: r.word,
          answer: r.answer,
          reason: r.reason,
          reportedAt: r.created_at,
        })),
        groups,
        penaVotes,
        duels,
      };
    },

    async delete(uid) {
      await retriedTransaction(db, async (trx) => {
        // The player's row first (db/row-locks.ts): their votes and answers in flight, which lock
        // it too, commit before the deletion reads anything, or wait and find nobody.
        if ((await lockPlayers(trx, [uid], 'update')).size === 0) {
          throw new AppError('NOT_REGISTERED');
        }
        // Closed is final: only the answers of periods not yet ranked are counted anew.
        const judged = await answersJudgedBy(trx, uid);
        const own = await ownAnswersOf(trx, uid);
        // Then every answer it removes or counts anew: others' votes on them commit first, and
        // are counted, or wait and find the answer gone.
        await lockAnswers(trx, [...own.shown, ...own.hidden, ...judged], 'update');
        // Their peñas pass to the next longest-standing member; empty ones go.
        await leaveEveryGroup(trx, uid);
        // Their duels end, their words in them gone.
        await leaveEveryDuel(trx, uid, clock.now());
        // The crowd of their days forgets them, before their answers go, and before their placed
        // answers lose the region they are counted in.
        await forgetInCrowd(trx, own);
        await handToAnonymousOwner(trx, await placedAnswersOf(trx, uid), clock.now().toISOString());
        await uncountJudgingOf(trx, uid);
        await removePlayer(trx, uid);
        // Every device's subscription and the calendar address go with the player.
        await forgetReminders(trx, uid);
        // The player's own answers are gone; what they judged of others' in open periods is
        // counted anew.
        await recountVotes(trx, judged);
        await bumpPlayerChanges(trx);
      });
      filedToday.forget(uid);
    },
  };
}
