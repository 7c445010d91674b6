import { beforeAll, describe, expect, it } from 'vitest';
import {
  AS_SHIPPED,
  simulateWeek,
  type Attack,
  type Defences,
  type Outcome,
  type Population,
} from '../support/collusion-world';
import { openTestDatabase } from '../support/databases';

/**
 * Issue 24's attack, played through the app's services (support/collusion-world.ts): k accounts
 * vote 10 for an answer every honest judge scores about 2 and 0 for its rivals. A smaller world
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

const fresh = (colluders: number): Attack => ({ colluders, accounts: 'fresh', tactic: 'sweep' });

async function week(defences: Defences, attack: Attack | null): Promise<Outcome> {
  const database = await openTestDatabase('sqlite');
  try {
    return await simulateWeek(database.db, { population: POPULATION, defences, attack });
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
    expect(fifteen.targetPlace).toBe(1);
    expect(fifteen.tau).toBeLessThan(five.tau);
    expect(five.tau).toBeLessThan(honest.tau);
  });

  it('damps 5 established accounts that sweep (10 for the target, 0 for the rest) by calibration', async () => {
    const established: Attack = { colluders: 5, accounts: 'established', tactic: 'sweep' };
    const calibrated = await week(AS_SHIPPED, established);
    const uncalibrated = await week({ establishment: true, calibration: false }, established);
    // Established accounts do move the target (docs/JUDGING-TRUST.md), but less with calibration.
    expect(calibrated.targetPlace).toBeLessThan(honest.targetPlace ?? 0);
    expect(calibrated.targetPlace).toBeGreaterThan(uncalibrated.targetPlace ?? 0);
    expect(calibrated.tau).toBeGreaterThan(uncalibrated.tau);
  });
});
