import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** The tables of WORDS. Instants are ISO-8601 text and days YYYY-MM-DD, alike in both databases. */
export interface Database {
  players: PlayersTable;
  daily_words: DailyWordsTable;
  answers: AnswersTable;
  votes: VotesTable;
  closed_periods: ClosedPeriodsTable;
  ranked_answers: RankedAnswersTable;
  period_places: PeriodPlacesTable;
  skipped_answers: SkippedAnswersTable;
  allowed_words: AllowedWordsTable;
  blocked_words: BlockedWordsTable;
  refused_words: RefusedWordsTable;
  judge_periods: JudgePeriodsTable;
  reports: ReportsTable;
  hidden_answers: HiddenAnswersTable;
  held_answers: HeldAnswersTable;
  moderation_actions: ModerationActionsTable;
  player_changes: PlayerChangesTable;
  crowd_days: CrowdDaysTable;
  crowd_answers: CrowdAnswersTable;
  reminders: RemindersTable;
  push_subscriptions: PushSubscriptionsTable;
  server_keys: ServerKeysTable;
  groups: GroupsTable;
  group_members: GroupMembersTable;
  pena_votes: PenaVotesTable;
  pena_closed_periods: PenaClosedPeriodsTable;
  pena_ranked_answers: PenaRankedAnswersTable;
  duels: DuelsTable;
  duel_rounds: DuelRoundsTable;
  duel_counts: DuelCountsTable;
  duel_nudges: DuelNudgesTable;
  crowd_joins: CrowdJoinsTable;
  crowd_join_players: CrowdJoinPlayersTable;
  region_days: RegionDaysTable;
  region_answers: RegionAnswersTable;
  region_ranked_answers: RegionRankedAnswersTable;
}

/**
 * The name of every table of `Database`, for the commands that check a whole database (backup,
 * restore). Written as an object so the compiler refuses a missing or unknown table.
 */
export const TABLES = Object.keys({
  players: true,
  daily_words: true,
  answers: true,
  votes: true,
  closed_periods: true,
  ranked_answers: true,
  period_places: true,
  skipped_answers: true,
  allowed_words: true,
  blocked_words: true,
  refused_words: true,
  judge_periods: true,
  reports: true,
  hidden_answers: true,
  held_answers: true,
  moderation_actions: true,
  player_changes: true,
  crowd_days: true,
  crowd_answers: true,
  reminders: true,
  push_subscriptions: true,
  server_keys: true,
  groups: true,
  group_members: true,
  pena_votes: true,
  pena_closed_periods: true,
  pena_ranked_answers: true,
  duels: true,
  duel_rounds: true,
  duel_counts: true,
  duel_nudges: true,
  crowd_joins: true,
  crowd_join_players: true,
  region_days: true,
  region_answers: true,
  region_ranked_answers: true,
} satisfies Record<keyof Database, true>) as (keyof Database)[];

export interface PlayersTable {
  /** The Firebase uid. */
  uid: string;
  alias: string;
  /** The alias ignoring case and look-alikes (players/alias-key.ts): unique. */
  alias_key: string;
  /**
   * The alias as the eye reads it, look-alikes folded before case (`aliasLookKey`): unique, so
   * "pabIo" cannot join "pablo". Null for the anonymous owners of deleted players' answers.
   */
  alias_look_key: string | null;
  timezone: string;
  notifications: number;
  created_at: string;
  /** When an operator banned the player; null while they may play. */
  banned_at: string | null;
  /**
   * When the player became an established judge (days answered, votes cast: decision 0039), from
   * which their votes count; null before.
   */
  established_at: string | null;
  /** How many of their reports operators rejected by restoring the answer. */
  rejected_reports: Generated<number>;
  /** Set only on the anonymous owner that keeps a deleted player's placed answers. */
  deleted_at: string | null;
  /**
   * Where the player's Spanish is from, as they chose it (contract/src/regions.ts); null until
   * they choose, or after they removed it.
   */
  region: string | null;
}

/** The word of each day: scheduled by an operator, or taken from the pool when the day starts. */
export interface DailyWordsTable {
  day: string;
  word: string;
  source: 'schedule' | 'pool';
  created_at: string;
}

export interface AnswersTable {
  /** The answer_uuid judges see. */
  id: string;
  player_uid: string;
  day: string;
  word: string;
  answer: string;
  /** First day of the ranking period the answer belongs to. */
  period_start: string;
  created_at: string;
  vote_count: number;
  /** Sum of the votes in hundredths, so means are exact. */
  score_total: number;
  /** Random number that spreads judges over answers with equally few votes. */
  pick_key: number;
  /**
   * 0 once its author has judged enough answers of its period, else 1: at equal votes,
   * vote/random serves 0 first (rate to be rated).
   */
  queue_rank: Generated<number>;
  /**
   * The country the answer is counted in by region (decision 0071): its author's, kept equal to
   * it when they change it; null for 'Otro', none, or an answer handed to an anonymous owner.
   */
  region: string | null;
}

