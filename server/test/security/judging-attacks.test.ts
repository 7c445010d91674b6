import { randomBytes } from 'node:crypto';
import type { PeriodRankingResponse, RankingPeriodsResponse } from '@words/contract/api/rankings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../src/services';
import { prepareBuiltGame } from '../reliability/support/built-game';
import { freePort, startServer, type RunningServer } from '../reliability/support/built-server';
import { TestClock } from '../support/clock';
import { databaseKinds } from '../support/databases';
import { ESTABLISHED_AS_SHIPPED, EVERY_JUDGE_COUNTS } from '../support/game';
import { scriptRun } from '../support/npm-run';
import { shiftedClockEnv } from '../support/shifted-clock';
import { apiPlayer, judgeEverything, type ApiPlayer } from './support/api-player';
import {
  HONEST,
  LEAVER,
  seedJudgingWorld,
  TARGET_AUTHOR,
  worldConfig,
  type JudgingWorld,
} from './support/judging-world';
import { createWorldStore, type WorldStore } from './support/world-store';

/**
 * The attacks the red team made on judging, replayed on the built server in production mode
 * (RS256 ID tokens of a local key) on each database: each fails with the rule as it ships, and
 * works with the defence taken away, so the test can tell the two apart.
 */

const built = prepareBuiltGame();

/**
 * The world's day must last the whole file: when the next midnight UTC is nearer than this, the
 * world and the processes the file starts run on a clock moved into the next day instead of
 * waiting for it (shifted-clock.ts). Tokens stay valid for an hour, so the move may not exceed it.
 */
const FILE_LASTS_MS = 15 * 60_000;
const clockShiftMs = (() => {
  const toMidnight = 86_400_000 - (Date.now() % 86_400_000);
  return toMidnight < FILE_LASTS_MS ? toMidnight + 1_000 : 0;
})();
const worldNow = () => new Date(Date.now() + clockShiftMs);

/** The built server on `store`, with the rule as it ships unless `env` says otherwise. */
async function serve(store: WorldStore, env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer(built.bundle.file, await freePort(), {
    ...built.jwks.env,
    ...ESTABLISHED_AS_SHIPPED,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // The attackers are many accounts; here they all call from 127.0.0.1.
    RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0',
    ...shiftedClockEnv(clockShiftMs),
    ...store.env,
    ...env,
  });
}

/**
 * `work` given the game's services on `store` at `time`, in the test's process: a built server's
 * start costs seconds of CPU.
 */
async function withServicesAt<T>(
  store: WorldStore,
  time: string,
  work: (game: Services) => Promise<T>,
): Promise<T> {
  const database = await store.open();
  try {
    const clock = new TestClock(time);
    return await work(
      createServices(worldConfig(store.url), { db: database.db, clock, realClock: clock }),
    );
  } finally {
    await database.close();
  }
}

/** The current week as GET /api/rankings gives it now. The first attack compares worlds on it. */
async function currentPeriod(store: WorldStore): Promise<RankingPeriodsResponse['current']> {
  const periods = await withServicesAt(store, worldNow().toISOString(), (game) =>
    game.rankings.periods(),
  );
  return periods.current;
}

/** The current week's ranking, computed once its judging has ended (the week closer's part). */
async function currentRanking(store: WorldStore, current: RankingPeriodsResponse['current']) {
  const ranking = await withServicesAt(store, `${current.rankedOn}T01:00:00.000Z`, async (game) => {
    await game.rankings.closeEndedPeriods();
    return game.rankings.periodRanking(current.start, '');
  });
  const places = (answers: PeriodRankingResponse['best']) =>
    answers.map(({ rank, alias, answer, score, votes }) => ({ rank, alias, answer, score, votes }));
  return {
    best: places(ranking.best),
    words: ranking.words.map((word) => ({ date: word.date, answers: places(word.answers) })),
  };
}

/** Dozens of accounts against built servers, about a minute: one of `npm run test:all`'s slow runs. */
const slowRuns = process.env.RELIABILITY_SLOW === '1';
if (!slowRuns) {
  console.warn(
    '\n*** Attacks on judging SKIPPED: set RELIABILITY_SLOW=1 (npm run test:all). ***\n',
  );
}

