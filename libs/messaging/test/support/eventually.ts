import { setTimeout as sleep } from 'node:timers/promises';

/** Retries `probe` (typically a block of `expect`s) until it passes, or throws its last failure. */
export async function eventually<T>(
  probe: () => T | Promise<T>,
  { timeoutMs = 10_000, intervalMs = 25 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await probe();
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await sleep(intervalMs);
  }
}
