import { limits, ruleDefaults } from '@words/contract/limits';
import { AppError } from '../../src/app-error';
import { createWeekCloser } from '../../src/closing/week-closer';
import { loadConfig } from '../../src/config';
import type { Db } from '../../src/db/database';
import { rankedOn } from '../../src/periods/period';
import { createServices, type Services } from '../../src/services';
import { servingKeysOf } from '../../src/serving/serving-keys';
import { createServingTickets } from '../../src/serving/serving-ticket';
import { TestClock } from './clock';
import { generator, kendallTau } from './simulation-math';

/**
 * A week of judging with colluding accounts (PRODUCT.md's "Judging you can trust", issue 24),
 * played through the app's own services on a real database: players register, file an answer a
 * day, judges are handed answers by the judging queue and vote, and the week's ranking is read
 * from the rankings service once its day comes. Nothing here restates a rule of the game, so a
 * defence taken out of the app shows in the figures. docs/JUDGING-TRUST.md explains the world.
 */

/** The defences a world runs with: as shipped, or each taken out through the configuration. */
export interface Defences {
  /** ESTABLISHED_MIN_DAYS and _VOTES as shipped; off, 0 and 0: every vote counts from the first. */
  establishment: boolean;
  /** CALIBRATION_MIN_VOTES as shipped; off, more answers than any judge shares: nobody corrected. */
  calibration: boolean;
}

export const AS_SHIPPED: Defences = { establishment: true, calibration: true };

/**
 * What a colluder does with each answer the queue hands them: 10 for the target, and for the
 * others 0 ('sweep'), a skip ('targetOnly') or a fair judge's vote ('honestElsewhere'); or, so as
 * not to look alike, 9-10 for the target and 0-2 for every other, each vote its own ('varying').
 */
export type Tactic = 'sweep' | 'targetOnly' | 'honestElsewhere' | 'varying';

export interface Attack {
  colluders: number;
  /**
   * 'fresh': registered the day they vote, never played. 'established': played 3 days and cast 10
   * fair votes the week before, as the rule asks, then collude.
   */
  accounts: 'fresh' | 'established';
  tactic: Tactic;
}

/** The honest part of the world: the same in every scenario of a seed. */
export interface Population {
  seed: number;
  /** Judges who vote an answer's true quality plus noise; harsh ones minus `bias`, lenient plus. */
  fair: number;
  harsh: number;
  lenient: number;
  bias: number;
  /** Standard deviation of every honest vote's noise. */
  noise: number;
  /** Answers competing with the target in its week; their true qualities spread over 3..9. */
  rivals: number;
  /** Every rival's true quality instead of the spread, when given. */
  rivalQuality?: number;
  targetQuality: number;
}

export const POPULATION: Population = {
  seed: 24,
  fair: 12,
  harsh: 4,
  lenient: 4,
  bias: 2,
  noise: 1,
  rivals: 15,
  targetQuality: 2,
};

/**
 * Issue 46's small week: «barco», honestly a 2.0, against six answers honestly rated 8.0, each
 * judged by 5 honest judges; the red team's ring of 7 established accounts sweeps it.
 */
export const SMALL_WEEK: Population = {
  seed: 46,
  fair: 3,
  harsh: 1,
  lenient: 1,
  bias: 2,
  noise: 1,
  rivals: 6,
  rivalQuality: 8,
  targetQuality: 2,
};
export const SMALL_WEEK_RING: Attack = { colluders: 7, accounts: 'established', tactic: 'sweep' };

/**
 * Issue 59's small week: six honest judges score six rivals about 8 and the target about 2 (each
 * ±1); rings of established accounts vote it 'varying'.
 */
export const VARYING_WEEK: Population = {
  seed: 59,
  fair: 6,
  harsh: 0,
  lenient: 0,
  bias: 0,
  noise: 1,
  rivals: 6,
  rivalQuality: 8,
  targetQuality: 2,
};
export const varyingRing = (colluders: number): Attack => ({
  colluders,
  accounts: 'established',
  tactic: 'varying',
});

export interface Outcome {
  /** The authors in the order the week's ranking places them: 0 is the target. */
  order: number[];
  /** The target's place (1 is the top), null when it is not ranked. */
  targetPlace: number | null;
  /** Kendall's tau of the ranking against the answers' true order. */
  tau: number;
}

/** The week before: judges (and colluders who pay for it) play Monday to Wednesday, vote Thursday. */
const WARM_UP = '2026-11-09T12:00:00.000Z';
/** The target's week: its answers are filed on Monday and judged on Wednesday. */
const WEEK = '2026-11-16';
const FILED = '2026-11-16T12:00:00.000Z';
const JUDGED = '2026-11-18T12:00:00.000Z';
/** Votes every warm-up judge casts: what the rule asks as shipped. */
const WARM_UP_VOTES = ruleDefaults.establishedMinVotes;
/** Days every warm-up judge plays: what the rule asks as shipped. */
const WARM_UP_DAYS = ruleDefaults.establishedMinDays;

