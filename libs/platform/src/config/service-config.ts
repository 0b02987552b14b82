import { MAX_STREAM_REPLICAS } from '@boonies/messaging';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** What every backend process needs: where PostgreSQL and NATS are, and how much to log. */
export class ServiceConfig {
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
}
