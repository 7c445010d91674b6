import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JudgeVote } from '../../src/rankings/calibration';
import type { RatedAnswer } from '../../src/rankings/rank-answers';
import { rankPeriod } from '../../src/rankings/rank-period';

/** Five generated periods for each fuzzed call's case: cheap, no database. */
const RUNS = 5 * Number(process.env.FUZZ_RUNS ?? 60);

const DAYS = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19'];

/**
 * A period: up to 40 answers over four days, each with up to 6 votes from distinct judges among
 * 8, in whole or half points so that figures tie; the rule's settings vary too.
 */
const period = fc.record({
  answers: fc.array(
    fc.record({
      day: fc.constantFrom(...DAYS),
      votes: fc.uniqueArray(
        fc.record({ judge: fc.integer({ min: 0, max: 7 }), half: fc.integer({ min: 0, max: 20 }) }),
        { maxLength: 6, selector: (vote) => vote.judge },
      ),
    }),
    { maxLength: 40 },
  ),
  minVotes: fc.integer({ min: 1, max: 3 }),
  priorWeight: fc.integer({ min: 0, max: 10 }),
  calibrationMinVotes: fc.integer({ min: 1, max: 4 }),
});

type Generated = typeof period extends fc.Arbitrary<infer T> ? T : never;

/** What closing the period reads: the votes that count, and the answers with enough of them. */
function asRead(generated: Generated): { rated: RatedAnswer[]; votes: JudgeVote[] } {
  const votes: JudgeVote[] = [];
  const rated: RatedAnswer[] = [];
  generated.answers.forEach((answer, a) => {
    const id = `r-${String(a).padStart(2, '0')}`;
    const scores = answer.votes.map((vote) => vote.half * 50);
    answer.votes.forEach((vote, v) => {
      votes.push({ answer_id: id, judge_uid: `juez-${vote.judge}`, score: scores[v] ?? 0 });
    });
    if (scores.length < generated.minVotes) return;
    rated.push({
      id,
      day: answer.day,
      vote_count: scores.length,
      score_total: scores.reduce((sum, score) => sum + score, 0),
      created_at: new Date(Date.UTC(2026, 10, 16, 0, 0, a)).toISOString(),
    });
  });
  return { rated, votes };
}

describe("a closed period's stored figures", () => {
  it("never show a lower 'Puntuación' above a higher one, in any table, over many periods", () => {
    fc.assert(
      fc.property(period, (generated) => {
        const { rated, votes } = asRead(generated);
        const { priorMean, placements } = rankPeriod(rated, votes, generated);
        const dayOf = new Map(rated.map((answer) => [answer.id, answer.day]));
        // The tables the page shows: the period's best, and each word's, in the order of places.
        const best = placements
          .filter((p) => p.periodRank !== null)
          .sort((a, b) => (a.periodRank ?? 0) - (b.periodRank ?? 0));
        const words = DAYS.map((day) =>
          placements
            .filter((p) => p.wordRank !== null && dayOf.get(p.answerId) === day)
            .sort((a, b) => (a.wordRank ?? 0) - (b.wordRank ?? 0)),
        );
        expect(best.map((p) => p.periodRank)).toEqual(best.map((_, i) => i + 1));
        for (const table of words) {
          expect(table.map((p) => p.wordRank)).toEqual(table.map((_, i) => i + 1));
        }
        for (const table of [best, ...words]) {
          table.slice(1).forEach((lower, i) => {
            expect(lower.rankScore).toBeLessThanOrEqual(table[i]?.rankScore ?? 0);
          });
        }
        for (const p of placements) {
          expect(Number.isInteger(p.rankScore) && Number.isInteger(p.correctedScore)).toBe(true);
          expect(p.correctedScore).toBeGreaterThanOrEqual(0);
          expect(p.correctedScore).toBeLessThanOrEqual(1000);
          // Pulled toward the prior: between it and its own corrected mean (within the rounding).
          const mean = priorMean ?? 0;
          expect(p.rankScore).toBeGreaterThanOrEqual(Math.min(mean, p.correctedScore) - 1);
          expect(p.rankScore).toBeLessThanOrEqual(Math.max(mean, p.correctedScore) + 1);
        }
        expect(priorMean === null).toBe(rated.length === 0);
      }),
      { numRuns: RUNS },
    );
  });
});