// prettier-ignore
const ANSWERS = [
  'agua', 'fuego', 'tierra', 'nube', 'cielo', 'lluvia', 'nieve', 'viento', 'hoja', 'río',
  'mar', 'luna', 'flor', 'árbol', 'piedra', 'camino', 'pan', 'leche', 'queso', 'vino',
  'perro', 'gato', 'caballo', 'pájaro', 'libro', 'carta', 'poema', 'canción', 'música', 'tren',
];

/** A score as a judge types it: two decimals, within 0..10. */
const asScore = (value: number) => Math.min(10, Math.max(0, Math.round(value * 100) / 100));

/** The true quality of each author's answer: the target (author 0), then the rivals over 3..9. */
export function trueQualities(population: Population): number[] {
  const { rivals, rivalQuality, targetQuality } = population;
  const spread = Array.from(
    { length: rivals },
    (_, i) => rivalQuality ?? 3 + (6 * i) / Math.max(1, rivals - 1),
  );
  return [targetQuality, ...spread];
}

/** Plays out one week with these defences and this attack (none: the honest ranking). */
export async function simulateWeek(
  db: Db,
  options: { population?: Population; defences: Defences; attack: Attack | null },
): Promise<Outcome> {
  const population = options.population ?? POPULATION;
  const { defences, attack } = options;
  const clock = new TestClock(WARM_UP);
  const config = loadConfig({
    FIREBASE_PROJECT_ID: 'demo-words',
    FIREBASE_API_KEY: 'simulation',
    ESTABLISHED_MIN_DAYS: String(defences.establishment ? ruleDefaults.establishedMinDays : 0),
    ESTABLISHED_MIN_VOTES: String(defences.establishment ? ruleDefaults.establishedMinVotes : 0),
    CALIBRATION_MIN_VOTES: String(
      defences.calibration ? ruleDefaults.calibrationMinVotes : 100_000,
    ),
  });
  const services = createServices(config, {
    db,
    clock,
    realClock: clock,
    // Nobody signs in: the services are called as the routes would call them.
    keySource: { keyFor: async () => null },
  });
  // What a ticket vote/random hands out names, read with the game's own key.
  const tickets = createServingTickets(() => servingKeysOf(db, config.servingKey, clock.now()));
  const world = {
    services,
    handed: async (uid: string, ticket: string) =>
      (await tickets.servedTo(ticket, uid, clock.now()))?.answerId ?? '',
  };
  const qualities = trueQualities(population);
  const { seed, noise } = population;
  const biases = [
    ...Array<number>(population.fair).fill(0),
    ...Array<number>(population.harsh).fill(-population.bias),
    ...Array<number>(population.lenient).fill(population.bias),
  ];
  const judges = biases.map((_, j) => `juez-${j}`);
  const colluders = Array.from({ length: attack?.colluders ?? 0 }, (_, c) => `complice-${c}`);
  const register = (uid: string, alias: string) =>
    services.players.register(uid, { alias, timezone: 'Europe/Madrid', notifications: false });
  // An honest vote's noise depends on the judge and the answer only, never on the order the
  // queue hands answers out in, so every scenario of a seed has the same honest votes.
  const honestVote = (judge: number, quality: number, bias: number, answer: number) =>
    asScore(quality + bias + noise * generator(seed * 1_000_003 + judge * 1_009 + answer).normal());

  /** Warm-up judges (honest ones and colluders who pay for it) first play 3 days and vote 10 times. */
  const warmingUp = [...judges, ...(attack?.accounts === 'established' ? colluders : [])];
  for (const [i, uid] of warmingUp.entries()) await register(uid, `Juez ${i}`);
  for (let day = 0; day < WARM_UP_DAYS; day++) {
    for (const uid of warmingUp) await play(services, clock, uid, day);
    clock.advanceDays(1);
  }
  for (const [i, uid] of warmingUp.entries()) {
    const bias = biases[i] ?? 0;
    // Week 0's answers have no quality of their own: a fair middle, as each judge sees it.
    await judge(world, uid, WARM_UP_VOTES, (_answerId, n) => honestVote(i, 5, bias, 10_000 + n));
  }

  /** The target's week: one answer per author, then every judge is handed answers until none is left. */
  clock.set(FILED);
  for (const [a] of qualities.entries()) {
    await register(`autor-${a}`, `Autor ${a}`);
    await play(services, clock, `autor-${a}`, a);
  }
  const authorOf = await authorsOf(db);
  clock.set(JUDGED);
  for (const [j, uid] of judges.entries()) {
    const bias = biases[j] ?? 0;
    await judge(world, uid, Infinity, (answerId) => {
      const author = authorOf.get(answerId) ?? 0;
      return honestVote(j, qualities[author] ?? 0, bias, author);
    });
  }
  const varied =
    attack?.tactic === 'varying' ? ringVotes(seed, attack.colluders, qualities.length) : [];
  if (attack) {
    if (attack.accounts === 'fresh') {
      for (const [c, uid] of colluders.entries()) await register(uid, `Nuevo ${c}`);
    }
    for (const [c, uid] of colluders.entries()) {
      await judge(world, uid, Infinity, (answerId) => {
        const author = authorOf.get(answerId) ?? 0;
        if (attack.tactic === 'varying') return varied[c]?.[author] ?? 0;
        if (author === 0) return 10;
        if (attack.tactic === 'sweep') return 0;
        if (attack.tactic === 'targetOnly') return 'skip';
        return honestVote(judges.length + c, qualities[author] ?? 0, 0, author);
      });
    }
  }

  /** The ranking, as GET /api/rankings/:start reads it on the day the week closer computes it. */
  clock.set(`${rankedOn(WEEK, config.periodDays)}T12:00:00.000Z`);
  await createWeekCloser({
    db,
    clock,
    rankings: services.rankings,
    log: { info() {}, error() {} },
  }).tick();
  const ranking = await services.rankings.periodRanking(WEEK, 'observador');
  const order = ranking.best.map((answer) => Number(answer.alias.replace('Autor ', '')));
  const place = order.indexOf(0);
  return {
    order,
    targetPlace: place === -1 ? null : place + 1,
    tau: kendallTau(
      order.map((author) => qualities[author] ?? 0),
      order.map((_, i) => -i),
    ),
  };
}

