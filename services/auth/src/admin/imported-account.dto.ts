import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from '@boonies/contracts/account';
import { EMAIL_MAX_LENGTH } from '@boonies/contracts/auth';
import { DISPLAY_NAME_MAX, PROFILE_TEXT_MAX } from '@boonies/contracts/social';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  MinLength,
} from 'class-validator';

const lowercased = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/**
 * One line of an account import (`cli.js import-users`): what another system knew of a member. The id and
 * the join date may be kept from there; imported accounts have no password anyone knows (they sign in after
 * a reset), and a name or email already taken fails the import.
 */
export class ImportedAccount {
  @IsOptional()
  @IsUUID()
  id?: string;

  @Transform(lowercased)
  @IsEmail()
  @MaxLength(EMAIL_MAX_LENGTH)
  email!: string;

  @Transform(lowercased)
  @IsString()
  @MinLength(USERNAME_MIN_LENGTH)
  @MaxLength(USERNAME_MAX_LENGTH)
  @Matches(USERNAME_PATTERN)
  username!: string;

  @IsOptional()
  @IsString()
  @MaxLength(DISPLAY_NAME_MAX)
  displayName?: string;

  @IsOptional()
  @IsString()
  @MaxLength(PROFILE_TEXT_MAX)
  location?: string;

  @IsOptional()
  @IsBoolean()
  proStatus?: boolean;

  @IsOptional()
  @IsBoolean()
  amateurStatus?: boolean;

  @IsOptional()
  @IsBoolean()
  flowStatus?: boolean;

  @IsOptional()
  @IsBoolean()
  isBrand?: boolean;

  @IsOptional()
  @IsBoolean()
  isVerified?: boolean;

  /** When they joined, for "member since"; now when absent. */
  @IsOptional()
  @IsISO8601({ strict: true })
  createdAt?: string;
}
