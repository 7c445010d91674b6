import webpush from 'web-push';
import type { Db } from '../db/database';
import { keepServerKey } from '../db/server-keys';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID key pair: the configured one, or the one kept in the database, made on the
 * first start. Instances starting at once each offer a pair and all take the one kept first, so
 * every instance signs with the same key the page subscribed with.
 */
export async function vapidKeysOf(
  db: Db,
  configured: VapidKeys | null,
  now: Date,
): Promise<VapidKeys> {
  if (configured) return configured;
  const kept = await keepServerKey(
    db,
    'vapid',
    JSON.stringify(webpush.generateVAPIDKeys()),
    now.toISOString(),
  );
  return JSON.parse(kept) as VapidKeys;
}
