/**
 * Mente gemela: two players look for the same word, round after round, starting from their answers
 * of the day. The field name `invite_code` is kept as the issue writes it, like the peñas'.
 */
import { Type, type Static } from 'typebox';
import { Day } from './shared';

/**
 * POST /api/duels: a duel by link (no body, or `{}`), or 'Retar' on a peña member's row: the peña
 * and the membership's own id (GroupMember.id), never a uid.
 */
export const NewDuelBody = Type.Object(
  { group_id: Type.Optional(Type.String()), member_id: Type.Optional(Type.String()) },
  { additionalProperties: false },
);
export type NewDuelBody = Static<typeof NewDuelBody>;

/** 201 of POST /api/duels: the link is /mente/`invite_code`, single use, until the day ends. */
export const CreatedDuel = Type.Object({ id: Type.String(), invite_code: Type.String() });
export type CreatedDuel = Static<typeof CreatedDuel>;

/** POST /api/duels/join: 201 when the caller joins, 200 when they were in it already. */
export const JoinDuelBody = Type.Object({ code: Type.String() }, { additionalProperties: false });
export type JoinDuelBody = Static<typeof JoinDuelBody>;

export const JoinedDuel = Type.Object({ id: Type.String() });
export type JoinedDuel = Static<typeof JoinedDuel>;

/** GET /api/duels/invite/:code: what /mente/CODE shows signed out, who challenges. */
export const DuelInvite = Type.Object({ challenger: Type.String() });
export type DuelInvite = Static<typeof DuelInvite>;

/**
 * POST /api/duels/crowd: «La mente del público», the caller's duel of today against the crowd
 * (201 when made, 200 when they have one today already).
 */
export const CrowdDuel = Type.Object({ id: Type.String() });
export type CrowdDuel = Static<typeof CrowdDuel>;

/**
 * Where a duel stands: waiting for a friend to take the link, playing, paused ('En pausa': a round
 * waited past a day of the late player's own time, and goes on when they answer), ended in a
 * match, ended after the last round without one, expired (nobody took the link on its day), ended
 * because a player deleted their account, or, against the crowd, ended because no player joined
 * the last two words (`nobody_joined`).
 */
export const DuelState = Type.Union([
  Type.Literal('waiting'),
  Type.Literal('playing'),
  Type.Literal('paused'),
  Type.Literal('match'),
  Type.Literal('no_match'),
  Type.Literal('expired'),
  Type.Literal('abandoned'),
  Type.Literal('nobody_joined'),
]);
export type DuelState = Static<typeof DuelState>;

/** A duel as 'Mis retos' lists it. */
export const DuelSummary = Type.Object({
  id: Type.String(),
  /** The day whose answers are its first round. */
  date: Day,
  /**
   * The other player's alias; null while nobody took the link, once they deleted their account,
   * and against the crowd.
   */
  partner: Type.Union([Type.String(), Type.Null()]),
  /** Whether the other side is the crowd («La mente del público»): no friend, no pair's streak. */
  crowd: Type.Boolean(),
  state: DuelState,
  /** Whether the caller has a word to give now (on /play for the first round). */
  your_turn: Type.Boolean(),
  /** The round being played, or the last one once it ended. */
  round: Type.Integer(),
  /** Whether the other player sent «Te toca» today and still waits on the caller's word. */
  nudged: Type.Boolean(),
});
export type DuelSummary = Static<typeof DuelSummary>;

/** A pair's streak for 'Mis partidas': only pairs whose streak is running. */
export const PairStreak = Type.Object({ partner: Type.String(), streak: Type.Integer() });
export type PairStreak = Static<typeof PairStreak>;

/**
 * GET /api/duels: the caller's duels of today and yesterday and older ones still in play (paused
 * ones too), the newest first, and their running pairs' streaks, the longest first.
 */
export const DuelsResponse = Type.Object({
  duels: Type.Array(DuelSummary),
  pair_streaks: Type.Array(PairStreak),
});
export type DuelsResponse = Static<typeof DuelsResponse>;

