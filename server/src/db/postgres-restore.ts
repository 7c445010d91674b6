// `npm run restore -- FILE.dump` when DATABASE_URL is set: a dump made with the documented pg_dump
// line put back with pg_restore, once nothing else is connected to the database. pg_restore --clean
// drops and makes every table again in one transaction; a server still connected holds locks on
// those tables, and the restore deadlocks with it and rolls back after a while, or, between two of
// its calls, leaves the server's calls failing. So it is refused first, naming who is connected.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { Refusal } from './sqlite-backup';

/** pg_restore's options, as docs/OPERATIONS.md gives them: every table replaced, all or nothing. */
export const PG_RESTORE_OPTIONS = ['--clean', '--if-exists', '--no-owner', '--single-transaction'];

/** Another client connected to the database, as pg_stat_activity tells it. */
export interface OtherConnection {
  pid: number;
  user: string | null;
  application: string;
  client: string | null;
  since: Date | null;
}

/** The clients connected to the database of `url` besides this one. */
export async function otherConnections(url: string): Promise<OtherConnection[]> {
  const client = new pg.Client({ connectionString: url, application_name: 'words-restore' });
  await client.connect();
  try {
    const { rows } = await client.query<OtherConnection>(
      `SELECT pid, usename AS user, application_name AS application,
              host(client_addr) AS client, backend_start AS since
       FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid()
         AND backend_type = 'client backend'
       ORDER BY backend_start`,
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** The refusal of a restore while `connections` use `database`, with what to do. */
export function busyRefusal(database: string, connections: readonly OtherConnection[]): string {
  const n = connections.length;
  const told = connections.map(
    ({ pid, user, application, client, since }) =>
      `- process ${pid}${application ? ` (${application})` : ''}` +
      `${user ? ` as ${user}` : ''} from ${client ?? 'a local socket'}` +
      `${since ? ` since ${since.toISOString()}` : ''}`,
  );
  return [
    `${database} is in use by ${n} other connection${n > 1 ? 's' : ''}: nothing was restored.`,
    ...told,
    "Stop the servers (systemctl stop 'words@*') and close whatever else is connected, then run " +
      'npm run restore again. To restore while the game runs, restore into a new database instead ' +
      '(docs/OPERATIONS.md, "Backups").',
  ].join('\n');
}

/**
 * Puts the dump `file` back into the database of `url`, refused while anything else uses it.
 * Returns the database's name.
 */
export async function restorePostgres(url: string, file: string): Promise<string> {
  const database = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!existsSync(file)) throw new Refusal(`${file} is not there: nothing was restored.`);
  const others = await otherConnections(url);
  if (others.length > 0) throw new Refusal(busyRefusal(database, others));
  const run = spawnSync('pg_restore', [...PG_RESTORE_OPTIONS, `--dbname=${url}`, file], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (run.error) {
    throw new Refusal(
      `pg_restore could not be run (${run.error.message}): install PostgreSQL's client tools.`,
    );
  }
  if (run.status !== 0) {
    throw new Refusal(`pg_restore failed (exit code ${run.status}): ${database} is as it was.`);
  }
  return database;
}
