import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { freePort, startServer, type RunningServer } from './support/built-server';
import { call } from './support/http';
import { prepareBuiltGame } from './support/built-game';
import { checkLedger } from './support/ledger-check';
import { readSqlite, type StoredRows } from './support/stored-rows';
import { emptyLedger, startWriter, type Ledger } from './support/writer';

/**
 * Data care: `npm run backup` copies the SQLite database while the server runs and writes, and
 * the copy is consistent (SQLite's integrity check, each answer's counters match its votes, every
 * write acknowledged before the backup began is in it, nothing is in it that was not written);
 * `npm run restore` refuses while the server runs, refuses a file that is not a WORDS database,
 * and, with the server stopped, brings the backup back exactly, after which the server serves it.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

async function npmRun(script: string, args: string[], dataDir: string) {
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir };
  try {
    const { stdout, stderr } = await run('npm', ['run', script, '--silent', '--', ...args], {
      cwd: root,
      env,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const acknowledged = (ledger: Ledger) => ({
  players: new Set(ledger.acknowledged.players.keys()),
  answers: new Set(ledger.acknowledged.answers.keys()),
  votes: new Set(ledger.acknowledged.votes.keys()),
});

const sorted = (rows: StoredRows) => ({
  players: rows.players.map((p) => JSON.stringify(p)).sort(),
  answers: rows.answers.map((a) => JSON.stringify(a)).sort(),
  votes: rows.votes.map((v) => JSON.stringify(v)).sort(),
});

describe('npm run backup and npm run restore', () => {
  const built = prepareBuiltGame();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'words-backup-'));
  const live = path.join(dataDir, 'words.sqlite');

  it('copies a running, writing server consistently, and brings the copy back', async ({
    annotate,
  }) => {
    const port = await freePort();
    const env = {
      ...built.jwks.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0',
    };
    let server: RunningServer = await startServer(built.bundle.file, port, env);
    const ledger = emptyLedger();
    const writer = startWriter(() => server.url, built.jwks, ledger, {
      concurrency: 6,
      prefix: 'b-',
      maxPlayers: 2_000,
    });
    const backupFile = path.join(dataDir, 'elsewhere', 'while-writing.sqlite');
    let before: ReturnType<typeof acknowledged>;
    let backup: Awaited<ReturnType<typeof npmRun>>;
    let refusedWhileRunning: Awaited<ReturnType<typeof npmRun>>;
    try {
      // Some of everything written first (bounded: 30 s), then the backup while writes go on.
      const deadline = Date.now() + 30_000;
      while (ledger.acknowledged.votes.size < 20 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      before = acknowledged(ledger);
      backup = await npmRun('backup', [backupFile], dataDir);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      refusedWhileRunning = await npmRun('restore', [backupFile], dataDir);
    } finally {
      await writer.stop();
    }
    // One more player after the backup: the restore must take them away again.
    await call(`${server.url}/api/user/register`, 'POST', {
      token: await built.jwks.tokenFor('after-backup'),
      body: { alias: 'Jugador Tardío', timezone: 'Europe/Madrid', notifications: false },
    });
    await server.stop('SIGTERM');

    expect(before.votes.size).toBeGreaterThanOrEqual(20);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/^Backed up .* players, .* answers, .* votes\.\n$/);
    const copy = readSqlite(backupFile);
    expect(copy.integrity).toEqual(['ok']);
    expect(readdirSync(path.dirname(backupFile))).toEqual(['while-writing.sqlite']);
    // Consistent: nothing in it that was not written, counters match votes ...
    const { problems } = checkLedger(ledger, copy);
    // (Writes acknowledged after it began may be missing from it: that is what a copy of a moment is.)
    expect(
      problems.filter((p) => p.includes('never acknowledged') || p.includes('counters')),
    ).toEqual([]);
    // ... and everything acknowledged before it began is in it.
    const inCopy = {
      players: new Set(copy.players.map((p) => p.uid)),
      answers: new Set(copy.answers.map((a) => a.player_uid)),
      votes: new Set(copy.votes.map((v) => `${v.answer_id}|${v.judge_uid}`)),
    };
    for (const kind of ['players', 'answers', 'votes'] as const) {
      expect([...before[kind]].filter((key) => !inCopy[kind].has(key))).toEqual([]);
    }
    const atEnd = readSqlite(live);
    expect(atEnd.players.length).toBeGreaterThan(copy.players.length);

    expect(refusedWhileRunning.code).not.toBe(0);
    expect(refusedWhileRunning.output).toContain('is in use: stop the server, then restore.');

    // Not a database: refused, and the live database is left alone.
    const junk = path.join(dataDir, 'junk.sqlite');
    writeFileSync(junk, 'this is not a database');
    const refusedJunk = await npmRun('restore', [junk], dataDir);
    expect(refusedJunk.code).not.toBe(0);
    expect(refusedJunk.output).toContain('is not a WORDS database');
    expect(sorted(readSqlite(live))).toEqual(sorted(atEnd));

    const restore = await npmRun('restore', [backupFile], dataDir);
    expect(restore.code, restore.output).toBe(0);
    const restored = readSqlite(live);
    expect(restored.integrity).toEqual(['ok']);
    expect(sorted(restored)).toEqual(sorted(copy));
    // What it replaced was kept.
    const kept = readdirSync(path.join(dataDir, 'backups')).filter((f) =>
      f.startsWith('before-restore-'),
    );
    expect(kept).toHaveLength(1);
    expect(sorted(readSqlite(path.join(dataDir, 'backups', kept[0] as string)))).toEqual(
      sorted(atEnd),
    );

    // The server starts on the restored database and knows exactly its players.
    server = await startServer(built.bundle.file, port, env);
    try {
      const login = async (uid: string) =>
        (
          await call(`${server.url}/api/user/login`, 'POST', {
            token: await built.jwks.tokenFor(uid),
          })
        ).body;
      const somebody = copy.players[0]?.uid as string;
      expect(await login(somebody)).toEqual({ registered: true });
      expect(await login('after-backup')).toEqual({ registered: false });
    } finally {
      await server.stop('SIGTERM');
    }

    await annotate(
      JSON.stringify({
        acknowledgedBeforeBackup: Object.fromEntries(
          Object.entries(before).map(([k, v]) => [k, v.size]),
        ),
        inBackup: {
          players: copy.players.length,
          answers: copy.answers.length,
          votes: copy.votes.length,
        },
        atEnd: {
          players: atEnd.players.length,
          answers: atEnd.answers.length,
          votes: atEnd.votes.length,
        },
        restored: {
          players: restored.players.length,
          answers: restored.answers.length,
          votes: restored.votes.length,
        },
      }),
    );
  }, 120_000);
});
