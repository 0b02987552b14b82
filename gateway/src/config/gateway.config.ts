import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { generateCallerKeys } from '@boonies/messaging';
import { VAPID_PUBLIC_KEY_PATTERN } from '@boonies/contracts/messaging';
import { IsCallerKey, LOG_LEVELS, type LogLevel } from '@boonies/platform';
import { WithStorageVariables } from '@boonies/storage';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';

/**
 * Signs this process's cookies when no JWT_SECRET is given outside production: made at start, never written
 * anywhere, so no secret lives in the source; sessions end when the process does. `npm start` and the test
 * harness pass a secret of their own, so their restarts keep sessions.
 */
const PROCESS_SECRET = randomBytes(32).toString('base64url');

const ORIGIN_PATTERN = /^https?:\/\/[^/\s]+$/;

type RawValue = { obj: Record<string, unknown>; key: string };

/**
 * Environment flags arrive as text. The raw value is read because implicit conversion has already run
 * `Boolean('false')`, which is true.
 */
function toBoolean({ obj, key }: RawValue): unknown {
  const value = obj[key];
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return value;
}

function toList({ obj, key }: RawValue): unknown {
  const value = obj[key];
  return typeof value === 'string'
    ? value
        .split(',')
        .map((item) => item.trim().replace(/\/+$/, ''))
        .filter(Boolean)
    : value;
}

/** Largest upload the tus endpoint takes: the largest kind's limit (the media service refuses per kind). */
const DEFAULT_UPLOAD_MAX_BYTES = 250 * 1024 * 1024;

/**
 * The gateway's environment, validated once at boot. Property names are the variable names. The media
 * storage variables are shared with the media service: uploads are written, and renditions read, there.
 */
export class GatewayConfig extends WithStorageVariables(class {}) {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsInt()
  @Min(0)
  @Max(65535)
  PORT: number = 3000;

  @Matches(/^(nats|tls|wss?):\/\//, { message: 'must be a nats:// URL (comma-separate several servers)' })
  NATS_URL: string = 'nats://127.0.0.1:4222';

  /** Required in production; elsewhere a secret made for this process stands in, with a warning. */
  @ValidateIf((config: GatewayConfig) => config.NODE_ENV === 'production' || config.JWT_SECRET !== undefined)
  @IsString({ message: 'is required in production' })
  @MinLength(32, { message: 'must be at least 32 characters long' })
  JWT_SECRET?: string;

  /** The gateway's user on a NATS that asks for one (production): it may send requests and hear pushes. */
  @IsOptional()
  @IsString()
  @MaxLength(64)
  NATS_USER?: string;

  @ValidateIf((config: GatewayConfig) => config.NATS_USER !== undefined)
  @IsString({ message: 'is required with NATS_USER' })
  @MinLength(1, { message: 'must not be empty' })
  NATS_PASSWORD?: string;

  /**
   * The private key (base64 PKCS#8) the gateway signs callers with; services hold the public half.
   * Required in production; elsewhere a key made for this process stands in, which no service can verify.
   */
  @ValidateIf(
    (config: GatewayConfig) => config.NODE_ENV === 'production' || config.CALLER_SIGNING_KEY !== undefined,
  )
  @IsString({ message: 'is required in production' })
  @IsCallerKey('signing')
  CALLER_SIGNING_KEY?: string;

  /** How long a call to a service may take before the browser gets 504. */
  @IsInt()
  @Min(100)
  @Max(60_000)
  RPC_TIMEOUT_MS: number = 5000;

  /** How long a resolved session is trusted without asking the auth service again. */
  @IsInt()
  @Min(1)
  @Max(600_000)
  SESSION_CACHE_TTL_MS: number = 30_000;

  /** True behind a reverse proxy: the client's address and scheme come from the proxy's X-Forwarded-* headers. */
  @Transform(toBoolean)
  @IsBoolean({ message: 'must be true or false' })
  TRUST_PROXY: boolean = false;

  /** `auto` marks the cookie Secure when the request arrived over HTTPS. */
  @IsIn(['auto', 'true', 'false'])
  COOKIE_SECURE: 'auto' | 'true' | 'false' = 'auto';

  /** Origins besides the gateway's own that may send unsafe requests, comma-separated. */
  @Transform(toList)
  @Matches(ORIGIN_PATTERN, { each: true, message: 'must list origins such as https://example.com' })
  ALLOWED_ORIGINS: string[] = [];

  /** The built web app; when the folder is missing the gateway serves only the API. */
  @IsString()
  WEB_DIST_DIR: string = resolve(__dirname, '../../../web/dist');

  /** The merchandise shop the Store page frames. */
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['https', 'http'], require_protocol: true })
  STORE_URL?: string;

  /** Where the About page's Contact Us link writes to. */
  @IsEmail({}, { message: 'must be an email address' })
  CONTACT_EMAIL: string = 'hello@theboonies.example';

  /**
   * The VAPID public key browsers subscribe to pushes with (the messaging service holds the private half);
   * without it the web app offers no push notifications.
   */
  @IsOptional()
  @Matches(VAPID_PUBLIC_KEY_PATTERN, { message: 'must be a P-256 public key in base64url (87 characters)' })
  WEB_PUSH_VAPID_PUBLIC_KEY?: string;

  /** Anonymous 404 reports one client address may send in any minute, counted by auth for every gateway replica. */
  @IsInt()
  @Min(1)
  @Max(10_000)
  TELEMETRY_PER_MINUTE: number = 30;

  /** Largest declared size `POST /api/uploads` accepts before asking the media service. */
  @IsInt()
  @Min(1)
  @Max(Number.MAX_SAFE_INTEGER)
  UPLOAD_MAX_BYTES: number = DEFAULT_UPLOAD_MAX_BYTES;

  @IsIn(LOG_LEVELS)
  LOG_LEVEL: LogLevel = 'info';

  /** Human-readable log lines for a person watching a terminal. */
  @Transform(toBoolean)
  @IsBoolean({ message: 'must be true or false' })
  LOG_PRETTY: boolean = false;

  get jwtSecret(): string {
    return this.JWT_SECRET ?? PROCESS_SECRET;
  }

  get usesProcessSecret(): boolean {
    return this.JWT_SECRET === undefined;
  }

  get callerSigningKey(): string {
    return this.CALLER_SIGNING_KEY ?? processCallerKey();
  }
}

let processCallerSigningKey: string | undefined;

/** Made on first use outside production: calls on a user's behalf then fail until a real key is given. */
function processCallerKey(): string {
  processCallerSigningKey ??= generateCallerKeys().signingKey;
  return processCallerSigningKey;
}
