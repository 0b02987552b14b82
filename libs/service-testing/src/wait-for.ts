import { setTimeout as sleep } from 'node:timers/promises';

export interface WaitOptions {
  /** What is awaited, for the error when it does not come: "event 42 to be handled". */
  description?: string;
  timeoutMs?: number;
  intervalMs?: number;
}

/**
 * Polls `probe` until it answers something other than `undefined` or `false`, and returns that. A service
 * works asynchronously (consumers, outbox relay), so tests wait for the effect instead of sleeping.
 */
export async function waitFor<T>(
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  { description = 'the condition', timeoutMs = 10_000, intervalMs = 25 }: WaitOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await probe();
    if (answer !== undefined && answer !== false) return answer;
    if (Date.now() >= deadline) throw new Error(`Waited ${timeoutMs / 1000} s for ${description} in vain`);
    await sleep(intervalMs);
  }
}
