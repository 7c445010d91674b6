import type { PushSubscription as DeviceSubscription } from '@words/contract/api/reminders';

/**
 * Why this device cannot take notifications, when it cannot: no push machinery at all, no
 * permission, or permission but no push service behind it (the subscription fails).
 */
export type PushRefusal = 'unsupported' | 'denied' | 'pushUnavailable';

/** The service worker's registration, if this browser has one for the game (production build). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return null;
  }
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** This device's push subscription for the game, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const worker = await registration();
  return worker ? worker.pushManager.getSubscription() : null;
}

/** A base64url key as the bytes PushManager wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Asks the player's permission and subscribes this device with the server's VAPID key. */
export async function subscribeDevice(
  vapidPublicKey: string,
): Promise<DeviceSubscription | PushRefusal> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  let subscription: PushSubscription;
  try {
    subscription = await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(vapidPublicKey),
    });
  } catch {
    // The browser refuses with permission given (no push service, as in some browsers and
    // webviews): trying again never works.
    return 'pushUnavailable';
  }
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** The browser's time zone (an IANA name), as the registration sends it. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
