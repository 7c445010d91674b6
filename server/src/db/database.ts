import path from 'node:path';
import type SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import { openedAs, type DatabaseKind } from './dialect';
import type pg from 'pg';
import {
  createGroupedSync,
  SQLITE_SYNCHRONOUS,
  walDatasync,
  type GroupedSync,
} from './grouped-sync';
import { readingDirectly } from './direct-reads';
import { migrateToLatest } from './migrate';
import { privateFile, privateFolder } from './private-files';
import { withStatementCache, type CachedStatements } from './statement-cache';
import { preparedStatementName } from './statement-names';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseSettings {
  /** postgres://… for PostgreSQL; null for SQLite. */
  url: string | null;
  /** The SQLite file. */
  sqliteFile: string;
  /** PostgreSQL only: the schema to work in (tests give each file its own). */
  pgSchema?: string;
  /** PostgreSQL only: how long to wait for a connection, and for a query to answer. */
  timeouts?: Partial<PostgresTimeouts>;
}

export interface PostgresTimeouts {
  /** A new connection that is not ready in this time fails (pg's connectionTimeoutMillis). */
  connectMs: number;
  /** PostgreSQL cancels a statement that runs longer (statement_timeout). */
  statementMs: number;
  /**
   * The client gives up on an answer that does not arrive (query_timeout), as when the network
   * to the database went silent; a little longer than statementMs so PostgreSQL's own cancel wins.
   */
  queryMs: number;
}

/** Nothing the game does takes seconds: a call waits at most this long for its database. */
export const POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectMs: 5_000,
  statementMs: 10_000,
  queryMs: 12_000,
};

/** The connections of the database as the metrics show them. */
export interface PoolFigures {
  max: number;
  /** Open now, busy or idle. */
  total: number;
  idle: number;
  /** Calls waiting for a connection. */
  waiting: number;
}

export interface OpenDatabase {
  db: Db;
  kind: DatabaseKind;
  /** The pool now (SQLite has one connection, always free between two turns of the event loop). */
  pool(): PoolFigures;
  close(): Promise<void>;
  /** Migrations a newer release has run on the database, which this code does not know. */
  newerMigrations: readonly string[];
}

/** A database connected to, before its migrations are known. */
type Connected = Omit<OpenDatabase, 'newerMigrations'>;

/** Opens the database the settings name and brings it to the latest migration. */
export async function openDatabase(settings: DatabaseSettings): Promise<OpenDatabase> {
  if (settings.url) {
    const timeouts = { ...POSTGRES_TIMEOUTS, ...settings.timeouts };
    // Migrations may take longer than a call may: their statements run on a pool without limits.
    // Each driver is loaded only where it is used: a start pays for one of them.
    const { default: pgDriver } = await import('pg');
    const migrating = openPostgres(pgDriver, settings.url, settings.pgSchema, {
      ...timeouts,
      statementMs: 0,
      queryMs: 0,
    });
    let newerThanCode: string[];
    try {
      ({ newerThanCode } = await migrateToLatest(migrating.db));
    } finally {
      await migrating.close();
    }
    const opened = openPostgres(pgDriver, settings.url, settings.pgSchema, timeouts);
    return { ...opened, newerMigrations: newerThanCode };
  }
  const { default: sqliteDriver } = await import('better-sqlite3');
  const opened = openSqlite(sqliteDriver, settings.sqliteFile);
  try {
    const { newerThanCode } = await migrateToLatest(opened.db);
    return { ...opened, newerMigrations: newerThanCode };
  } catch (error) {
    await opened.close();
    throw error;
  }
}

function openSqlite(driver: typeof SQLite, file: string): Connected {
  // The data folder and the database are the server's user's only (private-files.ts).
  privateFolder(path.dirname(file));
  privateFile(file);
  const sqlite = new driver(file);
  // WAL, and every commit on disk before its call is answered (grouped-sync.ts): an acknowledged
  // write survives a killed process and a power cut.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${SQLITE_SYNCHRONOUS}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // The game's hot pages (players, today's answers, the judging index) stay in memory: a 64 MB
  // page cache instead of SQLite's 2 MB, and reads through a memory map instead of a read call each.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  const wal = walDatasync(file);
  const dialect = new KeepingFailuresDialect(sqlite, createGroupedSync(wal.datasync));
  const db = readingDirectly(
    openedAs(new Kysely<Database>({ dialect }), 'sqlite'),
    (sql, parameters) => dialect.readAtOnce(sql, parameters),
  );
  const pool = () => ({ max: 1, total: 1, idle: 1, waiting: 0 });
  const close = async () => {
    await db.destroy();
    await wal.close();
  };
  return { db, kind: 'sqlite', pool, close };
}

/**
 * Kysely's SQLite dialect, but each write is answered once it is on disk, and a transaction that
 * SQLite has already rolled back by itself is not rolled back again. A connection given back after
 * it wrote (SQLite's total_changes moved) asks for the grouped sync before the next one takes it,
 * so the sync begins after its commit, and waits for it after, so others use the connection
 * meanwhile. A full disk or an I/O error (SQLITE_FULL, SQLITE_IOERR) during a write or its
 * commit ends the transaction; Kysely's ROLLBACK would then fail with "cannot rollback - no
 * transaction is active" and hide the failure, which answers 503, behind an error that answers 500.
 * A read of compiledOnce runs at once while no call holds the connection (direct-reads.ts).
 */