export type HiddenReason = 'reports' | 'operator' | 'banned';

export interface VotesTable {
  answer_id: string;
  judge_uid: string;
  /** The score in hundredths: 725 is 7.25. */
  score: number;
  created_at: string;
}

/** A period whose ranking has been computed: from then on it only changes by being read. */
export interface ClosedPeriodsTable {
  period_start: string;
  period_end: string;
  /** Answers with at least one vote: a period without any shows no ranking. */
  rated_answers: number;
  closed_at: string;
  /**
   * How it was ranked (decision 0041): the mean of its ranked answers' corrected votes in
   * hundredths, the prior's weight in votes, the votes an answer needed. Null for periods ranked
   * before they were kept.
   */
  prior_mean: number | null;
  prior_weight: number | null;
  min_votes: number | null;
}

/** An answer that placed when its period closed; null where it did not place in that list. */
export interface RankedAnswersTable {
  answer_id: string;
  period_start: string;
  period_rank: number | null;
  word_rank: number | null;
  /** The answer's votes as it was ranked (closed is final). */
  vote_count: number;
  /** Their total in hundredths, as it was ranked. */
  score_total: number;
  /**
   * 'Puntuación', in hundredths: the Bayesian average of its corrected votes its place comes from
   * (decision 0041); null for answers ranked before it was kept.
   */
  rank_score: number | null;
  /** The mean of its corrected votes, in hundredths; null as above. */
  corrected_score: number | null;
}

/** Every ranked answer's place in its period's order, however low (ranked_answers: the shown). */
export interface PeriodPlacesTable {
  period_start: string;
  answer_id: string;
  place: number;
}

/** An answer a judge skipped ('Saltar'): it is not handed to them again. */
export interface SkippedAnswersTable {
  judge_uid: string;
  answer_id: string;
  skipped_at: string;
}

/** How many answers of a period a judge has judged. */
export interface JudgePeriodsTable {
  judge_uid: string;
  period_start: string;
  votes: number;
}

/** An answer taken out of the game: never served, never ranked. */
export interface HiddenAnswersTable {
  answer_id: string;
  reason: HiddenReason;
  hidden_at: string;
}

/**
 * An answer held for the operators by established judges' reports: first in their list, still
 * judged, shown and ranked until an operator hides it (issue 46, point 2; decision 0066).
 */
export interface HeldAnswersTable {
  answer_id: string;
  held_at: string;
}

/** A judge's report of an answer they were handed: one per judge and answer. */
export interface ReportsTable {
  answer_id: string;
  judge_uid: string;
  reason: 'offensive' | 'not_a_word' | 'other';
  created_at: string;
}

/** What an operator did, by whom and when (npm run moderate). */
export interface ModerationActionsTable {
  id: string;
  acted_at: string;
  /** The --by name the operator gave. */
  operator: string;
  action: 'hide' | 'restore' | 'rename' | 'ban' | 'unban' | 'group-rename' | 'group-delete';
  /** The answer id, player uid or peña id acted on. */
  target: string;
  /** What changed, for the log: the alias before and after, the answer's text. */
  detail: string;
}

/** One row: bumped whenever a player is banned, renamed or deleted, read by every instance. */
export interface PlayerChangesTable {
  id: number;
  version: number;
}

/** How many players answered each day, counted as answers are filed. */
export interface CrowdDaysTable {
  day: string;
  players: number;
}

/** How many players gave each answer of each day, counted as answers are filed. */
export interface CrowdAnswersTable {
  day: string;
  answer: string;
  /** Spanish alphabetical order as plain byte order (crowd/alphabetical.ts). */
  sort_key: string;
  players: number;
}

/** A peña (decision 0047): a private group of players. */
export interface GroupsTable {
  id: string;
  name: string;
  /** The code of its invitation link /unirse/CODE (128 random bits): unique. */
  invite_code: string;
  created_at: string;
}

/** A player in a peña: once per peña (the primary key). */
export interface GroupMembersTable {
  group_id: string;
  player_uid: string;
  /** The membership's own id, which the owner's 'Quitar' names. */
  id: string;
  /** Its place in the order of joining, unique in the peña: the lowest one is the owner. */
  seat: number;
  joined_at: string;
}

/**
 * A member's vote on another member's answer within a peña (decision 0061): the peña's only, never
 * a public figure. Once per peña, answer and judge; a null score is a skip ('Saltar').
 */
export interface PenaVotesTable {
  group_id: string;
  answer_id: string;
  judge_uid: string;
  /** In hundredths; null for a skip. */
  score: number | null;
  created_at: string;
}

