import { setTimeout as sleep } from 'node:timers/promises';
import { Logger } from '@nestjs/common';

/** Retries a start-up step until it succeeds, so a service outlives a dependency that is still starting. */
export async function retryForever<T>(what: string, attempt: () => Promise<T>, delayMs = 2000): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      Logger.warn(
        `${what} failed (attempt ${tries}): ${(error as Error).message}; retrying in ${delayMs} ms`,
      );
      await sleep(delayMs);
    }
  }
}
