import { createECDH } from 'node:crypto';
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

/**
 * Whether `kept` (server_keys' 'vapid') is a P-256 key pair as web-push makes it: a private key
 * whose public key is the one beside it. Pages subscribe with the public key; the sender signs
 * with the private one.
 */
export function isVapidKeyPair(kept: string): boolean {
  try {
    const { publicKey, privateKey } = JSON.parse(kept) as Partial<VapidKeys>;
    if (typeof publicKey !== 'string' || typeof privateKey !== 'string') return false;
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey('base64url') === publicKey;
  } catch {
    return false;
  }
}
