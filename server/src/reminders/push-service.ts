import { ECDH } from 'node:crypto';
import type { ReminderPush } from '@words/contract/api/reminders';
import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys';

/**
 * The browsers' push services. A subscription names the address the server will POST to, so only
 * these (over HTTPS) and the origins the operator adds (PUSH_SERVICE_ORIGINS) are accepted: the
 * server never sends to an address of the page's choosing.
 */
const BROWSER_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

export function isPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigins.includes(url.origin)) return true;
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    BROWSER_PUSH_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))
  );
}

const BASE64URL = /^[\w-]+={0,2}$/;
/** RFC 8291: the device's key is a P-256 point, uncompressed (65 bytes); its secret 16 bytes. */
const P256_POINT_BYTES = 65;
const AUTH_SECRET_BYTES = 16;

/** Whether a push can be encrypted for these keys (RFC 8291, 3.1): the page sends them, unchecked. */
export function arePushKeys(keys: { p256dh: string; auth: string }): boolean {
  if (!BASE64URL.test(keys.p256dh) || !BASE64URL.test(keys.auth)) return false;
  const point = Buffer.from(keys.p256dh, 'base64url');
  if (point.length !== P256_POINT_BYTES) return false;
  if (Buffer.from(keys.auth, 'base64url').length !== AUTH_SECRET_BYTES) return false;
  try {
    // Throws for bytes that are not a point of the curve.
    ECDH.convertKey(point, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

export interface Device {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What a push service said: delivered; gone (404, 410: the subscription is no more; or keys no
 * push can be encrypted for, stored before they were checked); worth trying again (429, 5xx, no
 * answer); or refused for good (any other 4xx).
 */
export type PushOutcome = 'sent' | 'gone' | 'retry' | 'refused';

export type SendPush = (device: Device, push: ReminderPush) => Promise<PushOutcome>;

/** Seconds a push service keeps a reminder for a device that is off: it is about today. */
const TTL_SECONDS = 4 * 3600;
const TIMEOUT_MS = 10_000;

/**
 * Web Push with VAPID (RFC 8292) and an aes128gcm payload (RFC 8291): web-push signs and encrypts,
 * and fetch carries it, with a timeout.
 */
export function createPushSender(vapid: VapidKeys, subject: string, fetcher = fetch): SendPush {
  return async (device, push) => {
    if (!arePushKeys(device)) return 'gone';
    const request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(push),
      {
        vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
      },
    );
    let status: number;
    try {
      const response = await fetcher(request.endpoint, {
        method: 'POST',
        headers: request.headers as Record<string, string>,
        body: request.body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      status = response.status;
      await response.body?.cancel();
    } catch {
      return 'retry';
    }
    if (status >= 200 && status < 300) return 'sent';
    if (status === 404 || status === 410) return 'gone';
    if (status === 429 || status >= 500) return 'retry';
    return 'refused';
  };
}
