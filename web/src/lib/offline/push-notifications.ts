import type { WebPushPayload } from '@boonies/contracts/messaging';

/**
 * What the service worker does with a web push: show it as a system notification, and on a tap bring the
 * app to the push's page. Kept apart from the worker's entry (`src/sw.ts`) and typed by shape only, so the
 * page's tests run it too.
 */

/** The app's icon on the notification; the badge is the small monochrome one Android shows in the bar. */
const ICON = '/icons/icon-192.png';
const BADGE = '/icons/icon-192.png';
/** A push whose payload cannot be read still says something, and opens the app. */
const FALLBACK: WebPushPayload = {
  title: 'The Boonies',
  body: 'Something new is waiting for you.',
  url: '/',
  tag: 'boonies',
};
/** The notification's texts are the system's to show: longer ones are cut, not sent whole. */
const MAX_TITLE = 120;
const MAX_BODY = 500;
const MAX_TAG = 200;

export interface PushNotification {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

/**
 * An in-app path for `url`: the push's own page when it is on this origin, otherwise the app's home. A push
 * never opens an outside address, whatever it carries.
 */
export function inAppPath(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return '/';
  try {
    const target = new URL(url, origin);
    if (target.origin !== origin) return '/';
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return '/';
  }
}

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.slice(0, max) : null;
}

/** The notification a push's payload (already parsed from JSON, or null) shows. */
export function notificationOf(payload: unknown, origin: string): PushNotification {
  const fields = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  const title = text(fields.title, MAX_TITLE);
  const { body, tag, url } = title
    ? {
        body: text(fields.body, MAX_BODY) ?? '',
        tag: text(fields.tag, MAX_TAG) ?? FALLBACK.tag,
        url: fields.url,
      }
    : FALLBACK;
  return {
    title: title ?? FALLBACK.title,
    options: { body, tag, icon: ICON, badge: BADGE, data: { url: inAppPath(url, origin) } },
  };
}

/** Reads a push's data as JSON, or null when it has none or it is not JSON. */
export function parsePushData(data: { json(): unknown } | null | undefined): unknown {
  try {
    return data ? data.json() : null;
  } catch {
    return null;
  }
}

/** The few parts of the worker's `clients` that a tap needs. */
export interface WindowClientLike {
  url: string;
  focused?: boolean;
  visibilityState?: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

export interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * A tap on a notification: an open window of the app comes to the front and goes to the push's page (the
 * focused or visible one first); with none open, or one that cannot be moved, a new window opens there.
 */
export async function openAppAt(clients: ClientsLike, data: unknown, origin: string): Promise<void> {
  const url = inAppPath((data as { url?: unknown } | null)?.url, origin);
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).filter((client) =>
    sameOrigin(client.url, origin),
  );
  const rank = (client: WindowClientLike) =>
    client.focused ? 0 : client.visibilityState === 'visible' ? 1 : 2;
  const [window] = [...windows].sort((a, b) => rank(a) - rank(b));
  if (window) {
    try {
      await window.focus();
      await window.navigate(url);
      return;
    } catch {
      // Not controlled by this worker (or gone meanwhile): a new window will do.
    }
  }
  await clients.openWindow(url);
}

function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}
