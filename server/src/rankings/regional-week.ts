import type { RegionalWeekResponse, RegionWeek } from '@words/contract/api/regions';
import { isDay } from '@words/contract/day';
import { messages } from '@words/contract/messages';
import { isCountry } from '@words/contract/regions';
import { pointsOf } from '@words/contract/rules';
import { AppError } from '../app-error';
import { ownRegionFirst } from '../crowd/region-order';
import { regionsApart } from '../crowd/regions-apart';
import { shownRegionAnswersBetween } from '../crowd/regions.repository';
import type { Db } from '../db/database';
import { findClosedPeriod, wordsBetween } from './rankings.repository';
import { regionPlacedAnswers } from './region-rankings.repository';

/**
 * The map of the week on /rankings (decision 0076): each region's best answers of a closed period,
 * stored when the week closer ranked it, and «Donde más os diferenciáis», read from the crowd's
 * counters by region. A read: nothing is ranked here.
 */
export interface RegionalWeek {
  of(periodStart: string, viewerUid: string): Promise<RegionalWeekResponse>;
}

export function createRegionalWeek(deps: {
  db: Db;
  /** The region the player chose (players/player-region.ts), or null. */
  regionOf: (playerUid: string) => Promise<string | null>;
}): RegionalWeek {
  const { db, regionOf } = deps;
  return {
    async of(start, viewerUid) {
      if (!isDay(start)) throw new AppError('PERIOD_NOT_FOUND');
      const period = await findClosedPeriod(db, start);
      if (!period || period.rated_answers === 0) throw new AppError('PERIOD_NOT_FOUND');
      const end = period.period_end;
      const [chosen, placed, shown, words] = await Promise.all([
        regionOf(viewerUid),
        regionPlacedAnswers(db, start),
        shownRegionAnswersBetween(db, start, end),
        wordsBetween(db, start, end),
      ]);
      const order = ownRegionFirst(isCountry(chosen) ? chosen : null);
      const regions = new Map<string, RegionWeek>();
      for (const row of placed) {
        const region = regions.get(row.region) ?? { region: row.region, best: [] };
        regions.set(row.region, region);
        region.best.push({
          // Places as shown: an answer hidden since leaves no gap.
          rank: region.best.length + 1,
          alias: row.deleted_at === null ? row.alias : messages.deletedPlayer,
          word: row.word,
          answer: row.answer,
          date: row.day,
          mine: row.player_uid === viewerUid,
          rankScore: pointsOf(row.rank_score),
        });
      }
      const wordOf = new Map(words.map(({ day, word }) => [day, word]));
      return {
        period: { start, end },
        regions: [...regions.values()].sort((a, b) => order(a.region, b.region)),
        apart: regionsApart(shown).map(({ day, answers }) => ({
          date: day,
          word: wordOf.get(day) ?? '',
          answers: [...answers].sort((a, b) => order(a.region, b.region)),
        })),
      };
    },
  };
}
