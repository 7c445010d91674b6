import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { keepServerKey, putServerKey, serverKey } from '../db/server-keys';
import { SERVING_KEY_BYTES, type ServingKeys } from './serving-ticket';

const CURRENT = 'serving';
/** The key a configured one replaced, and until when it signed: `{ key, until }` as JSON. */
const PREVIOUS = 'serving-previous';

/**
 * The keys every instance signs and checks serving tickets with: the configured key (SERVING_KEY),
 * or the one kept in the database, made on the first start, as the VAPID keys are. A configured
 * key that differs from the kept one replaces it, and the replaced key keeps holding the tickets
 * it signed until their served window is over: a rotation is a new key configured.
 */
export async function servingKeysOf(
  db: Db,
  configured: string | null,
  now: Date,
): Promise<ServingKeys> {
  const at = now.toISOString();
  const offered = configured ?? randomBytes(SERVING_KEY_BYTES).toString('base64url');
  const kept = await keepServerKey(db, CURRENT, offered, at);
  if (configured !== null && kept !== configured) {
    await db.transaction().execute(async (trx) => {
      await putServerKey(trx, PREVIOUS, JSON.stringify({ key: kept, until: at }), at);
      await putServerKey(trx, CURRENT, configured, at);
    });
  }
  const current = configured ?? kept;
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
