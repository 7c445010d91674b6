import { Type, type Static } from 'typebox';
import { RankingPeriod } from './rankings';
import { Day } from './shared';

/**
 * A region's code as the player stored it (contract/src/regions.ts: a country's ISO code or
 * 'OTRO'); null when they stored none ('Prefiero no decirlo', or never asked).
 */
const StoredRegion = Type.Union([Type.String(), Type.Null()]);

/** GET /api/user/region */
export const RegionResponse = Type.Object({ region: StoredRegion });
export type RegionResponse = Static<typeof RegionResponse>;

/** PUT /api/user/region: a code of the list, or null to remove it. */
export const RegionBody = Type.Object({ region: StoredRegion }, { additionalProperties: false });
export type RegionBody = Static<typeof RegionBody>;

export const SetRegionResponse = Type.Object({
  region: StoredRegion,
  message: Type.String(),
});
export type SetRegionResponse = Static<typeof SetRegionResponse>;

/** One of a region's most common answers: its share of the region's players, rounded. */
export const RegionAnswer = Type.Object({
  answer: Type.String(),
  /** Per cent, rounded to `limits.regionShareStep`. */
  share: Type.Integer(),
});
export type RegionAnswer = Static<typeof RegionAnswer>;

/** A region with at least `limits.regionMinPlayers` players that day. */
export const RegionCrowd = Type.Object({
  region: Type.String(),
  /** Those at least `limits.regionMinAnswerPlayers` of its players gave, most common first. */
  answers: Type.Array(RegionAnswer),
});
export type RegionCrowd = Static<typeof RegionCrowd>;

/** How the caller's answer fared in their own region. */
export const YourRegion = Type.Object({
  region: Type.String(),
  /** Whether the region had enough players that day to be shown. */
  shown: Type.Boolean(),
  /**
   * The share of the region's players who gave the caller's answer, rounded; null when fewer
   * than `limits.regionMinAnswerPlayers` gave it (or the region is not shown).
   */
  share: Type.Union([Type.Integer(), Type.Null()]),
  /** Its place among the region's answers when it is among those shown; null otherwise. */
  place: Type.Union([Type.Integer(), Type.Null()]),
});
export type YourRegion = Static<typeof YourRegion>;

export const RegionsParams = Type.Object({ date: Type.String() });

/**
 * GET /api/play/regions/:date: «En México dijeron…». Today only once the caller has played it
 * (CROWD_AFTER_PLAYING), a past day always. The caller's own region first.
 */
export const RegionsResponse = Type.Object({
  date: Day,
  /** The caller's answer of that day as filed; null when they did not play it. */
  yourAnswer: Type.Union([Type.String(), Type.Null()]),
  /** The caller's region, when they stored a country and played that day; null otherwise. */
  yours: Type.Union([YourRegion, Type.Null()]),
  regions: Type.Array(RegionCrowd),
});
export type RegionsResponse = Static<typeof RegionsResponse>;

/**
 * One of a region's best answers of a closed week (decision 0076): its place and 'Puntuación' by
 * the ranking's rule with only that region's judges, and what the public ranking shows of an
 * answer (its author's alias, its word and day); no count of the region's votes.
 */
export const RegionBestAnswer = Type.Object({
  rank: Type.Integer(),
  alias: Type.String(),
  word: Type.String(),
  answer: Type.String(),
  date: Day,
  mine: Type.Boolean(),
  /** 'Puntuación' by the region's judges, 2 decimals. */
  rankScore: Type.Number(),
});
export type RegionBestAnswer = Static<typeof RegionBestAnswer>;

/** A region with at least `limits.regionMinJudges` judges in the week and an answer placed. */
export const RegionWeek = Type.Object({
  region: Type.String(),
  /** At most `limits.regionWeekTopAnswers`, best first. */
  best: Type.Array(RegionBestAnswer),
});
export type RegionWeek = Static<typeof RegionWeek>;

/** A day of the week on which the regions' most said answers differed: each region's, with its share. */
export const RegionsApartDay = Type.Object({
  date: Day,
  word: Type.String(),
  /** Each shown region's most said answer, the caller's region first. */
  answers: Type.Array(Type.Object({ region: Type.String(), ...RegionAnswer.properties })),
});
export type RegionsApartDay = Static<typeof RegionsApartDay>;

export const RegionalWeekParams = Type.Object({ period: Type.String() });

/**
 * GET /api/rankings/:period/regions: the map of a closed week. Each region's best answers, the
 * caller's region first, and «Donde más os diferenciáis»: at most `limits.regionApartDays` days,
 * furthest apart first. PERIOD_NOT_FOUND for a period not ranked yet.
 */
export const RegionalWeekResponse = Type.Object({
  period: RankingPeriod,
  regions: Type.Array(RegionWeek),
  apart: Type.Array(RegionsApartDay),
});
export type RegionalWeekResponse = Static<typeof RegionalWeekResponse>;
