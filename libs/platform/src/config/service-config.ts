import { MAX_STREAM_REPLICAS, type NatsCredentials } from '@boonies/messaging';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { IsCallerKey } from './caller-key.validator';
import { ThrottleConfig } from '../throttles/throttle-config';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * What every backend process needs: where PostgreSQL and NATS are, how much to log, and the per-account
 * limits of the actions it may throttle.
 */
export class ServiceConfig extends ThrottleConfig {
  @Matches(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// URL' })
  DATABASE_URL: string = 'postgres://postgres@127.0.0.1:5432/boonies';

  @Matches(/^(nats|tls|wss?):\/\//, { message: 'must be a nats:// URL (comma-separate several servers)' })
  NATS_URL: string = 'nats://127.0.0.1:4222';

  @IsIn(LOG_LEVELS)
  LOG_LEVEL: LogLevel = 'info';

  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  /** Overrides the service's PostgreSQL schema (tests and side-by-side deployments). */
  @IsOptional()
  @IsString()
  @Matches(/^[a-z_][a-z0-9_]*$/, { message: 'must be a lowercase SQL identifier' })
  DATABASE_SCHEMA?: string;

  @IsInt()
  @Min(1)
  @Max(100)
  DATABASE_POOL_SIZE: number = 10;

  /** On how many NATS servers each event stream is kept: 1 on a single server, 3 on a three-node cluster. */
  @IsInt()
  @Min(1)
  @Max(MAX_STREAM_REPLICAS)
  NATS_STREAM_REPLICAS: number = 1;

  /** This process's user on a NATS that asks for one (production); each has its own rights on the bus. */
  @IsOptional()
  @IsString()
  @MaxLength(64)
  NATS_USER?: string;

  @ValidateIf((config: ServiceConfig) => config.NATS_USER !== undefined)
  @IsString({ message: 'is required with NATS_USER' })
  @MinLength(1, { message: 'must not be empty' })
  NATS_PASSWORD?: string;

  /**
   * The gateway's public key (base64 SPKI): callers are believed only when it verifies their token.
   * Required in production; without it every request on someone's behalf is refused.
   */
  @ValidateIf(
    (config: ServiceConfig) => config.NODE_ENV === 'production' || config.CALLER_VERIFY_KEY !== undefined,
  )
  @IsString({ message: 'is required in production' })
  @IsCallerKey('verify')
  CALLER_VERIFY_KEY?: string;
}

/** The NATS credentials a process's configuration gives it, if any. */
export function natsCredentialsOf(config: { NATS_USER?: string; NATS_PASSWORD?: string }): NatsCredentials {
  return config.NATS_USER === undefined ? {} : { user: config.NATS_USER, pass: config.NATS_PASSWORD };
}
