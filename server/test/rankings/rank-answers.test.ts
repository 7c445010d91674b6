import { describe, expect, it } from 'vitest';
import { rankAnswers, type RatedAnswer } from '../../src/rankings/rank-answers';

const answer = (
  id: string,
  votes: number[],
  options: { day?: string; at?: string } = {},
): RatedAnswer => ({
  id,
  day: options.day ?? '2026-11-16',
  vote_count: votes.length,
  score_total: votes.reduce((sum, vote) => sum + Math.round(vote * 100), 0),
  created_at: options.at ?? '2026-11-16T10:00:00.000Z',
});

const periodOrder = (answers: RatedAnswer[], weight = 5) =>
  rankAnswers(answers, weight)
    .placements.filter((p) => p.periodRank !== null)
    .sort((a, b) => (a.periodRank ?? 0) - (b.periodRank ?? 0))
    .map((p) => p.answerId);

describe('ranking a closed period', () => {
  it('puts thirty votes averaging 9.5 above one vote of 10', () => {
    const thirty = answer('treinta', [...Array(15).fill(9), ...Array(15).fill(10)]);
    const one = answer('uno', [10]);
    const ordinary = answer('normal', [5, 6, 4, 7, 5]);
    expect(periodOrder([one, thirty, ordinary])).toEqual(['treinta', 'uno', 'normal']);
  });

  it('still ranks the single 10 above an answer with many mediocre votes', () => {
    const many = answer('muchos', Array(40).fill(6));
    const one = answer('uno', [10]);
    expect(periodOrder([many, one])).toEqual(['uno', 'muchos']);
  });

  it('breaks ties by more votes, then by the earlier submission', () => {
    const early = answer('temprano', [7], { at: '2026-11-16T08:00:00.000Z' });
    const late = answer('tarde', [7], { at: '2026-11-16T09:00:00.000Z' });
    const more = answer('mas-votos', [7, 7], { at: '2026-11-16T10:00:00.000Z' });
    expect(periodOrder([late, early, more], 0)).toEqual(['mas-votos', 'temprano', 'tarde']);
  });

  it('places the best 20 of the period and the best 3 of each word', () => {
    const monday = Array.from({ length: 25 }, (_, i) => answer(`lunes-${i}`, [10 - i * 0.25]));
    const tuesday = Array.from({ length: 5 }, (_, i) =>
      answer(`martes-${i}`, [3 - i * 0.25], { day: '2026-11-17' }),
    );
    const { placements, order } = rankAnswers([...monday, ...tuesday], 5);
    const byId = new Map(placements.map((p) => [p.answerId, p]));

    expect(periodOrder([...monday, ...tuesday])).toEqual(
      Array.from({ length: 20 }, (_, i) => `lunes-${i}`),
    );
    expect(byId.get('lunes-0')).toMatchObject({ periodRank: 1, wordRank: 1 });
    expect(byId.get('lunes-2')).toMatchObject({ periodRank: 3, wordRank: 3 });
    expect(byId.get('lunes-3')).toMatchObject({ periodRank: 4, wordRank: null });
    expect(byId.get('martes-0')).toMatchObject({ periodRank: null, wordRank: 1 });
    expect(byId.get('martes-2')?.wordRank).toBe(3);
    expect(byId.has('martes-3')).toBe(false);
    expect(byId.has('lunes-24')).toBe(false);
    // Every answer keeps its place in the order, however low: 'Tu puesto' (issue 47, point 11).
    expect(order).toHaveLength(30);
    expect(order.indexOf('lunes-24') + 1).toBe(25);
    expect(order.indexOf('martes-3') + 1).toBe(29);
  });

  it('places nothing in a period without rated answers', () => {
    expect(rankAnswers([], 5)).toEqual({ priorMean: null, placements: [], order: [] });
  });
});