/**
 * A round both players answered: each one's word, in its dictionary form, and who said «¡Cuenta!»
 * on it (a near miss counts as a match when both do).
 */
export const DuelRound = Type.Object({
  round: Type.Integer(),
  yours: Type.String(),
  theirs: Type.String(),
  you_counted: Type.Boolean(),
  they_counted: Type.Boolean(),
});
export type DuelRound = Static<typeof DuelRound>;

/** The round being played: what it joins, and who has answered it (the other's word stays hidden). */
export const CurrentDuelRound = Type.Object({
  round: Type.Integer(),
  /** The two words to join; null in the first round, the day's answers. */
  between: Type.Union([Type.Tuple([Type.String(), Type.String()]), Type.Null()]),
  /** The caller's word of this round, once given. */
  yours: Type.Union([Type.String(), Type.Null()]),
  theirs_answered: Type.Boolean(),
});
export type CurrentDuelRound = Static<typeof CurrentDuelRound>;

/** GET /api/duels/:id, for its two players only (DUEL_NOT_FOUND otherwise). */
export const DuelDetail = Type.Object({
  ...DuelSummary.properties,
  /** The day's word, which the first round answered. */
  word: Type.String(),
  /** The link's code while it waits for a friend, for the challenger only. */
  invite_code: Type.Union([Type.String(), Type.Null()]),
  /** Rounds revealed so far, the first one first. */
  rounds: Type.Array(DuelRound),
  current: Type.Union([CurrentDuelRound, Type.Null()]),
  /** The round of the match, or null. */
  matched_in: Type.Union([Type.Integer(), Type.Null()]),
  /**
   * Consecutive days on which the two finished a duel ('Racha en pareja'), a day of a duel still in
   * play saved as a grace day (decision 0072).
   */
  pair_streak: Type.Integer(),
  /** The days a grace day saved in the running pair's streak, oldest first. */
  pair_streak_saved: Type.Array(Day),
  /** Whether the caller waits on the other's word and may send «Te toca» now (once a day). */
  may_nudge: Type.Boolean(),
  /** Whether the duel's day is over: 'Compartir' may show the words then, never before. */
  day_over: Type.Boolean(),
});
export type DuelDetail = Static<typeof DuelDetail>;

/** POST /api/duels/:id/rounds; `spelling: 'as_typed'` answers a SpellingQuestion as on /play. */
export const DuelWordBody = Type.Object(
  { word: Type.String(), spelling: Type.Optional(Type.Literal('as_typed')) },
  { additionalProperties: false },
);
export type DuelWordBody = Static<typeof DuelWordBody>;

/** 201 of POST /api/duels/:id/rounds: the word as filed, and whether it revealed the round. */
export const DuelWordFiled = Type.Object({
  round: Type.Integer(),
  word: Type.String(),
  revealed: Type.Boolean(),
});
export type DuelWordFiled = Static<typeof DuelWordFiled>;

/**
 * 200 of POST /api/duels/:id/rounds/:round/count, the caller's «¡Cuenta!» on the latest revealed
 * round (said again, nothing new): whether the other said it too, which makes the round a match.
 */
export const DuelCounted = Type.Object({ round: Type.Integer(), matched: Type.Boolean() });
export type DuelCounted = Static<typeof DuelCounted>;

/** 201 of POST /api/duels/:id/nudge: «Te toca» sent to the other player, on the game day `date`. */
export const DuelNudged = Type.Object({ date: Day });
export type DuelNudged = Static<typeof DuelNudged>;

/** A duel in the player's data download. */
export const ExportedDuel = Type.Object({
  date: Day,
  partner: Type.Union([Type.String(), Type.Null()]),
  state: DuelState,
  /** The player's own words after the first round (the first is their answer of the day). */
  words: Type.Array(Type.String()),
  /** The days the player sent «Te toca» in it, oldest first. */
  nudged_on: Type.Array(Day),
});
export type ExportedDuel = Static<typeof ExportedDuel>;
