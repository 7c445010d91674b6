import type { DuelState } from '@words/contract/api/duels';
import { addDays, dayNumber, type Day } from '@words/contract/day';
import { limits } from '@words/contract/limits';

/** The two seats of a duel: 0 the challenger, 1 the friend (stored as 1 and 2). */
export type Seat = 0 | 1;
export type Pair = [string | null, string | null];

/** Whether a round's two words are one word, so the round is a match (same-word.ts). */
export type SameWord = (a: string, b: string) => boolean;

/** What a duel's rows and the clock say, for `progressOf`. */
export interface DuelFacts {
  day: Day;
  today: Day;
  /** Whether a friend took the link; the crowd is seated from the start. */
  joined: boolean;
  /**
   * Whether the other side is the crowd («La mente del público»), whose word of a round is filed
   * as the round before is revealed, or never when no player joined those two.
   */
  crowd: boolean;
  /** Whether a player's deletion ended it. */
  abandoned: boolean;
  /** Each seat's answer of the day, in its dictionary form: the first round. */
  first: Pair;
  /** The words of the rounds after the first. */
  words: readonly { round: number; seat: Seat; word: string }[];
  /** Each seat's «¡Cuenta!» on a revealed round. */
  counts: readonly { round: number; seat: Seat }[];
}

export interface DuelProgress {
  state: DuelState;
  /** Rounds both players answered, the first first: [challenger's word, friend's word]. */
  revealed: [string, string][];
  /** Who said «¡Cuenta!» on each revealed round, by seat. */
  counted: [boolean, boolean][];
  /** The round being played, or the last one revealed once the duel ended. */
  round: number;
  /** The words given so far in the round being played, by seat, which nobody else sees. */
  pending: Pair;
  matchedIn: number | null;
}

/**
 * Where a duel stands (derived, never stored). A round is revealed when both gave a word; the same
 * word, in this form or another (`sameWord`), is a match and ends it, as is a round both said
 * «¡Cuenta!» for; the last round without one ends it too.
 * Otherwise it waits for a friend until its day ends, then is played until the next day ends.
 */
export function progressOf(facts: DuelFacts, sameWord: SameWord): DuelProgress {
  const revealed: [string, string][] = [];
  const counted: [boolean, boolean][] = [];
  const countedBy = (round: number, seat: Seat) =>
    facts.counts.some((count) => count.round === round && count.seat === seat);
  let pending: Pair = [null, null];
  for (let round = 1; round <= limits.duelMaxRounds; round++) {
    pending = round === 1 ? facts.first : wordsOf(facts.words, round);
    const [a, b] = pending;
    if (a === null || b === null) break;
    revealed.push([a, b]);
    const both: [boolean, boolean] = [countedBy(round, 0), countedBy(round, 1)];
    counted.push(both);
    pending = [null, null];
    if (sameWord(a, b) || (both[0] && both[1])) {
      return { state: 'match', revealed, counted, round, pending, matchedIn: round };
    }
  }
  const ended = (state: DuelState): DuelProgress => ({
    state,
    revealed,
    counted,
    round: Math.max(revealed.length, 1),
    pending: [null, null],
    matchedIn: null,
  });
  if (revealed.length === limits.duelMaxRounds) return ended('no_match');
  if (facts.abandoned) return ended('abandoned');
  // The crowd had no word to join the last two: it says so, and the duel ends there.
  if (facts.crowd && pending[1] === null) return ended('nobody_joined');
  const playing = { revealed, counted, round: revealed.length + 1, pending, matchedIn: null };
  if (!facts.joined) {
    return facts.today > facts.day ? ended('expired') : { ...playing, state: 'waiting' };
  }
  if (dayNumber(facts.today) > dayNumber(facts.day) + 1) return ended('expired');
  return { ...playing, state: 'playing' };
}

function wordsOf(words: DuelFacts['words'], round: number): Pair {
  const pair: Pair = [null, null];
  for (const word of words) if (word.round === round) pair[word.seat] = word.word;
  return pair;
}

/** Whether the player in `seat` has a word to give now (the first on /play). */
export function isTurnOf(progress: DuelProgress, seat: Seat): boolean {
  return progress.state === 'playing' && progress.pending[seat] === null;
}

/** Every word said in the duel that `seat` has seen: the rounds revealed and their own. */
export function wordsSaidTo(progress: DuelProgress, seat: Seat): Set<string> {
  const said = new Set(progress.revealed.flat());
  const own = progress.pending[seat];
  if (own !== null) said.add(own);
  return said;
}

/** A duel the two finished: they met, or played every round. An expired or abandoned one is not. */
const finished = (state: DuelState) => state === 'match' || state === 'no_match';

/**
 * A pair's streak ('Racha en pareja'): consecutive days, each the day of a duel the two finished,
 * ending today or yesterday (today's may still come).
 */
export function pairStreak(duels: readonly { day: Day; state: DuelState }[], today: Day): number {
  const days = new Set(duels.filter((duel) => finished(duel.state)).map((duel) => duel.day));
  let day = days.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (days.has(day)) {
    streak++;
    day = addDays(day, -1);
  }
  return streak;
}
