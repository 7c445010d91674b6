import { errors } from '@words/contract/errors';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGame, type TestGame } from '../support/game';

/**
 * The failures that mean "the database cannot serve now", as the drivers report them, answer
 * 503 SERVICE_UNAVAILABLE in the API's shape; anything else unexpected stays a 500 that says
 * nothing internal.
 */

const UNAVAILABLE = { error: 'SERVICE_UNAVAILABLE', message: errors.SERVICE_UNAVAILABLE.message };

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

const unavailable: [string, Error][] = [
  ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
  ['connection reset', withCode('read ECONNRESET', 'ECONNRESET')],
  ['network timeout', withCode('connect ETIMEDOUT', 'ETIMEDOUT')],
  ['unknown host', withCode('getaddrinfo ENOTFOUND db', 'ENOTFOUND')],
  ['every address refused', new AggregateError([withCode('refused', 'ECONNREFUSED')], 'failed')],
  ['connection lost mid-query', new Error('Connection terminated unexpectedly')],
  [
    'pool connect timeout',
    new Error('Connection terminated due to connection timeout', {
      cause: new Error('Connection terminated unexpectedly'),
    }),
  ],
  ['pool acquire timeout', new Error('timeout exceeded when trying to connect')],
  ['no answer (query_timeout)', new Error('Query read timeout')],
  ['broken client', new Error('Client has encountered a connection error and is not queryable')],
  [
    'admin shutdown 57P01',
    withCode('terminating connection due to administrator command', '57P01'),
  ],
  ['crash shutdown 57P02', withCode('terminating connection due to crash', '57P02')],
  ['starting up 57P03', withCode('the database system is starting up', '57P03')],
  ['statement timeout 57014', withCode('canceling statement due to statement timeout', '57014')],
  ['too many connections 53300', withCode('sorry, too many clients already', '53300')],
  ['connection failure 08006', withCode('connection failure', '08006')],
  [
    'read-only database 25006',
    withCode('cannot execute UPDATE in a read-only transaction', '25006'),
  ],
  ['table dropped by a restore 42P01', withCode('relation "players" does not exist', '42P01')],
  ['database dropped by a restore 3D000', withCode('database "words" does not exist', '3D000')],
  ['SQLite busy', withCode('database is locked', 'SQLITE_BUSY')],
  ['SQLite read-only', withCode('attempt to write a readonly database', 'SQLITE_READONLY')],
  ['SQLite disk full', withCode('database or disk is full', 'SQLITE_FULL')],
  ['SQLite I/O error', withCode('disk I/O error', 'SQLITE_IOERR_WRITE')],
];

describe('database failures as the API answers them', () => {
  let game: TestGame;
  const thrown: Error[] = [];

  beforeAll(async () => {
    game = await startGame('sqlite');
    // A route that fails as a repository would when its database fails.
    game.app.get('/test/fail/:index', async (request) => {
      throw thrown[Number((request.params as { index: string }).index)];
    });
  });
  afterAll(() => game.close());

  async function answerTo(error: Error) {
    thrown.push(error);
    const response = await game.app.inject({ url: `/test/fail/${thrown.length - 1}` });
    return { status: response.statusCode, body: response.json() };
  }

  it.each(unavailable)('answers 503 to %s', async (_name, error) => {
    expect(await answerTo(error)).toEqual({ status: 503, body: UNAVAILABLE });
  });

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a syntax error in SQL', withCode('syntax error at or near "SELEC"', '42601')],
    ['a missing table', withCode('no such table: answers', 'SQLITE_ERROR')],
  ])('answers 500, saying nothing internal, to %s', async (_name, error) => {
    expect(await answerTo(error)).toEqual({
      status: 500,
      body: { error: 'INTERNAL_ERROR', message: errors.INTERNAL_ERROR.message },
    });
  });

  it('answers 503 when another process holds SQLite locked longer than busy_timeout', async () => {
    await game.register('ana');
    const { rows } = await sql<{ file: string }>`PRAGMA database_list`.execute(game.database.db);
    const locker = new SQLite(rows[0]?.file as string);
    locker.exec('BEGIN EXCLUSIVE');
    try {
      const started = Date.now();
      const response = await game.call('beto', {
        method: 'POST',
        url: '/api/user/register',
        payload: { alias: 'Beto', timezone: 'Europe/Madrid', notifications: false },
      });
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 503,
        body: UNAVAILABLE,
      });
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      locker.exec('ROLLBACK');
      locker.close();
    }
    await game.register('beto');
  });
});
