import { AUTH_MESSAGES } from '@boonies/contracts';
import { DomainError, postgresLimiter, retryAfterSeconds, schemaOf } from '@boonies/platform';
import { Injectable } from '@nestjs/common';
import { type RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { AuthConfig } from '../config/auth.config';
import { accountKey, clientAddressKey } from './rate-limit-keys';
import { signInDelaySeconds } from './sign-in-delay';

/** Created by a migration, shared by every limiter (their keys carry distinct prefixes). */
const RATE_LIMITS_TABLE = 'rate_limits';
/** Failure counters only count; they never refuse on their own. */
const UNLIMITED = Number.MAX_SAFE_INTEGER;
/** Under attack, an address gets one free failure against the account before its delays start. */
const FREE_FAILURES_UNDER_ATTACK = 1;

interface SignInKeys {
  pair: string;
  account: string;
  address: string;
}

/**
 * Sign-in and sign-up attempt limits, counted in PostgreSQL so every replica sees the same numbers.
 *
 * Sign-in never locks an account. Failures are counted per (account, address) pair, per account and per
 * address. Past a pair's free failures, each further attempt from that pair waits 1, 2, 4 … seconds (capped)
 * after the one before; past an address's free failures the same holds for the address whatever the account.
 * The account's own count only slows: once it passes its free failures (someone is guessing, maybe from many
 * addresses), every pair's delays start after its first failure instead. A pair that has not failed is never
 * refused, so an attacker's failures elsewhere never stop the owner, and a success resets the pair.
 *
 * An attempt counts as a failure before it runs, in the same statement that reads the count, so concurrent
 * attempts cannot slip past; a success gives its point back and a refused attempt costs nothing.
 */
@Injectable()
export class AttemptLimiter {
  private readonly failuresPerPair: RateLimiterPostgres;
  private readonly failuresPerAccount: RateLimiterPostgres;
  private readonly failuresPerAddress: RateLimiterPostgres;
  /** One attempt per delay: each passing attempt opens a window the next one must wait out. */
  private readonly pairGate: RateLimiterPostgres;
  private readonly addressGate: RateLimiterPostgres;
  private readonly signUpPerAddress: RateLimiterPostgres;

  constructor(
    dataSource: DataSource,
    private readonly config: AuthConfig,
  ) {
    const limiter = (keyPrefix: string, points: number, durationSeconds: number) =>
      postgresLimiter({
        dataSource,
        schema: schemaOf('auth', config),
        table: RATE_LIMITS_TABLE,
        keyPrefix,
        points,
        durationSeconds,
      });
    const window = config.AUTH_SIGNIN_WINDOW_SECONDS;
    this.failuresPerPair = limiter('sign-in:pair', UNLIMITED, window);
    this.failuresPerAccount = limiter('sign-in:account', UNLIMITED, window);
    this.failuresPerAddress = limiter('sign-in:address', UNLIMITED, window);
    this.pairGate = limiter('sign-in:pair-gate', 1, 1);
    this.addressGate = limiter('sign-in:address-gate', 1, 1);
    this.signUpPerAddress = limiter(
      'sign-up:address',
      config.AUTH_SIGNUP_MAX_PER_IP,
      config.AUTH_SIGNUP_WINDOW_SECONDS,
    );
  }

  async beforeSignUp(ip: string): Promise<void> {
    try {
      await this.signUpPerAddress.consume(clientAddressKey(ip));
    } catch (refusal) {
      throw asRateLimited(refusal);
    }
  }

  /** Counts the attempt as a failure, or refuses it (429) while its pair or its address must still wait. */
  async beforeSignIn(ip: string, email: string): Promise<void> {
    const keys = signInKeys(ip, email);
    const [pair, account, address] = await Promise.all([
      this.failuresPerPair.penalty(keys.pair),
      this.failuresPerAccount.penalty(keys.account),
      this.failuresPerAddress.penalty(keys.address),
    ]);
    const underAttack = account.consumedPoints - 1 >= this.config.AUTH_SIGNIN_ACCOUNT_FREE;
    const pairFree = underAttack ? FREE_FAILURES_UNDER_ATTACK : this.config.AUTH_SIGNIN_PAIR_FREE;
    const pairDelay = this.delayAfter(pair.consumedPoints, pairFree);
    const addressDelay = this.delayAfter(address.consumedPoints, this.config.AUTH_SIGNIN_IP_FREE);
    let passedPairGate = false;
    try {
      if (pairDelay > 0) {
        await this.pairGate.consume(keys.pair, 1, { customDuration: pairDelay });
        passedPairGate = true;
      }
      if (addressDelay > 0) await this.addressGate.consume(keys.address, 1, { customDuration: addressDelay });
    } catch (refusal) {
      // A refused attempt tried no password: it gives back what it counted.
      await Promise.all([
        this.failuresPerPair.reward(keys.pair),
        this.failuresPerAccount.reward(keys.account),
        this.failuresPerAddress.reward(keys.address),
        passedPairGate ? this.pairGate.reward(keys.pair) : undefined,
      ]);
      throw asRateLimited(refusal);
    }
  }

  /** The pair starts afresh; the account and the address get back the point this attempt counted. */
  async afterSignInSucceeded(ip: string, email: string): Promise<void> {
    const keys = signInKeys(ip, email);
    await Promise.all([
      this.failuresPerPair.delete(keys.pair),
      this.pairGate.delete(keys.pair),
      this.failuresPerAccount.reward(keys.account),
      this.failuresPerAddress.reward(keys.address),
    ]);
  }

  /**
   * The wait this attempt imposes on the next one, should it fail: none while the failures counted so far
   * (this attempt included) stay under `free`, then the first delay, doubling up to the cap.
   */
  private delayAfter(failuresWithThisAttempt: number, free: number): number {
    return signInDelaySeconds(failuresWithThisAttempt, {
      free,
      firstSeconds: this.config.AUTH_SIGNIN_DELAY_SECONDS,
      maxSeconds: this.config.AUTH_SIGNIN_DELAY_CAP,
    });
  }
}

function signInKeys(ip: string, email: string): SignInKeys {
  const account = accountKey(email);
  const address = clientAddressKey(ip);
  return { pair: `${account}:${address}`, account, address };
}

/** The limiter's refusal as the `RATE_LIMITED` answer; a store failure is rethrown, refusing the attempt. */
function asRateLimited(refusal: unknown): unknown {
  if (!(refusal instanceof RateLimiterRes)) return refusal;
  return new DomainError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts, {
    retryAfterSeconds: retryAfterSeconds(refusal.msBeforeNext),
  });
}
