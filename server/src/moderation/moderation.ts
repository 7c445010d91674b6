import { randomUUID } from 'node:crypto';
import { checkAlias } from '@words/contract/rules';
import { errors } from '@words/contract/errors';
import { limits, ruleDefaults } from '@words/contract/limits';
import { dayOf, type Day } from '@words/contract/day';
import type { Clock } from '../clock';
import { hideFromCrowd, showInCrowd } from '../crowd/counters';
import { isUniqueViolation, type Db } from '../db/database';
import type { ModerationActionsTable } from '../db/schema';
import { rankedOn } from '../periods/period';
import { aliasKey, aliasLookKey } from '../players/alias-key';
import { aliasRefusal } from '../players/name-check';
import { bumpPlayerChanges } from '../players/player-changes.repository';
import { answersJudgedBy, recountVotes } from '../trust/trust.repository';
import {
  findAnswer,
  findPlayerRow,
  hideAnswersOf,
  latestActions,
  logAction,
  reportedAnswers,
  setAlias,
  unreviewedHeldByPeriod,
  hideByOperator,
  releaseAnswer,
  showAnswer,
  setBanned,
  showAnswersHiddenByBan,
} from './moderation.repository';
import { rejectReports } from './reports.repository';

/** A refusal the operator reads on the command line. */
export class ModerationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModerationError';
  }
}

type Action = ModerationActionsTable['action'];

/**
 * A period with answers reports hold that no operator reviewed (decision 0066): they are judged
 * and ranked like any other, so `moderate reports` warns before the week is ranked with them.
 */
export interface HeldWeek {
  /** The period's first day. */
  period_start: Day;
  /** The day it is ranked on, or was (its closing's day). */
  ranked_on: Day;
  /** Whether its ranking is stored already. */
  ranked: boolean;
  /** Its held answers nobody reviewed. */
  held: number;
}

/** The line `moderate reports` warns of a held week with, before its list. */
export function heldWeekWarning(week: HeldWeek): string {
  const answers = week.held === 1 ? '1 held answer' : `${week.held} held answers`;
  return week.ranked
    ? `Warning: the week of ${week.period_start} was ranked on ${week.ranked_on} with ${answers} nobody reviewed`
    : `Warning: the week of ${week.period_start} is ranked on ${week.ranked_on} with ${answers} nobody reviewed: hide or restore ${week.held === 1 ? 'it' : 'them'} before then`;
}

/** What operators do from `npm run moderate`; each change is logged with who and when. */
export interface Moderation {
  reports(limit?: number): ReturnType<typeof reportedAnswers>;
  /** The periods with held answers nobody reviewed, oldest first. */
  heldWeeks(): Promise<HeldWeek[]>;
  hide(answerId: string, by: string): Promise<void>;
  restore(answerId: string, by: string): Promise<void>;
  rename(uid: string, alias: string, by: string): Promise<{ before: string; after: string }>;
  ban(uid: string, by: string): Promise<void>;
  unban(uid: string, by: string): Promise<void>;
  log(limit?: number): ReturnType<typeof latestActions>;
}

/**
 * Runs an operator's change and its log line (who, what, when) in one transaction: every action of
 * `npm run moderate` is recorded this way, the peñas' too.
 */
export async function recordAction(
  deps: { db: Db; clock: Clock },
  act: { by: string; action: Action; target: string },
  change: (trx: Db) => Promise<string>,
): Promise<void> {
  if (act.by.trim() === '') throw new ModerationError('say who acts: --by NAME');
  await deps.db.transaction().execute(async (trx) => {
    const detail = await change(trx);
    await logAction(trx, {
      id: randomUUID(),
      acted_at: deps.clock.now().toISOString(),
      operator: act.by.trim(),
      action: act.action,
      target: act.target,
      detail,
    });
  });
}

