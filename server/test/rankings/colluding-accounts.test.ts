import { beforeAll, describe, expect, it } from 'vitest';
import {
  AS_SHIPPED,
  SMALL_WEEK,
  SMALL_WEEK_RING,
  VARYING_WEEK,
  simulateWeek,
  varyingRing,
  type Attack,
  type Defences,
  type Outcome,
  type Population,
} from '../support/collusion-world';
import { databaseKinds, openTestDatabase, type DatabaseKind } from '../support/databases';

/**
 * Issues 24 and 46's attacks, played through the app's services (support/collusion-world.ts): k
 * accounts vote 10 for an answer every honest judge scores about 2, and 0 or fair votes for its
 * rivals. A smaller world
 * than `npm run simulate`'s (docs/JUDGING-TRUST.md), so the file takes a few seconds: 10 judges
 * (6 fair, 2 harsh, 2 lenient) and 10 answers, the target the worst of them.
 */
const POPULATION: Population = {
  seed: 24,
  fair: 6,
  harsh: 2,
  lenient: 2,
  bias: 2,
  noise: 1,
  rivals: 9,
  targetQuality: 2,
};

/**
 * Fresh accounts that vote 10 for the target and fairly for the rest: their votes look like
 * anyone's (decision 0060 cannot tell them apart), so the established-judges rule is what stops them.
 */
const fresh = (colluders: number): Attack => ({
  colluders,
  accounts: 'fresh',
  tactic: 'honestElsewhere',
});

async function week(
  defences: Defences,
  attack: Attack | null,
  population = POPULATION,
  kind: DatabaseKind = 'sqlite',
): Promise<Outcome> {
  const database = await openTestDatabase(kind);
  try {
    return await simulateWeek(database.db, { population, defences, attack });
  } finally {
    await database.drop();
  }
}

describe('colluding accounts against the ranking (issue 24)', () => {
  let honest: Outcome;
  beforeAll(async () => {
    honest = await week(AS_SHIPPED, null);
  });

  it('ranks the honest week close to the true order, the target last', () => {
    expect(honest.order).toHaveLength(POPULATION.rivals + 1);
    expect(honest.targetPlace).toBe(POPULATION.rivals + 1);
    expect(honest.tau).toBeGreaterThan(0.9);
  });

  it.each([5, 15])(
    'lets %i accounts that never played change no place, as shipped',
    async (colluders) => {
      const attacked = await week(AS_SHIPPED, fresh(colluders));
      expect(attacked.order).toEqual(honest.order);
      expect(attacked.tau).toBe(honest.tau);
    },
  );

  it('lets the same accounts move the target up once the established-judges rule is taken out', async () => {
    const withoutRule = { establishment: false, calibration: true };
    const five = await week(withoutRule, fresh(5));
    const fifteen = await week(withoutRule, fresh(15));
    expect(five.targetPlace).toBeLessThan(honest.targetPlace ?? 0);
    expect(fifteen.targetPlace).toBeLessThan(five.targetPlace ?? 0);
    expect(five.tau).toBeLessThan(honest.tau);
  });

  it('lets 5 established accounts that sweep (10 for the target, 0 for the rest) move it no place', async () => {
    const established: Attack = { colluders: 5, accounts: 'established', tactic: 'sweep' };
    expect((await week(AS_SHIPPED, established)).targetPlace).toBe(honest.targetPlace);
  });
});

// Issue 46, point 1: the red team's small week, its votes cast through the app's vote functions.
describe.each(databaseKinds)(
  'a small week against a ring of established accounts on %s',
  (kind) => {
    it('keeps «barco» (honestly 2.0) out of the top 3 when 7 established accounts vote it 10 and its rivals 0', async () => {
      const attacked = await week(AS_SHIPPED, SMALL_WEEK_RING, SMALL_WEEK, kind);
      expect(attacked.order).toHaveLength(SMALL_WEEK.rivals + 1);
      expect(attacked.targetPlace).toBeGreaterThan(3);
    });
  },
);

// Issue 59, point 1: rings that vary their votes so as not to look alike; their severity to every
// rival must not turn into a bonus for their friend.
describe.each(databaseKinds)('a small week against rings that vary their votes on %s', (kind) => {
  it.each([3, 5, 7])(
    'keeps the target (honestly 2.0) out of the top 3 when %i established accounts vote it 9-10 and its rivals 0-2',
    async (colluders) => {
      const attacked = await week(AS_SHIPPED, varyingRing(colluders), VARYING_WEEK, kind);
      expect(attacked.order).toHaveLength(VARYING_WEEK.rivals + 1);
      expect(attacked.targetPlace).toBeGreaterThan(3);
    },
  );
});
