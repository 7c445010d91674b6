import { randomInt, randomUUID } from 'node:crypto';
import { addDays } from '@words/contract/day';
import { sql, type CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import type {
  GroupMembersTable,
  GroupsTable,
  NewAnswer,
  NewPlayer,
  SkippedAnswersTable,
  NewVote,
} from '../src/db/schema';
import { periodOf } from '../src/periods/period';
import { drawPickKey } from '../src/judging/pick-key';
import { answerToJudgeQuery, firstAnswerToJudge } from '../src/judging/queue.repository';
import { databaseKinds } from './support/databases';
import { genericPlanOf, planOf } from './support/plans';
import { startGame, type TestGame } from './support/game';
import { insertInBatches } from './support/seed';

/**
 * GET /api/vote/random must stay fast with millions of answers: the query that picks an answer
 * walks the answers_to_judge index and never reads the whole answers table. These tests seed a
 * full period and ask the database itself how it runs that query.
 */

const SUNDAY_NOON = '2026-11-22T12:00:00.000Z';
const PERIOD = periodOf('2026-11-22', 7).start; // 2026-11-16
const PREVIOUS_PERIOD = periodOf(addDays(PERIOD, -1), 7).start;
const PLAYERS = 20_000;
const DAYS_PLAYED = 5; // Monday to Friday: 20,000 × 5 = 100,000 answers in the period.
const ANSWERS_IN_PERIOD = PLAYERS * DAYS_PLAYED;
const JUDGE = 'p-00000';

const uidOf = (player: number) => `p-${String(player).padStart(5, '0')}`;
/** Peñas of 10 players each, and a second round of them across the first: 4,000 peñas. */
const GROUP_SIZE = 10;

/** Everyone in a peña of 10 (the judge's among them), and half of them in a second one. */
function seedGroups(created: string): { groups: GroupsTable[]; members: GroupMembersTable[] } {
  const groups: GroupsTable[] = [];
  const members: GroupMembersTable[] = [];
  const addGroup = (players: number[]) => {
    const id = randomUUID();
    groups.push({ id, name: `Peña ${groups.length}`, invite_code: id, created_at: created });
    players.forEach((p, seat) =>
      members.push({
        group_id: id,
        player_uid: uidOf(p),
        id: randomUUID(),
        seat: seat + 1,
        joined_at: created,
      }),
    );
  };
  for (let first = 0; first < PLAYERS; first += GROUP_SIZE) {
    addGroup(Array.from({ length: GROUP_SIZE }, (_, i) => first + i));
  }
  for (let first = 0; first < PLAYERS / 2; first += GROUP_SIZE) {
    addGroup(Array.from({ length: GROUP_SIZE }, (_, i) => (first + i * 37) % PLAYERS));
  }
  return { groups, members };
}

/** Players, their answers in this period and the last one, and the votes their counts say. */
async function seed(db: Db): Promise<void> {
  const players: NewPlayer[] = [];
  const answers: NewAnswer[] = [];
  const votes: NewVote[] = [];
  const skipped: SkippedAnswersTable[] = [];
  const created = new Date(SUNDAY_NOON).toISOString();
  for (let p = 0; p < PLAYERS; p++) {
    players.push({
      uid: uidOf(p),
      alias: `Jugador ${p}`,
      alias_key: `jugador ${p}`,
      timezone: 'Europe/Madrid',
      notifications: 0,
      created_at: created,
    });
  }
  const addAnswer = (p: number, day: string, periodStart: string) => {
    const id = randomUUID();
    // Like the app: 0 to 5 votes so far, a random pick key from the same range.
    const voteCount = randomInt(0, 6);
    let total = 0;
    for (let j = 0; j < voteCount; j++) {
      const score = randomInt(0, 1001);
      total += score;
      // Distinct judges, never the author; some skipped another answer on the way.
      const judge = uidOf((p + 1 + 7 * j) % PLAYERS);
      votes.push({ answer_id: id, judge_uid: judge, score, created_at: created });
      if (j === 0 && p % 10 === 0) {
        skipped.push({ judge_uid: uidOf((p + 3) % PLAYERS), answer_id: id, skipped_at: created });
      }
    }
    answers.push({
      id,
      player_uid: uidOf(p),
      day,
      word: 'mar',
      answer: `respuesta${p % 97}`,
      period_start: periodStart,
      created_at: `${day}T10:00:00.000Z`,
      vote_count: voteCount,
      score_total: total,
      pick_key: drawPickKey(),
      // About half the authors judged enough this period to be served first.
      queue_rank: randomInt(0, 2),
    });
  };
  for (let p = 0; p < PLAYERS; p++) {
    for (let d = 0; d < DAYS_PLAYED; d++) addAnswer(p, addDays(PERIOD, d), PERIOD);
    if (p % 2 === 0) addAnswer(p, addDays(PREVIOUS_PERIOD, 4), PREVIOUS_PERIOD);
  }
  const { groups, members } = seedGroups(created);
  await db.transaction().execute(async (trx) => {
    await insertInBatches(trx, 'players', players);
    await insertInBatches(trx, 'groups', groups);
    await insertInBatches(trx, 'group_members', members);
    await insertInBatches(trx, 'answers', answers);
    await insertInBatches(trx, 'votes', votes);
    await insertInBatches(trx, 'skipped_answers', skipped);
  });
}

describe.each(databaseKinds)('picking an answer to judge among 100,000 on %s', (kind) => {
  let game: TestGame;
  beforeAll(async () => {
    game = await startGame(kind, { start: SUNDAY_NOON });
    await seed(game.database.db);
    const { count } = await game.database.db
      .selectFrom('answers')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('period_start', '=', PERIOD)
      .executeTakeFirstOrThrow();
    if (Number(count) !== ANSWERS_IN_PERIOD) throw new Error(`seeded ${count} answers`);
  }, 180_000);
  afterAll(() => game?.close());

  // A judge who has played today walks the period; one who has not, each earlier day on its own.
  const forms = [
    ['the fewest-votes query', undefined, 'period'],
    ['the tier query (vote count, queue rank and a random pick key)', 'tier', 'period'],
    ['the fewest-votes query of one day', undefined, 'day'],
    ['the tier query of one day', 'tier', 'day'],
  ] as const;
  const scopeOf = (walk: (typeof forms)[number][2]) =>
    walk === 'day' ? { day: addDays(PERIOD, 2) } : { periodStart: PERIOD };

  async function expectIndexWalk(
    form: (typeof forms)[number][1],
    walk: (typeof forms)[number][2],
    explain = (db: Db, query: CompiledQuery) => planOf(kind, db, query),
  ): Promise<void> {
    const db = game.database.db;
    const tier =
      form === 'tier' ? { vote_count: 0, queue_rank: 0, fromPickKey: drawPickKey() } : undefined;
    const plan = await explain(db, answerToJudgeQuery(db, scopeOf(walk), JUDGE, tier).compile());

    expect(plan.fullScans, plan.text).not.toContain('answers');
    expect(plan.indexes, plan.text).toContain(
      walk === 'day' ? 'answers_to_judge_by_day' : 'answers_to_judge',
    );
    // Sorting would mean reading every matching answer first, however the rows are found.
    expect(plan.sorts, plan.text).toBe(false);
    // The judge's own votes and skips are looked up by key, not by reading every one.
    expect(plan.fullScans, plan.text).not.toContain('votes');
    expect(plan.fullScans, plan.text).not.toContain('skipped_answers');
    // Fair play: the judge's fellow members of peñas are found by index, never by reading them all.
    expect(plan.fullScans, plan.text).not.toContain('group_members');
    expect(plan.indexes, plan.text).toContain('group_members_by_player');
  }

  describe('as the database finds the tables, without statistics', () => {
    it.each(forms)(
      '%s walks answers_to_judge and never reads all answers',
      async (_n, form, walk) => {
        await expectIndexWalk(form, walk);
      },
    );
  });

  describe('after ANALYZE, with the statistics a database in production keeps', () => {
    beforeAll(async () => {
      await sql`ANALYZE`.execute(game.database.db);
    }, 120_000);

    it.each(forms)(
      '%s walks answers_to_judge and never reads all answers',
      async (_n, form, walk) => {
        await expectIndexWalk(form, walk);
      },
    );

    // Prepared once per connection, the query may run on the plan PostgreSQL makes without values:
    // left to choose (plan_cache_mode auto), it may settle on that plan after five runs.
    if (kind === 'postgres') {
      it.each(forms)(
        '%s, prepared, walks answers_to_judge with the plan made without its values too',
        async (_n, form, walk) => {
          await expectIndexWalk(form, walk, genericPlanOf);
        },
      );
    }

    // Deleting an account (account.repository's removePlayer) deletes the player's answers: what
    // refers to them is found by index (foreign-keys-indexed.test.ts), the skips of them too.
    it('deletes a player’s answers and the skips of them reading no table whole', async () => {
      const db = game.database.db;
      const own = db.selectFrom('answers').select('id').where('player_uid', '=', JUDGE);
      for (const statement of [
        db.deleteFrom('skipped_answers').where('answer_id', 'in', own),
        db.deleteFrom('answers').where('player_uid', '=', JUDGE),
      ]) {
        const plan = await planOf(kind, db, statement.compile());
        expect(plan.fullScans, plan.text).toEqual([]);
      }
    });
  });

  it.each(forms)(
    '%s, compiled once and reused, finds what the query finds',
    async (_n, form, walk) => {
      const db = game.database.db;
      for (let i = 0; i < 3; i++) {
        const tier =
          form === 'tier'
            ? { vote_count: i % 2, queue_rank: i % 2, fromPickKey: drawPickKey() }
            : undefined;
        const judge = `p-${String(i * 101).padStart(5, '0')}`;
        const expected = await answerToJudgeQuery(
          db,
          scopeOf(walk),
          judge,
          tier,
        ).executeTakeFirst();
        const found = await firstAnswerToJudge(db, scopeOf(walk), judge, tier);
        expect(found?.id).toBe(expected?.id);
      }
    },
  );

  it('hands a judge, through the app, an open answer of the period with the fewest votes', async () => {
    const db = game.database.db;
    const fewest = await db
      .selectFrom('answers as a')
      .select((eb) => eb.fn.min('a.vote_count').as('min'))
      .where('a.period_start', '=', PERIOD)
      .where('a.player_uid', '<>', JUDGE)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('votes as v')
              .select('v.judge_uid')
              .whereRef('v.answer_id', '=', 'a.id')
              .where('v.judge_uid', '=', JUDGE),
          ),
        ),
      )
      .executeTakeFirstOrThrow();

    // Those who share a peña with the judge, whose answers the judge is never handed.
    const fellows = (
      await db
        .selectFrom('group_members as mine')
        .innerJoin('group_members as other', 'other.group_id', 'mine.group_id')
        .select('other.player_uid')
        .where('mine.player_uid', '=', JUDGE)
        .execute()
    ).map((f) => f.player_uid);
    expect(fellows.length).toBeGreaterThan(GROUP_SIZE);

    const picked = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const response = await game.call(JUDGE, { method: 'GET', url: '/api/vote/random' });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { word: string; answer: string; answer_uuid: string };
      expect(Object.keys(body).sort()).toEqual(['answer', 'answer_uuid', 'word']);
      const row = await db
        .selectFrom('answers')
        .selectAll()
        .where('id', '=', (await game.handed(JUDGE, body.answer_uuid)) ?? '')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        period_start: PERIOD,
        word: body.word,
        answer: body.answer,
        vote_count: Number(fewest.min),
        // Among as few votes, the answers of authors who judge come first.
        queue_rank: 0,
      });
      expect(row.player_uid).not.toBe(JUDGE);
      expect(fellows).not.toContain(row.player_uid);
      const judged = await db
        .selectFrom('votes')
        .select('judge_uid')
        .where('answer_id', '=', row.id)
        .where('judge_uid', '=', JUDGE)
        .executeTakeFirst();
      expect(judged).toBeUndefined();
      picked.add(row.id);
    }
    // Random among equals: thousands share the fewest votes, so ten picks are not all one answer.
    expect(picked.size).toBeGreaterThan(1);
  });
});
