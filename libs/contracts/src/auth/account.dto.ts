import { IsString, MaxLength, MinLength } from 'class-validator';
import { ApiNote } from '../common/api-notes';
import { NEW_PASSWORD_NOTE } from './auth.dto';
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './rules';
import type { Uuid } from '../common/formats';

export const ACCOUNT_MESSAGES = {
  wrongCurrentPassword: 'Current password is incorrect',
  passwordRequired: 'Password is required',
  puppetSession: 'Leave puppet mode to change this account',
  progressPrivate: 'This skater keeps their progress private',
} as const;

/** Settings → Change Password. The caller's own session stays; every other one ends. */
export class ChangePasswordDto {
  @IsString()
  @MinLength(1, { message: ACCOUNT_MESSAGES.passwordRequired })
  @MaxLength(PASSWORD_MAX_LENGTH)
  currentPassword!: string;

  @ApiNote({ description: NEW_PASSWORD_NOTE })
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: AUTH_MESSAGES.passwordTooShort })
  @MaxLength(PASSWORD_MAX_LENGTH)
  newPassword!: string;
}

/** Settings → Deactivate Account, confirmed with the password. */
export class DeactivateAccountDto {
  @IsString()
  @MinLength(1, { message: ACCOUNT_MESSAGES.passwordRequired })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;
}

export interface PasswordChangedDto {
  changed: true;
  /** How many other sessions ended. */
  endedSessions: number;
}

export interface DeactivatedDto {
  deactivated: true;
}

export interface ReactivatedDto {
  id: Uuid;
  /** False when the account was active already. */
  reactivated: boolean;
}
