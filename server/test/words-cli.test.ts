import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { npmRun, scriptRun } from './support/npm-run';

/**
 * `npm run words` on a production machine: NODE_ENV=production and no Firebase settings, which
 * the command does not need; it reads the database settings as the server does, and still names
 * a bad variable.
 */
describe('npm run words with NODE_ENV=production', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'words-cli-'));
  const production = { NODE_ENV: 'production', DATA_DIR: dataDir };

  it('works on a fresh data folder', async () => {
    // Issue 45: it rebuilt server/dist under the servers running from it; it runs it as it is.
    const served = path.resolve(import.meta.dirname, '../dist/server.js');
    const before = statSync(served);
    expect(await npmRun('words', ['list'], production)).toEqual({ code: 0, output: '' });
    const after = statSync(served);
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
    expect(existsSync(path.join(dataDir, 'words.sqlite'))).toBe(true);

    expect(await scriptRun('words', ['schedule', '2099-12-24', 'regalo'], production)).toEqual({
      code: 0,
      output: '2099-12-24 will be "regalo"\n',
    });
    expect(await scriptRun('words', ['list'], production)).toEqual({
      code: 0,
      output: '2099-12-24  regalo  (schedule)\n',
    });
  });

  it('names every bad variable it reads, and touches nothing', async () => {
    const elsewhere = path.join(dataDir, 'elsewhere');
    const result = await scriptRun('words', ['list'], {
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

describe("npm run words: the operators' word lists", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'words-cli-lists-'));
  const env = { DATA_DIR: dataDir };

  it('allows, unallows, blocks and unblocks words, and lists the refused ones', async () => {
    expect(await scriptRun('words', ['allow', 'chulapi', '--like', 'taxi'], env)).toEqual({
      code: 0,
      output: 'Allowed "chulapi": chulapi, chulapis\n',
    });
    expect(await scriptRun('words', ['allow', 'casa'], env)).toEqual({
      code: 1,
      output: 'Error: "casa" is already a word of the dictionary\n',
    });
    expect(await scriptRun('words', ['unallow', 'chulapi'], env)).toEqual({
      code: 0,
      output: 'unallow "chulapi": done\n',
    });
    expect(await scriptRun('words', ['block', 'pepino'], env)).toEqual({
      code: 0,
      output: 'block "pepino": done\n',
    });
    expect(await scriptRun('words', ['unblock', 'pepino'], env)).toEqual({
      code: 0,
      output: 'unblock "pepino": done\n',
    });
    expect(await scriptRun('words', ['refused', '--days', '3'], env)).toEqual({
      code: 0,
      output: 'No refused words in the last 3 days\n',
    });
  }, 120_000);

  it('says what was wrong, naming the file or the option, without a stack trace', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'words-cli-folder-'));
    const missing = path.join(folder, 'nada.txt');
    const told: [string[], number, string][] = [
      [['import', folder], 1, `cannot read ${folder}: it is a folder, not a file`],
      [['import', missing], 1, `cannot read ${missing}: there is no such file`],
      [['refused', '--days', 'many'], 2, '--days takes a whole number of 1 or more, not "many"'],
      [['upcoming', '-1'], 2, 'upcoming takes a whole number of 1 or more, not "-1"'],
      [['allow', 'chulapo', '--lik', 'taxi'], 2, 'allow does not take --lik'],
    ];
    for (const [args, code, message] of told) {
      expect(await scriptRun('words', args, env)).toEqual({ code, output: `Error: ${message}\n` });
    }
    const usage = await scriptRun('words', ['nada'], env);
    expect(usage.code).toBe(2);
    expect(usage.output).toContain('refused [--days N]');
  }, 120_000);

  // Issue 59, point 7: with no command it created ./data/words.sqlite before its usage.
  it('prints its usage without opening a database when there is nothing to do', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'words-cli-usage-')), 'data');
    const env = { NODE_ENV: 'production', DATA_DIR: dataDir };
    const asked: [string[], number][] = [
      [[], 2],
      [['nada'], 2],
      [['--help'], 0],
      [['list', '-h'], 0],
    ];
    for (const [args, code] of asked) {
      const run = await scriptRun('words', args, env);
      expect({ args, code: run.code }).toEqual({ args, code });
      expect(run.output).toContain('Usage: npm run words');
    }
    expect(existsSync(dataDir)).toBe(false);
  });
});
