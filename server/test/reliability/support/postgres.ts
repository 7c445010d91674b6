import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const postgresUrl = process.env.TEST_DATABASE_URL ?? null;

/** One statement on the test server's own database, as its administrator. */
export async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl ?? undefined });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the test PostgreSQL server, for a server process that takes only
 * DATABASE_URL. Returns its URL and a way to drop it (closing whatever still uses it).
 */
export async function createScratchDatabase(prefix: string) {
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
