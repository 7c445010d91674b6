/**
 * Peñas: private groups of players who know each other (PRODUCT.md, "Peñas"). The field names of
 * the calls PRODUCT.md names (`invite_code`, `played_today`) are kept as it writes them.
 */
import { Type, type Static } from 'typebox';
import { Day } from './shared';

/** A peña as /penas lists it. */
export const GroupSummary = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** How many members it has. */
  members: Type.Integer(),
  /** How many of them have played today's word. */
  played_today: Type.Integer(),
});
export type GroupSummary = Static<typeof GroupSummary>;

/** GET /api/groups: the caller's peñas, the oldest membership first. */
export const GroupsResponse = Type.Object({ groups: Type.Array(GroupSummary) });
export type GroupsResponse = Static<typeof GroupsResponse>;

/** POST /api/groups: a new peña, with the caller as its owner; PATCH /api/groups/:id renames. */
export const GroupNameBody = Type.Object({ name: Type.String() }, { additionalProperties: false });
export type GroupNameBody = Static<typeof GroupNameBody>;

/** 201 of POST /api/groups. */
export const CreatedGroup = Type.Object({
  id: Type.String(),
  name: Type.String(),
  invite_code: Type.String(),
});
export type CreatedGroup = Static<typeof CreatedGroup>;

/** A member as /penas/:id shows them. */
export const GroupMember = Type.Object({
  /** The membership's own id, for the owner's 'Quitar' (never the player's uid). */
  id: Type.String(),
  alias: Type.String(),
  played_today: Type.Boolean(),
  /** Current streak of days played (PRODUCT.md's streak, comodines included once they exist). */
  streak: Type.Integer(),
  owner: Type.Boolean(),
  /** Whether this member is the caller. */
  you: Type.Boolean(),
});
export type GroupMember = Static<typeof GroupMember>;

/** A member's answer to a word. */
export const GroupAnswer = Type.Object({
  alias: Type.String(),
  answer: Type.String(),
  /** Mean of its counted votes, 2 decimals; null with none (or on today's answers, not judged yet). */
  score: Type.Union([Type.Number(), Type.Null()]),
  votes: Type.Integer(),
  /** Whether the caller wrote it. */
  mine: Type.Boolean(),
});
export type GroupAnswer = Static<typeof GroupAnswer>;

/** One day's word and the members' answers to it (hidden answers left out). */
export const GroupDay = Type.Object({
  date: Day,
  word: Type.String(),
  answers: Type.Array(GroupAnswer),
});
export type GroupDay = Static<typeof GroupDay>;

/** A member's answer in a ranking of the peña: `place` among the members' answers. */
export const GroupRankedAnswer = Type.Object({
  place: Type.Integer(),
  alias: Type.String(),
  word: Type.String(),
  answer: Type.String(),
  date: Day,
  score: Type.Union([Type.Number(), Type.Null()]),
  votes: Type.Integer(),
  /** Its place in the public ranking of the period, when it placed there (closed periods only). */
  rank: Type.Union([Type.Integer(), Type.Null()]),
  mine: Type.Boolean(),
  /**
   * 'Puntuación' in points: the Bayesian average of the peña's votes its place comes from; null
   * while short of the peña's minimum of votes (those come after the placed ones).
   */
  rank_score: Type.Union([Type.Number(), Type.Null()]),
  /** «Mejor respuesta de la peña»: the first answer placed by its 'Puntuación'. */
  best: Type.Boolean(),
});
export type GroupRankedAnswer = Static<typeof GroupRankedAnswer>;

/** How a peña's ranking orders its answers, for '¿Por qué este orden?'. */
export const GroupRankingRule = Type.Object({
  /** The peña's mean vote in points, the prior; null while it has no votes. */
  prior_mean: Type.Union([Type.Number(), Type.Null()]),
  /** The prior's weight, in votes. */
  prior_weight: Type.Integer(),
  /** The peña's votes an answer needs to be placed by its 'Puntuación'. */
  min_votes: Type.Integer(),
});
export type GroupRankingRule = Static<typeof GroupRankingRule>;

/**
 * Every member's answer of a period, ordered by the peña's own votes (decision 0060): `score` and
 * `votes` are the peña's.
 */
export const GroupRanking = Type.Object({
  /** The period, from `start` (included) to `end` (excluded). */
  start: Day,
  end: Day,
  how: GroupRankingRule,
  answers: Type.Array(GroupRankedAnswer),
});
export type GroupRanking = Static<typeof GroupRanking>;

/** GET /api/groups/:id, for members only (NOT_A_MEMBER otherwise). */
export const GroupDetail = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** The owner's alias. */
  owner: Type.String(),
  /** Whether the caller owns it (rename, remove a member, new link, delete). */
  is_owner: Type.Boolean(),
  invite_code: Type.String(),
  members: Type.Array(GroupMember),
  /** Today's answers of the members; null until the caller has played today. */
  today: Type.Union([GroupDay, Type.Null()]),
  /** The earlier days of the current period, newest first, with the members' answers and scores. */
  earlier_days: Type.Array(GroupDay),
  /** The peña's ranking of the last ranked period, as it was ranked (final); null before any. */
  last_ranking: Type.Union([GroupRanking, Type.Null()]),
  /**
   * The period that ended and is still judged, as it stands, with the day its ranking comes, until
   * the peña's ranking of it is stored (within a minute of the judging's end); null otherwise.
   */
  judged_week: Type.Union([
    Type.Object({ ...GroupRanking.properties, ranked_on: Day }),
    Type.Null(),
  ]),
  /** The current period as it stands. */
  current_week: GroupRanking,
});
export type GroupDetail = Static<typeof GroupDetail>;

/** POST /api/groups/join: 201 when the caller joins, 200 when already a member. */
export const JoinGroupBody = Type.Object({ code: Type.String() }, { additionalProperties: false });
export type JoinGroupBody = Static<typeof JoinGroupBody>;

export const JoinedGroup = Type.Object({ id: Type.String(), name: Type.String() });
export type JoinedGroup = Static<typeof JoinedGroup>;

/** GET /api/groups/invite/:code: what /unirse/CODE shows before joining, signed out too. */
export const GroupInvite = Type.Object({
  name: Type.String(),
  members: Type.Integer(),
});
export type GroupInvite = Static<typeof GroupInvite>;

/** POST /api/groups/:id/invite (owner): a new link; the old code is refused from then on. */
export const NewInvite = Type.Object({ invite_code: Type.String() });
export type NewInvite = Static<typeof NewInvite>;

/**
 * The peña's own judging, as /rate's calls (SPEC.md) within one peña, for members only:
 * GET /api/groups/:id/vote/random, POST /api/groups/:id/vote/submit and
 * POST /api/groups/:id/vote/skip take and answer what GET /api/vote/random, POST /api/vote/submit
 * and POST /api/vote/skip do (contract/src/api/vote.ts); `answer.score` and `votes` are the peña's.
 */

/**
 * The other calls, each answering 200 `{ success: true }`:
 * POST /api/groups/:id/leave; DELETE /api/groups/:id/members/:memberId (owner);
 * DELETE /api/groups/:id (owner). PATCH /api/groups/:id (owner) answers 200 `JoinedGroup`.
 */
export const GroupDone = Type.Object({ success: Type.Literal(true) });
export type GroupDone = Static<typeof GroupDone>;
