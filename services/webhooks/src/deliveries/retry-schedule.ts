/**
 * What an attempt's outcome means for its delivery, and when the next attempt is due. Pure, so the
 * schedule docs/webhooks.md states is the one tested.
 */

/** How one attempt ended. */
export type AttemptOutcome =
  | { kind: 'answered'; status: number; retryAfterMs?: number }
  | { kind: 'timeout' }
  | { kind: 'network'; message: string }
  /** Not sent: the target is refused, or the endpoint's secret cannot be opened. */
  | { kind: 'refused'; message: string };

/**
 * Worth another try: the receiver is down or busy (5xx, 408, 429), did not answer in time, or could not be
 * reached. Any other answer (2xx aside) is a decision of the receiver's that a retry would not change: a
 * 4xx, or a redirect, which is never followed (it could lead anywhere, a private address included). A
 * target refused at delivery time stays refused, and a secret that does not open stays unopened.
 */
export function isRetryable(outcome: AttemptOutcome): boolean {
  switch (outcome.kind) {
    case 'answered':
      return outcome.status >= 500 || outcome.status === 408 || outcome.status === 429;
    case 'timeout':
    case 'network':
      return true;
    case 'refused':
      return false;
  }
}

export function isSuccess(outcome: AttemptOutcome): boolean {
  return outcome.kind === 'answered' && outcome.status >= 200 && outcome.status < 300;
}

export interface BackoffSettings {
  baseMs: number;
  maxMs: number;
}

/**
 * The wait after the `attempt`-th failure (1-based): base × 2^(attempt−1), at most `maxMs`, of which a
 * random half is taken off ("equal jitter"), so endpoints that failed together do not retry together. A
 * receiver's `Retry-After` is honoured when longer, up to `maxMs`.
 */
export function retryDelayMs(
  attempt: number,
  settings: BackoffSettings,
  retryAfterMs = 0,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(settings.maxMs, settings.baseMs * 2 ** Math.min(attempt - 1, 30));
  const jittered = ceiling / 2 + random() * (ceiling / 2);
  return Math.round(Math.min(settings.maxMs, Math.max(jittered, retryAfterMs)));
}

/** An endpoint that keeps failing waits at most this long between tries, whatever its deliveries' schedule. */
export const ENDPOINT_BACKOFF_MAX_MS = 5 * 60 * 1000;

/**
 * How long a failing endpoint rests after its `failures`-th failure in a row: the same doubling from the
 * base, capped lower, so one down receiver is not hammered by its backlog and is found again soon once up.
 */
export function endpointBackoffMs(
  failures: number,
  settings: BackoffSettings,
  random: () => number = Math.random,
) {
  return retryDelayMs(
    failures,
    { baseMs: settings.baseMs, maxMs: Math.min(settings.maxMs, ENDPOINT_BACKOFF_MAX_MS) },
    0,
    random,
  );
}

/** A `Retry-After` header (seconds or an HTTP date) in milliseconds from `now`; 0 when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number {
  if (!value) return 0;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? 0 : Math.max(0, at - now);
}
