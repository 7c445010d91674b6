import { afterEach, describe, expect, it } from 'vitest';
import { PLAYER_CHANGES_CHECK_MS, watchPlayerChanges } from '../../src/players/player-changes';
import { bumpPlayerChanges } from '../../src/players/player-changes.repository';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/databases';

describe.each(databaseKinds)('the counter of player changes, watched, on %s', (kind) => {
  let database: TestDatabase;
  afterEach(async () => database?.drop());

  it('reads the counter at most once a check, then sees a change made meanwhile', async () => {
    database = await openTestDatabase(kind);
    let now = 0;
    const changes = watchPlayerChanges(database.db, { checkMs: 2_000, now: () => now });
    const before = await changes();

    // A ban, a rename or a deletion on another instance.
    await bumpPlayerChanges(database.db);
    now += 1_999;
    expect(await changes()).toBe(before);
    now += 1;
    expect(await changes()).toBe(before + 1);
  });

  it('shares one read among the calls that ask meanwhile', async () => {
    database = await openTestDatabase(kind);
    const changes = watchPlayerChanges(database.db, { checkMs: 2_000, now: () => 0 });
    const [first, second] = [changes(), changes()];
    expect(second).toBe(first);
    expect(await first).toBe(await second);
  });
});

// The real clock reaches the instances of a deployment; the default check is a few seconds.
it('checks for player changes well within five seconds', () => {
  expect(PLAYER_CHANGES_CHECK_MS).toBeLessThanOrEqual(5_000 / 2);
});
