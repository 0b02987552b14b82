import '@/styles.css';
import { onlineManager } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { prefetchFirstScreen } from '@/app/first-screen-data';
import { createAppQueryClient } from '@/app/query-client';
import { appRoutes } from '@/app/routes';
import { currentUserQueryOptions } from '@/lib/session/api/current-user';
import { startSendingQueuedPosts } from '@/features/posts/send-queued-posts';
import { startSendingQueuedTicks } from '@/features/tricks/send-queued-ticks';
import { startAccessibilitySync } from '@/lib/accessibility';
import { startInstallOffer } from '@/lib/offline/install-prompt';
import { restorePersistedQueries, startPersistingQueries } from '@/lib/offline/persisted-queries';
import { registerServiceWorker } from '@/lib/offline/service-worker';
import { startThemeSync } from '@/lib/theme';
import { holdIdleWorkUntil, whenIdle } from '@/lib/when-idle';

// The stored theme and accessibility settings go on <html> before the first render (the CSP forbids an
// inline script in the page); the server's saved copy replaces them once it answers.
startThemeSync();
startAccessibilitySync();
// The browser offers installation once, early: the app keeps the offer for its own "Install app".
startInstallOffer();

const queryClient = createAppQueryClient();
// The query client assumes a connection until told otherwise: opened offline, its reads must wait, not fail.
onlineManager.setOnline(navigator.onLine);
// What was seen last time opens at once, and with no signal at all.
restorePersistedQueries(queryClient);
startPersistingQueries(queryClient);
startSendingQueuedTicks(queryClient);
startSendingQueuedPosts(queryClient);
// The session check starts now, while the first route's code downloads, not after it; and the first page's
// own data as soon as the session is known.
void queryClient.prefetchQuery(currentUserQueryOptions());
const firstScreenData = prefetchFirstScreen(queryClient, window.location);
let firstCommit!: () => void;
const firstScreenRendered = new Promise<void>((resolve) => (firstCommit = resolve));
// The live connection and the service worker wait until the first screen has been rendered with its data.
holdIdleWorkUntil(Promise.all([firstScreenData, firstScreenRendered]));
const router = createBrowserRouter(appRoutes);
// tailwind-merge builds its map of Tailwind's classes on first use, a long task inside the first render. Its
// code is asked for now, on its own, so the map is built while the phone still waits for the route's chunks.
void import('tailwind-merge').then(({ twMerge }) => setTimeout(() => twMerge('')));

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
const root = createRoot(container);
// index.html shows the same "Loading..." as the router's fallback, so React starts once the first route's
// code is in, not twice. That first render is a transition: React builds the page in slices and lets the
// browser breathe between them, instead of one long task a phone's CPU stalls on.
const renderApp = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
        <AfterCommit run={firstCommit} />
      </StrictMode>,
    ),
  );
if (router.state.initialized) renderApp();
else {
  const stopWaiting = router.subscribe((state) => {
    if (!state.initialized) return;
    stopWaiting();
    renderApp();
  });
}

// Only the built app has a service worker; in development it would serve stale modules. Its install
// downloads the whole app for offline use: after the first screen, not during it.
if (import.meta.env.PROD) {
  void whenIdle().then(registerServiceWorker);
}

/** Runs `run` once its render has been committed: the app's is the same render. */
function AfterCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