export function createModeration(deps: {
  db: Db;
  clock: Clock;
  /** PERIOD_DAYS, for the day a period is ranked on. */
  periodDays?: number;
}): Moderation {
  const { db, clock, periodDays = ruleDefaults.periodDays } = deps;

  const act = (by: string, action: Action, target: string, change: (trx: Db) => Promise<string>) =>
    recordAction({ db, clock }, { by, action, target }, change);

  const answerOrFail = async (trx: Db, id: string) => {
    const answer = await findAnswer(trx, id);
    if (!answer) throw new ModerationError(`no answer ${id}`);
    return answer;
  };
  const playerOrFail = async (trx: Db, uid: string) => {
    const player = await findPlayerRow(trx, uid);
    if (!player) throw new ModerationError(`no player ${uid}`);
    return player;
  };

  /**
   * A judge's votes count or stop counting: the scores they touched in periods not yet ranked are
   * counted anew (a ranked period keeps the figures it was ranked with).
   */
  const setStanding = async (trx: Db, uid: string, bannedAt: string | null) => {
    await setBanned(trx, uid, bannedAt);
    // Players, answers, then the crowd's rows: the order a deletion locks them in.
    await recountVotes(trx, await answersJudgedBy(trx, uid));
    if (bannedAt) await hideFromCrowd(trx, await hideAnswersOf(trx, uid, bannedAt));
    else await showInCrowd(trx, await showAnswersHiddenByBan(trx, uid));
    await bumpPlayerChanges(trx);
  };

  return {
    reports: (limit = 50) => reportedAnswers(db, limit, limits.rejectedReportsToStopHiding),
    async heldWeeks() {
      return (await unreviewedHeldByPeriod(db)).map((week) => ({
        period_start: week.period_start,
        ranked_on:
          week.closed_at === null
            ? rankedOn(week.period_start, periodDays)
            : dayOf(new Date(week.closed_at)),
        ranked: week.closed_at !== null,
        held: week.held,
      }));
    },
    log: (limit = 50) => latestActions(db, limit),

    hide: (id, by) =>
      act(by, 'hide', id, async (trx) => {
        const answer = await answerOrFail(trx, id);
        if (answer.hidden !== null) throw new ModerationError(`answer ${id} is already hidden`);
        await hideByOperator(trx, id, clock.now().toISOString());
        await hideFromCrowd(trx, [id]);
        return `"${answer.answer}" (${answer.word})`;
      }),

    restore: (id, by) =>
      act(by, 'restore', id, async (trx) => {
        const answer = await answerOrFail(trx, id);
        if (answer.hidden === 'banned') {
          throw new ModerationError(`answer ${id} is hidden by its author's ban: unban instead`);
        }
        // Held by reports (still shown, judged and ranked): reviewed, no longer held.
        const held = await releaseAnswer(trx, id);
        if (answer.hidden === null && !held)
          throw new ModerationError(`answer ${id} is not hidden`);
        if (answer.hidden !== null) await showInCrowd(trx, await showAnswer(trx, id));
        await rejectReports(trx, id);
        const was = answer.hidden === null ? 'held by reports' : `hidden by ${answer.hidden}`;
        return `"${answer.answer}" (${answer.word}), ${was}`;
      }),

    async rename(uid, alias, by) {
      const checked = checkAlias(alias);
      if (!checked.ok) throw new ModerationError(errors[checked.error].message);
      // The same checks as registration: an operator's rename is a public name too.
      const refusal = aliasRefusal(checked.value);
      if (refusal !== null) throw new ModerationError(errors[refusal].message);
      let before = '';
      try {
        await act(by, 'rename', uid, async (trx) => {
          before = (await playerOrFail(trx, uid)).alias;
          await setAlias(trx, uid, {
            alias: checked.value,
            alias_key: aliasKey(checked.value),
            alias_look_key: aliasLookKey(checked.value),
          });
          await bumpPlayerChanges(trx);
          return `"${before}" → "${checked.value}"`;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ModerationError(errors.ALIAS_TAKEN.message);
        throw error;
      }
      return { before, after: checked.value };
    },

    ban: (uid, by) =>
      act(by, 'ban', uid, async (trx) => {
        const player = await playerOrFail(trx, uid);
        if (player.banned_at !== null) throw new ModerationError(`${uid} is already banned`);
        await setStanding(trx, uid, clock.now().toISOString());
        return `"${player.alias}"`;
      }),

    unban: (uid, by) =>
      act(by, 'unban', uid, async (trx) => {
        const player = await playerOrFail(trx, uid);
        if (player.banned_at === null) throw new ModerationError(`${uid} is not banned`);
        await setStanding(trx, uid, null);
        return `"${player.alias}"`;
      }),
  };
}
