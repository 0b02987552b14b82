import { AUTH_MESSAGES } from '@boonies/contracts';
import { DomainError, schemaOf } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { AuthConfig } from '../config/auth.config';
import { accountKey, clientAddressKey, retryAfterSeconds } from './rate-limit-keys';

/** Created by a migration, shared by every limiter (their keys carry distinct prefixes). */
const RATE_LIMITS_TABLE = 'rate_limits';

/**
 * Sign-in and sign-up attempt limits, counted in PostgreSQL so every replica sees the same numbers.
 * An attempt consumes its points before it runs, in the same statement that checks the limit, so
 * concurrent attempts cannot slip past it; a successful sign-in gives its points back.
 */
@Injectable()
export class AttemptLimiter {
  private readonly signInPerAddress: RateLimiterPostgres;
  private readonly signInPerAccount: RateLimiterPostgres;
  private readonly signUpPerAddress: RateLimiterPostgres;

  constructor(dataSource: DataSource, config: AuthConfig) {
    const store = {
      storeClient: dataSource,
      storeType: 'typeorm',
      schemaName: schemaOf('auth', config),
      tableName: RATE_LIMITS_TABLE,
      tableCreated: true,
    };
    this.signInPerAddress = new RateLimiterPostgres({
      ...store,
      keyPrefix: 'sign-in:address',
      points: config.AUTH_SIGNIN_MAX_PER_IP,
      duration: config.AUTH_SIGNIN_WINDOW_SECONDS,
    });
    this.signInPerAccount = new RateLimiterPostgres({
      ...store,
      keyPrefix: 'sign-in:account',
      points: config.AUTH_SIGNIN_MAX_PER_ACCOUNT,
      duration: config.AUTH_SIGNIN_WINDOW_SECONDS,
    });
    this.signUpPerAddress = new RateLimiterPostgres({
      ...store,
      keyPrefix: 'sign-up:address',
      points: config.AUTH_SIGNUP_MAX_PER_IP,
      duration: config.AUTH_SIGNUP_WINDOW_SECONDS,
    });
  }

  async beforeSignUp(ip: string): Promise<void> {
    await consumeAll([this.signUpPerAddress.consume(clientAddressKey(ip))]);
  }

  async beforeSignIn(ip: string, email: string): Promise<void> {
    await consumeAll([
      this.signInPerAddress.consume(clientAddressKey(ip)),
      this.signInPerAccount.consume(accountKey(email)),
    ]);
  }

  /** Only failures count: the address gets its point back and the account starts afresh. */
  async afterSignInSucceeded(ip: string, email: string): Promise<void> {
    await Promise.all([
      this.signInPerAddress.reward(clientAddressKey(ip)),
      this.signInPerAccount.delete(accountKey(email)),
    ]);
  }
}

/**
 * Waits for every limiter, then refuses with the longest wait among those over their limit. A store
 * failure is rethrown: attempts are refused rather than let through unlimited.
 */
async function consumeAll(consumptions: Promise<RateLimiterRes>[]): Promise<void> {
  const outcomes = await Promise.allSettled(consumptions);
  let longestWaitMs = -1;
  for (const outcome of outcomes) {
    if (outcome.status === 'fulfilled') continue;
    if (!(outcome.reason instanceof RateLimiterRes)) throw outcome.reason;
    longestWaitMs = Math.max(longestWaitMs, outcome.reason.msBeforeNext);
  }
  if (longestWaitMs >= 0) {
    throw new DomainError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts, {
      retryAfterSeconds: retryAfterSeconds(longestWaitMs),
    });
  }
}
