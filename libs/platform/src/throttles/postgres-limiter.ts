import { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';

export interface PostgresLimiterOptions {
  dataSource: DataSource;
  /** The service's own schema; its migration created `table` in it. */
  schema: string;
  table: string;
  /** Tells apart the counters of several limiters sharing one table. */
  keyPrefix: string;
  /** How many points a key may consume per window. */
  points: number;
  /** The window, in seconds, starting at a key's first point. */
  durationSeconds: number;
}

/**
 * A `rate-limiter-flexible` limiter whose counters live in a PostgreSQL table of the service's schema, so
 * every replica of the service reads and writes the same counts. Consuming checks and counts in one upsert,
 * so concurrent calls cannot slip past a limit. The table is created by a migration (see
 * `CreateThrottles`), never by the library at run time.
 */
export function postgresLimiter(options: PostgresLimiterOptions): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: options.dataSource,
    storeType: 'typeorm',
    schemaName: options.schema,
    tableName: options.table,
    tableCreated: true,
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
  });
}

/** Whole seconds until the next attempt may succeed; never 0, so clients always wait a little. */
export function retryAfterSeconds(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}
