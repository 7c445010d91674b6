import type { Db } from './database';

/** Keys the server makes or is given once and every instance shares (server_keys). */

export async function serverKey(db: Db, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('server_keys')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.value;
}

/** Keeps `value` under `name` unless another instance kept one first; either way, the kept one. */
export async function keepServerKey(
  db: Db,
  name: string,
  value: string,
  now: string,
): Promise<string> {
  await db
    .insertInto('server_keys')
    .values({ name, value, created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const kept = await serverKey(db, name);
  if (kept === undefined) throw new Error(`server key ${name} not kept`);
  return kept;
}

/** Puts `value` under `name`, whatever was kept there. */
export async function putServerKey(
  db: Db,
  name: string,
  value: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('server_keys')
    .values({ name, value, created_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value, created_at: now }))
    .execute();
}

/** Takes the key kept under `name` out, if any. */
export async function dropServerKey(db: Db, name: string): Promise<void> {
  await db.deleteFrom('server_keys').where('name', '=', name).execute();
}
