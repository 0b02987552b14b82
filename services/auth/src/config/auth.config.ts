import { loadConfig, ServiceConfig } from '@boonies/platform';
import { IsInt, Max, Min } from 'class-validator';

/**
 * The auth service's environment. Rate limits are counted in PostgreSQL so they hold across replicas;
 * argon2id costs start at OWASP's minimum (19 MiB, 2 passes, 1 lane). Numbers carry their type annotation
 * so decorator metadata tells the loader to convert the environment's strings.
 */
export class AuthConfig extends ServiceConfig {
  /** Failed sign-ins one address may make per window. */
  @IsInt()
  @Min(1)
  AUTH_SIGNIN_MAX_PER_IP: number = 50;

  /** Failed sign-ins against one email per window, whoever makes them. */
  @IsInt()
  @Min(1)
  AUTH_SIGNIN_MAX_PER_ACCOUNT: number = 10;

  @IsInt()
  @Min(1)
  AUTH_SIGNIN_WINDOW_SECONDS: number = 15 * 60;

  /** Sign-up attempts one address may make per window. */
  @IsInt()
  @Min(1)
  AUTH_SIGNUP_MAX_PER_IP: number = 20;

  @IsInt()
  @Min(1)
  AUTH_SIGNUP_WINDOW_SECONDS: number = 60 * 60;

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
}

export const loadAuthConfig = (): AuthConfig => loadConfig(AuthConfig);
