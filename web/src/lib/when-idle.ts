/** How long a busy page may hold back what waits for idle time: it runs then anyway. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Resolves once the page has loaded and the browser has a moment to spare. For work the first screen does
 * not show (the live connection, the service worker): on a phone's CPU and connection it would otherwise
 * compete with the screen's own code and data.
 */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const afterLoad = () => {
      if ('requestIdleCallback' in window)
        window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
}
