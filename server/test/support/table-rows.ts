import { sql } from 'kysely';
import type { TestDatabase } from './databases';

/** The number of rows of every table of the database, by name: what a read must leave unchanged. */
export async function rowsOfEveryTable(database: TestDatabase): Promise<Record<string, number>> {
  const { rows: tables } =
    database.kind === 'sqlite'
      ? await sql<{ name: string }>`
          SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(
          database.db,
        )
      : await sql<{ name: string }>`
          SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`.execute(
          database.db,
        );
  const counts: Record<string, number> = {};
  for (const { name } of tables.toSorted((a, b) => a.name.localeCompare(b.name))) {
    const { rows } = await sql<{ n: number | string }>`
      SELECT COUNT(*) AS n FROM ${sql.table(name)}`.execute(database.db);
    counts[name] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}
