import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from '../account/username-rules';
import { AUTH_MESSAGES, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './rules';
import type { UserDto } from './user';
import { ApiNote } from '../common/api-notes';

const lowercased = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** What the API document says of a new password beyond its length: the password rule (`loadPasswordJudge`). */
export const NEW_PASSWORD_NOTE =
  "Refused (400 VALIDATION_FAILED) when it is a common or breached password, a repeat, sequence or keyboard walk, or the account's own username or email.";

export class SignUpDto {
  @ApiNote({ example: 'skater@example.com' })
  @Transform(lowercased)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(EMAIL_MAX_LENGTH)
  email!: string;

  @ApiNote({ description: 'Lower-cased', example: 'kickflip.kid' })
  @Transform(lowercased)
  @IsString()
  @MinLength(USERNAME_MIN_LENGTH, { message: AUTH_MESSAGES.usernameFormat })
  @MaxLength(USERNAME_MAX_LENGTH, { message: AUTH_MESSAGES.usernameFormat })
  @Matches(USERNAME_PATTERN, { message: AUTH_MESSAGES.usernameFormat })
  username!: string;

  @ApiNote({ description: NEW_PASSWORD_NOTE })
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: AUTH_MESSAGES.passwordTooShort })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;

  /**
   * The browser's own random id, kept in its storage: a sign-up signal that links accounts made on one
   * device, so their verification votes count once. Optional, never shown.
   */
  @ApiNote({
    description:
      "The browser's own random id, kept in its storage: accounts made on one device within a day count once in verification votes. Only a keyed hash of it is kept.",
  })
  @IsOptional()
  @IsUUID('all', { message: 'deviceId must be a uuid' })
  deviceId?: string;
}

export class SignInDto {
  @ApiNote({ example: 'skater@example.com' })
  @Transform(lowercased)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(EMAIL_MAX_LENGTH)
  email!: string;

  @IsString()
  @MinLength(1, { message: 'Password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;

  @ApiNote({ description: 'Keep the session cookie for 30 days instead of the browser session' })
  @IsOptional()
  @IsBoolean()
  rememberMe?: boolean;
}

/** A new session: the gateway signs it into the cookie's JWT. */
export interface SessionGrant {
  user: UserDto;
  sessionId: string;
  expiresAt: string;
  /** True when the cookie should outlive the browser session. */
  persistent: boolean;
}

/** Names a session: the payload of session lookups and sign-out, read from the gateway's signed cookie. */
export class SessionReferenceDto {
  @IsUUID()
  sessionId!: string;
}

/** A live session's identity, cached briefly by the gateway. Null when revoked or expired. */
export interface ResolvedSession {
  sessionId: string;
  userId: string;
  isAdmin: boolean;
  expiresAt: string;
  actingAdminId?: string;
}

/**
 * One anonymous report from the client address of the call's context, to count against `perMinute` (the
 * gateway's `TELEMETRY_PER_MINUTE`), so every gateway replica shares one count per address.
 */
export class CountTelemetryReportDto {
  @IsInt()
  @Min(1)
  @Max(10_000)
  perMinute!: number;
}
