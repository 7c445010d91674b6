import type { Insertable, Selectable } from 'kysely';

/** The tables of WORDS. Instants are ISO-8601 text and days YYYY-MM-DD, alike in both databases. */
export interface Database {
  players: PlayersTable;
  daily_words: DailyWordsTable;
  answers: AnswersTable;
  votes: VotesTable;
  closed_periods: ClosedPeriodsTable;
  ranked_answers: RankedAnswersTable;
  served_answers: ServedAnswersTable;
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
  served_answers: true,
} satisfies Record<keyof Database, true>) as (keyof Database)[];

export interface PlayersTable {
  /** The Firebase uid. */
  uid: string;
  alias: string;
  /** What a reader sees of the alias (players/alias-key.ts): unique, so look-alikes cannot both exist. */
  alias_key: string;
  timezone: string;
  notifications: number;
  created_at: string;
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
}

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
}

/** An answer that placed when its period closed; null where it did not place in that list. */
export interface RankedAnswersTable {
  answer_id: string;
  period_start: string;
  period_rank: number | null;
  word_rank: number | null;
}

/** An answer vote/random handed to a judge: only those can get the judge's vote, for a while. */
export interface ServedAnswersTable {
  judge_uid: string;
  answer_id: string;
  served_at: string;
}

export type NewPlayer = Insertable<PlayersTable>;
export type DailyWordRow = Selectable<DailyWordsTable>;
export type AnswerRow = Selectable<AnswersTable>;
export type NewAnswer = Insertable<AnswersTable>;
export type NewVote = Insertable<VotesTable>;
export type NewServedAnswer = Insertable<ServedAnswersTable>;
