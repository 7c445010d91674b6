import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errors } from '@words/contract/errors';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { createPlayers } from '../src/players/players';
import { createServices } from '../src/services';
import { TestClock } from './support/clock';
import { npmRun, scriptRun } from './support/npm-run';

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
    expect(await scriptRun('moderate', ['ban', 'troll'], production)).toEqual({
      code: 2,
      output: 'Say who acts: --by NAME\n',
    });
    expect(await scriptRun('moderate', ['ban', 'troll', '--by', 'marta'], production)).toEqual({
      code: 0,
      output: 'Banned: troll\n',
    });
    // An operator's rename passes the players' name checks (an insult of the Americas here).
    const rename = await scriptRun(
      'moderate',
      ['rename', 'troll', 'Pendejo', '--by', 'marta'],
      production,
    );
    expect(rename.code).toBe(1);
    expect(rename.output).toBe(`Error: ${errors.OFFENSIVE_ALIAS.message}\n`);
    expect(await scriptRun('moderate', ['ban', 'nadie', '--by', 'marta'], production)).toEqual({
      code: 1,
      output: 'Error: no player nadie\n',
    });
    const log = await scriptRun('moderate', ['log'], production);
    expect(log.code).toBe(0);
    expect(log.output).toMatch(/^\S+Z {2}marta {2}ban troll {2}"Vecino Ruidoso"\n$/);
  });
  it('never asks who acts to read, and names an option it does not take', async () => {
    const env = {
      NODE_ENV: 'production',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'moderate-cli-options-')),
    };
    const answers: [string[], number, string][] = [
      [['log', '--limit', '-1'], 2, 'Error: --limit takes a whole number of 1 or more, not "-1"\n'],
      [['log', '--limit', '5'], 0, ''],
      [['reports', '--json'], 2, 'Error: reports does not take --json\n'],
      [['ban', 'troll', '--force', '--by', 'marta'], 2, 'Error: ban does not take --force\n'],
      [['hide', 'a-1'], 2, 'Say who acts: --by NAME\n'],
    ];
    for (const [args, code, output] of answers) {
      expect(await scriptRun('moderate', args, env)).toEqual({ code, output });
    }
  });

  it('lists the reported answers, those held by reports first, with how many reports hold', async () => {
    const reportsDir = mkdtempSync(path.join(tmpdir(), 'moderate-cli-reports-'));
    const database = await openDatabase({
      url: null,
      sqliteFile: path.join(reportsDir, 'words.sqlite'),
    });
    const clock = new TestClock('2026-11-16T12:00:00Z');
    // The rule as it ships: judges who never played hold nothing; REPORTS_TO_HIDE at 1.
    const config = loadConfig({
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1', // no keys to fetch: nobody signs in here
      REPORTS_TO_HIDE: '1',
    });
    const lenient = { ...config, established: { minDays: 0, minVotes: 0 } };
    const game = createServices(config, { db: database.db, clock, realClock: clock });
    const trusted = createServices(lenient, { db: database.db, clock, realClock: clock });
    for (const uid of ['ana', 'bea', 'veterana', 'nueva']) {
      await game.players.register(uid, { alias: uid, timezone: 'UTC', notifications: false });
    }
    const date = clock.now().toISOString();
    for (const [uid, answer] of [
      ['ana', 'ola'],
      ['bea', 'barco'],
    ] as const) {
      const { word } = await game.answers.todaysWord(uid);
      await game.answers.submit(uid, { word, answer, date });
    }
    // Reported the next day: today's answers are for those who played today.
    clock.advanceDays(1);
    const reportEverything = async (judge: string, services: typeof game) => {
      for (let i = 0; i < 2; i++) {
        const served = await services.judging.public.pickAnswer(judge);
        if ('done' in served) throw new Error(`${judge} was handed nothing: ${served.error}`);
        await services.reporting.report(judge, {
          answer_uuid: served.answer_uuid,
          reason: 'other',
        });
        clock.set(new Date(clock.now().getTime() + 60_000).toISOString());
      }
    };
    await reportEverything('nueva', game); // counts as a report, hides nothing
    const served = await trusted.judging.public.pickAnswer('veterana');
    if ('done' in served) throw new Error(`veterana was handed nothing: ${served.error}`);
    await trusted.reporting.report('veterana', {
      answer_uuid: served.answer_uuid,
      reason: 'offensive',
    });
    await database.close();

    const listed = await scriptRun('moderate', ['reports'], {
      NODE_ENV: 'production',
      DATA_DIR: reportsDir,
    });
    expect(listed.code).toBe(0);
    const [warning, ...lines] = listed.output.trim().split('\n');
    // The held answer's week is ranked with it unless an operator hides it: said first.
    expect(warning).toBe(
      'Warning: the week of 2026-11-16 is ranked on 2026-11-25 with 1 held answer nobody reviewed: hide or restore it before then',
    );
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(
      /^\S+ {2}2 reports \(offensive 1, not a word 0, other 1\), 1 that hold/,
    );
    expect(lines[1]).toMatch(/\[held by reports: hide or restore it\]$/);
    expect(lines[2]).toMatch(
      /^\S+ {2}1 reports \(offensive 0, not a word 0, other 1\), 0 that hold/,
    );
    expect(lines[3]).not.toMatch(/hidden/);
  });

  it('lists, renames and deletes peñas, with the name checks, and logs who did it', async () => {
    const env = {
      NODE_ENV: 'production',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'moderate-cli-groups-')),
    };
    const database = await openDatabase({
      url: null,
      sqliteFile: path.join(env.DATA_DIR, 'words.sqlite'),
    });
    const clock = new TestClock('2026-11-16T12:00:00Z');
    const config = loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1' });
    const game = createServices(config, { db: database.db, clock, realClock: clock });
    for (const uid of ['ana', 'bea']) {
      await game.players.register(uid, { alias: uid, timezone: 'UTC', notifications: false });
    }
    const { id, invite_code: code } = await game.groups.create('ana', 'Los del barrio');
    await game.groups.join('bea', code);
    await database.close();

    const listed = await scriptRun('moderate', ['groups'], env);
    expect(listed).toEqual({
      code: 0,
      output: `${id}  "Los del barrio"  2 members  0 peña votes by 0 judges  made 2026-11-16T12:00:00.000Z\n`,
    });
    const insult = await scriptRun(
      'moderate',
      ['group-rename', id, 'Hijueputas', '--by', 'marta'],
      env,
    );
    expect(insult).toEqual({ code: 1, output: `Error: ${errors.OFFENSIVE_GROUP_NAME.message}\n` });
    expect(
      await scriptRun('moderate', ['group-rename', id, 'Los de la plaza', '--by', 'marta'], env),
    ).toEqual({
      code: 0,
      output: `Renamed peña ${id}: "Los del barrio" → "Los de la plaza"\n`,
    });
    expect(await scriptRun('moderate', ['group-delete', id, '--by', 'marta'], env)).toEqual({
      code: 0,
      output: `Deleted peña ${id}: "Los de la plaza"\n`,
    });
    const log = await scriptRun('moderate', ['log'], env);
    expect(log.output).toMatch(
      new RegExp(
        `marta {2}group-delete ${id} {2}"Los de la plaza"\\n.*marta {2}group-rename ${id} {2}"Los del barrio" → "Los de la plaza"\\n$`,
        's',
      ),
    );
  }, 240_000);

  // Issue 45, point 7: a privacy request by email had no command.
  it("exports and deletes a player named by alias, as the player's own calls do", async () => {
    const env = {
      NODE_ENV: 'production',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'moderate-cli-privacy-')),
    };
    const database = await openDatabase({
      url: null,
      sqliteFile: path.join(env.DATA_DIR, 'words.sqlite'),
    });
    const clock = new TestClock('2026-11-16T12:00:00Z');
    const config = loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1' });
    const game = createServices(config, { db: database.db, clock, realClock: clock });
    await game.players.register('ana', { alias: 'Ana Sol', timezone: 'UTC', notifications: true });
    const { word } = await game.answers.todaysWord('ana');
    await game.answers.submit('ana', { word, answer: 'ola', date: clock.now().toISOString() });
    const own = await game.account.export('ana');
    await database.close();

    const exported = await scriptRun('moderate', ['export-player', 'ana sol'], env);
    expect(exported.code).toBe(0);
    expect(JSON.parse(exported.output)).toEqual({
      ...own,
      exportedAt: expect.any(String) as unknown,
    });
    expect(await scriptRun('moderate', ['delete-player', 'Ana Sol'], env)).toEqual({
      code: 0,
      output:
        'Deleted player ana ("Ana Sol") as their own deletion does: their account, answers, ' +
        "votes, reports, reminders and peñas' memberships\n",
    });
    expect(await scriptRun('moderate', ['export-player', 'ana'], env)).toEqual({
      code: 1,
      output: 'Error: no player with the uid or alias ana\n',
    });
  });

  // Issue 59, point 7: with nothing to do it created ./data/words.sqlite before its usage.
  it('prints its usage without opening a database when there is nothing to do', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'moderate-cli-usage-')), 'data');
    const env = { NODE_ENV: 'production', DATA_DIR: dataDir };
    const asked: [string[], number][] = [
      [[], 2],
      [['nada'], 2],
      [['--by', 'marta'], 2],
      [['--help'], 0],
      [['ban', 'troll', '-h'], 0],
    ];
    for (const [args, code] of asked) {
      const run = await scriptRun('moderate', args, env);
      expect({ args, code: run.code }).toEqual({ args, code });
      expect(run.output).toContain('Usage: npm run moderate');
    }
    expect(existsSync(dataDir)).toBe(false);
  });
});