/** A peña's ranking of a closed period, stored once (closed is final), and how it was ranked. */
export interface PenaClosedPeriodsTable {
  group_id: string;
  period_start: string;
  closed_at: string;
  /** The peña's mean vote in hundredths; null without votes. */
  prior_mean: number | null;
  prior_weight: number;
  min_votes: number;
}

/** A member's answer in the peña's ranking of a closed period, with the figures it was ranked with. */
export interface PenaRankedAnswersTable {
  group_id: string;
  period_start: string;
  answer_id: string;
  place: number;
  vote_count: number;
  score_total: number;
  /** 'Puntuación' in hundredths; null when short of the peña's minimum of votes. */
  rank_score: number | null;
}

/** A Mente gemela duel: its first round is each player's answer of `day`. */
export interface DuelsTable {
  id: string;
  day: string;
  /** The code of its link /mente/CODE (128 random bits): unique, taken by one friend. */
  invite_code: string;
  /** Null once that player deleted their account. */
  challenger_uid: string | null;
  /** Null until a friend takes the link, and once they deleted their account. */
  friend_uid: string | null;
  abandoned_at: string | null;
  created_at: string;
  /** 'friend', or 'crowd' for «La mente del público»: its words are seat 2's rounds. */
  against: ColumnType<DuelAgainst, DuelAgainst | undefined, DuelAgainst>;
}

export type DuelAgainst = 'friend' | 'crowd';

/** How many players gave `word` to join `word_a` and `word_b` (word_a < word_b) in a duel. */
export interface CrowdJoinsTable {
  word_a: string;
  word_b: string;
  word: string;
  sort_key: string;
  players: number;
}

/** Whose count each is in crowd_joins: once per player, gone with their account. */
export interface CrowdJoinPlayersTable {
  word_a: string;
  word_b: string;
  word: string;
  player_uid: string;
}

/** A player's word in a round after the first: once per seat and round (the primary key). */
export interface DuelRoundsTable {
  duel_id: string;
  round: number;
  /** 1 the challenger, 2 the friend. */
  seat: number;
  word: string;
  created_at: string;
}

/** A player's «¡Cuenta!» on a revealed round: once per seat and round (the primary key). */
export interface DuelCountsTable {
  duel_id: string;
  round: number;
  /** 1 the challenger, 2 the friend. */
  seat: number;
  created_at: string;
}

/** A seat's «Te toca» to the other: once per seat and game day (the primary key). */
export interface DuelNudgesTable {
  duel_id: string;
  /** 1 the challenger, 2 the friend: who sent it. */
  seat: number;
  day: string;
  created_at: string;
}

export type NewPlayer = Insertable<PlayersTable>;
export type DailyWordRow = Selectable<DailyWordsTable>;
export type AnswerRow = Selectable<AnswersTable>;
export type NewAnswer = Insertable<AnswersTable>;
export type NewVote = Insertable<VotesTable>;

/** A word an operator added to the dictionary, with the inflections of `like_word` if given. */
export interface AllowedWordsTable {
  word: string;
  like_word: string | null;
  created_at: string;
}

/** A word an operator took out of the dictionary: refused like a non-word. */
export interface BlockedWordsTable {
  word: string;
  created_at: string;
}

/** How often players tried a word the dictionary refused, per day: never who tried it. */
export interface RefusedWordsTable {
  day: string;
  word: string;
  tries: number;
}

/** A player's reminder at an hour of their own day (decision 0048). */
export interface RemindersTable {
  player_uid: string;
  enabled: number;
  hour: number;
  timezone: string;
  /** When the next reminder is due; null while off. The sender's claim moves it a day on. */
  next_at: string | null;
  /** The game day the last reminder went out on. */
  sent_on: string | null;
  /** Until when the instance that claimed this due reminder holds it (ISO instant); null when none does. */
  claimed_until: string | null;
  /** SHA-256 (hex) of the private calendar address's token; null without one. */
  calendar_token_hash: string | null;
  updated_at: string;
}

/** A device's Web Push subscription. */
export interface PushSubscriptionsTable {
  endpoint: string;
  player_uid: string;
  p256dh: string;
  auth: string;
  created_at: string;
}

/** Keys the server makes once and every instance shares (the VAPID key pair, the serving key). */
export interface ServerKeysTable {
  name: string;
  value: string;
  created_at: string;
}

/** How many players of a country answered each day (decision 0071), as crowd_days counts all. */
export interface RegionDaysTable {
  day: string;
  region: string;
  players: number;
}

/** How many players of a country gave each answer each day, not hidden, as crowd_answers. */
export interface RegionAnswersTable {
  day: string;
  region: string;
  answer: string;
  sort_key: string;
  players: number;
}

/**
 * A region's best answers of a closed period (decision 0076), ranked by that region's judges
 * alone: the answer's place in the region's list and its 'Puntuación' there, in hundredths.
 */
export interface RegionRankedAnswersTable {
  period_start: string;
  region: string;
  place: number;
  answer_id: string;
  rank_score: number;
}
