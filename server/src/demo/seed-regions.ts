import { addDays, type Day } from '@words/contract/day';
import type { CountryCode } from '@words/contract/regions';
import { periodOf, rankedOn } from '../periods/period';
import type { createServices } from '../services';

type Services = ReturnType<typeof createServices>;

/**
 * The demo's crowd by region (decision 0071): players from Mexico, Spain and Argentina, enough of
 * each to pass the floor of `limits.regionMinPlayers`, who answer today's word and yesterday's,
 * each country with common answers of its own, so a newcomer sees «En México dijeron…» after
 * playing and on yesterday's page. They also play and judge the last week that is closed by now,
 * each country with a taste of its own, so /rankings shows its map (decision 0076).
 */
export const REGIONAL_DAYS = 2;

/** Answers a regional player judges on a day of the closed week they play. */
export const REGIONAL_JUDGES_PER_DAY = 4;

/**
 * Whether the regional crowd plays `day`: today, yesterday, and the days of the last period
 * ranked by `today` (the latest whose ranking day has come).
 */
export function regionalDay(day: Day, today: Day, periodDays: number): boolean {
  if (day > addDays(today, -REGIONAL_DAYS)) return true;
  let closed = periodOf(today, periodDays);
  while (rankedOn(closed.start, periodDays) > today) {
    closed = periodOf(addDays(closed.start, -1), periodDays);
  }
  return day >= closed.start && day < closed.end;
}

/**
 * A regional judge's score: the crowd's (`base`) moved by their country's taste, up to ±3, the
 * same for every judge of the country, so each country's best answers differ.
 */
export function regionalScore(player: RegionalPlayer, picked: Picked, base: number): number {
  let hash = 0;
  for (const char of `${player.region}:${picked.word}:${picked.answer}`) {
    hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  }
  const taste = ((hash % 1_000) / 1_000 - 0.5) * 6;
  return Math.round(Math.min(10, Math.max(0, base + taste)) * 10) / 10;
}

interface Picked {
  word: string;
  answer: string;
}

const REGIONAL_CROWD: readonly { region: CountryCode; name: string; players: number }[] = [
  { region: 'MX', name: 'Chilango', players: 24 },
  { region: 'ES', name: 'Madrileña', players: 23 },
  { region: 'AR', name: 'Porteño', players: 22 },
];

/** Where the demo's first crowd says its Spanish is from, in turn; some say nothing. */
const CROWD_REGIONS: readonly (CountryCode | null)[] = ['ES', 'MX', 'AR', 'CO', null];

export interface RegionalPlayer {
  uid: string;
  region: CountryCode;
  alias: string;
  /** How far along the day's answers this country's favourites start. */
  shift: number;
}

/** The regional players, registered and with their country chosen. */
export async function seedRegionalPlayers(
  services: Services,
  prefix: string,
): Promise<RegionalPlayer[]> {
  const players: RegionalPlayer[] = [];
  for (const [i, { region, name, players: count }] of REGIONAL_CROWD.entries()) {
    for (let n = 1; n <= count; n += 1) {
      const player = { uid: `${prefix}${region.toLowerCase()}-${n}`, alias: `${name} ${n}` };
      await services.players.register(player.uid, {
        alias: player.alias,
        timezone: 'Europe/Madrid',
        notifications: false,
      });
      await services.playerRegion.choose(player.uid, region);
      players.push({ ...player, region, shift: i * 2 });
    }
  }
  return players;
}

/** The first crowd says where its Spanish is from, as players do in 'Mis partidas'. */
export async function chooseCrowdRegions(
  services: Services,
  crowd: readonly { uid: string }[],
): Promise<void> {
  for (const [i, player] of crowd.entries()) {
    const region = CROWD_REGIONS[i % CROWD_REGIONS.length] ?? null;
    if (region !== null) await services.playerRegion.choose(player.uid, region);
  }
}

/** The answer a regional player gives: their country's favourites first. */
export function regionalAnswer(
  player: RegionalPlayer,
  answers: readonly string[],
  random: () => number,
): string {
  const pick = Math.floor(random() ** 2.5 * answers.length);
  return answers[(pick + player.shift) % answers.length] ?? '';
}
