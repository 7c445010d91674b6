import { limits } from '@words/contract/limits';
import type { Db } from '../db/database';
import { mostCommonAnswers } from './crowd.repository';
import { countJoins, forgetJoinsOf, mostJoining, type Joined } from './joining-words.repository';

/**
 * The crowd's words for «La mente del público» (issue 60): which word real players gave to join
 * two words, counted as duel rounds are revealed, and the words the crowd plays, never one fewer
 * than `limits.crowdMindMinPlayers` players gave.
 */

export type { Joined };

/** Words joined in a round just revealed, counted in the transaction that reveals it. */
export const countJoined = (trx: Db, joined: readonly Joined[]) => countJoins(trx, joined);

/** A deleted player's joining words leave the counts, in the deletion's transaction. */
export const forgetJoinedBy = (trx: Db, uid: string) => forgetJoinsOf(trx, uid);

/** Words a duel may hold: the crowd never says one already said in it. */
const roomFor = (said: ReadonlySet<string>) => said.size + 1;

/**
 * The crowd's first word: the day's most common answer unlike `own` (`unlike`: not the same word in
 * another form), or null when no such answer has players enough.
 */
export async function crowdsFirstWord(
  db: Db,
  day: string,
  unlike: (answer: string) => boolean,
): Promise<string | null> {
  // Forms of one word are few: the most common dozen hold one unlike it whenever any does. Most
  // common first, so those of players enough come first.
  const common = await mostCommonAnswers(db, day, 12);
  const first = common.find(
    ({ answer, count }) => count >= limits.crowdMindMinPlayers && unlike(answer),
  );
  return first?.answer ?? null;
}

/**
 * The crowd's word joining `a` and `b`: the one most players gave, among those not `said` in the
 * duel yet, or null when no word joined them with players enough.
 */
export async function crowdsJoiningWord(
  db: Db,
  between: readonly [string, string],
  said: ReadonlySet<string>,
): Promise<string | null> {
  const joining = await mostJoining(
    db,
    between[0],
    between[1],
    limits.crowdMindMinPlayers,
    roomFor(said),
  );
  return joining.find(({ word }) => !said.has(word))?.word ?? null;
}
