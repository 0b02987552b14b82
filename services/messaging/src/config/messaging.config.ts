import { VAPID_PRIVATE_KEY_PATTERN, VAPID_PUBLIC_KEY_PATTERN } from '@boonies/contracts/messaging';
import { loadConfig, ServiceConfig } from '@boonies/platform';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';

/** Environment flags arrive as text; the raw value is read, as `Boolean('false')` is true. */
function toBoolean({ obj, key }: { obj: Record<string, unknown>; key: string }): unknown {
  const value = obj[key];
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return value;
}

/**
 * The messaging service's environment (docs/configuration.md): the VAPID key pair and contact it signs web
 * pushes with. Without the keys it sends no pushes; the three are given together.
 */
export class MessagingConfig extends ServiceConfig {
  @IsOptional()
  @Matches(VAPID_PUBLIC_KEY_PATTERN, { message: 'must be a P-256 public key in base64url (87 characters)' })
  WEB_PUSH_VAPID_PUBLIC_KEY?: string;

  @ValidateIf((config: MessagingConfig) => config.WEB_PUSH_VAPID_PUBLIC_KEY !== undefined)
  @Matches(VAPID_PRIVATE_KEY_PATTERN, {
    message: 'is required with WEB_PUSH_VAPID_PUBLIC_KEY: a P-256 private key in base64url (43 characters)',
  })
  WEB_PUSH_VAPID_PRIVATE_KEY?: string;

  /** Whom a push service may contact about this sender: a mailto: or https: address. */
  @Matches(/^(mailto:\S+@\S+|https:\/\/\S+)$/, { message: 'must be a mailto: or https: address' })
  @MaxLength(200)
  WEB_PUSH_VAPID_SUBJECT: string = 'mailto:hello@theboonies.example';

  /** How long a push service keeps a push for a phone that is offline, in seconds. */
  @IsInt()
  @Min(0)
  @Max(2_419_200)
  WEB_PUSH_TTL_SECONDS: number = 86_400;

  /**
   * Tests only: accept subscriptions whose push service is plain http on 127.0.0.1 (the test push service).
   * Ignored in production.
   */
  @Transform(toBoolean)
  @IsBoolean({ message: 'must be true or false' })
  WEB_PUSH_ALLOW_LOOPBACK_HTTP: boolean = false;
}

export const loadMessagingConfig = (): MessagingConfig => loadConfig(MessagingConfig);
