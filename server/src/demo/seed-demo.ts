import { addDays, dayOf, type Day } from '@words/contract/day';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import { createWeekCloser } from '../closing/week-closer';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { createServices } from '../services';
import { ANSWERS_TO_ANY_WORD, ASSOCIATIONS, CROWD_ALIASES } from './associations';
import { hasPlayersNamed } from './demo.repository';
import { DUEL_DAYS, seedDuels } from './seed-duels';
import {
  chooseCrowdRegions,
  REGIONAL_DAYS,
  REGIONAL_JUDGES_PER_DAY,
  regionalAnswer,
  regionalDay,
  regionalScore,
  seedRegionalPlayers,
} from './seed-regions';

/** The crowd's uids start with this; a database that has one is seeded. */
export const CROWD_PREFIX = 'demo-crowd-';
/** Days of play before today: enough for a whole period that ended at least 3 days ago. */
export const SEED_DAYS = 28;

export interface SeedSummary {
  players: number;
  days: number;
  answers: number;
  votes: number;
  /** Votes within the peñas (decision 0061). */
  penaVotes: number;
}

/** A player who takes part in the seeded weeks: the crowd, or a newcomer's account set up ahead. */
interface Seeded {
  uid: string;
  alias: string;
  /** How likely they play on a day, and how many answers they then judge. */
  activity: number;
  judgesPerDay: number;
}

/** A small deterministic random source (mulberry32): the same seed gives the same demo. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A number from 0 to 1 that `text` always gives: the seed's judging does not hang on ids or timing. */
function fraction(text: string): number {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return (hash % 1_000) / 1_000;
}

/**
 * The score a judge gives an answer: how good the crowd finds it, 3 to 9.5 and the same for every
 * judge, plus the judge's mood (±1.5), one decimal.
 */
function scoreOf(judgeUid: string, picked: { word: string; answer: string }): number {
  const appeal = 3 + fraction(`${picked.word}:${picked.answer}`) * 6.5;
  const mood = (fraction(`${judgeUid}:${picked.word}:${picked.answer}`) - 0.5) * 3;
  return Math.round(Math.min(10, Math.max(0, appeal + mood)) * 10) / 10;
}

/** The demo's peñas: their names and which of the crowd (by place) are in each. */
const DEMO_GROUPS = [
  { name: 'Los del barrio', crowd: [0, 1, 2, 3, 4, 5, 6] },
  { name: 'Peña del café', crowd: [7, 8, 9, 10, 11, 12] },
] as const;

/**
 * Two peñas of the crowd, made before the weeks are played (so fair play holds in the judging):
 * the demo accounts (`also`, ana@demo.words among them) join the first, so a newcomer signed in
 * as one finds /penas with members, streaks and rankings of their own.
 */
async function seedGroups(
  services: ReturnType<typeof createServices>,
  crowd: readonly { uid: string }[],
): Promise<{ id: string; uids: string[] }[]> {
  const demoAccounts = crowd.slice(CROWD_ALIASES.length);
  const made = [];
  for (const [i, { name, crowd: places }] of DEMO_GROUPS.entries()) {
    const [owner, ...members] = places.flatMap((place) => crowd[place] ?? []);
    if (!owner) continue;
    const { id, invite_code: code } = await services.groups.create(owner.uid, name);
    const joining = [...members, ...(i === 0 ? demoAccounts : [])];
    for (const member of joining) await services.groups.join(member.uid, code);
    made.push({ id, uids: [owner, ...joining].map((member) => member.uid) });
  }
  return made;
}

/** The days before today the peñas judge their own in the seed. */
const PENA_JUDGING_DAYS = 14;

/** A member who played judges a few of the peña's answers the peña's judging hands them. */
async function judgeInPena(
  services: ReturnType<typeof createServices>,
  groupId: string,
  uid: string,
): Promise<number> {
  let cast = 0;
  for (let i = 0; i < 2; i += 1) {
    const picked = await services.judging.inPena(groupId).pickAnswer(uid);
    if ('done' in picked) break;
    try {
      await services.judging.inPena(groupId).castVote(uid, {
        answer_uuid: picked.answer_uuid,
        score: scoreOf(uid, picked),
      });
    } catch (error) {
      if (error instanceof AppError) break;
      throw error;
    }
    cast += 1;
  }
  return cast;
}

export async function isSeeded(db: Db): Promise<boolean> {
  return hasPlayersNamed(db, CROWD_PREFIX);
}

/**
 * Plays the weeks before `now` through the game's own services, day by day on a clock of its own:
 * the crowd registers, answers each day's word (the common answers often, the rare ones seldom)
 * and judges the answers the game hands it. The periods that ended are ranked as the server would
 * rank them; today's answers wait for a newcomer to judge them. `also` joins the crowd (a demo
 * account that should find a history of its own). Every one of them is an established judge.
 */
