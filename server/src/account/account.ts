import type { DataExport } from '@words/contract/api/export';
import { dayOf } from '@words/contract/day';
import { limits } from '@words/contract/limits';
import { meanScore } from '@words/contract/rules';
import type { FiledToday } from '../answers/filed-today';
import type { Clock } from '../clock';
import { forgetInCrowd } from '../crowd/counters';
import type { Db } from '../db/database';
import { groupsForExport, leaveEveryGroup } from '../groups/memberships';
import { answersJudgedBy, recountVotes } from '../moderation/counted-votes';
import { bumpPlayerChanges } from '../players/player-changes';
import type { Players } from '../players/players';
import {
  answersOf,
  handToAnonymousOwner,
  ownAnswersOf,
  placedAnswersOf,
  registrationOf,
  removePlayer,
  reportsMadeBy,
  votesCastBy,
} from './account.repository';

/** The player's own data (GDPR): everything stored about them, and its deletion. */
export interface Account {
  export(uid: string): Promise<DataExport>;
  /** Deletes the player, their answers, votes and reports, in one transaction. */
  delete(uid: string): Promise<void>;
}

export function createAccount(deps: {
  db: Db;
  clock: Clock;
  players: Pick<Players, 'forget'>;
  filedToday: Pick<FiledToday, 'forget'>;
}): Account {
  const { db, clock, players, filedToday } = deps;
  return {
    async export(uid) {
      const [player, answers, votes, reports, groups] = await Promise.all([
        registrationOf(db, uid),
        answersOf(db, uid),
        votesCastBy(db, uid),
        reportsMadeBy(db, uid),
        groupsForExport(db, uid, dayOf(clock.now())),
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
        reports: reports.map((r) => ({
          word: r.word,
          answer: r.answer,
          reason: r.reason,
          reportedAt: r.created_at,
        })),
        groups,
      };
    },

    async delete(uid) {
      await db.transaction().execute(async (trx) => {
        // Closed is final: only the answers of periods not yet ranked are counted anew.
        const judged = await answersJudgedBy(trx, uid);
        // Their peñas pass to the next longest-standing member; empty ones go.
        await leaveEveryGroup(trx, uid);
        await handToAnonymousOwner(trx, await placedAnswersOf(trx, uid), clock.now().toISOString());
        // The crowd of their days forgets them, before their answers go.
        await forgetInCrowd(trx, await ownAnswersOf(trx, uid));
        await removePlayer(trx, uid);
        // The player's own answers are gone; what they judged of others' in open periods is
        // counted anew.
        await recountVotes(trx, judged);
        await bumpPlayerChanges(trx);
      });
      players.forget(uid);
      filedToday.forget(uid);
    },
  };
}
