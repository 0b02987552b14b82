import { onlineManager } from '@tanstack/react-query';

/**
 * One bar at the park: the phone says it is online, yet requests fail or never come back. The browser's
 * `online` flag cannot tell, so the app's own requests do: a request that gets no answer (it failed, or ran
 * out of time) puts the app in its offline state, exactly as if the phone had no signal — reads wait and
 * show the kept copy, ticks are queued, the offline banner shows. A small request then checks, more rarely
 * each time, whether the server answers again; the first answer of any request (an error status counts:
 * the server was reached) ends the offline state, and the waiting reads and queued writes go out.
 */

/** What the check asks for: any answer will do, and HEAD carries no body. */
const PROBE_PATH = '/api/auth/me';
const PROBE_TIMEOUT_MS = 5_000;
/** The first check soon after the failure, then half as often each time, at most every 15 s. */
const FIRST_PROBE_DELAY_MS = 2_000;
const MAX_PROBE_DELAY_MS = 15_000;

let unreachable = false;
let probeDelay = FIRST_PROBE_DELAY_MS;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let watching = false;

/** Whether the last request got no answer and no later one has got through. */
export function isServerUnreachable(): boolean {
  return unreachable;
}

/** A request got no answer: the app goes offline until the server answers again. */
export function reportConnectionFailure(): void {
  unreachable = true;
  onlineManager.setOnline(false);
  watchForSignal();
  if (probeTimer === undefined) scheduleProbe();
}

/** A request got an answer: if the app was offline for want of one, it is back. */
export function reportAnswer(): void {
  if (!unreachable) return;
  forgetOutage();
  if (navigator.onLine) onlineManager.setOnline(true);
}

/** Forgets an outage and stops checking: the browser's own view of the connection holds again. */
export function resetConnectivity(): void {
  if (!unreachable) return;
  forgetOutage();
  onlineManager.setOnline(navigator.onLine);
}

function forgetOutage(): void {
  unreachable = false;
  probeDelay = FIRST_PROBE_DELAY_MS;
  if (probeTimer !== undefined) clearTimeout(probeTimer);
  probeTimer = undefined;
}

function scheduleProbe(): void {
  probeTimer = setTimeout(() => void probe(), probeDelay);
  probeDelay = Math.min(probeDelay * 2, MAX_PROBE_DELAY_MS);
}

/** Asks the server for anything; an answer ends the outage, silence schedules the next check. */
export async function probe(): Promise<void> {
  if (probeTimer !== undefined) clearTimeout(probeTimer);
  probeTimer = undefined;
  if (!unreachable) return;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  try {
    await fetch(PROBE_PATH, {
      method: 'HEAD',
      credentials: 'include',
      cache: 'no-store',
      signal: controller.signal,
    });
    reportAnswer();
  } catch {
    if (unreachable && probeTimer === undefined) scheduleProbe();
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The phone's own signs that the signal may be back (it reports a connection again, or the app comes back
 * to the screen) check at once instead of waiting for the next turn.
 */
function watchForSignal(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  const checkNow = () => {
    if (unreachable && document.visibilityState !== 'hidden') void probe();
  };
  window.addEventListener('online', checkNow);
  document.addEventListener('visibilitychange', checkNow);
}