export async function seedDemo(
  config: Config,
  db: Db,
  now: Date,
  also: { uid: string; alias: string }[] = [],
): Promise<SeedSummary> {
  const random = randomSource(20_261_124);
  // The closed week's regional play draws from a source of its own: the rest of the demo, its
  // duels among it, stays as it was seeded before (decision 0076).
  const regionalRandom = randomSource(20_261_207);
  let instant = new Date(`${addDays(dayOf(now), -SEED_DAYS)}T07:00:00.000Z`);
  const clock: Clock = { now: () => new Date(instant) };
  // The crowd stands for players who have judged for months: established judges from their
  // first vote, so the seeded weeks have scores and rankings. The server then runs with the rule
  // as configured: a newcomer's votes count once they have played and judged enough.
  const services = createServices(
    { ...config, established: { minDays: 0, minVotes: 0 } },
    { db, clock, realClock: clock },
  );

  const crowd: Seeded[] = [
    ...CROWD_ALIASES.map((alias, i) => ({ uid: `${CROWD_PREFIX}${i + 1}`, alias })),
    ...also,
  ].map((player, i) => ({
    ...player,
    activity: i >= CROWD_ALIASES.length ? 0.9 : 0.45 + random() * 0.5,
    judgesPerDay: 2 + Math.floor(random() * 5),
  }));
  for (const player of crowd) {
    await services.players.register(player.uid, {
      alias: player.alias,
      timezone: 'Europe/Madrid',
      notifications: false,
    });
  }

  const groups = await seedGroups(services, crowd);
  // Where their Spanish is from: the crowd of its first players, and a crowd of each country.
  await chooseCrowdRegions(services, crowd.slice(0, CROWD_ALIASES.length));
  const regional = await seedRegionalPlayers(services, CROWD_PREFIX);

  const summary: SeedSummary = {
    players: crowd.length + regional.length,
    days: 0,
    answers: 0,
    votes: 0,
    penaVotes: 0,
  };
  const refusedQuietly = async (action: () => Promise<unknown>): Promise<boolean> => {
    try {
      await action();
      return true;
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  };

  for (let offset = SEED_DAYS; offset >= 0; offset -= 1) {
    const day: Day = addDays(dayOf(now), -offset);
    // Today's play stops at the real time of day, so nothing is stamped in the future.
    const end = offset === 0 ? now.getTime() : Date.parse(`${day}T22:00:00.000Z`);
    const start = Math.min(Date.parse(`${day}T07:00:00.000Z`), end - 60_000);
    instant = new Date(Math.max(Date.parse(`${day}T00:00:01.000Z`), start));
    const step = Math.max(1, Math.floor((end - instant.getTime()) / (crowd.length * 2)));
    const { word } = await services.answers.todaysWord(crowd[0]?.uid ?? '');
    const answers = ASSOCIATIONS[word] ?? ANSWERS_TO_ANY_WORD;
    const players = crowd.filter((player) => random() < player.activity);

    // Answers come in as the day goes on; the common ones most often.
    for (const player of players) {
      const answer = answers[Math.floor(random() ** 1.8 * answers.length)] ?? '';
      const filed = await refusedQuietly(() =>
        // Written as meant: nothing to ask about its spelling.
        services.answers.submit(player.uid, {
          word,
          answer,
          date: clock.now().toISOString(),
          spelling: 'as_typed',
        }),
      );
      if (filed) summary.answers += 1;
      instant = new Date(instant.getTime() + step);
    }
    // The last days and the last closed week, each country's crowd answers too, after the
    // others. An answer the game refuses that day (a form of the word) gives way to the next one.
    const regionalToday = regionalDay(day, dayOf(now), config.periodDays) ? regional : [];
    for (const player of regionalToday) {
      const first = regionalAnswer(
        player,
        answers,
        offset < REGIONAL_DAYS ? random : regionalRandom,
      );
      for (let next = 0; next < answers.length; next += 1) {
        const answer = answers[(answers.indexOf(first) + next) % answers.length] ?? first;
        const filed = await refusedQuietly(() =>
          services.answers.submit(player.uid, { word, answer, spelling: 'as_typed' }),
        );
        if (!filed) continue;
        summary.answers += 1;
        break;
      }
    }
    if (offset <= DUEL_DAYS) {
      // The i-th demo account plays with the i-th of the crowd.
      const pairs = crowd
        .slice(CROWD_ALIASES.length)
        .flatMap((account, i) => (crowd[i] ? [[account.uid, crowd[i].uid] as const] : []));
      const date = clock.now().toISOString();
      await seedDuels(services, pairs, {
        word,
        answers,
        date,
        today: offset === 0,
        quietly: refusedQuietly,
      });
    }
    // Then those who played judge what the game hands them, several at once.
    await Promise.all(
      players.map(async (player) => {
        for (let i = 0; i < player.judgesPerDay; i += 1) {
          const picked = await services.judging.public.pickAnswer(player.uid);
          if ('done' in picked) return;
          const score = scoreOf(player.uid, picked);
          const cast = await refusedQuietly(() =>
            services.judging.public.castVote(player.uid, {
              answer_uuid: picked.answer_uuid,
              score,
            }),
          );
          if (cast) summary.votes += 1;
        }
      }),
    );
    // In the closed week, each country's crowd judges too, by its country's taste.
    const judgingRegions = offset >= REGIONAL_DAYS ? regionalToday : [];
    await Promise.all(
      judgingRegions.map(async (player) => {
        for (let i = 0; i < REGIONAL_JUDGES_PER_DAY; i += 1) {
          const picked = await services.judging.public.pickAnswer(player.uid);
          if ('done' in picked) return;
          const score = regionalScore(player, picked, scoreOf(player.uid, picked));
          const cast = await refusedQuietly(() =>
            services.judging.public.castVote(player.uid, {
              answer_uuid: picked.answer_uuid,
              score,
            }),
          );
          if (cast) summary.votes += 1;
        }
      }),
    );
    // And the members who played judge each other within their peñas, over the last two weeks:
    // the last closed week's peña ranking and the weeks still judged.
    for (const group of offset <= PENA_JUDGING_DAYS ? groups : []) {
      for (const player of players.filter((p) => group.uids.includes(p.uid))) {
        summary.penaVotes += await judgeInPena(services, group.id, player.uid);
      }
    }
    summary.days += 1;
  }
  instant = now;
  // The weeks whose judging has ended, public and peñas', closed as the server's closer would.
  await createWeekCloser({
    db,
    clock,
    rankings: services.rankings,
    log: { info() {}, error() {} },
  }).tick();
  return summary;
}
