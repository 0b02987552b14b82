import { toast } from '@/lib/toast';

/**
 * Registers the service worker that keeps the app shell for offline use. A new version waits until the
 * skater chooses to reload, then takes over and the page reloads once on the new shell.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
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
}
