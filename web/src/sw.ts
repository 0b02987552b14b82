/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { notificationOf, openAppAt, parsePushData } from '@/lib/offline/push-notifications';

/**
 * The app's service worker. It keeps the app shell for the park (no signal, or one bar that never answers)
 * and shows the pushes the server sends. It never caches /api answers: they are personal, and the app keeps
 * its own per-account copy.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

// The shell (index.html, scripts, styles, icons) as built, served from the cache first: opening the app never
// waits on the network, however weak. A deploy's new worker downloads the whole new shell before it may take
// over; a download that fails or hangs leaves the last good shell in place.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app opens the precached index.html; the API, its docs and socket.io are the server's: a
// navigation there must reach it.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/socket\.io(\/|$)/],
  }),
);

// A new version waits until the skater chooses "Reload" (the page sends SKIP_WAITING), so code never changes
// under a half-filled form.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(parsePushData(event.data), self.location.origin);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openAppAt(self.clients, event.notification.data, self.location.origin));
});
