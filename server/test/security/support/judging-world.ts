import { addDays, dayOf } from '@words/contract/day';
import { loadConfig, type Config } from '../../../src/config';
import type { Db } from '../../../src/db/database';
import { createServices, type Services } from '../../../src/services';
import { servingKeysOf } from '../../../src/serving/serving-keys';
import { createServingTickets } from '../../../src/serving/serving-ticket';
import { ANSWER_WORDS } from '../../support/answer-words';
import { TestClock } from '../../support/clock';
import { ESTABLISHED_AS_SHIPPED } from '../../support/game';

export const HONEST = ['h0', 'h1', 'h2', 'h3', 'h4', 'h5'];
/** A judge who played and judged three weeks ago, and deletes her account. */
export const LEAVER = 'borra';
/** The attack's target, an answer every honest judge scores 2.0, and its rivals. */
export const TARGET_AUTHOR = 'mala';
export const RIVAL_AUTHORS = ['buena0', 'buena1', 'buena2'];
const HONEST_SCORES: Record<string, number> = { mala: 2, buena0: 8, buena1: 7.5, buena2: 7 };

export interface JudgingWorld {
  /** Today, the day the attacks are made on. */
  today: string;
  target: string;
  rivals: string[];
  /** Every answer filed today. */
  todays: string[];
}

/** The game's configuration for services run in the test's process on the same database. */
export function worldConfig(databaseUrl: string | null): Config {
  return loadConfig({
    // No keys to fetch: nobody signs in through these services.
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1',
    ...(databaseUrl !== null && { DATABASE_URL: databaseUrl }),
    ...ESTABLISHED_AS_SHIPPED,
  });
}

/**
 * Fills an empty database, through the game's own services, with the world the attacks are tried
 * on: six honest judges who played three days three weeks ago (they judged each other, and so did
 * the leaver: those weeks are ranked by now), and today's answers, among them the target and its
 * rivals, each scored by the six honest judges, who played today too.
 */
export async function seedJudgingWorld(db: Db, config: Config, now: Date): Promise<JudgingWorld> {
  const today = dayOf(now);
  const clock = new TestClock(now.toISOString());
  const game = createServices(config, { db, clock, realClock: clock });
  const answerOf = async (uid: string, day: string) =>
    (
      await db
        .selectFrom('answers')
        .select('id')
        .where('player_uid', '=', uid)
        .where('day', '=', day)
        .executeTakeFirstOrThrow()
    ).id;
  // Tickets signed with the game's own key, as vote/random would hand them out.
  const tickets = createServingTickets(() => servingKeysOf(db, config.servingKey, clock.now()));
  const vote = async (judge: string, answerId: string, score: number) => {
    const ticket = await tickets.ticketFor(answerId, judge, clock.now());
    await game.judging.public.castVote(judge, { answer_uuid: ticket, score });
  };

  for (const uid of [...HONEST, LEAVER, TARGET_AUTHOR, ...RIVAL_AUTHORS]) {
    await game.players.register(uid, {
      alias: `Jugador ${uid}`,
      timezone: 'UTC',
      notifications: false,
    });
  }

  const past = [-20, -19, -18].map((offset) => addDays(today, offset));
  for (const day of past) {
    clock.set(`${day}T12:00:00.000Z`);
    for (const uid of [...HONEST, LEAVER]) await play(game, clock, uid);
    for (const judge of [...HONEST, LEAVER]) {
      for (const author of HONEST.filter((uid) => uid !== judge)) {
        await vote(judge, await answerOf(author, day), 5 + HONEST.indexOf(author) / 2);
      }
    }
  }

  clock.set(now.toISOString());
  for (const uid of [...HONEST, LEAVER, TARGET_AUTHOR, ...RIVAL_AUTHORS]) {
    await play(game, clock, uid);
  }
  const target = await answerOf(TARGET_AUTHOR, today);
  const rivals = await Promise.all(RIVAL_AUTHORS.map((uid) => answerOf(uid, today)));
  for (const judge of HONEST) {
    for (const author of [TARGET_AUTHOR, ...RIVAL_AUTHORS]) {
      await vote(judge, await answerOf(author, today), HONEST_SCORES[author] ?? 5);
    }
  }
  const todays = (
    await db.selectFrom('answers').select('id').where('day', '=', today).execute()
  ).map((row) => row.id);
  return { today, target, rivals, todays };
}

/** `uid` files an answer to the day's word: the first of ANSWER_WORDS the game takes. */
async function play(game: Services, clock: TestClock, uid: string): Promise<void> {
  const { word } = await game.answers.todaysWord(uid);
  const start = [...uid].reduce((sum, letter) => sum + letter.charCodeAt(0), 0);
  for (let i = 0; i < ANSWER_WORDS.length; i++) {
    const answer = ANSWER_WORDS[(start + i) % ANSWER_WORDS.length] ?? 'agua';
    try {
      await game.answers.submit(uid, { word, answer, date: clock.now().toISOString() });
      return;
    } catch {
      // The day's word itself, or a form of it: the next word.
    }
  }
  throw new Error(`${uid} could not play ${word}`);
}
