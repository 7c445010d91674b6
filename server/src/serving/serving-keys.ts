import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { dropServerKey, keepServerKey, putServerKey, serverKey } from '../db/server-keys';
import { SERVING_KEY_BYTES, type ServingKeys } from './serving-ticket';

export const CURRENT = 'serving';
/** The key a configured one replaced, and until when it signed: `{ key, until }` as JSON. */
export const PREVIOUS = 'serving-previous';

/** A key as SERVING_KEY takes it and as one is made here: base64url of 32 bytes or more. */
const SERVING_KEY = /^[A-Za-z0-9_-]{43,}$/;

/** Whether `value`, as kept under `name` in server_keys, is what the game can sign with. */
export function isKeptServingKey(name: typeof CURRENT | typeof PREVIOUS, value: string): boolean {
  if (name === CURRENT) return SERVING_KEY.test(value);
  try {
    const retired = JSON.parse(value) as unknown;
    if (typeof retired !== 'object' || retired === null) return false;
    const { key, until } = retired as { key?: unknown; until?: unknown };
    return (
      typeof key === 'string' &&
      SERVING_KEY.test(key) &&
      typeof until === 'string' &&
      !Number.isNaN(Date.parse(until))
    );
  } catch {
    return false;
  }
}

/**
 * The keys every instance signs and checks serving tickets with: the configured key (SERVING_KEY),
 * held in memory only, or the one kept in the database, made on the first start, as the VAPID keys
 * are. A configured key never goes into the database, where every backup would carry it. When one
 * is configured over a kept key that differs, the kept key is replaced: it keeps holding the
 * tickets it signed until their served window is over. A configured key replaced by another
 * configured key is known to no instance that has not it configured: its tickets end at once.
 */
export async function servingKeysOf(
  db: Db,
  configured: string | null,
  now: Date,
): Promise<ServingKeys> {
  const at = now.toISOString();
  let current: string;
  if (configured === null) {
    current = await keepServerKey(
      db,
      CURRENT,
      randomBytes(SERVING_KEY_BYTES).toString('base64url'),
      at,
    );
  } else {
    current = configured;
    const kept = await serverKey(db, CURRENT);
    if (kept !== undefined) {
      await db.transaction().execute(async (trx) => {
        // A copy of the configured key itself (kept by an older version) only goes.
        if (kept !== configured) {
          await putServerKey(trx, PREVIOUS, JSON.stringify({ key: kept, until: at }), at);
        }
        await dropServerKey(trx, CURRENT);
      });
    }
  }
  const previous = await serverKey(db, PREVIOUS);
  const retired = previous ? (JSON.parse(previous) as { key: string; until: string }) : null;
  return {
    current: Buffer.from(current, 'base64url'),
    previous:
      retired && retired.key !== current
        ? { key: Buffer.from(retired.key, 'base64url'), until: new Date(retired.until) }
        : null,
  };
}
