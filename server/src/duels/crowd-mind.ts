import { randomUUID } from 'node:crypto';
import type { Day } from '@words/contract/day';
import { limits } from '@words/contract/limits';
import { AppError } from '../app-error';
import {
  countJoined,
  crowdsFirstWord,
  crowdsJoiningWord,
  type Joined,
} from '../crowd/crowd-mind-words';
import type { Db } from '../db/database';
import { newInvitationCode } from '../invitations/invitation-code';
import { wordsSaidTo, type DuelProgress, type SameWord, type Seat } from './duel-rules';
import { crowdDuelOn } from './crowd-mind.repository';
import { answersOn, insertDuel, insertRound, type DuelRow } from './duels.repository';

/**
 * «La mente del público» (issue 60, point 4): a duel whose other side is the crowd. It is a duel
 * as any (duel-rules.ts): the crowd sits in the friend's seat, and its word of each round is filed
 * in that seat as the round before is revealed, so the player always finds it answered. Its first
 * word is the day's most common answer unlike the player's; each later one is the word real
 * players most often gave to join the same two words (crowd/crowd-mind-words.ts), never one fewer
 * than `limits.crowdMindMinPlayers` gave; with none, the duel ends (`nobody_joined`).
 */

/**
 * The player's duel against the crowd today, made now if they have none, in the caller's
 * transaction (the player's row locked), unless `refuseOverLimit` refuses it. `made` is false when
 * it was there already.
 */
export async function crowdDuelFor(
  trx: Db,
  uid: string,
  today: Day,
  now: Date,
  sameWord: SameWord,
  refuseOverLimit: () => Promise<void>,
): Promise<{ made: boolean; id: string }> {
  const existing = await crowdDuelOn(trx, uid, today);
  if (existing) return { made: false, id: existing.id };
  const own = (await answersOn(trx, [uid], [today]))[0]?.answer;
  if (own === undefined) throw new AppError('CROWD_MIND_PLAY_FIRST');
  // A duel as any: it counts among the day's.
  await refuseOverLimit();
  const first = await crowdsFirstWord(trx, today, (answer) => !sameWord(answer, own));
  if (first === null) throw new AppError('CROWD_MIND_NO_WORD');
  const id = randomUUID();
  const at = now.toISOString();
  await insertDuel(trx, {
    id,
    day: today,
    // Never shown nor taken: a duel against the crowd has no link.
    invite_code: newInvitationCode(),
    challenger_uid: uid,
    friend_uid: null,
    abandoned_at: null,
    created_at: at,
    against: 'crowd',
  });
  await insertRound(trx, { duel_id: id, round: 1, seat: 2, word: first, created_at: at });
  // The first round is revealed at once: the crowd thinks of the next word now.
  await fileCrowdsWord(trx, id, 2, [own, first], new Set([own, first]), at);
  return { made: true, id };
}

/**
 * Counts in the crowd, in the revealing transaction, the words of a round that `filed` (the word
 * of `seat`) just revealed, each joining the two words of the round before: any duel's, a
 * friend's or the crowd's, once per player. The crowd's own word, with no player, is not counted;
 * the first round, the day's answers, joins no two words.
 */
export async function countRevealedRound(
  trx: Db,
  progress: DuelProgress,
  seat: Seat,
  filed: string,
  uids: readonly [string | null, string | null],
): Promise<void> {
  await countJoined(trx, joinedIn(progress, seat, filed, uids));
}

function joinedIn(
  progress: DuelProgress,
  seat: Seat,
  filed: string,
  uids: readonly [string | null, string | null],
): Joined[] {
  const between = progress.revealed.at(-1);
  const other = (1 - seat) as Seat;
  const theirs = progress.pending[other];
  if (!between || theirs === null) return [];
  const given: [string | null, string][] = [
    [uids[seat], filed],
    [uids[other], theirs],
  ];
  return given
    .filter((entry): entry is [string, string] => entry[0] !== null)
    .map(([playerUid, word]) => ({ between, word, playerUid }));
}

/**
 * After a round is revealed (`progress` as it stood before the player's `filed` word), files the
 * crowd's word of the next one, when the duel goes on and some word joined these two; with none,
 * nothing is filed and the duel ends (duel-rules.ts: `nobody_joined`).
 */
export async function crowdAnswersNext(
  trx: Db,
  duel: DuelRow,
  progress: DuelProgress,
  filed: string,
  now: Date,
  sameWord: SameWord,
): Promise<void> {
  const crowds = progress.pending[1];
  if (duel.against !== 'crowd' || crowds === null) return;
  if (sameWord(filed, crowds) || progress.round >= limits.duelMaxRounds) return;
  const said = wordsSaidTo(progress, 1);
  said.add(filed);
  await fileCrowdsWord(trx, duel.id, progress.round + 1, [filed, crowds], said, now.toISOString());
}

/** Files the crowd's word of `round`, joining `between`, if some word joined them; else nothing. */
async function fileCrowdsWord(
  trx: Db,
  id: string,
  round: number,
  between: readonly [string, string],
  said: ReadonlySet<string>,
  at: string,
): Promise<void> {
  const word = await crowdsJoiningWord(trx, between, said);
  if (word === null) return;
  await insertRound(trx, { duel_id: id, round, seat: 2, word, created_at: at });
}
