import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { npmRun } from './support/npm-run';

/**
 * `npm run words` on a production machine: NODE_ENV=production and no Firebase settings, which
 * the command does not need; it reads the database settings as the server does, and still names
 * a bad variable.
 */
describe('npm run words with NODE_ENV=production', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'words-cli-'));
  const production = { NODE_ENV: 'production', DATA_DIR: dataDir };

  it('works on a fresh data folder', async () => {
    expect(await npmRun('words', ['list'], production)).toEqual({ code: 0, output: '' });
    expect(existsSync(path.join(dataDir, 'words.sqlite'))).toBe(true);

    expect(await npmRun('words', ['schedule', '2099-12-24', 'regalo'], production)).toEqual({
      code: 0,
      output: '2099-12-24 will be "regalo"\n',
    });
    expect(await npmRun('words', ['list'], production)).toEqual({
      code: 0,
      output: '2099-12-24  regalo  (schedule)\n',
    });
  });

  it('names every bad variable it reads, and touches nothing', async () => {
    const elsewhere = path.join(dataDir, 'elsewhere');
    const result = await npmRun('words', ['list'], {
      ...production,
      DATA_DIR: elsewhere,
      DATABASE_URL: 'mysql://db/words',
      DEMO_CLOCK_OFFSET_DAYS: '3',
    });
    expect(result).toEqual({
      code: 1,
      output:
        'Error: Invalid configuration:\n' +
        '  - DATABASE_URL must start with postgres:// (leave it unset for SQLite)\n' +
        '  - DEMO_CLOCK_OFFSET_DAYS must not be set with NODE_ENV=production\n',
    });
    expect(existsSync(elsewhere)).toBe(false);
  });
});
