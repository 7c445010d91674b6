import { describe, expect, it } from 'vitest';
import { choosePlacement, describePlacement, parseCpuList } from '../../bench/lib/placement.mjs';

describe('where the bench puts its processes', () => {
  it('reads the CPU lists of /proc and taskset', () => {
    expect(parseCpuList('0-1')).toEqual([0, 1]);
    expect(parseCpuList('0,2-4\n')).toEqual([0, 2, 3, 4]);
    expect(parseCpuList('3')).toEqual([3]);
    expect(() => parseCpuList('0-1 x')).toThrow(/not a CPU list/);
  });

  it('puts the server on the first core it may use, the load generator on the second, PostgreSQL beside the load generator unless told', () => {
    expect(choosePlacement('cores', null, [2, 3, 5])).toEqual({
      mode: 'cores',
      serverCore: 2,
      generatorCore: 3,
      postgresCore: 3,
      note: null,
    });
    expect(choosePlacement('cores', 'all', [0, 1]).postgresCore).toBe('all');
    expect(choosePlacement('cores', 0, [0, 1]).postgresCore).toBe(0);
  });

  it('shares the machine when asked, or when it has one core only, and says why', () => {
    expect(choosePlacement('shared', 1, [0, 1])).toMatchObject({ mode: 'shared', note: null });
    const one = choosePlacement('cores', null, [0]);
    expect(one).toMatchObject({ mode: 'shared', serverCore: null, generatorCore: null });
    expect(describePlacement(one, [])).toBe(
      "Placement: shared, nothing pinned: the server, the baseline and the load generator share the machine's cores (cores asked for, but the bench may use 1 core only).",
    );
  });

  it('names the placement in the report’s header', () => {
    expect(describePlacement(choosePlacement('cores', null, [0, 1]), ['core 1', 'core 1'])).toBe(
      'Placement: server and baseline on core 0, load generator on core 1, PostgreSQL on core 1; the bare insert loop on core 0 (taskset; `--placement shared` pins nothing).',
    );
  });
});
