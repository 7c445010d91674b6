import { ruleDefaults } from '@words/contract/limits';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import type { LoggerSettings } from '../../src/http/logging';
import type { KeySource } from '../../src/auth/key-source';
import { loadConfig, type Config } from '../../src/config';
import { servingKeysOf } from '../../src/serving/serving-keys';
import { createServingTickets, judgeInPena } from '../../src/serving/serving-ticket';
import type { Metrics } from '../../src/metrics/metrics';
import type { ClosedWeeks } from '../../src/closing/week-closer';
import { TestClock } from './clock';
import { openTestDatabase, type DatabaseKind, type TestDatabase } from './databases';
import { createTestSigner, TEST_PROJECT_ID } from './tokens';

export interface TestGame {
  app: FastifyInstance;
  clock: TestClock;
  database: TestDatabase;
  config: Config;
  tokenFor(uid: string): Promise<string>;
  signer: Awaited<ReturnType<typeof createTestSigner>>;
  /** A call as `uid` would make it from the page. */
  call(uid: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Signs `uid` in and registers it through POST /api/user/register. */
  register(uid: string, alias?: string): Promise<void>;
  /** Today's word, as GET /api/play/word-of-the-day gives it. */
  todaysWord(uid: string): Promise<string>;
  /** Submits an answer to today's word; returns the response. */
  submit(uid: string, answer: string): Promise<LightMyRequestResponse>;
  /**
   * `uid` plays today's word with an answer of its own (a judge must have played today to judge
   * today's answers); fails if the answer is not filed.
   */
  play(uid: string): Promise<void>;
  /** The id (answer_uuid) of the newest answer `uid` filed. */
  answerOf(uid: string): Promise<string>;
  /**
   * The ticket (answer_uuid) handing answer `answerId` to judge `uid` now, as GET /api/vote/random
   * would, or as the peña `inPena`'s vote/random would.
   */
  serve(uid: string, answerId: string, inPena?: string): Promise<string>;
  /** The answer a ticket handed to `uid` names; undefined for a ticket that does not hold. */
  handed(uid: string, ticket: string): Promise<string | undefined>;
  /**
   * Votes as a judge who was handed the answer: POST /api/vote/submit with the ticket vote/random
   * gave, or, given an answer's id, a ticket made for it now.
   */
  vote(uid: string, answer: string, score: number): Promise<LightMyRequestResponse>;
  /** A peña vote on an answer as if the peña's judging handed it to the member. */
  penaVote(
    uid: string,
    groupId: string,
    answerId: string,
    score: number,
  ): Promise<LightMyRequestResponse>;
  /** `uid` creates a peña through POST /api/groups; fails if it is not created. */
  createGroup(
    uid: string,
    name?: string,
  ): Promise<{ id: string; name: string; invite_code: string }>;
  /** `uid` joins a peña by its invitation code through POST /api/groups/join; returns the response. */
  joinGroup(uid: string, code: string): Promise<LightMyRequestResponse>;
  /**
   * One round of the app's week closer, as its timer runs it (decision 0063): the periods whose
   * judging has ended ranked, and every peña's ranking of the last one stored.
   */
  closeWeeks(): Promise<ClosedWeeks>;
  /** A second app on the same database and clock, as another server instance would be. */
  anotherInstance(options?: { metrics?: Metrics }): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export const MONDAY_NOON = '2026-11-16T12:00:00.000Z';

/** The established-judges rule as it ships: 3 days of play and 10 votes before a judge's votes count. */
export const ESTABLISHED_AS_SHIPPED = {
  ESTABLISHED_MIN_DAYS: String(ruleDefaults.establishedMinDays),
  ESTABLISHED_MIN_VOTES: String(ruleDefaults.establishedMinVotes),
};

/** The established-judges rule at 0 days and 0 votes: for the tests that are not about trust. */
export const EVERY_JUDGE_COUNTS = { ESTABLISHED_MIN_DAYS: '0', ESTABLISHED_MIN_VOTES: '0' };

/** The app on a fresh database of `kind`, with a clock set to `start` and local signing keys. */
export async function startGame(
  kind: DatabaseKind,
  options: {
    start?: string;
    env?: Record<string, string>;
    keySource?: KeySource;
    /** Counts the game's calls, as the server does when METRICS_PORT is set. */
    metrics?: (database: TestDatabase) => Metrics;
    /** The app's log, for the tests that read it; silent otherwise. */
    logger?: LoggerSettings;
  } = {},
): Promise<TestGame> {
  const clock = new TestClock(options.start ?? MONDAY_NOON);
  const signer = await createTestSigner(clock);
  const database = await openTestDatabase(kind);
  const config = loadConfig({
    FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
    FIREBASE_API_KEY: 'test-api-key',
    // The configuration names the database the game runs on, as a deployment's does.
    ...(kind === 'postgres' && { DATABASE_URL: process.env.TEST_DATABASE_URL }),
    // Every judge's votes count from the first, unless a test is about trust and sets the rule.
    ...EVERY_JUDGE_COUNTS,
    ...options.env,
  });
  const app = await buildApp(config, {
    db: database.db,
    clock,
    keySource: options.keySource ?? signer.keySource,
    metrics: options.metrics?.(database),
    logger: options.logger ?? false,
  });

  const call: TestGame['call'] = async (uid, request) => {
    const headers: Record<string, string> = { ...(request.headers as Record<string, string>) };
    if (uid !== null) headers.authorization = `Bearer ${await signer.tokenFor(uid)}`;
    return app.inject({ ...request, headers });
  };

  // The app's own tickets, with the key the app signs with: the same configuration and database.
  const tickets = createServingTickets(() =>
    servingKeysOf(database.db, config.servingKey, clock.now()),
  );
  const serve = (uid: string, answerId: string, inPena?: string) =>
    tickets.ticketFor(answerId, inPena === undefined ? uid : judgeInPena(uid, inPena), clock.now());

  const todaysWord = async (uid: string) => {
    const response = await call(uid, { method: 'GET', url: '/api/play/word-of-the-day' });
    return (response.json() as { word: string }).word;
  };

  return {
    app,
    clock,
    database,
    config,
    signer,
    tokenFor: (uid) => signer.tokenFor(uid),
    call,
    async register(uid, alias = `jugador ${uid}`) {
      const response = await call(uid, {
        method: 'POST',
        url: '/api/user/register',
        payload: { alias, timezone: 'Europe/Madrid', notifications: false },
      });
      if (response.statusCode !== 201) throw new Error(`register ${uid}: ${response.body}`);
    },
    todaysWord,
    closeWeeks: () => app.weekCloser.tick(),
    anotherInstance: (more = {}) =>
      buildApp(config, {
        db: database.db,
        clock,
        keySource: signer.keySource,
        metrics: more.metrics,
        logger: false,
      }),
    async submit(uid, answer) {
      return call(uid, {
        method: 'POST',
        url: '/api/play/submit',
        payload: { word: await todaysWord(uid), answer, date: clock.now().toISOString() },
      });
    },
    async play(uid) {
      const word = await todaysWord(uid);
      const response = await call(uid, {
        method: 'POST',
        url: '/api/play/submit',
        payload: { word, answer: word === 'luz' ? 'sol' : 'luz', date: clock.now().toISOString() },
      });
      if (response.statusCode !== 201) throw new Error(`play ${uid}: ${response.body}`);
    },
    async answerOf(uid) {
      const row = await database.db
        .selectFrom('answers')
        .select('id')
        .where('player_uid', '=', uid)
        .orderBy('day', 'desc')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    serve,
    handed: async (uid, ticket) => (await tickets.servedTo(ticket, uid, clock.now()))?.answerId,
    async createGroup(uid, name = `Peña de ${uid}`) {
      const response = await call(uid, { method: 'POST', url: '/api/groups', payload: { name } });
      if (response.statusCode !== 201) throw new Error(`createGroup ${uid}: ${response.body}`);
      return response.json();
    },
    joinGroup: (uid, code) =>
      call(uid, { method: 'POST', url: '/api/groups/join', payload: { code } }),
    async vote(uid, answer, score) {
      const handed = await tickets.servedTo(answer, uid, clock.now());
      const ticket = handed ? answer : await serve(uid, answer);
      return call(uid, {
        method: 'POST',
        url: '/api/vote/submit',
        payload: { answer_uuid: ticket, score },
      });
    },
    async penaVote(uid, groupId, answerId, score) {
      const ticket = await serve(uid, answerId, groupId);
      return call(uid, {
        method: 'POST',
        url: `/api/groups/${groupId}/vote/submit`,
        payload: { answer_uuid: ticket, score },
      });
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** The number of rows of each table: what a refused request must leave unchanged. */
export async function countRows(game: TestGame): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['players', 'answers', 'votes'] as const) {
    const rows = await game.database.db.selectFrom(table).select('created_at').execute();
    counts[table] = rows.length;
  }
  return counts;
}

/** Registers each player (alias 'Jugadora UID') and files their answer today; fails if one is not filed. */
export async function answerAs(game: TestGame, answers: Record<string, string>): Promise<void> {
  for (const [uid, answer] of Object.entries(answers)) {
    await game.register(uid, `Jugadora ${uid}`);
    const filed = await game.submit(uid, answer);
    if (filed.statusCode !== 201) throw new Error(`${uid} ${answer}: ${filed.body}`);
  }
}
