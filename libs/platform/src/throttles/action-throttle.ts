import { throttledMessage, type ThrottledAction } from '@boonies/contracts';
import { RateLimiterRes, type RateLimiterPostgres } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { DomainError } from '../errors/domain-error';
import { postgresLimiter, retryAfterSeconds } from './postgres-limiter';
import { throttleRules, type ThrottleConfig } from './throttle-config';

/** Created in every service's schema by `CreateThrottles`. */
export const THROTTLES_TABLE = 'throttles';

/**
 * Per-account limits of spammable actions, counted in the service's PostgreSQL schema so every replica shares
 * the count. A service calls `consume(action, accountId)` before doing the action; over the limit it fails with
 * `RATE_LIMITED` and the seconds to wait (the gateway answers 429 with `Retry-After`). Admins count like
 * everyone else, and a puppet's actions count against the puppet.
 */
export class ActionThrottle {
  private readonly limiters: Record<ThrottledAction, RateLimiterPostgres>;

  constructor(dataSource: DataSource, schema: string, config: ThrottleConfig) {
    const rules = throttleRules(config);
    const limiter = (action: ThrottledAction) =>
      postgresLimiter({
        dataSource,
        schema,
        table: THROTTLES_TABLE,
        keyPrefix: action,
        points: rules[action].limit,
        durationSeconds: rules[action].windowSeconds,
      });
    this.limiters = {
      post: limiter('post'),
      reply: limiter('reply'),
      reaction: limiter('reaction'),
      message: limiter('message'),
      follow: limiter('follow'),
      vote: limiter('vote'),
      report: limiter('report'),
    };
  }

  /** Counts one action of the account, or refuses it when the account is over its limit. */
  async consume(action: ThrottledAction, accountId: string): Promise<void> {
    try {
      await this.limiters[action].consume(accountId);
    } catch (refusal) {
      // Anything but the limiter's refusal is a store failure: rethrown, so the action is not let through.
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const wait = retryAfterSeconds(refusal.msBeforeNext);
      throw new DomainError('RATE_LIMITED', throttledMessage(action, wait), { retryAfterSeconds: wait });
    }
  }
}
