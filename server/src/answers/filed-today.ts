import type { Day } from '@words/contract/day';
import type { Db } from '../db/database';
import type { PlayerChanges } from '../players/player-changes';
import { answersOfDay, filedAnswerOf } from './answers.repository';

/**
 * Today's answers as this process knows them, so that most calls learn whether their player has
 * played without a query (decision 0032). An answer once filed stays filed for its day: a
 * remembered one is always right. A player not remembered is looked up, except where this process
 * files every answer (SQLite: one instance): there, once the day has been read whole, not
 * remembered means not played.
 */
export interface FiledToday {
  /** The player's answer of `day` as filed, or null before they play. */
  answerOf(playerUid: string, day: Day): Promise<string | null>;
  /** This process has just filed it. */
  filed(playerUid: string, day: Day, answer: string): void;
  /** The player's answers are gone (their account was deleted here). */
  forget(playerUid: string): void;
}

export function createFiledToday(deps: {
  db: Db;
  /** True when no other process files answers in this database. */
  filesAlone: boolean;
  /**
   * Goes up when players changed on any instance (a deletion among them): where other processes
   * file answers, what was remembered is then forgotten.
   */
  playerChanges: PlayerChanges;
}): FiledToday {
  const { db, filesAlone } = deps;
  let day: Day | undefined;
  let answers = new Map<string, string>();
  let complete = false;
  let reading: Promise<void> | undefined;
  // The counter as read before anything was remembered (unknown if that read failed).
  let changes = filesAlone ? undefined : deps.playerChanges().catch(() => undefined);

  /** Forgets everything when players changed on another instance since the last look. */
  async function forgetOthersChanges(): Promise<void> {
    if (filesAlone) return;
    const [before, now] = [await changes, await deps.playerChanges()];
    if (now !== before) answers = new Map();
    changes = Promise.resolve(now);
  }

  /** Starts remembering `of` when it is a new day; false for a day before the one remembered. */
  function isRemembered(of: Day): boolean {
    if (day === undefined || of > day) {
      day = of;
      answers = new Map();
      complete = false;
      reading = undefined;
    }
    return of === day;
  }

  // One reading of the day at a time; answers filed meanwhile are kept beside what it reads.
  function readDay(of: Day): Promise<void> {
    reading ??= answersOfDay(db, of).then(
      (rows) => {
        if (day !== of) return;
        for (const [uid, answer] of rows) if (!answers.has(uid)) answers.set(uid, answer);
        complete = true;
      },
      (error: unknown) => {
        reading = undefined;
        throw error;
      },
    );
    return reading;
  }

  return {
    async answerOf(playerUid, of) {
      await forgetOthersChanges();
      if (!isRemembered(of)) return filedAnswerOf(db, playerUid, of);
      const known = answers.get(playerUid);
      if (known !== undefined) return known;
      if (filesAlone) {
        if (!complete) await readDay(of);
        if (day === of && complete) return answers.get(playerUid) ?? null;
      }
      const found = await filedAnswerOf(db, playerUid, of);
      if (found !== null && day === of) answers.set(playerUid, found);
      return found;
    },

    filed(playerUid, of, answer) {
      if (isRemembered(of)) answers.set(playerUid, answer);
    },

    forget(playerUid) {
      answers.delete(playerUid);
    },
  };
}
