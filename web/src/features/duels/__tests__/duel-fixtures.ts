import type { DuelDetail } from '@words/contract/api/duels';

/** A duel with Ana being played: the first round revealed, the caller's turn in the second. */
export const playingDuel: DuelDetail = {
  id: 'd-1',
  date: '2026-11-16',
  partner: 'Ana',
  crowd: false,
  state: 'playing',
  your_turn: true,
  round: 2,
  nudged: false,
  word: 'playa',
  invite_code: null,
  rounds: [{ round: 1, yours: 'sal', theirs: 'mar', you_counted: false, they_counted: false }],
  current: { round: 2, between: ['sal', 'mar'], yours: null, theirs_answered: true },
  matched_in: null,
  pair_streak: 0,
  pair_streak_saved: [],
  may_nudge: false,
  day_over: false,
};