class KeepingFailuresDialect extends SqliteDialect {
  private readonly config: { database: CachedStatements };
  /** Whether a call holds the one connection: from Kysely's acquiring it to its giving it back. */
  private readonly connection = { held: false };

  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly grouped: GroupedSync,
  ) {
    const config = { database: withStatementCache(sqlite) };
    super(config);
    this.config = config;
  }

  /** direct-reads.ts: a read's rows now, if the connection is free and the statement only reads. */
  readAtOnce(sql: string, parameters: readonly unknown[]): unknown[] | null {
    if (this.connection.held || this.sqlite.inTransaction) return null;
    const statement = this.config.database.prepare(sql);
    if (!statement.reader || !statement.readonly) return null;
    return statement.all(parameters);
  }

  override createDriver(): Driver {
    const { sqlite, grouped } = this;
    const state = this.connection;
    const totalChanges = sqlite.prepare('SELECT total_changes()').pluck();
    // 0 is OFF: a run of writes that waits for no disk (writing-without-syncing.ts).
    const synchronous = sqlite.prepare('PRAGMA synchronous').pluck();
    let changesSynced = totalChanges.get();
    return new (class extends SqliteDriver {
      override async acquireConnection(): Promise<DatabaseConnection> {
        const connection = await super.acquireConnection();
        state.held = true;
        return connection;
      }

      override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
        if (sqlite.inTransaction) await super.rollbackTransaction(connection);
      }

      override async releaseConnection(): Promise<void> {
        const changes = totalChanges.get();
        const wrote = changes !== changesSynced && !sqlite.inTransaction;
        const durable = wrote && synchronous.get() !== 0 ? grouped.afterCommit() : null;
        if (!sqlite.inTransaction) changesSynced = changes;
        state.held = false;
        await super.releaseConnection();
        await durable;
      }
    })(this.config);
  }
}

/** What each connection sets for its session: the URL's own `options`; tests give each file its own schema. */
function sessionOptions(url: string, schema: string | undefined): string {
  const options = [optionsOfUrl(url)];
  if (schema) options.push(`-c search_path=${schema}`);
  return options.filter(Boolean).join(' ');
}

/** The URL's own `options`; none where it is no URL to parse (pg then says what is wrong with it). */
function optionsOfUrl(url: string): string | null {
  try {
    return new URL(url).searchParams.get('options');
  } catch {
    return null;
  }
}

/** PostgreSQL connections per instance. */
const POOL_SIZE = 10;

/** Timeouts of 0 mean none. */
function openPostgres(
  driver: typeof pg,
  url: string,
  schema: string | undefined,
  timeouts: PostgresTimeouts,
): Connected {
  const pool = new driver.Pool({
    connectionString: url,
    max: POOL_SIZE,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: timeouts.statementMs,
    application_name: 'words',
    keepAlive: true,
    options: sessionOptions(url, schema),
  });
  const db = openedAs(
    new Kysely<Database>({ dialect: new PostgresDialect({ pool: resilient(pool) }) }),
    'postgres',
  );
  const figures = () => ({
    max: POOL_SIZE,
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  });
  return { db, kind: 'postgres', pool: figures, close: () => db.destroy() };
}

/**
 * The pool as Kysely sees it, made safe for a database that goes away:
 * - a connection that breaks while idle is dropped by the pool, which then emits 'error': without
 *   a listener that event would end the process;
 * - a connection that breaks while a call uses it emits 'error' on its client: the call's query
 *   fails with it (and the call answers 503), and the listener keeps the process alive;
 * - a connection whose answer never came (query_timeout) is closed instead of going back to the
 *   pool, where the next call would wait behind the lost answer.
 * It also names the queries compiled once, so that each connection prepares them once.
 */
function resilient(pool: pg.Pool): PostgresPool {
  pool.on('error', () => {
    // The pool has already dropped the connection; the next call opens a new one.
  });
  const guarded = new WeakSet<pg.PoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      if (!guarded.has(client)) {
        guarded.add(client);
        client.on('error', () => {
          // The query in flight receives this error; the pool drops the client on release.
        });
      }
      let lost: Error | undefined;
      const query = (...args: unknown[]) => {
        // The game's hot queries are prepared once per connection: parsed and planned once.
        const name = typeof args[0] === 'string' ? preparedStatementName(args[0]) : undefined;
        if (name) args = [{ name, text: args[0], values: args[1] }];
        const result = (client.query as (...a: unknown[]) => unknown)(...args);
        if (result instanceof Promise) {
          result.catch((error: unknown) => {
            if (error instanceof Error && error.message === 'Query read timeout') lost = error;
          });
        }
        return result;
      };
      return {
        query: query as PostgresPoolClient['query'],
        release: () => client.release(lost),
      };
    },
    end: () => pool.end(),
  };
}

/**
 * True when PostgreSQL gave up a transaction for another's sake (a deadlock between two instances'
 * batches, a serialization failure): written again, it goes through.
 */
export function isTransientConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === '40P01' || code === '40001';
}

/** True when a write failed on a unique key: the once-only rules answer 409 then. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
