import { toast } from '@/lib/toast';

/**
 * The browser's service workers, or null where there are none: an older browser, a private window that
 * disables them, or a page whose access to them throws (Firefox with storage blocked). The app works
 * without one, only not offline and without pushes, so every use goes through here and none ever throws.
 */
export function serviceWorkers(): ServiceWorkerContainer | null {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
    return navigator.serviceWorker ?? null;
  } catch {
    return null;
  }
}

/** The app's worker once it is active, or null without one (none in this browser, or it never registered). */
export async function activeServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  const container = serviceWorkers();
  if (!container) return null;
  try {
    const registration = await container.getRegistration('/');
    return registration?.active ? registration : null;
  } catch {
    return null;
  }
}

/**
 * Registers the service worker that keeps the app shell for offline use and shows pushes. A new version
 * waits until the skater chooses to reload, then takes over and the page reloads once on the new shell.
 * A browser that refuses the worker keeps the app as it is, online only.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!serviceWorkers()) return;
  try {
    // Loaded after the first render: none of this is needed to show the first screen.
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox('/sw.js', { scope: '/' });
    workbox.addEventListener('waiting', () => {
      toast('A new version is ready', {
        duration: Infinity,
        action: {
          label: 'Reload',
          onClick: () => {
            workbox.addEventListener('controlling', () => window.location.reload());
            workbox.messageSkipWaiting();
          },
        },
      });
    });
    await workbox.register();
  } catch {
    // Refused (a private window, storage blocked, an insecure origin) or the worker's script is unreachable:
    // the app goes on without it, and the next visit tries again.
  }
}
