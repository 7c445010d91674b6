import { limits } from '@words/contract/limits';
import { regionShare } from './region-share';

/** A region's answer of a day as the counters keep it, with the region's players that day. */
export interface ShownRegionAnswer {
  day: string;
  region: string;
  answer: string;
  players: number;
  region_players: number;
}

/** A day on which the regions' most said answers differed: each region's, its share rounded. */
export interface RegionsApartDay {
  day: string;
  /** Percentage points between the furthest two regions (see `regionsApart`). */
  apart: number;
  answers: { region: string; answer: string; share: number }[];
}

/**
 * «Donde más os diferenciáis» (decision 0076). On each day with at least two shown regions, each
 * region's most said answer; a day counts when they are not all the same. How far apart: the
 * largest gap, over two regions A and B, between the share of A's most said answer in A and its
 * share in B, shares as shown (rounded, and 0 where under the floor of answers), so the order
 * tells nothing the lists do not. The `limits.regionApartDays` days furthest apart, then by date.
 * `rows` come as shownRegionAnswersBetween gives them: by day and region, most common first.
 */
export function regionsApart(rows: readonly ShownRegionAnswer[]): RegionsApartDay[] {
  const days = new Map<string, Map<string, Map<string, number>>>();
  const tops = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const regions = days.get(row.day) ?? new Map<string, Map<string, number>>();
    days.set(row.day, regions);
    const shares = regions.get(row.region) ?? new Map<string, number>();
    regions.set(row.region, shares);
    shares.set(row.answer, regionShare(row.players, row.region_players));
    const top = tops.get(row.day) ?? new Map<string, string>();
    tops.set(row.day, top);
    if (!top.has(row.region)) top.set(row.region, row.answer);
  }
  const apartDays: RegionsApartDay[] = [];
  for (const [day, regions] of days) {
    const top = tops.get(day) ?? new Map<string, string>();
    if (top.size < 2 || new Set(top.values()).size < 2) continue;
    let apart = 0;
    for (const [region, answer] of top) {
      const own = regions.get(region)?.get(answer) ?? 0;
      for (const [other, shares] of regions) {
        if (other !== region) apart = Math.max(apart, own - (shares.get(answer) ?? 0));
      }
    }
    if (apart === 0) continue;
    apartDays.push({
      day,
      apart,
      answers: [...top].map(([region, answer]) => ({
        region,
        answer,
        share: regions.get(region)?.get(answer) ?? 0,
      })),
    });
  }
  return apartDays
    .sort((a, b) => b.apart - a.apart || a.day.localeCompare(b.day))
    .slice(0, limits.regionApartDays);
}
