/** Exponential backoff: `initialDelayMs` after the first failure, doubling up to `maxDelayMs`. */
export interface RetryPolicy {
  initialDelayMs: number;
  maxDelayMs: number;
}

/** The wait after `failures` consecutive failures (1 = the first). */
export function retryDelay(failures: number, policy: RetryPolicy): number {
  const exponent = Math.max(0, failures - 1);
  // Capping the exponent keeps 2 ** exponent finite however long an outage lasts.
  return Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** Math.min(exponent, 30));
}
