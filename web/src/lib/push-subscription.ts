import { api } from '@/lib/api/client';

/** Whether this browser can take web pushes at all (a service worker, the Push API, notifications). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** This device's push subscription, if it has one (never waits for a service worker that is not there). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The outcome of asking to subscribe: the browser may say no. */
export type SubscribeOutcome = 'subscribed' | 'denied';

/**
 * Asks the skater's permission, subscribes the browser with the deployment's VAPID key and hands the
 * subscription to the server for the signed-in account.
 */
export async function subscribeThisDevice(vapidPublicKey: string): Promise<SubscribeOutcome> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(vapidPublicKey),
    }));
  // A push subscription's JSON always carries its keys; the DOM's type leaves them optional (the server
  // refuses a subscription without them).
  const { expirationTime, keys } = subscription.toJSON();
  await api.POST('/api/push/subscriptions', {
    body: {
      endpoint: subscription.endpoint,
      expirationTime,
      keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
    },
  });
  return 'subscribed';
}

/** Unsubscribes the browser and tells the server to forget this device. */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  const endpoint = subscription.endpoint;
  await subscription.unsubscribe();
  await api.DELETE('/api/push/subscriptions', { params: { query: { endpoint } } });
}

/**
 * On sign-out the browser's subscription goes too (the server forgets it with the session), so the next
 * account on this phone is not pushed the last one's notifications. Never blocks signing out.
 */
export async function dropPushSubscriptionOnSignOut(): Promise<void> {
  try {
    const subscription = await currentPushSubscription();
    await subscription?.unsubscribe();
  } catch {
    // A browser that cannot say is left as it is; the server has forgotten the device anyway.
  }
}

function base64UrlToBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
