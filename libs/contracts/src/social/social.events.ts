import { Type } from 'class-transformer';
import { IsBoolean, IsISO8601, IsOptional, IsUUID, ValidateNested } from 'class-validator';

class NotificationSwitchesV1 {
  @IsBoolean() posts!: boolean;
  @IsBoolean() messages!: boolean;
  /** Absent from events written before the choice existed: it was on for everyone then. */
  @IsOptional() @IsBoolean() mentions?: boolean;
  @IsBoolean() verifications!: boolean;
  @IsBoolean() sponsorships!: boolean;
  @IsBoolean() email!: boolean;
}

class PushSwitchesV1 {
  @IsBoolean() games!: boolean;
  @IsBoolean() messages!: boolean;
  @IsBoolean() replies!: boolean;
  @IsBoolean() verifications!: boolean;
}

class PrivacySwitchesV1 {
  @IsBoolean() publicProfile!: boolean;
  @IsBoolean() showProgress!: boolean;
  @IsBoolean() showFollowers!: boolean;
  @IsBoolean() allowMessages!: boolean;
  /** Absent from events written before the choice existed: it was on for everyone then. */
  @IsOptional() @IsBoolean() appearOnLeaderboard?: boolean;
  /** Absent from events written before the choice existed: it was on for everyone then. */
  @IsOptional() @IsBoolean() readReceipts?: boolean;
}

/**
 * `events.auth.preferences-changed.v1`: the privacy and notification switches services enforce (the
 * accessibility and theme choices only matter to the web app and stay in the auth service).
 */
export class PreferencesChangedV1 {
  @IsUUID()
  userId!: string;

  @ValidateNested()
  @Type(() => NotificationSwitchesV1)
  notifications!: NotificationSwitchesV1;

  /** Which notifications are pushed to phones; absent from events written before the choice existed (all on). */
  @IsOptional()
  @ValidateNested()
  @Type(() => PushSwitchesV1)
  push?: PushSwitchesV1;

  @ValidateNested()
  @Type(() => PrivacySwitchesV1)
  privacy!: PrivacySwitchesV1;

  @IsISO8601()
  updatedAt!: string;
}

/** `events.auth.blocked.v1` and `events.auth.unblocked.v1`. */
export class BlockChangedV1 {
  @IsUUID()
  blockerId!: string;

  @IsUUID()
  blockedId!: string;
}
