import { randomBytes } from 'node:crypto';
import { loadConfig, ServiceConfig } from '@boonies/platform';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';

/**
 * Seals endpoint secrets when no WEBHOOKS_SECRET_KEY is given outside production: made at start and never
 * written anywhere, so no key lives in the source. `npm start` and the test harnesses pass a key of their own.
 */
const PROCESS_SECRET_KEY = randomBytes(32).toString('base64url');

/**
 * The webhooks service's environment (docs/webhooks.md, docs/configuration.md): how deliveries are sent,
 * retried and given up on, which private targets an operator allows, and how long the log is kept.
 */
export class WebhooksConfig extends ServiceConfig {
  /** Attempts of one delivery before it is dead (replayable by an admin). */
  @IsInt()
  @Min(1)
  @Max(50)
  WEBHOOKS_MAX_ATTEMPTS: number = 10;

  /** How long one attempt may take, connection and answer included. */
  @IsInt()
  @Min(100)
  @Max(60_000)
  WEBHOOKS_TIMEOUT_MS: number = 10_000;

  /** The first retry's delay; each further one doubles, with jitter, up to WEBHOOKS_BACKOFF_MAX_MS. */
  @IsInt()
  @Min(10)
  @Max(3_600_000)
  WEBHOOKS_BACKOFF_BASE_MS: number = 30_000;

  @IsInt()
  @Min(10)
  @Max(86_400_000)
  WEBHOOKS_BACKOFF_MAX_MS: number = 3_600_000;

  /** Attempts one replica runs at once, across all endpoints; 0 for a replica that only answers requests. */
  @IsInt()
  @Min(0)
  @Max(256)
  WEBHOOKS_WORKERS: number = 16;

  /** Attempts in flight to one endpoint at once, over all replicas: a slow endpoint holds no more than this. */
  @IsInt()
  @Min(1)
  @Max(64)
  WEBHOOKS_PER_ENDPOINT_CONCURRENCY: number = 4;

  /** How often an idle worker looks for due deliveries (a new one wakes it at once in this replica). */
  @IsInt()
  @Min(10)
  @Max(60_000)
  WEBHOOKS_POLL_MS: number = 1000;

  /**
   * Targets an operator trusts, comma-separated host names or CIDRs (`hooks.internal`, `10.1.0.0/16`,
   * `127.0.0.1/32`): they may be plain http and private addresses. Everything else must be https to a public
   * address.
   */
  @IsOptional()
  @IsString()
  @MaxLength(4000)
  WEBHOOKS_ALLOWED_TARGETS?: string;

  /** Seconds a rotated-out secret keeps signing beside the new one, unless the rotation says otherwise. */
  @IsInt()
  @Min(0)
  @Max(7 * 24 * 3600)
  WEBHOOKS_ROTATION_GRACE_SECONDS: number = 24 * 3600;

  /** Days a finished delivery (succeeded, failed, dead, withheld) stays in the log. */
  @IsInt()
  @Min(1)
  @Max(365)
  WEBHOOKS_LOG_RETENTION_DAYS: number = 30;

  /** How often the sweep trims the log and buries deliveries whose worker died on their last attempt. */
  @IsInt()
  @Min(1)
  @Max(86_400)
  WEBHOOKS_SWEEP_SECONDS: number = 300;

  /**
   * Keys the endpoint secrets at rest (AES-256-GCM, `SecretBox`). Required in production; outside it a key
   * made for the process stands in, so secrets stored then open only in that process. Keep it for good:
   * secrets sealed under another key do not open, and their endpoints need a new secret.
   */
  @ValidateIf(
    (config: WebhooksConfig) => config.NODE_ENV === 'production' || config.WEBHOOKS_SECRET_KEY !== undefined,
  )
  @IsString({ message: 'is required in production' })
  @MinLength(32, { message: 'must be at least 32 characters long' })
  @MaxLength(4000)
  WEBHOOKS_SECRET_KEY?: string;

  get secretKey(): string {
    return this.WEBHOOKS_SECRET_KEY ?? PROCESS_SECRET_KEY;
  }
}

export const loadWebhooksConfig = (): WebhooksConfig => loadConfig(WebhooksConfig);
