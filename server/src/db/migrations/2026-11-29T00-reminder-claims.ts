import type { Kysely } from 'kysely';

// Reminders claimed in batches (decision 0058): until when an instance holds a due reminder it
// claimed. Only added: a build before it keeps running on a database that has it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reminders').addColumn('claimed_until', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reminders').dropColumn('claimed_until').execute();
}
