/** How long a busy page may hold back what waits for idle time: it runs then anyway. */
const IDLE_TIMEOUT_MS = 2_000;
/** The longest idle work waits for the first screen (say, its data never comes): then it goes ahead. */
const FIRST_SCREEN_TIMEOUT_MS = 5_000;

let firstScreen: Promise<unknown> = Promise.resolve();

/**
 * Holds idle work back until the first screen is up. The page's `load` comes long before it (the route's
 * code and data load after), and the idle moments in between, while the phone waits for them, are the
 * first screen's: work started there would run among its tasks and delay its paint.
 */
export function holdIdleWorkUntil(shown: Promise<unknown>): void {
  const timeout = new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_TIMEOUT_MS));
  firstScreen = Promise.race([shown, timeout]).catch(() => undefined);
}

/**
 * Resolves once the page has loaded, its first screen is up, and the browser has a moment to spare. For
 * work the first screen does not show (the live connection, the service worker): on a phone's CPU and
 * connection it would otherwise compete with the screen's own code and data.
 */
export function whenIdle(): Promise<void> {
  return firstScreen.then(
    () =>
      new Promise((resolve) => {
        const afterLoad = () => {
          if ('requestIdleCallback' in window)
            window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
          else setTimeout(resolve, 0);
        };
        if (document.readyState === 'complete') afterLoad();
        else window.addEventListener('load', afterLoad, { once: true });
      }),
  );
}
