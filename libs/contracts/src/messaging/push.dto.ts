// `@Type` reads decorator metadata as the class is declared: load the polyfill before it.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import {
  IsDefined,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { ApiNote } from '../common/api-notes';
import {
  PUSH_AUTH_LENGTH,
  PUSH_ENDPOINT_MAX,
  PUSH_ENDPOINT_PATTERN,
  PUSH_KEY_PATTERN,
  PUSH_MESSAGES,
  PUSH_P256DH_LENGTH,
} from './push-rules';

export class PushKeysDto {
  @ApiNote({ description: "The browser's P-256 public key, base64url" })
  @IsString()
  @Length(PUSH_P256DH_LENGTH.min, PUSH_P256DH_LENGTH.max, { message: PUSH_MESSAGES.invalidKey })
  @Matches(PUSH_KEY_PATTERN, { message: PUSH_MESSAGES.invalidKey })
  p256dh!: string;

  @ApiNote({ description: "The browser's auth secret, base64url" })
  @IsString()
  @Length(PUSH_AUTH_LENGTH.min, PUSH_AUTH_LENGTH.max, { message: PUSH_MESSAGES.invalidKey })
  @Matches(PUSH_KEY_PATTERN, { message: PUSH_MESSAGES.invalidKey })
  auth!: string;
}

/** The push service address a subscription is known by. */
export class PushEndpointDto {
  @ApiNote({
    description: "The browser's push service address (https)",
    example: 'https://fcm.googleapis.com/fcm/send/abc123',
  })
  @IsString()
  @MaxLength(PUSH_ENDPOINT_MAX, { message: PUSH_MESSAGES.invalidEndpoint })
  @Matches(PUSH_ENDPOINT_PATTERN, { message: PUSH_MESSAGES.invalidEndpoint })
  endpoint!: string;
}

/** `POST /api/push/subscriptions`: the browser's `PushSubscription.toJSON()`, for this account and device. */
export class SubscribePushDto extends PushEndpointDto {
  @ApiNote({ description: 'When the browser will drop the subscription (ms since 1970), or null' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsInt()
  @Min(0)
  expirationTime?: number | null;

  @IsDefined({ message: PUSH_MESSAGES.invalidKey })
  @ValidateNested()
  @Type(() => PushKeysDto)
  keys!: PushKeysDto;
}

/** `DELETE /api/push/subscriptions`: the caller's subscription with this endpoint, if any. */
export class UnsubscribePushDto extends PushEndpointDto {}

export interface PushSubscriptionChangeDto {
  /** Whether a subscription of the caller's was added or removed (false: there was nothing to remove). */
  changed: boolean;
}
