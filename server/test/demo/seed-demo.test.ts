import type { RegionalWeekResponse, RegionsResponse } from '@words/contract/api/regions';
import type { ProfileResponse } from '@words/contract/api/user';
import type { RankingPeriodsResponse, PeriodRankingResponse } from '@words/contract/api/rankings';
import { addDays } from '@words/contract/day';
import { afterEach, expect, it } from 'vitest';
import { isSeeded, seedDemo, SEED_DAYS } from '../../src/demo/seed-demo';
import { DUEL_DAYS } from '../../src/demo/seed-duels';
import { startGame, type TestGame } from '../support/game';

/**
 * `npm run demo`'s seed: weeks of a crowd playing through the game's own services, so that a
 * newcomer finds rankings, answers to judge and past days with crowds, and the demo account finds
 * a history of its own.
 */

const NOW = '2026-11-24T15:00:00.000Z';
const TODAY = '2026-11-24';

let open: TestGame | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

it('seeds a ranked period, answers to judge, past days with crowds and the demo account’s history', async () => {
  const game = (open = await startGame('sqlite', { start: NOW }));
  expect(await isSeeded(game.database.db)).toBe(false);
  const summary = await seedDemo(game.config, game.database.db, new Date(NOW), [
    { uid: 'cuenta-demo', alias: 'Ana' },
  ]);
  expect(await isSeeded(game.database.db)).toBe(true);
  expect(summary.days).toBe(SEED_DAYS + 1);

  // A newcomer registers and sees a full game: rankings of a period long closed…
  await game.register('recien-llegada', 'Recién llegada');
  const { periods } = (
    await game.call('recien-llegada', { method: 'GET', url: '/api/rankings' })
  ).json<RankingPeriodsResponse>();
  const longClosed = periods.filter((period) => period.end <= addDays(TODAY, -3));
  expect(longClosed.length).toBeGreaterThanOrEqual(1);
  const ranking = (
    await game.call('recien-llegada', {
      method: 'GET',
      url: `/api/rankings/${longClosed[0]?.start}`,
    })
  ).json<PeriodRankingResponse>();
  expect(ranking.best.length).toBeGreaterThanOrEqual(10);
  expect(ranking.words).toHaveLength(7);
  expect(ranking.words.every((word) => word.answers.length > 0)).toBe(true);
  // The crowd judged at once, and the queue still reached every answer of the period.
  const unjudged = await game.database.db
    .selectFrom('answers')
    .select(['day', 'answer'])
    .where('period_start', '=', ranking.period.start)
    .where('vote_count', '=', 0)
    .execute();
  expect(unjudged).toEqual([]);

  // …the map of that week: each country's best answers by its own judges, and where they differ
  // (decision 0076)…
  const map = (
    await game.call('recien-llegada', {
      method: 'GET',
      url: `/api/rankings/${longClosed[0]?.start}/regions`,
    })
  ).json<RegionalWeekResponse>();
  expect(map.regions.map((region) => region.region).sort()).toEqual(['AR', 'ES', 'MX']);
  expect(map.regions.every((region) => region.best.length === 5)).toBe(true);
  const firsts = map.regions.map((region) => region.best[0]?.answer);
  expect(new Set(firsts).size, firsts.join()).toBeGreaterThan(1);
  expect(map.apart.length).toBeGreaterThan(0);

  // …answers of the running period to judge…
  const judged = await game.call('recien-llegada', { method: 'GET', url: '/api/vote/random' });
  expect(judged.statusCode).toBe(200);
  expect(judged.json()).toMatchObject({ answer_uuid: expect.any(String) });

  // …a crowd by region after playing today, and on yesterday's page…
  await game.play('recien-llegada');
  for (const date of [TODAY, addDays(TODAY, -1)]) {
    const regions = await game.call('recien-llegada', {
      method: 'GET',
      url: `/api/play/regions/${date}`,
    });
    const shown = (regions.json() as RegionsResponse).regions;
    expect(shown.map((region) => region.region).sort(), date).toEqual(['AR', 'ES', 'MX']);
    expect(shown.every((region) => region.answers.length > 0)).toBe(true);
  }

  // …and every past day with a crowd, who often said the same.
  const days = await game.database.db.selectFrom('answers').select(['day', 'answer']).execute();
  const perDay = new Map<string, string[]>();
  for (const { day, answer } of days) perDay.set(day, [...(perDay.get(day) ?? []), answer]);
  expect(perDay.size).toBe(SEED_DAYS + 1);
  for (const [day, answers] of perDay) {
    expect(answers.length, day).toBeGreaterThanOrEqual(8);
    expect(answers.length - new Set(answers).size, day).toBeGreaterThan(0);
  }
  expect(perDay.get(TODAY)?.length).toBeGreaterThanOrEqual(8);

  // The demo account played along: a history with closed, scored and placed answers.
  const profile = (
    await game.call('cuenta-demo', { method: 'GET', url: '/api/user/profile' })
  ).json<ProfileResponse>();
  expect(profile.alias).toBe('Ana');
  expect(profile.playedWords.length).toBeGreaterThanOrEqual(15);
  expect(profile.playedWords.some((played) => played.status === 'closed')).toBe(true);
  expect(profile.playedWords.some((played) => played.status === 'open')).toBe(true);
  expect(profile.playedWords.some((played) => played.votes > 0)).toBe(true);

  // …and a peña of the crowd, with its weeks: members, streaks, a ranking of their own.
  const { groups } = (await game.call('cuenta-demo', { method: 'GET', url: '/api/groups' })).json();
  expect(groups).toEqual([
    {
      id: expect.any(String),
      name: 'Los del barrio',
      members: 8,
      played_today: expect.any(Number),
    },
  ]);
  const penas = await game.database.db.selectFrom('groups').select('name').execute();
  expect(penas.map((g) => g.name).sort()).toEqual(['Los del barrio', 'Peña del café']);
  const detail = (
    await game.call('cuenta-demo', { method: 'GET', url: `/api/groups/${groups[0].id}` })
  ).json();
  expect(detail.members.some((m: { streak: number }) => m.streak > 0)).toBe(true);
  expect(detail.last_ranking.answers.length).toBeGreaterThan(0);
  // The peña judged its own: a closed peña ranking by its votes, with a best answer.
  expect(detail.last_ranking.answers.some((a: { votes: number }) => a.votes > 0)).toBe(true);
  expect(detail.last_ranking.answers[0].best).toBe(true);
  const stored = await game.database.db
    .selectFrom('pena_closed_periods')
    .select('group_id')
    .execute();
  expect(stored).toHaveLength(2);

  // …and Mente gemela with one of the crowd: today's under way, her turn; yesterday's met.
  const duels = (await game.call('cuenta-demo', { method: 'GET', url: '/api/duels' })).json();
  expect(duels.duels).toEqual([
    expect.objectContaining({ date: TODAY, state: 'playing', your_turn: true, round: 2 }),
    expect.objectContaining({ date: addDays(TODAY, -1), state: 'match' }),
  ]);
  expect(duels.pair_streaks).toEqual([{ partner: expect.any(String), streak: DUEL_DAYS }]);
}, 120_000);