describe.runIf(slowRuns).each(databaseKinds)(
  'attacks on judging, on the built server on %s',
  (kind) => {
    let seeded: WorldStore;
    let world: JudgingWorld;
    let current: RankingPeriodsResponse['current'];
    let honestRanking: Awaited<ReturnType<typeof currentRanking>>;
    const stores: WorldStore[] = [];
    const servers: RunningServer[] = [];

    const copyOfWorld = async () => {
      const store = await seeded.copy();
      stores.push(store);
      return store;
    };
    const started = async (store: WorldStore, env?: Record<string, string>) => {
      const server = await serve(store, env);
      servers.push(server);
      return server;
    };
    const player = (server: RunningServer, uid: string) =>
      apiPlayer(server.url, built.jwks, uid, worldNow);
    // The accounts act side by side, as a red team's script would: the server is kept busy.
    const freshAccounts = async (server: RunningServer, count: number) => {
      const prefix = `falso-${randomBytes(3).toString('hex')}-`;
      return Promise.all(
        Array.from({ length: count }, async (_, i) => {
          const account = player(server, `${prefix}${i}`);
          await account.signUp();
          await account.playToday();
          return account;
        }),
      );
    };
    /**
     * Each account votes the target 10 and its rivals 0, skipping the rest, as the red team did:
     * the statuses of its votes, and every answer the accounts were handed.
     */
    const collude = async (accounts: ApiPlayer[]) => {
      const votes: number[] = [];
      const handed = new Set<string>();
      await Promise.all(
        accounts.map((account) =>
          judgeEverything(account, async (id) => {
            handed.add(id);
            const score = id === world.target ? 10 : world.rivals.includes(id) ? 0 : null;
            if (score === null) return 'skip';
            votes.push((await account.vote(id, score)).status);
            return 'done';
          }),
        ),
      );
      return { votes, handed };
    };
    /** Each account reports the answer `id` when it is handed it, skipping the rest. */
    const report = async (accounts: ApiPlayer[], id: string) => {
      for (const account of accounts) {
        await judgeEverything(account, async (handed) => {
          if (handed !== id) return 'skip';
          expect((await account.report(handed)).status).toBe(201);
          return 'done';
        });
      }
    };
    const placeOfTarget = (ranking: typeof honestRanking) =>
      ranking.best.find((row) => row.alias === `Jugador ${TARGET_AUTHOR}`)?.rank;

    beforeAll(async () => {
      seeded = await createWorldStore(kind);
      stores.push(seeded);
      const database = await seeded.open();
      try {
        world = await seedJudgingWorld(database.db, worldConfig(seeded.url), worldNow());
      } finally {
        await database.close();
      }
      const control = await copyOfWorld();
      current = await currentPeriod(control);
      honestRanking = await currentRanking(control, current);
    }, 120_000);

    afterAll(async () => {
      for (const server of servers) await server.stop('SIGTERM');
      for (const store of stores) await store.drop();
    });

    // Each server start costs seconds of CPU: the attacks that can share a world share one.
    it('lets 3 new accounts that report the target keep it in judging, and 15 that vote it 10 and its rivals 0 change no place', async () => {
      // Honestly scored 2.0, the target ranks below its three rivals.
      expect(placeOfTarget(honestRanking)).toBeGreaterThan(3);
      const attacked = await copyOfWorld();
      const server = await started(attacked);
      await report(await freshAccounts(server, 3), world.target);
      const { votes } = await collude(await freshAccounts(server, 15));
      // Every account was handed the target, reported or not, and each rival; its votes were taken.
      expect(votes).toEqual(Array.from({ length: 60 }, () => 201));
      await server.stop('SIGTERM');
      expect(await currentRanking(attacked, current)).toEqual(honestRanking);
    }, 180_000);

    it('puts the target first when every new account counts, while what 3 accounts report stays in judging: the attacks are real', async () => {
      const attacked = await copyOfWorld();
      const server = await started(attacked, EVERY_JUDGE_COUNTS);
      const [reported] = world.rivals;
      await report(await freshAccounts(server, 3), reported ?? '');
      const { handed } = await collude(await freshAccounts(server, 15));
      // Held for the operators, and still judged: the ring was handed it after the reports (0066).
      expect(handed.has(reported ?? '')).toBe(true);
      expect(handed.has(world.target)).toBe(true);
      await server.stop('SIGTERM');
      expect(placeOfTarget(await currentRanking(attacked, current))).toBe(1);
    }, 180_000);

    describe('on one more copy of the world', () => {
      let server: RunningServer;
      let store: WorldStore;
      beforeAll(async () => {
        store = await copyOfWorld();
        server = await started(store);
      }, 120_000);

      it('serves a player who has not played today none of today’s answers, whatever the call', async () => {
        const reader = player(server, `mirona-${kind}`);
        await reader.signUp();
        const handed: string[] = [];
        await judgeEverything(reader, async (id) => {
          handed.push(id);
          return 'skip';
        });
        // Earlier days' answers of the periods still judged, if any, and nothing of today's.
        expect(handed.filter((id) => world.todays.includes(id))).toEqual([]);
        const refusal = await reader.served();
        expect('refused' in refusal && refusal.refused.json()).toEqual({
          done: true,
          error: 'PLAY_TODAY_FIRST',
          message: 'Juega la palabra de hoy para puntuar las respuestas de hoy.',
        });
        for (const attempt of [
          reader.vote(world.target, 10),
          reader.skip(world.target),
          reader.report(world.target),
        ]) {
          expect((await attempt).status).toBe(403);
        }
        // Once they have played, today's answers are theirs to judge.
        await reader.playToday();
        const served = await reader.served();
        expect('id' in served && world.todays.includes(served.id)).toBe(true);
      }, 120_000);

      it('counts no vote of a judge from the moment `moderate ban` returns, stored counts included', async () => {
        const [judge] = HONEST;
        const banned = player(server, judge ?? '');
        // Answers of today the judge has not scored yet: other honest judges'.
        const first = await banned.served();
        if (!('id' in first)) throw new Error('nothing to judge');
        const counted = await banned.vote(first.id, 9);
        expect(counted.json()).toMatchObject({ answer: { votes: 1, score: 9 } });
        // Handed out before the ban, scored after it.
        const second = await banned.served();
        if (!('id' in second)) throw new Error('nothing more to judge');

        const ban = await scriptRun('moderate', ['ban', judge ?? '', '--by', 'marta'], {
          NODE_ENV: 'production',
          ...shiftedClockEnv(clockShiftMs),
          ...store.env,
        });
        expect(ban).toEqual({ code: 0, output: `Banned: ${judge}\n` });
        const late = await banned.vote(second.id, 10);
        expect(late.status).toBe(403);
        expect((late.json() as { error: string }).error).toBe('BANNED');

        // None of the judge's votes is in any stored count: the target keeps the other five.
        const database = await store.open();
        try {
          const stored = await database.db
            .selectFrom('answers')
            .select(['id', 'vote_count', 'score_total'])
            .where('id', 'in', [world.target, first.id, second.id])
            .execute();
          expect(
            Object.fromEntries(stored.map((row) => [row.id, [row.vote_count, row.score_total]])),
          ).toEqual({
            [world.target]: [HONEST.length - 1, (HONEST.length - 1) * 200],
            [first.id]: [0, 0],
            [second.id]: [0, 0],
          });
        } finally {
          await database.close();
        }
      }, 120_000);

      it('keeps a ranked week byte for byte after a judge of that week deletes her account', async () => {
        const reader = player(server, HONEST[1] ?? '');
        const rankedWeeks = async () => {
          const { periods } = (
            await reader.call('GET', '/api/rankings')
          ).json() as RankingPeriodsResponse;
          return Promise.all(
            periods.map(async (p) => (await reader.call('GET', `/api/rankings/${p.start}`)).text),
          );
        };
        const before = await rankedWeeks();
        expect(before.length).toBeGreaterThan(0);
        expect((await player(server, LEAVER).call('DELETE', '/api/user')).status).toBe(204);
        expect(await rankedWeeks()).toEqual(before);

        // Her votes were there, on placed answers, and the deletion took them.
        const database = await store.open();
        try {
          const left = await database.db
            .selectFrom('votes')
            .select('judge_uid')
            .where('judge_uid', '=', LEAVER)
            .execute();
          expect(left).toEqual([]);
        } finally {
          await database.close();
        }
      }, 120_000);
    });
  },
);
