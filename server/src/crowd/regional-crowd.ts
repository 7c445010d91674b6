import type { RegionCrowd, RegionsResponse, YourRegion } from '@words/contract/api/regions';
import { isDay, type Day } from '@words/contract/day';
import { limits } from '@words/contract/limits';
import { isCountry } from '@words/contract/regions';
import { AppError } from '../app-error';
import type { Db } from '../db/database';
import type { Periods } from '../periods/periods';
import { findDailyWord } from '../words/daily-words.repository';
import { ownRegionFirst } from './region-order';
import { regionShare } from './region-share';
import { mostCommonInRegion, regionPlayersWhoAnswered, regionsShownOn } from './regions.repository';

/**
 * «En México dijeron…» (decision 0071): each region's most common answers of a day, read from
 * the counters kept as answers are filed, as the crowd is. A region shows with at least
 * `limits.regionMinPlayers` players that day, an answer with at least
 * `limits.regionMinAnswerPlayers` of them, its share rounded (crowd/region-share.ts).
 */
export interface RegionalCrowd {
  /** `date`'s crowd by region for the caller: today once they played it, or a past day. */
  of(playerUid: string, date: string): Promise<RegionsResponse>;
}

export function createRegionalCrowd(deps: {
  db: Db;
  periods: Periods;
  /** The player's answer of a day as filed (the answers' service says), or null. */
  answerOf: (playerUid: string, day: Day) => Promise<string | null>;
  /** The region the player chose (players/player-region.ts), or null. */
  regionOf: (playerUid: string) => Promise<string | null>;
}): RegionalCrowd {
  const { db, periods, answerOf, regionOf } = deps;
  return {
    async of(playerUid, date) {
      const today = periods.today();
      if (!isDay(date) || date > today) throw new AppError('DAY_NOT_FOUND');
      const day = date as Day;
      const [yourAnswer, chosen, shown] = await Promise.all([
        answerOf(playerUid, day),
        regionOf(playerUid),
        regionsShownOn(db, day),
      ]);
      // Today's crowd is only for those who played it.
      if (day === today && yourAnswer === null) throw new AppError('CROWD_AFTER_PLAYING');
      if (day < today && !(await findDailyWord(db, day))) throw new AppError('DAY_NOT_FOUND');
      const region = isCountry(chosen) ? chosen : null;
      const regions = await Promise.all(
        shown.map(async ({ region: code, players }): Promise<RegionCrowd> => {
          const top = await mostCommonInRegion(db, day, code, limits.regionTopAnswers);
          return {
            region: code,
            answers: top.map((row) => ({
              answer: row.answer,
              share: regionShare(row.players, players),
            })),
          };
        }),
      );
      // The player's own region first, then the others by name.
      const order = ownRegionFirst(region);
      regions.sort((a, b) => order(a.region, b.region));
      const yours =
        region === null || yourAnswer === null
          ? null
          : await yourAnswerIn(db, day, region, yourAnswer, shown, regions);
      return { date: day, yourAnswer, yours, regions };
    },
  };
}

/** How the caller's answer fared in their region: its rounded share and place, when shown. */
async function yourAnswerIn(
  db: Db,
  day: Day,
  region: string,
  answer: string,
  shown: readonly { region: string; players: number }[],
  regions: readonly RegionCrowd[],
): Promise<YourRegion> {
  const players = shown.find((row) => row.region === region)?.players;
  if (players === undefined) return { region, shown: false, share: null, place: null };
  const count = await regionPlayersWhoAnswered(db, { day, region, answer });
  const listed = regions.find((row) => row.region === region)?.answers ?? [];
  const place = listed.findIndex((row) => row.answer === answer);
  return {
    region,
    shown: true,
    share: count >= limits.regionMinAnswerPlayers ? regionShare(count, players) : null,
    place: place >= 0 ? place + 1 : null,
  };
}
