import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPlayers } from '../src/players/players';
import { openDatabase } from '../src/db/database';
import { TestClock } from './support/clock';
import { npmRun } from './support/npm-run';

/** `npm run moderate` as an operator runs it on a production machine's SQLite database. */
describe('npm run moderate with NODE_ENV=production', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'moderate-cli-'));
  const production = { NODE_ENV: 'production', DATA_DIR: dataDir };

  it('bans a player, logs who did it, and refuses a change without --by', async () => {
    const database = await openDatabase({
      url: null,
      sqliteFile: path.join(dataDir, 'words.sqlite'),
    });
    await createPlayers({ db: database.db, clock: new TestClock('2026-11-16T12:00:00Z') }).register(
      'troll',
      { alias: 'Vecino Ruidoso', timezone: 'UTC', notifications: false },
    );
    await database.close();

    expect(await npmRun('moderate', ['reports'], production)).toEqual({ code: 0, output: '' });
    expect(await npmRun('moderate', ['ban', 'troll'], production)).toEqual({
      code: 2,
      output: 'Say who acts: --by NAME\n',
    });
    expect(await npmRun('moderate', ['ban', 'troll', '--by', 'marta'], production)).toEqual({
      code: 0,
      output: 'Banned: troll\n',
    });
    expect(await npmRun('moderate', ['ban', 'nadie', '--by', 'marta'], production)).toEqual({
      code: 1,
      output: 'Error: no player nadie\n',
    });
    const log = await npmRun('moderate', ['log'], production);
    expect(log.code).toBe(0);
    expect(log.output).toMatch(/^\S+Z {2}marta {2}ban troll {2}"Vecino Ruidoso"\n$/);
  });
});
