import { randomBytes } from 'node:crypto';
import { loadConfig, ServiceConfig } from '@boonies/platform';
import { IsInt, IsString, Max, Min, MinLength, ValidateIf } from 'class-validator';

/**
 * Keys the sign-up signal hashes when no SIGNAL_HASH_KEY is given outside production: made at start, never
 * written anywhere, so no key lives in the source. Hashes then match only within this process's life, which
 * is enough for a service test; `npm start` and the test harness pass a key of their own.
 */
const PROCESS_SIGNAL_KEY = randomBytes(32).toString('base64url');

/**
 * The auth service's environment. Rate limits are counted in PostgreSQL so they hold across replicas;
 * argon2id costs start at OWASP's minimum (19 MiB, 2 passes, 1 lane). Numbers carry their type annotation
 * so decorator metadata tells the loader to convert the environment's strings.
 */
export class AuthConfig extends ServiceConfig {
  /**
   * Failed sign-ins one address may make against one account before each further attempt from it waits
   * AUTH_SIGNIN_DELAY_SECONDS after the one before, doubling each time up to AUTH_SIGNIN_DELAY_CAP.
   */
  @IsInt()
  @Min(1)
  AUTH_SIGNIN_PAIR_FREE: number = 5;

  /**
   * Failed sign-ins against one account, from any address, after which every address's delays start after
   * its first failure, and the addresses the account never signed up or in from share one more wait,
   * doubling the same way. Never a lock for the owner: their own addresses skip that shared wait.
   */
  @IsInt()
  @Min(1)
  AUTH_SIGNIN_ACCOUNT_FREE: number = 10;

  /** Failed sign-ins one address may make, whatever the accounts, before its attempts wait the same way. */
  @IsInt()
  @Min(1)
  AUTH_SIGNIN_IP_FREE: number = 50;

  /** The first wait, doubled at each further failure. */
  @IsInt()
  @Min(1)
  @Max(3600)
  AUTH_SIGNIN_DELAY_SECONDS: number = 1;

  /** The longest wait between two attempts. */
  @IsInt()
  @Min(1)
  @Max(24 * 3600)
  AUTH_SIGNIN_DELAY_CAP: number = 5 * 60;

  /** How long failures are remembered, from the first of them; a success resets its pair at once. */
  @IsInt()
  @Min(1)
  AUTH_SIGNIN_WINDOW_SECONDS: number = 60 * 60;

  /** Sign-up attempts one address may make per window. */
  @IsInt()
  @Min(1)
  AUTH_SIGNUP_MAX_PER_IP: number = 20;

  @IsInt()
  @Min(1)
  AUTH_SIGNUP_WINDOW_SECONDS: number = 60 * 60;

  /**
   * Keys the hashes of a sign-up's address and device (`auth.user-signed-up`), so nobody holding the events
   * can try addresses against them. Required in production; changing it stops new sign-ups from matching
   * earlier ones.
   */
  @ValidateIf(
    (config: AuthConfig) => config.NODE_ENV === 'production' || config.SIGNAL_HASH_KEY !== undefined,
  )
  @IsString({ message: 'is required in production' })
  @MinLength(32, { message: 'must be at least 32 characters long' })
  SIGNAL_HASH_KEY?: string;

  @IsInt()
  @Min(19_456)
  @Max(1_048_576)
  ARGON2_MEMORY_KIB: number = 19_456;

  @IsInt()
  @Min(2)
  @Max(10)
  ARGON2_TIME_COST: number = 2;

  @IsInt()
  @Min(1)
  @Max(16)
  ARGON2_PARALLELISM: number = 1;

  get signalHashKey(): string {
    return this.SIGNAL_HASH_KEY ?? PROCESS_SIGNAL_KEY;
  }

  get usesProcessSignalKey(): boolean {
    return this.SIGNAL_HASH_KEY === undefined;
  }
}

export const loadAuthConfig = (): AuthConfig => loadConfig(AuthConfig);
