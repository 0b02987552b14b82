import { AUTH_MESSAGES, SESSION_TTL_SECONDS } from '@boonies/contracts/auth';
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
/** An address stays the owner's as long as a session opened there may last. */
const OWNER_ADDRESS_SECONDS = SESSION_TTL_SECONDS.remembered;

interface SignInKeys {
  pair: string;
  account: string;
  address: string;
}

/**
 * Sign-in and sign-up attempt limits, counted in PostgreSQL so every replica sees the same numbers.
 *
 * Sign-in never locks the owner out. Failures are counted per (account, address) pair, per account and per
 * address. Past a pair's free failures, each further attempt from that pair waits 1, 2, 4 … seconds (capped)
 * after the one before; past an address's free failures the same holds for the address whatever the account.
 * Once the account passes its own free failures (someone is guessing, maybe from many addresses), every
 * pair's delays start after its first failure, and the addresses that are not the owner's share one more
 * wait, doubling with the account's failures: a thousand addresses get the guesses of one, not one each.
 * The owner's addresses, those the account signed up or signed in from within a remembered session's life,
 * skip that shared wait, so an attacker's failures elsewhere never stop the owner there; a success resets
 * its pair.
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
  /** Shared by the addresses of an account under attack that are not its owner's. */
  private readonly accountGate: RateLimiterPostgres;
  /** The pairs whose address signed the account up or in: the owner's, spared the account's gate. */
  private readonly ownerAddresses: RateLimiterPostgres;
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
    this.accountGate = limiter('sign-in:account-gate', 1, 1);
    this.ownerAddresses = limiter('sign-in:owner', UNLIMITED, OWNER_ADDRESS_SECONDS);
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

  /** The address an account was just made from is its owner's. */
  async afterSignUp(ip: string, email: string): Promise<void> {
    await this.rememberOwnerAddress(signInKeys(ip, email));
  }

  /**
   * Counts the attempt as a failure, or refuses it (429) while its pair, its address or, for an address
   * that is not the owner's, its account must still wait.
   */
  async beforeSignIn(ip: string, email: string): Promise<void> {
    const keys = signInKeys(ip, email);
    const [pair, account, address, ownerAddress] = await Promise.all([
      this.failuresPerPair.penalty(keys.pair),
      this.failuresPerAccount.penalty(keys.account),
      this.failuresPerAddress.penalty(keys.address),
      this.ownerAddresses.get(keys.pair),
    ]);
    const underAttack = account.consumedPoints - 1 >= this.config.AUTH_SIGNIN_ACCOUNT_FREE;
    const pairFree = underAttack ? FREE_FAILURES_UNDER_ATTACK : this.config.AUTH_SIGNIN_PAIR_FREE;
    const gates: { gate: RateLimiterPostgres; key: string; delay: number }[] = [
      { gate: this.pairGate, key: keys.pair, delay: this.delayAfter(pair.consumedPoints, pairFree) },
      {
        gate: this.accountGate,
        key: keys.account,
        delay: ownerAddress
          ? 0
          : this.delayAfter(account.consumedPoints, this.config.AUTH_SIGNIN_ACCOUNT_FREE),
      },
      {
        gate: this.addressGate,
        key: keys.address,
        delay: this.delayAfter(address.consumedPoints, this.config.AUTH_SIGNIN_IP_FREE),
      },
    ];
    const passed: typeof gates = [];
    try {
      for (const gate of gates) {
        if (gate.delay <= 0) continue;
        await gate.gate.consume(gate.key, 1, { customDuration: gate.delay });
        passed.push(gate);
      }
    } catch (refusal) {
      // A refused attempt tried no password: it gives back what it counted and the gates it took.
      await Promise.all([
        this.failuresPerPair.reward(keys.pair),
        this.failuresPerAccount.reward(keys.account),
        this.failuresPerAddress.reward(keys.address),
        ...passed.map(({ gate, key }) => gate.reward(key)),
      ]);
      throw asRateLimited(refusal);
    }
  }

  /**
   * The pair starts afresh and its address is the owner's from now on; the account and the address get back
   * the point this attempt counted.
   */
  async afterSignInSucceeded(ip: string, email: string): Promise<void> {
    const keys = signInKeys(ip, email);
    await Promise.all([
      this.failuresPerPair.delete(keys.pair),
      this.pairGate.delete(keys.pair),
      this.failuresPerAccount.reward(keys.account),
      this.failuresPerAddress.reward(keys.address),
      this.rememberOwnerAddress(keys),
    ]);
  }

  private async rememberOwnerAddress(keys: SignInKeys): Promise<void> {
    await this.ownerAddresses.set(keys.pair, 1, OWNER_ADDRESS_SECONDS);
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
