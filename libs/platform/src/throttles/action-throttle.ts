import { type ThrottledAction, throttledMessage } from '@boonies/contracts/throttles';
import type { DataSource } from 'typeorm';
import { DomainError } from '../errors/domain-error';
import { retryAfterSeconds } from './postgres-limiter';
import { SlidingWindowLimiter } from './sliding-window-limiter';
import { throttleRules, type ThrottleConfig, type ThrottleRule } from './throttle-config';

/** The fixed-window counters of `CreateThrottles`, no longer read: kept for that applied migration. */
export const THROTTLES_TABLE = 'throttles';

/** Created in every service's schema by `SlideThrottleWindows`. */
export const ACTION_THROTTLES_TABLE = 'action_throttles';

/**
 * Per-account limits of spammable actions, counted in the service's PostgreSQL schema so every replica shares
 * the count. A service calls `consume(action, accountId)` before doing the action; with `limit` actions
 * already in the sliding window that ends now it fails with `RATE_LIMITED` and the seconds until one more is
 * allowed (the gateway answers 429 with `Retry-After`). Admins count like everyone else, and a puppet's
 * actions count against the puppet.
 */
export class ActionThrottle {
  private readonly rules: Record<ThrottledAction, ThrottleRule>;
  private readonly log: SlidingWindowLimiter;

  constructor(dataSource: DataSource, schema: string, config: ThrottleConfig) {
    this.rules = throttleRules(config);
    this.log = new SlidingWindowLimiter(dataSource, `"${schema}"."${ACTION_THROTTLES_TABLE}"`);
  }

  /** Counts one action of the account, or refuses it when the account is at its limit. */
  async consume(action: ThrottledAction, accountId: string): Promise<void> {
    // A store failure rejects here too, so the action is never let through uncounted.
    const outcome = await this.log.consume(`${action}:${accountId}`, this.rules[action]);
    if (outcome.allowed) return;
    const wait = retryAfterSeconds(outcome.msBeforeNext);
    throw new DomainError('RATE_LIMITED', throttledMessage(action, wait), { retryAfterSeconds: wait });
  }
}