/**
 * A varying ring's votes, by colluder and author: 9-10 for the target (author 0), 0-2 for every
 * rival, each colluder's drawn again until it is further from every earlier one's than decision
 * 0060's `togetherWithin` on average: what a ring that knows the rule does not to look alike.
 */
function ringVotes(seed: number, colluders: number, authors: number): number[][] {
  const random = generator(seed * 7_919 + 59);
  const distance = (a: readonly number[], b: readonly number[]) =>
    a.reduce((sum, vote, i) => sum + Math.abs(vote - (b[i] ?? 0)), 0) / authors;
  const ring: number[][] = [];
  while (ring.length < colluders) {
    const votes = Array.from({ length: authors }, (_, author) =>
      asScore(author === 0 ? 9 + random.next() : 2 * random.next()),
    );
    if (ring.every((other) => distance(votes, other) * 100 > limits.togetherWithin)) {
      ring.push(votes);
    }
  }
  return ring;
}

/**
 * `uid` files an answer to today's word: the `n`th of the answers below that the game accepts
 * today (none may be the word of the day or a form of it).
 */
async function play(services: Services, clock: TestClock, uid: string, n: number): Promise<void> {
  const { word } = await services.answers.todaysWord(uid);
  for (let tried = 0; tried < ANSWERS.length; tried++) {
    const answer = ANSWERS[(n + tried) % ANSWERS.length] ?? 'agua';
    try {
      await services.answers.submit(uid, { word, answer, date: clock.now().toISOString() });
      return;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  throw new Error(`${uid} found no answer the game accepts for ${word}`);
}

/**
 * `uid` asks the judging queue for answers, as /api/vote/random does, and votes or skips each as
 * `decide` says, until `limit` votes or until the queue has nothing more for them.
 */
async function judge(
  {
    services,
    handed,
  }: { services: Services; handed: (uid: string, ticket: string) => Promise<string> },
  uid: string,
  limit: number,
  decide: (answerId: string, n: number) => number | 'skip',
): Promise<void> {
  for (let votes = 0, n = 0; votes < limit; n++) {
    const served = await services.judging.public.pickAnswer(uid);
    if ('done' in served) return;
    const ticket = served.answer_uuid;
    const choice = decide(await handed(uid, ticket), n);
    if (choice === 'skip') {
      await services.judging.public.skip(uid, { answer_uuid: ticket });
    } else {
      await services.judging.public.castVote(uid, { answer_uuid: ticket, score: choice });
      votes++;
    }
  }
}

/** Each answer of the target's week and its author's number (autor-N). */
async function authorsOf(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('answers')
    .select(['id', 'player_uid'])
    .where('period_start', '=', WEEK)
    .execute();
  return new Map(rows.map((row) => [row.id, Number(row.player_uid.replace('autor-', ''))]));
}
